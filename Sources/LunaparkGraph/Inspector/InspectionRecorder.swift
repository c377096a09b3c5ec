import Foundation
import LunaparkCore

/// What a `ViewGraph` records for the inspector while `ViewGraph.recordsInspection`
/// is on: where each animation came from, the state changes per frame, and which
/// views animated or ran their body since the last frame (for the outlines).
///
/// Recording is off by default and then costs one nil check at each hook (a
/// property change, a body run, an invalidation, an animation frame). While on,
/// events are kept as types and small values; names are made when read. Each
/// log keeps its newest `capacity` entries.
@MainActor
public final class InspectionRecorder {
    /// The entries each log keeps (the oldest go first).
    public static let capacity = 256
    /// The nodes per frame the outlines keep (more in one frame are not outlined).
    static let nodesPerFrame = 4096

    /// Property changes, oldest first: animations started, merged or combined, and snaps.
    public private(set) var animationEvents: [AnimationEvent] = []
    /// State changes, oldest first.
    public private(set) var stateChanges: [StateChangeRecord] = []
    /// The property changes recorded so far, including those the log no longer keeps.
    public private(set) var eventCount = 0
    /// The state changes recorded so far (invalidations of more readers included), including
    /// those the log no longer keeps.
    public private(set) var stateChangeCount = 0

    /// Nodes whose body ran since the last `takeFrameWork()`.
    private(set) var bodyNodes: [ViewNode] = []
    /// Nodes whose animations were stepped since the last `takeFrameWork()`.
    private(set) var animatedNodes: [ViewNode] = []
    /// The views that named themselves as a transaction's origin: the nearest view with a body
    /// around each (kept while recording, at most one entry per node that ever did).
    private var originOwners: [UInt64: Any.Type] = [:]

    init() {}

    // MARK: Recording (called by the scene graph)

    /// Records a property change of `node` (`.unchanged` is dropped).
    func recordChange(_ change: AnimationChange, of node: ViewNode, property: Any.Type,
                      part: AnimationEvent.Part, transaction: Transaction) {
        guard change != .unchanged else { return }
        // An animation frame's or a timeline's values change every frame without animation by
        // design: they are not snaps anyone asked about.
        if change == .snapped, transaction._origin == .animationFrame || transaction._origin == .timelineEntry { return }
        eventCount += 1
        append(AnimationEvent(sceneTime: node.graph.currentTime, viewID: node.nodeID, property: property, part: part,
                              owner: node.nearestBodyViewType, change: change, origin: transaction._origin,
                              animation: transaction.animation, disablesAnimations: transaction.disablesAnimations),
               to: &animationEvents)
    }

    /// Records that `node` is invalidated by `cause` in `transaction`. Invalidations of readers of
    /// the same state at the same time make one entry.
    func recordInvalidation(of node: ViewNode, cause: StateChangeCause, transaction: Transaction) {
        let time = node.graph.currentTime
        let location = cause.location
        stateChangeCount += 1
        if let location, let last = stateChanges.indices.last, stateChanges[last].location == location,
           stateChanges[last].sceneTime == time {
            if !stateChanges[last].readerIDs.contains(node.nodeID) {
                stateChanges[last].readerIDs.append(node.nodeID)
                stateChanges[last].readers.append(node.bodyViewType)
            }
            return
        }
        append(StateChangeRecord(sceneTime: time, state: cause.label, origin: transaction._origin,
                                 animation: transaction.animation, disablesAnimations: transaction.disablesAnimations,
                                 readers: [node.bodyViewType], readerIDs: [node.nodeID], location: location),
               to: &stateChanges)
    }

    /// Records that `node`'s body (or modifier body) ran.
    func recordBody(_ node: ViewNode) {
        if bodyNodes.count < Self.nodesPerFrame { bodyNodes.append(node) }
    }

    /// Records that `nodes` are stepped by an animation frame.
    func recordAnimated(_ nodes: [ViewNode]) {
        animatedNodes.append(contentsOf: nodes.prefix(max(0, Self.nodesPerFrame - animatedNodes.count)))
    }

    /// Remembers the view around `node`, which named itself as a transaction's origin.
    func nameOrigin(_ node: ViewNode) {
        if originOwners[node.nodeID] == nil { originOwners[node.nodeID] = node.nearestBodyViewType ?? type(of: node) }
    }

    /// Hands over the nodes that ran their body or animated since the last call, and forgets them.
    func takeFrameWork() -> (bodies: [ViewNode], animated: [ViewNode]) {
        defer {
            bodyNodes.removeAll(keepingCapacity: true)
            animatedNodes.removeAll(keepingCapacity: true)
        }
        return (bodyNodes, animatedNodes)
    }

    private func append<Entry>(_ entry: Entry, to log: inout [Entry]) {
        if log.count >= Self.capacity { log.removeFirst(log.count - Self.capacity + 1) }
        log.append(entry)
    }

    // MARK: Reading

    /// The recorded events of the node `viewID` since the latest one that started an animation
    /// with nothing running (`.started`): that start, then what merged, combined or snapped
    /// since, oldest first. All its events when none started one.
    public func history(ofView viewID: UInt64) -> [AnimationEvent] {
        var events: [AnimationEvent] = []
        for event in animationEvents where event.viewID == viewID {
            if event.change == .started { events.removeAll() }
            events.append(event)
        }
        return events
    }

    /// Says where `origin` came from, naming the view behind it: `withAnimation`,
    /// `.animation(_:value:) in ContentView`, `transition of Card`...
    public func describe(_ origin: TransactionOrigin) -> String {
        let owner = origin.viewID.flatMap { originOwners[$0] }.map { " in " + AnimationEvent.name(of: $0) } ?? ""
        return switch origin {
        case .unspecified: "no transaction"
        case .withAnimation: "withAnimation"
        case .withTransaction: "withTransaction"
        case .bindingAnimation: "Binding.animation"
        case .animationModifier: ".animation(_:value:)" + owner
        case .transactionModifier: ".animation/.transaction modifier" + owner
        case .transition: "transition" + owner
        case .phaseAnimator: "phaseAnimator" + owner
        case .keyframeAnimator: "keyframeAnimator" + owner
        case .animationFrame: "an animation frame"
        case .timelineEntry: "a TimelineView entry"
        }
    }

    /// Forgets every event and every node recorded.
    public func removeAll() {
        animationEvents.removeAll()
        stateChanges.removeAll()
        _ = takeFrameWork()
    }
}

extension ViewGraph {
    /// Whether the graph records provenance and per-frame work for the inspector
    /// (`inspection`). Off by default; turning it off forgets what was recorded.
    public var recordsInspection: Bool {
        get { inspection != nil }
        set {
            if newValue, inspection == nil {
                inspection = InspectionRecorder()
                // The states made so far get their names now, not at their view's next body run.
                _ = root.find { node in
                    (node as? BodyViewNode)?.bindForInspection()
                    return false
                }
            }
            if !newValue { inspection = nil }
        }
    }
}
