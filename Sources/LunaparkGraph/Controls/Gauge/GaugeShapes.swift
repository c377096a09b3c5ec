import Foundation
import LunaparkCore

// The shapes the built-in gauge styles draw. Each takes the gauge's fraction
// as its animatable data, so a value changed in `withAnimation` is drawn
// frame by frame by the shape node, without the style's body.

/// A capsule as tall as its frame from the leading edge to `fraction` of its width.
struct _GaugeBarFill: Shape {
    var fraction: Double

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let width = rect.width * CGFloat(min(1, max(0, fraction)))
        guard width > 0, rect.height > 0 else { return Path() }
        let radius = min(rect.height, width) / 2
        return Path(roundedRect: CGRect(x: rect.minX, y: rect.minY, width: width, height: rect.height),
                    cornerRadius: radius, style: .circular)
    }
}

/// A dot as tall as its frame, less `inset` on every side, whose centre travels from
/// half a frame height inside the leading edge (fraction 0) to as far inside the
/// trailing edge (fraction 1), so it never overhangs the bar.
struct _GaugeLinearMarker: Shape {
    var fraction: Double
    var inset: CGFloat = 0

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let r = rect.height / 2
        let x = rect.minX + r + (rect.width - 2 * r) * CGFloat(min(1, max(0, fraction)))
        let dot = r - inset
        guard dot > 0 else { return Path() }
        return Path(ellipseIn: CGRect(x: x - dot, y: rect.midY - dot, width: 2 * dot, height: 2 * dot))
    }
}

/// An arc of the largest circle that fits the frame, its centre line `lineWidth / 2`
/// inside the frame: from `startAngle` (clockwise from 3 o'clock, in degrees) over
/// `fraction` of `sweep` degrees. Stroke it with `lineWidth`.
struct _GaugeArc: Shape {
    var fraction: Double
    var startAngle: Double
    var sweep: Double
    var lineWidth: CGFloat

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - lineWidth / 2
        let f = min(1, max(0, fraction))
        guard radius > 0, f > 0 else { return Path() }
        var path = Path()
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius, startAngle: .degrees(startAngle),
                    endAngle: .degrees(startAngle + sweep * f), clockwise: false)
        return path
    }
}

/// A dot of diameter `lineWidth - 2 * inset` on the centre line of a `_GaugeArc`
/// with the same angles, at `fraction` of the sweep.
struct _GaugeRingMarker: Shape {
    var fraction: Double
    var startAngle: Double
    var sweep: Double
    var lineWidth: CGFloat
    var inset: CGFloat = 0

    var animatableData: Double {
        get { fraction }
        set { fraction = newValue }
    }

    func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - lineWidth / 2
        let dot = lineWidth / 2 - inset
        guard radius > 0, dot > 0 else { return Path() }
        let angle = (startAngle + sweep * min(1, max(0, fraction))) * .pi / 180
        let centre = CGPoint(x: rect.midX + radius * cos(angle), y: rect.midY + radius * sin(angle))
        return Path(ellipseIn: CGRect(x: centre.x - dot, y: centre.y - dot, width: 2 * dot, height: 2 * dot))
    }
}
