import Foundation
import Testing
import LunaparkCore

/// Core Graphics' conventions: a point maps to (a·x + c·y + tx, b·x + d·y + ty), and
/// `t1.concatenating(t2)` applies t1 first.
struct CGAffineTransformTests {
    @Test func concatenationAppliesTheReceiverFirst() {
        let scaleThenMove = CGAffineTransform(scaleX: 2, y: 3).concatenating(CGAffineTransform(translationX: 10, y: 20))
        let p = CGPoint(x: 1, y: 1).applying(scaleThenMove)
        expectClose(Double(p.x), 1 * 2 + 10)
        expectClose(Double(p.y), 1 * 3 + 20)
    }

    @Test func rotationTurnsClockwiseOnAYDownScreen() {
        // +90°: the x axis turns onto the y axis, which points down on screen.
        let p = CGPoint(x: 1, y: 0).applying(CGAffineTransform(rotationAngle: .pi / 2))
        expectClose(Double(p.x), 0)
        expectClose(Double(p.y), 1)
    }

    @Test func inverseUndoesTheTransform() {
        let t = CGAffineTransform(rotationAngle: 0.7).concatenating(CGAffineTransform(scaleX: 2, y: 0.5))
            .concatenating(CGAffineTransform(translationX: 3, y: -4))
        let p = CGPoint(x: 5, y: 6).applying(t).applying(t.inverted())
        expectClose(Double(p.x), 5)
        expectClose(Double(p.y), 6)
    }

    @Test func aboutKeepsItsPointFixed() {
        let pivot = CGPoint(x: 10, y: 20)
        let spin = CGAffineTransform(rotationAngle: .pi / 2).about(pivot)
        let fixed = pivot.applying(spin)
        expectClose(Double(fixed.x), 10)
        expectClose(Double(fixed.y), 20)
        // A point one unit right of the pivot turns to one unit below it.
        let turned = CGPoint(x: 11, y: 20).applying(spin)
        expectClose(Double(turned.x), 10)
        expectClose(Double(turned.y), 21)
    }

    @Test func aboutEqualsTranslatingToThePointAndBack() {
        // A general transform (skew, uneven scale, its own translation): `about` is
        // translate(-p), then the transform, then translate(p).
        let t = CGAffineTransform(a: 1.5, b: 0.25, c: -0.75, d: 2, tx: 3, ty: -4)
        let p = CGPoint(x: 12, y: -7)
        let expected = CGAffineTransform(translationX: -p.x, y: -p.y).concatenating(t)
            .concatenating(CGAffineTransform(translationX: p.x, y: p.y))
        let about = t.about(p)
        for (u, v) in zip([about.a, about.b, about.c, about.d, about.tx, about.ty],
                          [expected.a, expected.b, expected.c, expected.d, expected.tx, expected.ty]) {
            expectClose(Double(u), Double(v))
        }
    }
}
