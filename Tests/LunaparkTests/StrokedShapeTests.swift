import Foundation
import Lunapark
import Testing

/// Stroked shapes as SwiftUI composes them: `stroke(lineWidth:)` returns a shape whose path is the
/// stroke's area, so wrapping, filling or stroking it again works on that area.
@MainActor
struct StrokedShapeTests {
    private func render<V: View>(_ view: V) -> RenderedImage {
        HeadlessHost(size: CGSize(width: 120, height: 120)) { view.frame(width: 100, height: 100) }.render()
    }

    @Test func strokedPathFillsWhatTheStrokeDraws() {
        let star = Path { path in
            path.addLines([CGPoint(x: 50, y: 5), CGPoint(x: 80, y: 95), CGPoint(x: 5, y: 35), CGPoint(x: 95, y: 35),
                           CGPoint(x: 20, y: 95)])
            path.closeSubpath()
        }
        let style = StrokeStyle(lineWidth: 6, lineCap: .round, lineJoin: .miter, dash: [14, 6])
        let stroked = render(star.stroke(Color.red, style: style))
        let filled = render(star.strokedPath(style).fill(Color.red))
        var red = 0, differing = 0
        for y in 0..<120 {
            for x in 0..<120 {
                let a = stroked.isRed(x, y), b = filled.isRed(x, y)
                if a { red += 1 }
                if a != b { differing += 1 }
            }
        }
        #expect(red > 600)
        // Only anti-aliased edge pixels may fall either side of the threshold.
        #expect(differing * 20 < red)
    }

    @Test func aWrappedStrokedShapeStaysARing() {
        let ring = render(Circle().stroke(lineWidth: 10).offset(x: 5, y: 0).fill(Color.red))
        #expect(!ring.isRed(60, 60))
        #expect(ring.isRed(60 + 5 + 50 - 5, 60) || ring.isRed(60 + 5 + 50 - 4, 60))
    }
}
