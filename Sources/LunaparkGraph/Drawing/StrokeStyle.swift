import Foundation
import LunaparkCore

/// The characteristics of a stroke (SwiftUI's `StrokeStyle`). Lengths are in points.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    /// For `.miter` joins: the longest miter allowed, as a multiple of
    /// `lineWidth`; sharper corners are bevelled instead (10 by default, as in
    /// Core Graphics).
    public var miterLimit: CGFloat
    /// Alternating dash and gap lengths; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
