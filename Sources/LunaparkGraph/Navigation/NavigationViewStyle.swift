import Foundation
import LunaparkCore

/// How a `NavigationView` lays out its levels (SwiftUI's `NavigationViewStyle`).
/// Only the stack style exists here.
@MainActor @preconcurrency
public protocol NavigationViewStyle {}

/// Levels stacked on top of each other, as on iPhone (SwiftUI's `StackNavigationViewStyle`).
public struct StackNavigationViewStyle: NavigationViewStyle {
    /// The stack style.
    public init() {}
}

/// The platform's style: the stack style here (SwiftUI's `DefaultNavigationViewStyle`).
public struct DefaultNavigationViewStyle: NavigationViewStyle {
    /// The default style.
    public init() {}
}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// Levels stacked on top of each other.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's style (the stack style here).
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Sets the style of navigation views inside this view. Every style lays
    /// out as a stack here, so the view is returned as it is.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}
