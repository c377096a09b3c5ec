import Foundation
import LunaparkCore
import LunaparkGraph

/// The screen an app's scene is shown on (UIKit's `UIScreen`), as SwiftUI code
/// reads it: `UIScreen.main.bounds` to size views relative to the display.
///
/// Lunapark has no device screen: the screen is the window the app's scene
/// shows (or a `HeadlessHost`'s viewport), so `bounds` is what a full-screen
/// iPhone app sees, the area its root view is laid out in.
@MainActor
public final class UIScreen {
    /// The screen of the app's window (deprecated on iOS 16 for the window
    /// scene's screen, but in most samples). One object; what it reports
    /// follows the windows as they open, resize and close.
    public static let main = UIScreen()

    private init() {}

    /// The window's area in points, origin (0, 0): its size now, so a window
    /// resized by the user (or `HeadlessHost.resize(to:)`) reports its new
    /// size. Read in a view's body, the size of the window that view is in;
    /// elsewhere, that of the window opened last that is still open (with a
    /// `HeadlessHost`, its viewport). Before any window or host exists,
    /// `CGRect.zero`. As on iOS, reading it does not make a body depend on it:
    /// a view that must follow the window's size uses `GeometryReader`.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: ViewGraph.screenGraph?.viewportSize ?? .zero)
    }
}
