import Foundation
import Lunapark
import Testing

/// `UIBezierPath`, as custom shapes written for iOS build their outlines.
@MainActor
struct UIBezierPathTests {
    /// A wave shape the way blog samples write it: UIBezierPath, then `Path(path.cgPath)`.
    private struct Wave: Shape {
        func path(in rect: CGRect) -> Path {
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: 0, y: rect.maxY))
            path.close()
            return Path(path.cgPath)
        }
    }

    @Test func aShapeBuiltWithUIBezierPathFillsItsOutline() {
        let image = HeadlessHost(size: CGSize(width: 40, height: 40), background: .white) {
            Wave().fill(Color(red: 1, green: 0, blue: 0))
        }.render()
        #expect(image.isRed(20, 30) && image.isWhite(20, 10))
    }

    @Test func clockwiseTurnsClockwiseOnScreenAsInUIKit() {
        // From angle 0 (3 o'clock) clockwise a quarter turn on a y-down screen ends at 6 o'clock.
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.currentPoint.y - 10) < 1e-9)
        // Counter-clockwise the long way round: it passes 12 o'clock (y = -10).
        let long = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        #expect(abs(long.bounds.minY + 10) < 1e-6)
        #expect(abs(arc.bounds.minY) < 1e-6)
    }

    @Test func onlyTheCornersAskedForAreRounded() {
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 8, height: 8))
        // The top-left corner point lies outside the rounded corner; the other corners are square.
        #expect(!path.contains(CGPoint(x: 0.5, y: 0.5)))
        #expect(path.contains(CGPoint(x: 19.5, y: 0.5)) && path.contains(CGPoint(x: 19.5, y: 19.5)) && path.contains(CGPoint(x: 0.5, y: 19.5)))
    }
}
