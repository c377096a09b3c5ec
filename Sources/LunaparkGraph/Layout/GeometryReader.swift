import Foundation
import LunaparkCore

/// A container whose content is a function of its own size (SwiftUI's
/// `GeometryReader`). It takes all the space offered and places its content
/// at its top-leading corner. The content closure runs during layout, when
/// the size changes, and when state it read changes.
public struct GeometryReader<Content: View>: View {
    public typealias Body = Never
    let content: (GeometryProxy) -> Content

    /// A reader that builds its content from a `GeometryProxy` describing its own
    /// size (points) and frame.
    ///
    /// The reader takes all the space offered (10 points in a dimension left
    /// unspecified) and places the content at its top-leading corner, at the
    /// size the content chooses; several views in `content` overlap there.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public static func _makeNode(_ view: Self, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        GeometryReaderNode<Content>(parent: parent, graph: graph)
    }
}

/// A view's size and position, for `GeometryReader` content (SwiftUI's `GeometryProxy`).
public struct GeometryProxy: Sendable {
    /// The size of the reader, in points.
    public let size: CGSize
    let globalFrame: CGRect

    /// The safe area insets (always zero: a desktop window has no unsafe areas).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame in a coordinate space.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: CGRect(origin: .zero, size: size)
        case .global: globalFrame
        }
    }
}

/// A coordinate space (SwiftUI's `CoordinateSpace`): the view's own, or the window's.
public enum CoordinateSpace: Sendable, Hashable {
    case local, global
}

@MainActor
final class GeometryReaderNode<Content: View>: ContainerNode {
    private var makeContent: ((GeometryProxy) -> Content)?
    private var evaluatedFor: CGRect?
    private var needsEvaluation = true

    override func update(with view: any View, context: UpdateContext) {
        let reader = view as! GeometryReader<Content>
        recordUpdate(context)
        makeContent = reader.content
        needsEvaluation = true
        if let rect = evaluatedFor {
            evaluate(in: rect, transaction: context.transaction)
        } else {
            graph.setNeedsLayout()
        }
    }

    override func reevaluate(transaction: Transaction) {
        recordUpdate(transaction: transaction)
        needsEvaluation = true
        graph.setNeedsLayout()
    }

    private func evaluate(in rect: CGRect, transaction: Transaction) {
        guard let makeContent else { return }
        needsEvaluation = false
        evaluatedFor = rect
        let proxy = GeometryProxy(size: rect.size, globalFrame: rect)
        let view = DependencyTracker.evaluate(as: self) { makeContent(proxy) }
        // The content is first built here, during layout, after this node was mounted
        // (`didMount` found no content to pass on): mount it now, or its `onAppear`
        // and `task` actions never run.
        let isNew = content == nil
        updateContent(view, context: UpdateContext(transaction: transaction, environment: environment))
        if isNew, isMounted { content?.didMount() }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func place(in rect: CGRect, transaction: Transaction) {
        super.place(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        if needsEvaluation || evaluatedFor?.size != rect.size || evaluatedFor?.origin != rect.origin {
            evaluate(in: rect, transaction: t)
        }
        let proposal = ProposedViewSize(rect.size)
        for item in items {
            let size = item.measure(proposal)
            item.place(in: placedForLayoutDirection(CGRect(origin: rect.origin, size: size), in: rect), transaction: t)
        }
    }
}
