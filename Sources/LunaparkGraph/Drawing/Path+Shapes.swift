import Foundation
import LunaparkCore

// Rectangles, rounded rectangles, ellipses and arcs, built from lines and cubic Béziers.
//
// Angles follow Core Graphics: measured from the +x axis towards +y. In the
// scene graph's y-down space +y points down the screen, so increasing angles
// turn clockwise *on screen*; Core Graphics' `clockwise: true` (decreasing
// angles, clockwise in its native y-up space) therefore looks counter-clockwise
// on screen. Apple's documentation of CGContextAddArc: "In a flipped coordinate
// system (the default for UIView drawing methods in iOS), specifying a
// clockwise arc results in a counterclockwise arc after the transformation is
// applied."
extension Path {
    /// A path of the rectangle `rect`: one closed subpath starting at its
    /// top-left corner (minX, minY) and running clockwise on a y-down screen.
    public init(_ rect: CGRect) {
        self.init()
        addRect(rect)
    }

    /// A rounded rectangle with circular corners of `cornerRadius` points,
    /// clamped to half the shorter side (so a large radius makes a capsule).
    /// `style` is accepted for SwiftUI compatibility; both styles draw circular
    /// corners (see `RoundedCornerStyle`).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init()
        let radius = rect.isNull ? 0 : min(cornerRadius, abs(rect.width) / 2, abs(rect.height) / 2)
        addRoundedRect(in: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }

    /// A rounded rectangle with elliptical corners of `cornerSize` (width along
    /// x, height along y, each clamped to half the side). `style` is ignored.
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.init()
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }

    /// The ellipse inscribed in `rect` (a circle when `rect` is square).
    public init(ellipseIn rect: CGRect) {
        self.init()
        addEllipse(in: rect)
    }

    /// Adds `rect` as a closed subpath: (minX, minY) → (maxX, minY) → (maxX, maxY)
    /// → (minX, maxY), each corner mapped through `transform`. A null rect adds nothing.
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX, y: r.maxY).applying(transform))
        addLine(to: CGPoint(x: r.minX, y: r.maxY).applying(transform))
        closeSubpath()
    }

    /// Adds each rectangle of `rects` as its own closed subpath.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a rounded rectangle as a closed subpath starting on the top edge
    /// just right of the top-left corner and running clockwise on screen.
    /// Corner sizes are clamped to half of each side; a zero corner size adds a
    /// plain rectangle. `style` is ignored (corners are elliptical quarter arcs).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
                                        transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let cw = min(max(cornerSize.width, 0), r.width / 2)
        let ch = min(max(cornerSize.height, 0), r.height / 2)
        guard cw > 0, ch > 0 else {
            addRect(r, transform: transform)
            return
        }
        // Each corner is a quarter of the ellipse with radii (cw, ch) centred
        // inside the corner; angles as in `addArc` (increasing = clockwise on screen).
        move(to: CGPoint(x: r.minX + cw, y: r.minY).applying(transform))
        addLine(to: CGPoint(x: r.maxX - cw, y: r.minY).applying(transform))
        appendArc(center: CGPoint(x: r.maxX - cw, y: r.minY + ch), radii: CGSize(width: cw, height: ch),
                  start: -.pi / 2, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ch).applying(transform))
        appendArc(center: CGPoint(x: r.maxX - cw, y: r.maxY - ch), radii: CGSize(width: cw, height: ch),
                  start: 0, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.minX + cw, y: r.maxY).applying(transform))
        appendArc(center: CGPoint(x: r.minX + cw, y: r.maxY - ch), radii: CGSize(width: cw, height: ch),
                  start: .pi / 2, delta: .pi / 2, transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ch).applying(transform))
        appendArc(center: CGPoint(x: r.minX + cw, y: r.minY + ch), radii: CGSize(width: cw, height: ch),
                  start: .pi, delta: .pi / 2, transform: transform)
        closeSubpath()
    }

    /// Adds the ellipse inscribed in `rect` as a closed subpath of four cubic
    /// curves, starting at (maxX, midY) and running clockwise on a y-down screen
    /// (which is why SwiftUI's `Circle().trim(from: 0, to: 0.25)` draws from
    /// 3 to 6 o'clock).
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        guard !rect.isNull else { return }
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let radii = CGSize(width: r.width / 2, height: r.height / 2)
        move(to: CGPoint(x: r.maxX, y: r.midY).applying(transform))
        appendArc(center: center, radii: radii, start: 0, delta: 2 * .pi, transform: transform)
        closeSubpath()
    }

    /// Adds an arc of the circle around `center` from `startAngle` to
    /// `endAngle` (Core Graphics' `addArc(center:radius:startAngle:endAngle:clockwise:)`).
    ///
    /// `clockwise: false` sweeps increasing angles, which turn clockwise on a
    /// y-down screen; `clockwise: true` sweeps decreasing angles (counter-clockwise
    /// on screen). The sweep is the angular distance in that direction, taken
    /// modulo 360° unless the two angles are a full turn or more apart, in
    /// which case a full circle is drawn (the HTML canvas `arc()` rule, which
    /// matches Core Graphics for angles within one turn). If the path has a
    /// current point, a line joins it to the arc's start; otherwise the arc
    /// starts a new subpath.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle,
                                clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * Double.pi
        let start = startAngle.radians, end = endAngle.radians
        var delta: Double
        if clockwise {
            let distance = start - end
            delta = distance >= twoPi ? -twoPi : -distance.truncatingRemainderPositive(twoPi)
        } else {
            let distance = end - start
            delta = distance >= twoPi ? twoPi : distance.truncatingRemainderPositive(twoPi)
        }
        if delta == 0 { delta = 0 }  // normalise -0
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(delta),
                       transform: transform)
    }

    /// Adds an arc of the circle around `center` starting at `startAngle` and
    /// sweeping `delta` (positive: increasing angles, clockwise on a y-down
    /// screen; may exceed a full turn). A line joins the current point, if any,
    /// to the arc's start; otherwise the arc starts a new subpath.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
                                        transform: CGAffineTransform = .identity) {
        let start = startAngle.radians
        let radii = CGSize(width: radius, height: radius)
        let first = Self.pointOnEllipse(center: center, radii: radii, angle: start).applying(transform)
        if currentPoint != nil { addLine(to: first) } else { move(to: first) }
        appendArc(center: center, radii: radii, start: start, delta: delta.radians, transform: transform)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of
    /// `radius` tangent to both the line (current point → `tangent1End`) and
    /// the line (`tangent1End` → `tangent2End`) (Core Graphics'
    /// `addArc(tangent1End:tangent2End:radius:)`, canvas `arcTo`). The path ends
    /// at the arc's second tangent point. Without a current point a subpath
    /// starts at `tangent1End`; when the three points are collinear or `radius`
    /// is 0, only a line to `tangent1End` is added. `tangent1End`,
    /// `tangent2End` and `radius` are in the space `transform` maps into the
    /// path (the current point is mapped back through its inverse).
    public mutating func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                                transform: CGAffineTransform = .identity) {
        guard let current = currentPoint else {
            move(to: tangent1End.applying(transform))
            return
        }
        let p0 = transform.isIdentity ? current : current.applying(transform.inverted())
        let p1 = tangent1End, p2 = tangent2End
        // Unit vectors from the corner p1 towards p0 and towards p2.
        let v1 = (x: Double(p0.x - p1.x), y: Double(p0.y - p1.y))
        let v2 = (x: Double(p2.x - p1.x), y: Double(p2.y - p1.y))
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot(), l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let r = Double(radius)
        guard l1 > 0, l2 > 0, r > 0 else {
            addLine(to: p1.applying(transform))
            return
        }
        let u1 = (x: v1.x / l1, y: v1.y / l1), u2 = (x: v2.x / l2, y: v2.y / l2)
        let cross = u1.x * u2.y - u1.y * u2.x
        let dot = u1.x * u2.x + u1.y * u2.y
        guard abs(cross) > 1e-12 else {
            addLine(to: p1.applying(transform))
            return
        }
        // The corner angle between the two lines is φ = atan2(|cross|, dot);
        // the circle touches each line at distance r / tan(φ/2) from the corner,
        // and its centre lies on the bisector at distance r / sin(φ/2).
        let phi = atan2(abs(cross), dot)
        let tangentDistance = r / tan(phi / 2)
        let t1 = CGPoint(x: Double(p1.x) + u1.x * tangentDistance, y: Double(p1.y) + u1.y * tangentDistance)
        let t2 = CGPoint(x: Double(p1.x) + u2.x * tangentDistance, y: Double(p1.y) + u2.y * tangentDistance)
        let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
        let bl = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = r / sin(phi / 2)
        let center = CGPoint(x: Double(p1.x) + bisector.x / bl * centerDistance,
                             y: Double(p1.y) + bisector.y / bl * centerDistance)
        let a0 = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        let a1 = atan2(Double(t2.y - center.y), Double(t2.x - center.x))
        // The arc between the tangent points is always the short one (π − φ).
        var sweep = a1 - a0
        if sweep > .pi { sweep -= 2 * .pi }
        if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1.applying(transform))
        appendArc(center: center, radii: CGSize(width: r, height: r), start: a0, delta: sweep, transform: transform)
    }

    /// The point at `angle` on the axis-aligned ellipse around `center`.
    static func pointOnEllipse(center: CGPoint, radii: CGSize, angle: Double) -> CGPoint {
        CGPoint(x: Double(center.x) + Double(radii.width) * cos(angle),
                y: Double(center.y) + Double(radii.height) * sin(angle))
    }

    /// Appends cubic curves tracing the elliptical arc from `start` sweeping
    /// `delta` radians, from the current point (assumed to be the arc's start).
    ///
    /// The sweep is cut into equal pieces of at most 90°. A circular arc of
    /// angle θ is approximated by a cubic whose control points lie on the end
    /// tangents at distance k·r, k = 4/3·tan(θ/4): the curve then passes
    /// exactly through the arc's midpoint, and for θ = 90° its radial error is
    /// below 0.03 % of r (L. Maisonobe, "Drawing an elliptical arc using
    /// polylines, quadratic or cubic Bézier curves", 2003, §3.4.1; also
    /// A. Riškus, "Approximation of a cubic Bézier curve by circular arcs and
    /// vice versa", 2006). An ellipse is the unit circle scaled by its radii,
    /// and affine maps carry Bézier control points exactly.
    mutating func appendArc(center: CGPoint, radii: CGSize, start: Double, delta: Double,
                            transform: CGAffineTransform) {
        guard delta != 0, delta.isFinite, start.isFinite else { return }
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        let cx = Double(center.x), cy = Double(center.y)
        let rx = Double(radii.width), ry = Double(radii.height)
        for i in 0..<pieces {
            let a0 = start + step * Double(i)
            let a1 = i == pieces - 1 ? start + delta : a0 + step
            let (s0, c0) = (sin(a0), cos(a0)), (s1, c1) = (sin(a1), cos(a1))
            let control1 = CGPoint(x: cx + rx * (c0 - k * s0), y: cy + ry * (s0 + k * c0))
            let control2 = CGPoint(x: cx + rx * (c1 + k * s1), y: cy + ry * (s1 - k * c1))
            let end = CGPoint(x: cx + rx * c1, y: cy + ry * s1)
            addCurve(to: end.applying(transform), control1: control1.applying(transform),
                     control2: control2.applying(transform))
        }
    }
}

extension Double {
    /// The remainder of dividing by `modulus` (> 0), in 0..<modulus.
    fileprivate func truncatingRemainderPositive(_ modulus: Double) -> Double {
        let r = truncatingRemainder(dividingBy: modulus)
        return r < 0 ? r + modulus : r
    }
}
