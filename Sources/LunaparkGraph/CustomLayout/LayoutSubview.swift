import Foundation
import LunaparkCore

/// A proxy for one view a `Layout` arranges (SwiftUI's `LayoutSubview`): measure it, read its
/// guides, priority and layout values, and place it once from `placeSubviews`.
///
/// Only valid during the layout call that received it, on the main actor.
public struct LayoutSubview: Equatable, @unchecked Sendable {
    // Unchecked: the node and the placements are only touched during layout, on the main actor.
    let node: ViewNode
    let index: Int
    let placements: LayoutPlacements

    /// The size the view chooses for `proposal` (nil dimensions: its ideal size).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        MainActor.assumeIsolated { node.measure(proposal) }
    }

    /// The view's size for `proposal` and its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        duringLayout { node.dimensions(at: node.measure(proposal)) }
    }

    /// Places the view with its `anchor` point (a unit point of its bounds) at `position`, at the
    /// size it chooses for `proposal`. `position` is in the container's coordinates as given to
    /// `placeSubviews(in:...)` (its `bounds` do not start at zero). The last call wins.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = sizeThatFits(proposal)
        let origin = CGPoint(x: position.x - anchor.x * size.width, y: position.y - anchor.y * size.height)
        placements.frames[index] = CGRect(origin: origin, size: size)
    }

    /// The view's `layoutPriority` (0 by default).
    public var priority: Double { MainActor.assumeIsolated { node.layoutPriority } }

    /// The spacing the view prefers around it (8 points on each side in Lunapark).
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The view's value for `key`, set with `layoutValue(key:value:)` (the key's default otherwise).
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        duringLayout { node.layoutValue(K.self) } ?? K.defaultValue
    }

    public static func == (a: Self, b: Self) -> Bool { a.node === b.node }
}

/// Runs `body` on the main actor, where layouts run (their methods are nonisolated, as in SwiftUI).
/// The result may be a value that is not `Sendable`: it never leaves the main actor.
func duringLayout<T>(_ body: @MainActor () -> T) -> T {
    nonisolated(unsafe) var result: T?
    MainActor.assumeIsolated { result = body() }
    return result!
}

/// Where a layout placed its subviews in one `placeSubviews` call (frames by subview index).
final class LayoutPlacements: @unchecked Sendable {
    var frames: [Int: CGRect] = [:]
}

/// The views a `Layout` arranges, in the order they are declared (SwiftUI's `LayoutSubviews`).
public struct LayoutSubviews: RandomAccessCollection, Equatable, Sendable {
    let storage: [LayoutSubview]
    public let startIndex: Int
    public let endIndex: Int
    /// The layout direction of the container (right to left mirrors what it places).
    public let layoutDirection: LayoutDirection

    init(nodes: [ViewNode], layoutDirection: LayoutDirection, placements: LayoutPlacements) {
        storage = nodes.enumerated().map { LayoutSubview(node: $1, index: $0, placements: placements) }
        startIndex = 0
        endIndex = storage.count
        self.layoutDirection = layoutDirection
    }

    private init(storage: [LayoutSubview], bounds: Range<Int>, layoutDirection: LayoutDirection) {
        self.storage = storage
        startIndex = bounds.lowerBound
        endIndex = bounds.upperBound
        self.layoutDirection = layoutDirection
    }

    public subscript(index: Int) -> LayoutSubview { storage[index] }

    public subscript(bounds: Range<Int>) -> LayoutSubviews {
        LayoutSubviews(storage: storage, bounds: bounds, layoutDirection: layoutDirection)
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.startIndex == b.startIndex && a.endIndex == b.endIndex && a.storage == b.storage
    }
}

/// A key for a value that a view gives its container's `Layout` (SwiftUI's `LayoutValueKey`).
public protocol LayoutValueKey {
    associatedtype Value
    /// The value of a view that does not set it.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`.
public struct _LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    public typealias Body = Never
    let value: Key.Value

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        LayoutValueNode<Key>(parent: parent, graph: graph)
    }
}

/// A node that holds a layout value for its container.
@MainActor
protocol LayoutValueHolding: ViewNode {
    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value?
}

@MainActor
final class LayoutValueNode<Key: LayoutValueKey>: SingleChildModifierNode<_LayoutValueModifier<Key>>, LayoutValueHolding {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}

    override func modelDidChange(from old: _LayoutValueModifier<Key>?, context: UpdateContext) {
        if old != nil { invalidateLayout() }
    }

    func value<K: LayoutValueKey>(for key: K.Type) -> K.Value? {
        K.self == Key.self ? model.value as? K.Value : nil
    }
}

extension ViewNode {
    /// The value of `key` set on this view's outer modifiers (down to its first container), the outermost winning.
    func layoutValue<K: LayoutValueKey>(_ key: K.Type) -> K.Value? {
        var node: ViewNode? = self
        while let current = node, !(current is ContainerNode) {
            if let holder = current as? any LayoutValueHolding, let value = holder.value(for: key) { return value }
            let children = current.children
            node = children.count == 1 ? children[0] : nil
        }
        return nil
    }
}

extension View {
    /// Gives this view `value` for `key`, which its container's `Layout` reads with `subview[key]`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(_LayoutValueModifier<K>(value: value))
    }
}
