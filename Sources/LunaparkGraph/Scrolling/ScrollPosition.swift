import Foundation
import LunaparkCore

/// Where a scroll view is scrolled, by meaning rather than by offset (SwiftUI's `ScrollPosition`,
/// iOS 18): a view's identity, an edge, or a point of the content. Bind it with
/// `scrollPosition(_:anchor:)`; changing it scrolls the scroll view (animated inside
/// `withAnimation`), and the scroll view writes it back as the user scrolls: `viewID` becomes the
/// top-most (leading-most) view of its `scrollTargetLayout()` whose id has the position's id
/// type, `edge` and `point` become nil and `isPositionedByUser` true.
///
public struct ScrollPosition: Equatable, Sendable {
    /// A view id, kept both ways: compared as `AnyHashable`, handed out as the `Sendable` value.
    /// `@unchecked`: the `AnyHashable` wraps that same `Sendable` value.
    struct ViewID: Hashable, @unchecked Sendable {
        let hashable: AnyHashable
        let value: any Hashable & Sendable

        init<T: Hashable & Sendable>(_ value: T) {
            hashable = AnyHashable(value)
            self.value = value
        }

        static func == (lhs: ViewID, rhs: ViewID) -> Bool { lhs.hashable == rhs.hashable }
        func hash(into hasher: inout Hasher) { hasher.combine(hashable) }
    }

    /// What the position names.
    enum Target: Equatable, Sendable {
        case none
        case view(id: ViewID, anchor: UnitPoint?)
        case edge(Edge)
        /// A content offset per axis (nil: that axis keeps its offset).
        case offset(x: CGFloat?, y: CGFloat?)
    }

    /// The id type of the views the scroll view reports (`Never` when none was given).
    private let idTypeKey: ObjectIdentifier
    /// A target's id as the position's id type (nil: another type; always nil for `Never`).
    private let matchingID: @Sendable (AnyHashable) -> ViewID?
    private(set) var target: Target
    /// Whether the user moved the scroll view since the position was last set.
    private var positionedByUser = false

    private init<ID: Hashable & Sendable>(idType: ID.Type, target: Target) {
        idTypeKey = ObjectIdentifier(ID.self)
        matchingID = { ($0.base as? ID).map(ViewID.init) }
        self.target = target
    }

    /// A position at the scroll view's default place, reporting the ids of `idType` as the user scrolls.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(idType: idType, target: .none)
    }

    /// A position at `edge` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(idType: idType, target: .edge(edge))
    }

    /// A position showing the content `point` (points, from the content's top-leading corner) at
    /// the scroll view's top-leading corner; clamped to the content when applied.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(idType: idType, target: .offset(x: point.x, y: point.y))
    }

    /// A position at content offset `x` (points) along the horizontal axis.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(idType: idType, target: .offset(x: x, y: nil))
    }

    /// A position at content offset `y` (points) along the vertical axis.
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(idType: idType, target: .offset(x: nil, y: y))
    }

    /// A position at the view identified by `id` in the scroll target layout; `anchor` is the
    /// point of that view put on the same point of the scroll view (nil: the modifier's anchor,
    /// else the least scroll that shows it at the top-leading corner). The id's type becomes the
    /// position's id type.
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self, target: .view(id: ViewID(id), anchor: anchor))
    }

    // MARK: Scrolling

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

    /// Scrolls to the view identified by `id` in the scroll target layout, with `anchor` as in
    /// `init(id:anchor:)`. An id no target has scrolls nowhere.
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        set(.view(id: ViewID(id), anchor: anchor))
    }

    /// Scrolls so that the content `point` (points) is at the top-leading corner; clamped to the content.
    public mutating func scrollTo(point: CGPoint) { set(.offset(x: point.x, y: point.y)) }

    /// Scrolls to content offset `x` along the horizontal axis (points; clamped to the content).
    public mutating func scrollTo(x: CGFloat) { set(.offset(x: x, y: nil)) }

    /// Scrolls to content offset `y` along the vertical axis (points; clamped to the content).
    public mutating func scrollTo(y: CGFloat) { set(.offset(x: nil, y: y)) }

    /// Scrolls to content offset (`x`, `y`) (points; clamped to the content).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.offset(x: x, y: y)) }

    private mutating func set(_ newTarget: Target) {
        target = newTarget
        positionedByUser = false
    }

    // MARK: Reading

    /// The edge the position was set to, nil once the user scrolled or when it names something else.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The point the position was set to, nil once the user scrolled or when it names something
    /// else (an axis it left alone reads 0).
    public var point: CGPoint? {
        if case .offset(let x, let y) = target { return CGPoint(x: x ?? 0, y: y ?? 0) }
        return nil
    }

    /// The id of the view the position was set to, or of the top-most view with an id of the
    /// position's type the user scrolled to; nil otherwise.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id.value }
        return nil
    }

    /// `viewID` as `type`, nil when it is not one.
    public func viewID<T: Hashable>(type: T.Type) -> T? {
        if case .view(let id, _) = target { return id.value as? T }
        return nil
    }

    /// Whether the user scrolled the scroll view since the position was last set. Setting it to
    /// true makes the scroll view act as if the user had scrolled: `edge` and `point` become nil.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            guard newValue else { return }
            switch target {
            case .edge, .offset: target = .none
            case .none, .view: break
            }
        }
    }

    // MARK: Written by the scroll view

    /// The position after the user scrolled so that `id` is the top-most target (nil: none of
    /// the position's id type).
    func positionedByUser(at id: AnyHashable?) -> ScrollPosition {
        var position = self
        position.target = id.flatMap(matchingID).map { .view(id: $0, anchor: nil) } ?? .none
        position.positionedByUser = true
        return position
    }

    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.idTypeKey == rhs.idTypeKey && lhs.target == rhs.target && lhs.positionedByUser == rhs.positionedByUser
    }
}
