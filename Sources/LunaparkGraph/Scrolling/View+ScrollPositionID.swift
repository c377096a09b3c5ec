import Foundation
import LunaparkCore

/// The binding of `scrollPosition(id:anchor:)`, type-erased for the environment.
struct ScrollPositionBinding {
    let id: Binding<AnyHashable?>
    let anchor: UnitPoint?
}

private struct ScrollPositionKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The binding of the nearest `scrollPosition(id:anchor:)` (nil: none).
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionKey.self] }
        set { self[ScrollPositionKey.self] = newValue }
    }
}

extension View {
    /// Binds `id` to the scroll target the scroll view in this view shows (SwiftUI's
    /// `scrollPosition(id:anchor:)`): the view of its `scrollTargetLayout()` under the `anchor`
    /// point of its visible region (less its content insets; `.topLeading` when nil). The
    /// binding follows scrolling; setting it scrolls so that the view's anchor point meets the
    /// same point of the scroll view, animated when set inside `withAnimation`. An id no target
    /// has scrolls nowhere. (`SendableMetatype`: the binding's setter casts to `ID` on the main
    /// actor; every id type real code uses, `Int`, `String`, `UUID` or a model's, is one.)
    public func scrollPosition<ID: Hashable & SendableMetatype>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        let erased = Binding<AnyHashable?>(get: { id.wrappedValue.map(AnyHashable.init) },
                                           set: { newValue, transaction in
                                               withTransaction(transaction) { id.wrappedValue = newValue?.base as? ID }
                                           })
        return environment(\.scrollPositionBinding, ScrollPositionBinding(id: erased, anchor: anchor))
    }
}
