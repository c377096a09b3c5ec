import Foundation
import LunaparkCore

/// A control that opens a URL (SwiftUI's `Link`): drawn as a button with the environment's
/// button style (by default its label in the tint colour), it calls the environment's
/// `openURL` action with `destination` when tapped.
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` showing `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let openURL = self.openURL
        let destination = self.destination
        return Button { openURL(destination) } label: { label }
    }
}

extension Link where Label == Text {
    /// A link titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link titled with `title`.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
