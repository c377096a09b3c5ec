import Foundation
import Lunapark
import Testing

/// The loading screen on pixels: title bar, spinning arc, the toolbar button pausing it.
@MainActor
struct LoadingScreenTests {
    /// Blue pixels in a 12-point square centred at `degrees` on the arc's circle
    /// (radius 50 around (x 200, y `centreY`)), clockwise from 3 o'clock.
    private func blueCount(_ image: RenderedImage, centreY: Double, atDegrees degrees: Double) -> Int {
        let radians = degrees * .pi / 180
        let x = 200 + 50 * cos(radians), y = centreY + 50 * sin(radians)
        return image.pixels(in: CGRect(x: x - 6, y: y - 6, width: 12, height: 12)) { $0.b > 200 && $0.r < 100 }
    }

    @Test func theArcSpinsUnderTheTitleAndTheToolbarPausesIt() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 500)) { LoadingScreen() }
        let image = host.render()
        // "Downloads" in the large-title row (y 44...96), from 16 points in.
        #expect(image.pixels(in: CGRect(x: 16, y: 50, width: 150, height: 40)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 } > 150)
        #expect(host.graph.title == "Downloads")
        // Find the arc's centre: the content (arc 100 + 24 + headline) is centred in y 96...500.
        guard let top = (96..<500).first(where: { y in
            image.pixels(in: CGRect(x: 140, y: y, width: 120, height: 1)) { $0.b > 200 && $0.r < 100 } > 0
        }), case let centreY = Double(top) + 52.5  // the arc's top end (252°) is 47.5 points up, plus half its 10-point stroke
        else { Issue.record("no arc drawn"); return }
        // The 0.7 arc leaves a gap from 252° to 360° (middle 306°); it starts turning at time 0
        // (onAppear), once a second: a quarter turn later the gap's middle is at 36°, half a turn at 126°.
        func gapIsAt(_ degrees: Double) -> Bool {
            let frame = host.render()
            return blueCount(frame, centreY: centreY, atDegrees: degrees) == 0
                && blueCount(frame, centreY: centreY, atDegrees: degrees + 180) > 20
        }
        #expect(gapIsAt(306))
        host.advance(by: 0.25)
        #expect(gapIsAt(36))
        host.advance(by: 0.25)
        #expect(gapIsAt(126))
        // Pause with the toolbar's trailing button.
        host.tap(at: CGPoint(x: 360, y: 22))
        host.advance(by: 1)
        let paused = host.render()
        host.advance(by: 0.4)
        #expect(host.render() == paused)
    }
}
