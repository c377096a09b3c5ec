import Foundation
import LunaparkCore

/// How a symbol is drawn at one moment of its effects: transformed about the centre of its
/// square, faded, blurred, and (for variable colour) lit along its length.
struct SymbolPose: Equatable {
    var scale: CGFloat = 1
    var opacity: Double = 1
    /// Moves, in fractions of the symbol's side (y down).
    var offset = CGSize.zero
    var rotationDegrees: Double = 0
    /// Points at the symbol's natural size.
    var blurRadius: CGFloat = 0
    /// Variable colour: the lit part of the symbol's length, as fractions 0...1; nil lights it all.
    var litRange: ClosedRange<Double>?
    /// The opacity of the unlit part while `litRange` is set (0.35 dimmed, 0 hidden).
    var unlitOpacity: Double = 0.35

    static let rest = SymbolPose()

    var isRest: Bool { self == .rest }

    /// This pose followed by `other` (nested effects): scales and opacities multiply, moves
    /// and turns add; the later lit range wins.
    func combined(with other: SymbolPose) -> SymbolPose {
        var pose = self
        pose.scale *= other.scale
        pose.opacity *= other.opacity
        pose.offset.width += other.offset.width
        pose.offset.height += other.offset.height
        pose.rotationDegrees += other.rotationDegrees
        pose.blurRadius = max(blurRadius, other.blurRadius)
        if let range = other.litRange { pose.litRange = range; pose.unlitOpacity = other.unlitOpacity }
        return pose
    }

    /// The pose `fraction` of the way from `a` (0) to `b` (1); the lit range is `b`'s.
    static func mix(_ a: SymbolPose, _ b: SymbolPose, _ fraction: Double) -> SymbolPose {
        let f = CGFloat(fraction)
        var pose = b
        pose.scale = a.scale + (b.scale - a.scale) * f
        pose.opacity = a.opacity + (b.opacity - a.opacity) * fraction
        pose.offset = CGSize(width: a.offset.width + (b.offset.width - a.offset.width) * f,
                             height: a.offset.height + (b.offset.height - a.offset.height) * f)
        pose.rotationDegrees = a.rotationDegrees + (b.rotationDegrees - a.rotationDegrees) * fraction
        pose.blurRadius = a.blurRadius + (b.blurRadius - a.blurRadius) * f
        return pose
    }

    /// The transform that applies this pose to a symbol drawn in `frame` (about its centre).
    func transform(in frame: CGRect) -> CGAffineTransform {
        let centre = CGPoint(x: frame.midX + offset.width * frame.width, y: frame.midY + offset.height * frame.height)
        return CGAffineTransform(translationX: centre.x, y: centre.y)
            .rotated(by: rotationDegrees * .pi / 180)
            .scaledBy(x: scale, y: scale)
            .translatedBy(x: -frame.midX, y: -frame.midY)
    }

    /// `style` lit along the symbol's length by `litRange` (`vertical`: bottom to top, else
    /// leading to trailing), the unlit part at `unlitOpacity`; `style` itself without a range
    /// or when it is not a plain colour.
    func litStyle(_ style: ResolvedShapeStyle, vertical: Bool) -> ResolvedShapeStyle {
        guard let litRange, style.kind == .color, let colour = style.colors.first else { return style }
        var dim = colour
        dim.opacity *= Float(unlitOpacity)
        // Soft edges of 0.08 of the length either side of the lit part.
        let edge = 0.08
        let lower = min(max(litRange.lowerBound, 0), 1), upper = min(max(litRange.upperBound, 0), 1)
        let stops = [Gradient.Stop(color: Color(dim), location: max(0, lower - edge)),
                     Gradient.Stop(color: Color(colour), location: lower),
                     Gradient.Stop(color: Color(colour), location: upper),
                     Gradient.Stop(color: Color(dim), location: min(1, upper + edge))]
        let geometry: [Double] = vertical ? [0.5, 1, 0.5, 0] : [0, 0.5, 1, 0.5]
        return ResolvedShapeStyle(kind: .linear, stops: stops, geometry: geometry, in: EnvironmentValues())
    }
}
