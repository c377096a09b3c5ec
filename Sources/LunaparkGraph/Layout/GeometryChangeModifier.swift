import Foundation
import LunaparkCore

/// `onGeometryChange(for:of:action:)`: after each layout, and each time scrolling moves the
/// view, `transform` is applied to the view's geometry; when its result differs from the
/// last one, `action` runs after the update pass (as `onChange` does) with the old and new values.
public struct _GeometryChangeModifier<Value: Equatable>: ViewModifier {
    public typealias Body = Never
    let transform: (GeometryProxy) -> Value
    /// Called with the old value (nil the first time) and the new one.
    let action: (Value?, Value) -> Void

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GeometryChangeNode<Value>(parent: parent, graph: graph)
    }
}

@MainActor
final class GeometryChangeNode<Value: Equatable>: SingleChildModifierNode<_GeometryChangeModifier<Value>>, ScrollRegionObserving {
    override var tracksDisplayChanges: Bool { true }
    override func layoutFrameDidChange() {}
    private var lastValue: Value?
    private var observesScrolling = false

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        if !observesScrolling {
            observesScrolling = true
            var scroll = enclosingScrollView
            while let s = scroll {
                s.addObserver(self)
                scroll = s.enclosingScrollView
            }
        }
        check()
    }

    func scrollRegionDidChange() { check() }

    /// Applies the transform to the geometry now and schedules the action when the value changed.
    private func check() {
        let frame = layoutFrame
        let proxy = GeometryProxy(size: frame.size, globalFrame: windowFrame(of: frame),
                                  namedFrames: namedCoordinateSpaceFrames(), safeAreaInsets: safeAreaInsets(of: frame))
        let value = DependencyTracker.untracked { model.transform(proxy) }
        guard value != lastValue else { return }
        let old = lastValue
        lastValue = value
        let action = model.action
        graph.afterUpdate { DependencyTracker.untracked { action(old, value) } }
    }
}

extension View {
    /// Runs `action` with the value `transform` derives from this view's geometry whenever it
    /// changes (SwiftUI's `onGeometryChange(for:of:action:)`), starting with the first layout:
    /// sizes after a layout, positions (`frame(in: .global)`, named spaces) also as scroll
    /// views around the view scroll. The action runs after the update pass; state it sets
    /// updates views in the next.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform) { _, new in action(new) })
    }

    /// `onGeometryChange(for:of:action:)` whose action gets the old and the new value; it runs
    /// on changes only, not for the first value.
    public func onGeometryChange<T: Equatable>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T,
                                               action: @escaping (_ oldValue: T, _ newValue: T) -> Void) -> some View {
        modifier(_GeometryChangeModifier(transform: transform) { old, new in
            if let old { action(old, new) }
        })
    }
}
