import Foundation
import LunaparkCore

/// One state change the scene graph applied (recorded by `InspectionRecorder`):
/// which state, the views whose bodies it made run again, and the transaction.
@MainActor
public struct StateChangeRecord {
    /// The scene time of the change, seconds.
    public let sceneTime: TimeInterval
    /// What changed: `ContentView.isOn` for a `@State`, else the kind of source
    /// (`an @Observable property`, `an ObservableObject`, `a phase animator`...).
    public let state: String
    /// Where the transaction came from.
    public let origin: TransactionOrigin
    /// The transaction's animation, or nil when the change came without one.
    public let animation: Animation?
    /// Whether the transaction disabled animations.
    public let disablesAnimations: Bool
    /// The types of the views whose bodies the change made run again, in the order they were
    /// invalidated.
    public internal(set) var readers: [Any.Type]
    /// The node ids of those views (to merge repeated invalidations).
    var readerIDs: [UInt64]
    /// Identifies the `@State` storage that changed (nil for other sources).
    let location: ObjectIdentifier?

    /// Whether the change came with an animation that was not disabled.
    public var isAnimated: Bool { animation != nil && !disablesAnimations }

    /// The views whose bodies ran again, by name.
    public var readerNames: [String] { readers.map(AnimationEvent.name(of:)) }
}

/// Why a node was invalidated: what the inspector's state-change log names.
@MainActor
enum StateChangeCause {
    /// A `@State` (or a binding to one) was written.
    case state(ObservableLocation)
    /// An `@Observable` property the body read changed.
    case observable
    /// An `ObservableObject` the view observes published a change.
    case observableObject
    /// A phase animator moved to its next phase.
    case phaseAnimator
    /// Anything else (navigation, the scene graph's own updates).
    case other

    var label: String {
        switch self {
        case .state(let location): location.inspectorName ?? "a @State"
        case .observable: "an @Observable property"
        case .observableObject: "an ObservableObject"
        case .phaseAnimator: "a phase animator's phase"
        case .other: "the scene graph"
        }
    }

    var location: ObjectIdentifier? {
        if case .state(let location) = self { ObjectIdentifier(location) } else { nil }
    }
}
