import CoreGraphics

/// Geometry helpers written with `import CoreGraphics` alone, as drawing code on
/// Apple platforms writes them: points, sizes, rects, a vector and an affine transform.
enum CoreGraphicsGeometry {
    /// The point `fraction` of the way along `vector` from `start`.
    static func point(from start: CGPoint, along vector: CGVector, fraction: CGFloat) -> CGPoint {
        CGPoint(x: start.x + vector.dx * fraction, y: start.y + vector.dy * fraction)
    }

    /// `rect`'s corners after turning it `angle` radians about its centre.
    static func corners(of rect: CGRect, turnedBy angle: CGFloat) -> [CGPoint] {
        let centre = CGPoint(x: rect.midX, y: rect.midY)
        let transform = CGAffineTransform(translationX: -centre.x, y: -centre.y)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: centre.x, y: centre.y))
        return [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            .map { $0.applying(transform) }
    }

    /// The largest square that fits in `size`, centred in it.
    static func centredSquare(in size: CGSize) -> CGRect {
        let side = min(size.width, size.height)
        return CGRect(x: (size.width - side) / 2, y: (size.height - side) / 2, width: side, height: side)
    }
}
