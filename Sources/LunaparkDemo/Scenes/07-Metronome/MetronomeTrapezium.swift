import Lunapark

/// A trapezium narrower at the top than at the bottom, with rounded
/// corners: the case and the weight of the metronome (the SwiftUI Lab article draws its
/// layers with such a shape).
struct MetronomeTrapezium: Shape {
    /// How far each top corner is moved in, as a fraction of the width (0: a rectangle).
    var topInset: CGFloat
    /// The radius of every corner, points.
    var cornerRadius: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = rect.width * min(0.49, max(0, topInset))
        let topLeft = CGPoint(x: rect.minX + inset, y: rect.minY)
        let topRight = CGPoint(x: rect.maxX - inset, y: rect.minY)
        let bottomRight = CGPoint(x: rect.maxX, y: rect.maxY)
        let bottomLeft = CGPoint(x: rect.minX, y: rect.maxY)
        // Each corner is an arc tangent to its two edges (the arcTo of PostScript and canvas),
        // so the radius stays the same whatever the slant of the sides.
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.minY))
        path.addArc(tangent1End: topRight, tangent2End: bottomRight, radius: cornerRadius)
        path.addArc(tangent1End: bottomRight, tangent2End: bottomLeft, radius: cornerRadius)
        path.addArc(tangent1End: bottomLeft, tangent2End: topLeft, radius: cornerRadius)
        path.addArc(tangent1End: topLeft, tangent2End: topRight, radius: cornerRadius)
        path.closeSubpath()
        return path
    }
}
