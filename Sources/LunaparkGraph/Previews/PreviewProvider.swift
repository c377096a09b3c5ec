/// A type that produces view previews in Xcode (SwiftUI's `PreviewProvider`, the form before
/// `#Preview`):
///
///     struct ContentView_Previews: PreviewProvider {
///         static var previews: some View { ContentView() }
///     }
///
/// As in a SwiftUI app, nothing runs the previews at run time (Xcode's canvas does on Apple
/// platforms; Lunapark has none): `previews` is a view like any other, and a test may render it.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of `previews`.
    associatedtype Previews: View

    /// The views to preview: one, or several in a group, each with its own preview modifiers.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

    /// The platform to preview on; nil (the default) lets Xcode choose.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// nil: Xcode picks the platform from the target.
    public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview can run on (SwiftUI's `PreviewPlatform`).
public enum PreviewPlatform: Sendable {
    case iOS
    case macOS
    case tvOS
    case watchOS
    case visionOS
}
