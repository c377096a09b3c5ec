import Foundation
import LunaparkCore

/// A container whose content is a function of its own size (SwiftUI's
/// `GeometryReader`). It takes all the space offered and places its content
/// at its top-leading corner. The content closure runs during layout, when
/// the size changes, and when state it read changes; inside a `ScrollView`,
/// content that asked for `frame(in: .global)` or a named space's frame is
/// built again each time scrolling moves the reader (a parallax header).
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

@MainActor
final class GeometryReaderNode<Content: View>: ContainerNode, ScrollRegionObserving {
    private var makeContent: ((GeometryProxy) -> Content)?
    private var evaluatedFor: CGRect?
    private var needsEvaluation = true
    /// What the content was last built from, when it asked for a position: the reader's
    /// window frame and the named spaces' frames (nil: it read only its size).
    private var evaluatedPosition: (frame: CGRect, named: [CoordinateSpace: CGRect])?
    /// The safe area insets the content was last built with.
    private var evaluatedInsets = EdgeInsets()
    /// Whether this node is registered with the scroll views around it.
    private var observesScrolling = false

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
        let reads = GeometryPositionReads()
        let position = (frame: windowFrame(of: rect), named: namedCoordinateSpaceFrames())
        evaluatedInsets = safeAreaInsets(of: rect)
        let proxy = GeometryProxy(size: rect.size, globalFrame: position.frame, namedFrames: position.named,
                                  safeAreaInsets: evaluatedInsets, positionReads: reads)
        let view = DependencyTracker.evaluate(as: self) { makeContent(proxy) }
        evaluatedPosition = reads.didRead ? position : nil
        if reads.didRead { observeScrolling() }
        // The content is first built here, during layout, after this node was mounted
        // (`didMount` found no content to pass on): mount it now, or its `onAppear`
        // and `task` actions never run.
        let isNew = content == nil
        updateContent(view, context: UpdateContext(transaction: transaction, environment: environment))
        if isNew, isMounted { content?.didMount() }
    }

    /// Registers with every scroll view above, once (they hold their observers weakly).
    private func observeScrolling() {
        guard !observesScrolling else { return }
        observesScrolling = true
        var scroll = enclosingScrollView
        while let s = scroll {
            s.addObserver(self)
            scroll = s.enclosingScrollView
        }
    }

    /// Scrolling moved the reader: when its content read a position that changed, it is
    /// built again in the layout that follows.
    func scrollRegionDidChange() {
        guard let evaluatedPosition, let rect = evaluatedFor else { return }
        if windowFrame(of: rect) != evaluatedPosition.frame || namedCoordinateSpaceFrames() != evaluatedPosition.named {
            needsEvaluation = true
            graph.setNeedsLayout()
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        let t = effectiveTransaction(inherited: transaction)
        if needsEvaluation || evaluatedFor?.size != rect.size || evaluatedFor?.origin != rect.origin
            || safeAreaInsets(of: rect) != evaluatedInsets {
            evaluate(in: rect, transaction: t)
        }
        let proposal = ProposedViewSize(rect.size)
        for item in items {
            let size = item.measure(proposal)
            item.place(in: placedForLayoutDirection(CGRect(origin: rect.origin, size: size), in: rect), transaction: t)
        }
    }
}
