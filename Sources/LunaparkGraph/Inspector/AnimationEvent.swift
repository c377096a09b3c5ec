import Foundation
import LunaparkCore

/// One change of an animatable property as the engine took it (recorded by
/// `InspectionRecorder`): which view and property, what the change did
/// (started, merged, combined, snapped), and the transaction behind it.
///
/// Kept as types and small values, not text: names are made when read.
@MainActor
public struct AnimationEvent {
    /// Which part of a view the change moved.
    public enum Part: Sendable {
        /// The `animatableData` of a modifier, a shape or an `Animatable` view (`property`).
        case value
        /// The view's frame, moved by layout.
        case layoutFrame
        /// A shape's fill or stroke colour.
        case style
    }

    /// The scene time of the change, seconds.
    public let sceneTime: TimeInterval
    /// The scene graph's id of the node whose property changed.
    public let viewID: UInt64
    /// The type whose value changed: a modifier (`_OffsetEffect`), a shape, an `Animatable` view
    /// or, for `.layoutFrame`, the node's own view.
    public let property: Any.Type
    /// Which part of the view the change moved.
    public let part: Part
    /// The nearest view with a `body` around the property: the view that wrote it.
    public let owner: Any.Type?
    /// What the change did to the property's animations.
    public let change: AnimationChange
    /// Where the transaction of the change came from.
    public let origin: TransactionOrigin
    /// The transaction's animation (nil: none, the change snapped).
    public let animation: Animation?
    /// Whether the transaction disabled animations.
    public let disablesAnimations: Bool

    /// The property as a developer names it: `_OffsetEffect`, `frame of Circle`, `colour of Circle`.
    public var propertyName: String {
        switch part {
        case .value: Self.name(of: property)
        case .layoutFrame: "frame"
        case .style: "colour of \(Self.name(of: property))"
        }
    }

    /// The view the property belongs to, by the type of the nearest view with a body.
    public var ownerName: String { owner.map(Self.name(of:)) ?? "the root" }

    /// A type's name without its module (`Lunapark._OffsetEffect` -> `_OffsetEffect`).
    static func name(of type: Any.Type) -> String { String(describing: type) }
}
