import Foundation
import LunaparkCore
/// Reads a value from the view's environment (SwiftUI's `@Environment`).
///
/// A view whose environment changes is evaluated again; reading outside a
/// body (before the view is in the tree) gives the key's default value.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    let keyPath: KeyPath<EnvironmentValues, Value>
    let link = EnvironmentLink()

    /// Reads the value at `keyPath` of the view's environment, as in
    /// `@Environment(\.isEnabled) private var isEnabled`.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        self.keyPath = keyPath
    }

    /// The value in the environment the view's node had at its latest update;
    /// the key's default before the view is in the tree.
    public var wrappedValue: Value {
        (link.environment ?? EnvironmentValues())[keyPath: keyPath]
    }
}

/// Connects one `Environment` property value to its node's environment.
@MainActor
final class EnvironmentLink {
    var environment: EnvironmentValues?
    nonisolated init() {}
}

extension Environment: StorageBindingProperty, ComparisonIgnoredProperty {
    func bind(to node: some DynamicPropertyStorage, slot: Int) {
        link.environment = node.environment
        if node.storageSlot(slot) == nil { node.setStorageSlot(slot, link) }
    }
}

/// Sets an environment value for a subtree.
public struct _EnvironmentKeyWritingModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let value: Value

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        EnvironmentWriterNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class EnvironmentWriterNode<Value>: PassThroughModifierNode<_EnvironmentKeyWritingModifier<Value>> {
    private var writtenDirection: LayoutDirection?

    override func contentContext(_ context: UpdateContext) -> UpdateContext {
        var context = context
        context.environment[keyPath: model.keyPath] = model.value
        relayOutIfDirectionChanged(context.environment, written: &writtenDirection)
        return context
    }
}

/// Changes an environment value for a subtree, starting from the value above it.
public struct _EnvironmentKeyTransformModifier<Value>: ViewModifier {
    public typealias Body = Never
    let keyPath: WritableKeyPath<EnvironmentValues, Value>
    let transform: @MainActor (inout Value) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        EnvironmentTransformNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class EnvironmentTransformNode<Value>: PassThroughModifierNode<_EnvironmentKeyTransformModifier<Value>> {
    override func contentContext(_ context: UpdateContext) -> UpdateContext {
        var context = context
        model.transform(&context.environment[keyPath: model.keyPath])
        relayOutIfDirectionChanged(context.environment, written: &writtenDirection)
        return context
    }
    private var writtenDirection: LayoutDirection?
}

extension ViewNode {
    /// Lays the tree out again when the layout direction an environment modifier gives its
    /// content differs from the one it gave last time (placement depends on it, sizes do not).
    final func relayOutIfDirectionChanged(_ environment: EnvironmentValues, written: inout LayoutDirection?) {
        let direction = environment.layoutDirection
        if let old = written, old != direction { graph.setNeedsLayout() }
        written = direction
    }
}

extension _EnvironmentKeyTransformModifier: AppliesToWholeList {}

extension View {
    /// Changes the environment value at `keyPath` for this view and its descendants,
    /// starting from the value this view receives (SwiftUI's `transformEnvironment(_:transform:)`).
    public func transformEnvironment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>,
                                       transform: @escaping @MainActor (inout V) -> Void) -> some View {
        modifier(_EnvironmentKeyTransformModifier(keyPath: keyPath, transform: transform))
    }

    /// Sets the environment value at `keyPath` to `value` for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentKeyWritingModifier(keyPath: keyPath, value: value))
    }
}

extension _EnvironmentKeyWritingModifier: AppliesToWholeList {}
