import Foundation
import LunaparkCore

/// A view whose content can scroll the scroll views inside it to a view with a given identity
/// (SwiftUI's `ScrollViewReader`), through the `ScrollViewProxy` passed to `content`.
///
/// Use the proxy in actions (a button's, `onAppear`, `onChange`), not while `content` runs:
/// there nothing is laid out yet, and the call is reported in one line and ignored.
public struct ScrollViewReader<Content: View>: View {
    public typealias Body = Never
    /// The view builder that creates the reader's content.
    public var content: (ScrollViewProxy) -> Content

    /// A reader whose `content` receives the proxy that scrolls the scroll views inside it.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        ScrollViewReaderNode(parent: parent, graph: graph)
    }
}

/// Scrolls the scroll views inside a `ScrollViewReader` (SwiftUI's `ScrollViewProxy`).
public struct ScrollViewProxy {
    weak var reader: ScrollViewReaderNode?

    /// Scrolls the first scroll view inside the reader (outermost first, in order) that holds a
    /// view identified by `id` (an `.id(_:)` or a `ForEach` element's identity), so that the view
    /// shows; animated when called inside `withAnimation` (the current transaction's animation).
    ///
    /// With an `anchor`, the anchor point of the view is aligned with the same point of the
    /// scroll view (`.top`: their top edges; `.center`: their centres), as far as the content's
    /// edges allow. Without one, the scroll view moves the least that shows the whole view (not
    /// at all when it is already visible). In a lazy stack or grid, a row not made yet is
    /// scrolled to at its estimated position. An unknown `id` does nothing.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        guard let reader else { return }
        if reader.isEvaluatingContent {
            reader.graph.report("ScrollViewProxy.scrollTo called while ScrollViewReader's content is being built; call it from an action (a button, onAppear, onChange)")
            return
        }
        reader.scrollTo(AnyHashable(id), anchor: anchor, transaction: Transaction._current ?? Transaction())
    }
}

/// The node of a `ScrollViewReader`: builds its content with a proxy pointing at itself.
@MainActor
final class ScrollViewReaderNode: ContainerNode {
    private(set) var isEvaluatingContent = false

    override func update(with view: any View, context: UpdateContext) {
        recordUpdate(context)
        let reader = view as! ScrollViewReaderValue
        isEvaluatingContent = true
        let content = DependencyTracker.evaluate(as: self) { reader.makeContent(ScrollViewProxy(reader: self)) }
        isEvaluatingContent = false
        updateContent(content, context: context)
    }

    // `reevaluate(transaction:)` applies the reader's view again.
    override var keepsLastView: Bool { true }

    override func reevaluate(transaction: Transaction) {
        reapply(context: UpdateContext(transaction: transaction, environment: environment))
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { content?.measure(proposal) ?? .zero }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        content?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }

    /// Scrolls the first scroll view below that holds `id`.
    func scrollTo(_ id: AnyHashable, anchor: UnitPoint?, transaction: Transaction) {
        var scrollViews: [ScrollViewNode] = []
        collectScrollViews(below: self, into: &scrollViews)
        for scroll in scrollViews {
            if let frame = scroll.contentFrame(ofID: id) {
                scroll.scroll(toShow: frame, anchor: anchor, transaction: transaction)
                return
            }
        }
    }

    private func collectScrollViews(below node: ViewNode, into result: inout [ScrollViewNode]) {
        for child in node.children {
            if let scroll = child as? ScrollViewNode { result.append(scroll) }
            collectScrollViews(below: child, into: &result)
        }
    }
}

/// What the reader's node needs from its view.
@MainActor
protocol ScrollViewReaderValue {
    func makeContent(_ proxy: ScrollViewProxy) -> any View
}

extension ScrollViewReader: ScrollViewReaderValue {
    func makeContent(_ proxy: ScrollViewProxy) -> any View { content(proxy) }
}
