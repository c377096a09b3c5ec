import Foundation
import LunaparkCore

/// The style progress views have without `.progressViewStyle(_:)` (SwiftUI's
/// `DefaultProgressViewStyle`, `.automatic`): as on iOS, the spinner while the
/// progress is indeterminate and the bar once a fraction is known.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}

    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted == nil {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        } else {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
