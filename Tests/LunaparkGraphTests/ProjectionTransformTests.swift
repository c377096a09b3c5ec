import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

struct ProjectionTransformTests {
    private let perspective = ProjectionTransform(m11: 0.9, m12: 0.1, m13: 0.002, m21: -0.2, m22: 1.1, m23: -0.001,
                                                  m31: 12, m32: -7, m33: 1.05)

    private func close(_ a: CGPoint?, _ b: CGPoint?, _ tolerance: CGFloat = 1e-6) -> Bool {
        guard let a, let b else { return false }
        return abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test func concatenationAppliesTheLeftTransformFirst() {
        let shift = ProjectionTransform(CGAffineTransform(translationX: 30, y: 5))
        let point = CGPoint(x: 40, y: 60)
        let both = perspective.concatenating(shift)
        #expect(close(both.apply(to: point), perspective.apply(to: point).map { CGPoint(x: $0.x + 30, y: $0.y + 5) }))
        let reversed = shift.concatenating(perspective)
        #expect(close(reversed.apply(to: point), perspective.apply(to: CGPoint(x: 70, y: 65))))
    }

    @Test func invertingUndoesTheTransform() {
        let point = CGPoint(x: 25, y: -13)
        let there = perspective.apply(to: point)!
        #expect(close(perspective.inverted().apply(to: there), point))
        let product = perspective.concatenating(perspective.inverted())
        #expect(abs(product.m11 / product.m33 - 1) < 1e-9 && abs(product.m13) < 1e-9)
        var singular = ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1))
        #expect(singular.invert() == false)
        #expect(singular == ProjectionTransform(CGAffineTransform(scaleX: 0, y: 1)))
        #expect(!perspective.isAffine && ProjectionTransform(CGAffineTransform(rotationAngle: 1)).isAffine)
    }

    @Test func aCATransform3DRotationAboutZIsTheAffineRotation() {
        let fromCA = ProjectionTransform(CATransform3DMakeRotation(0.7, 0, 0, 1))
        let affine = ProjectionTransform(CGAffineTransform(rotationAngle: 0.7))
        #expect(close(fromCA.apply(to: CGPoint(x: 3, y: 4)), affine.apply(to: CGPoint(x: 3, y: 4))))
        // Translate, then (CA prepends) scale: a point is scaled first, then moved.
        let t = CATransform3DScale(CATransform3DMakeTranslation(10, 20, 0), 2, 3, 1)
        #expect(close(ProjectionTransform(t).apply(to: CGPoint(x: 1, y: 1)), CGPoint(x: 12, y: 23)))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test func perspectiveM34ShrinksContentAwayFromTheViewer() {
        // The eye 100 points away; a point pushed 100 points back (z = -100) is drawn at half size.
        var t = CATransform3DMakeTranslation(0, 0, -100)
        var camera = CATransform3DIdentity
        camera.m34 = -1.0 / 100
        t = CATransform3DConcat(t, camera)
        // z is dropped by the projection, so apply the 3D transform by hand for z = 0 input.
        let projected = ProjectionTransform(t)
        #expect(close(projected.apply(to: CGPoint(x: 40, y: 20)), CGPoint(x: 20, y: 10)))
    }

    @MainActor @Test func rotation3DEffectTurnsTheTrailingEdgeAway() {
        let effect = _Rotation3DEffect(angle: .degrees(60), axis: (x: 0, y: 1, z: 0))
        let t = effect.effectValue(size: CGSize(width: 100, height: 100))
        // Camera 100 points away: the right edge is pushed back by 50·sin 60°, w = 1.433.
        let topRight = t.apply(to: CGPoint(x: 100, y: 0))!, bottomRight = t.apply(to: CGPoint(x: 100, y: 100))!
        let topLeft = t.apply(to: CGPoint(x: 0, y: 0))!, bottomLeft = t.apply(to: CGPoint(x: 0, y: 100))!
        let w = 1 + 50 * sin(Double.pi / 3) / 100
        #expect(abs(Double(topRight.x) - (50 + 25 / w)) < 1e-9)
        #expect(abs(Double(bottomRight.y - topRight.y) - 100 / w) < 1e-9)
        #expect(bottomLeft.y - topLeft.y > 2 * (bottomRight.y - topRight.y))
        // The anchor stays put; 0° is the identity; perspective 0 is orthographic (affine).
        #expect(close(t.apply(to: CGPoint(x: 50, y: 50)), CGPoint(x: 50, y: 50)))
        #expect(_Rotation3DEffect(angle: .zero, axis: (x: 0, y: 1, z: 0)).effectValue(size: CGSize(width: 80, height: 40)).isIdentity)
        #expect(_Rotation3DEffect(angle: .degrees(30), axis: (x: 1, y: 0, z: 0), perspective: 0)
            .effectValue(size: CGSize(width: 80, height: 40)).isAffine)
    }
}
