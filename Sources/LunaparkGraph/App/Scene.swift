import Foundation

/// A part of an app's user interface with a life cycle managed by the
/// system (SwiftUI's `Scene`).
///
/// Compose scenes from `WindowGroup` and `Window`; a scene of your own
/// returns other scenes from `body`. The host resolves an app's scenes into
/// `ResolvedWindowScene`s (`_resolvedWindows()`), one per window-making
/// scene, in the order they are declared.
@MainActor @preconcurrency
public protocol Scene {
    /// The type of scene that represents the body of this scene.
    associatedtype Body: Scene

    /// The content and behavior of the scene.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene Lunapark resolves itself (windows, groups, scene modifiers):
/// its `body` is never evaluated.
@MainActor
protocol PrimitiveScene {
    /// The windows this scene declares, in order.
    func resolvedWindows() -> [ResolvedWindowScene]
}

extension Scene {
    /// The windows this scene declares, in order: its own when it is one of
    /// Lunapark's scenes, otherwise those of its `body`.
    public func _resolvedWindows() -> [ResolvedWindowScene] {
        if let primitive = self as? any PrimitiveScene { return primitive.resolvedWindows() }
        return body._resolvedWindows()
    }
}

extension Scene where Body == Never {
    /// Lunapark's own scenes have no body: the host resolves them (`_resolvedWindows()`).
    public var body: Never {
        fatalError("\(Self.self) is resolved by the host; its body is never evaluated")
    }
}
