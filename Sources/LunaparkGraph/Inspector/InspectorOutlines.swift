import Foundation
import LunaparkCore

/// The inspector's on-screen outlines, each toggled by a key (see `InspectedContent`).
public struct InspectorOutlines: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Views animating this frame, coloured by `AnimationDrawKind`: cyan for a layer
    /// rewritten in place, magenta for a redraw, yellow for a layout move.
    public static let animating = InspectorOutlines(rawValue: 1 << 0)
    /// Views whose `body` (or a modifier's `body(content:)`) ran this frame: orange, dashed.
    public static let bodies = InspectorOutlines(rawValue: 1 << 1)
    /// Views under the pointer that take presses: green, the one a press goes to drawn thicker.
    public static let hitTargets = InspectorOutlines(rawValue: 1 << 2)
}

/// What one outline marks, and its colour.
enum OutlineKind: UInt64, CaseIterable {
    case layerRewrite, redraw, layout, body, hitTarget, pressTarget

    init(_ kind: AnimationDrawKind) {
        switch kind {
        case .layerRewrite: self = .layerRewrite
        case .redraw: self = .redraw
        case .layout: self = .layout
        }
    }

    /// The outline's colour (opaque; faded by the outline's age).
    var color: Color.Resolved {
        switch self {
        case .layerRewrite: Color.Resolved(red: 0, green: 0.85, blue: 1)
        case .redraw: Color.Resolved(red: 1, green: 0.2, blue: 0.85)
        case .layout: Color.Resolved(red: 1, green: 0.85, blue: 0)
        case .body: Color.Resolved(red: 1, green: 0.5, blue: 0)
        case .hitTarget, .pressTarget: Color.Resolved(red: 0.2, green: 1, blue: 0.3)
        }
    }

    /// The stroke width in points.
    var lineWidth: CGFloat { self == .pressTarget ? 3 : 1.5 }
    /// The dash pattern in points (empty: solid).
    var dash: [CGFloat] { self == .body ? [4, 3] : [] }
}
