import Foundation

/// A scene whose windows open at a default size (`defaultSize`).
public struct _DefaultSizeScene<Content: Scene>: Scene {
    public typealias Body = Never
    let content: Content
    let size: CGSize
}

extension _DefaultSizeScene: PrimitiveScene {
    /// The innermost `defaultSize` wins, as the closest modifier does in SwiftUI.
    func resolvedWindows() -> [ResolvedWindowScene] {
        content._resolvedWindows().map { window in
            var window = window
            if window.defaultSize == nil { window.defaultSize = size }
            return window
        }
    }
}

// Main-actor isolated, as this project's view modifiers are (SwiftUI's are nonisolated):
// scenes are built in `App.body`, on the main actor.
extension Scene {
    /// Sets the size in points that windows of this scene open at; the window
    /// can be resized afterwards. Without it a window opens at 960x640. A
    /// size below the window's minimum (320x240) is raised to it, as SwiftUI
    /// clamps to the window's resizability.
    public func defaultSize(_ size: CGSize) -> some Scene {
        _DefaultSizeScene(content: self, size: size)
    }

    /// Sets the width and height in points that windows of this scene open at
    /// (see `defaultSize(_:)`).
    public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
        _DefaultSizeScene(content: self, size: CGSize(width: width, height: height))
    }
}
