import Foundation
import LunaparkCore

/// The navigation container of SwiftUI before iOS 16 (SwiftUI's deprecated
/// `NavigationView`): a `NavigationStack` around `content`, as on iPhone.
/// Split-view columns (iPad, macOS) are not drawn: every style is the stack style.
public struct NavigationView<Content: View>: View {
    let content: Content

    /// A navigation container showing `content` as its root.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public var body: some View {
        NavigationStack { content }
    }
}
