import Foundation

/// A result builder for composing a collection of scenes into a single
/// composite scene (SwiftUI's `SceneBuilder`). As in SwiftUI, it takes a
/// list of scenes, without `if` or loops.
@resultBuilder
@MainActor
public struct SceneBuilder {
    /// Builds an expression within the builder.
    public static func buildExpression<Content: Scene>(_ content: Content) -> Content { content }

    /// Passes a single scene written as a child scene through unmodified.
    public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }

    /// Combines several scenes, in the order they are written.
    public static func buildBlock<each Content: Scene>(_ content: repeat each Content) -> _TupleScene<repeat each Content> {
        _TupleScene(content: (repeat each content))
    }
}

/// Several scenes declared one after the other in a `SceneBuilder`.
public struct _TupleScene<each Content: Scene>: Scene {
    public typealias Body = Never
    let content: (repeat each Content)
}

extension _TupleScene: PrimitiveScene {
    func resolvedWindows() -> [ResolvedWindowScene] {
        var windows: [ResolvedWindowScene] = []
        for scene in repeat each content { windows += scene._resolvedWindows() }
        return windows
    }
}
