import Foundation
import LunaparkCore

/// A view that plays an animated image (a GIF) from `Assets/Images/<name>.gif`.
///
/// Not a SwiftUI type (SwiftUI's `Image` shows only a GIF's first frame); it
/// is the SwiftUI Lab article's GifImage: a `TimelineView` whose schedule has one entry per
/// frame, at that frame's own delay, showing the frame due at the entry's
/// date. The frames come from the environment's `animatedImageLoader`, else
/// from the host's `imageLoader` if it loads animations. A missing or corrupt
/// file is reported once (one line) and the view shows a grey box instead.
public struct AnimatedImage: View, Equatable {
    public typealias Body = Never

    let name: String
    var isResizable = false

    /// The animated image `name` from `Assets/Images/`.
    public init(_ name: String) { self.name = name }

    /// This image, scaled to fill the space it is offered.
    public func resizable() -> AnimatedImage { var copy = self; copy.isResizable = true; return copy }

    public static func _makeNode(_ view: AnimatedImage, parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        AnimatedImageNode(parent: parent, graph: graph)
    }
}

/// A schedule with one entry per frame change: the delays one after another, looping.
public struct AnimatedImageSchedule: TimelineSchedule, Equatable, Sendable {
    /// Seconds from one frame change to the next, one per frame; each at least 0.01 s.
    public let delays: [TimeInterval]

    /// A schedule that loops through `delays` (seconds). Delays under 0.01 s are
    /// raised to 0.01 s, so a zero delay cannot make the timeline spin; an empty
    /// list gives no entries.
    public init(delays: [TimeInterval]) { self.delays = delays.map { max($0, 0.01) } }

    /// Entries at `startDate + delays[0]`, then one more delay later each time,
    /// looping forever. `startDate` itself is not an entry (the timeline shows
    /// it already); `mode` is ignored.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(start: startDate, delays: delays)
    }

    /// Frame-change dates after `start`; each is computed from the start, so none drifts.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        let start: Date
        let delays: [TimeInterval]
        var elapsed: TimeInterval = 0
        var index = 0

        /// The next frame change; nil only when there are no delays.
        public mutating func next() -> Date? {
            guard !delays.isEmpty else { return nil }
            elapsed += delays[index % delays.count]
            index += 1
            return start.addingTimeInterval(elapsed)
        }
    }
}

/// Plays loaded frames: a timeline with an entry at every frame change.
struct AnimatedImagePlayer: View {
    let animation: AnimatedImageFrames
    let isResizable: Bool

    var body: some View {
        TimelineView(AnimatedImageSchedule(delays: animation.delays)) { context in
            AnimatedImageFrame(animation: animation, isResizable: isResizable, date: context.date)
        }
    }
}

/// The frame due at `date`, counted from the first date this view was given.
struct AnimatedImageFrame: View {
    let animation: AnimatedImageFrames
    let isResizable: Bool
    let date: Date
    @State private var origin = OriginBox()

    var body: some View {
        let start = origin.date ?? date
        // Dates near today's have a resolution of about 0.1 µs: an entry's date minus the start
        // may fall just short of the frame change it stands for, so round up by 10 µs.
        let image = Image(bitmap: animation.frames[animation.frameIndex(at: date.timeIntervalSince(start) + 1e-5)])
        Group {
            if isResizable { image.resizable() } else { image }
        }
        .onAppear { if origin.date == nil { origin.date = date } }
    }
}

/// When the animation started; not observed (setting it changes no body).
final class OriginBox {
    var date: Date?
}

@MainActor
final class AnimatedImageNode: ContainerNode {
    private var image: AnimatedImage?
    private var loaderID: ObjectIdentifier?
    private var shown = AnyView(AnimatedImageNode.placeholder)
    static var placeholder: some View { Color(white: 0.85).frame(width: 40, height: 40) }

    override func update(with view: any View, context: UpdateContext) {
        let newImage = view as! AnimatedImage
        recordUpdate(context)
        let loader = context.environment.animatedImageLoader ?? (graph.imageLoader as? AnimatedImageLoading)
        let newLoaderID = loader.map(ObjectIdentifier.init)
        if image != newImage || loaderID != newLoaderID {
            shown = makeContent(newImage, loader: loader)
            loaderID = newLoaderID
            graph.setNeedsLayout()
        }
        image = newImage
        updateContent(shown, context: context)
    }

    private func makeContent(_ image: AnimatedImage, loader: (any AnimatedImageLoading)?) -> AnyView {
        let placeholder = AnyView(Self.placeholder)
        guard let loader else {
            graph.report("animated image '\(image.name)': this host cannot load animated images")
            return placeholder
        }
        do {
            let frames = try loader.animatedImage(named: image.name)
            return AnyView(AnimatedImagePlayer(animation: frames, isResizable: image.isResizable))
        } catch {
            graph.report("\(error)")
            return placeholder
        }
    }

    override func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        items.first?.measure(proposal) ?? .zero
    }

    override func placeSubtree(in rect: CGRect, transaction: Transaction) {
        super.placeSubtree(in: rect, transaction: transaction)
        items.first?.place(in: rect, transaction: effectiveTransaction(inherited: transaction))
    }

    override var debugDescriptionName: String { "AnimatedImage(\(image?.name ?? ""))" }
}
