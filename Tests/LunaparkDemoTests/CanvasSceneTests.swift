import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// Scene 15 (Shift+5) in the park on the headless host, 960x640 points.
@MainActor
struct CanvasSceneTests {
    static func park(example segmentX: CGFloat? = nil) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: SceneCatalog.index(forKey: .shift("5"))!, quit: {})
        }
        host.advance(by: 1)
        if let segmentX {
            host.tap(at: CGPoint(x: segmentX, y: 116))
            host.advance(by: 1)
        }
        return host
    }

    /// The operations of the scene's canvas drawings, in list order.
    static func canvasOperations(_ host: HeadlessHost) -> [[DisplayList.CanvasOperation]] {
        host.displayList.items.compactMap { item in
            guard case .drawing(let d) = item, case .canvas(let operations) = d.content else { return nil }
            return operations
        }
    }

    /// Pixels of `image` in `rect` that satisfy `test`.
    static func count(_ image: RenderedImage, in rect: CGRect, _ test: (RGBA8) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where test(image.pixel(x: x, y: y)) { n += 1 }
        }
        return n
    }

    @Test func theFountainIsOneCanvasDrawingThatMovesEveryFrame() {
        let host = Self.park()
        let canvases = Self.canvasOperations(host)
        #expect(canvases.count == 1)
        // 2,000 particles (the slider's start) and the background; those below the edge are skipped.
        #expect((1_000...2_001).contains(canvases.first?.count ?? 0))
        let area = CGRect(x: 28, y: 253, width: 904, height: 300)
        let first = host.render()
        let bright = Self.count(first, in: area) { Int($0.r) + Int($0.g) + Int($0.b) > 300 }
        #expect(bright > 500)
        let bodies = host.statistics.bodyEvaluations
        host.advance(by: 0.25)
        let later = host.render()
        #expect(Self.count(later, in: area) { Int($0.g) - 30 > 0 } != Self.count(first, in: area) { Int($0.g) - 30 > 0 })
        // Only the timeline's content closure runs each frame: no view body.
        #expect(host.statistics.bodyEvaluations == bodies)
    }

    @Test func applesExampleClipsTheCopyAndNotTheOriginal() {
        let host = Self.park(example: 178)
        let image = host.render()
        let everything = CGRect(x: 0, y: 0, width: 960, height: 560)
        let green = Self.count(image, in: everything) { $0.g > 150 && $0.r < 120 && $0.b < 140 }
        let blue = Self.count(image, in: everything) { $0.b > 200 && $0.r < 60 && $0.g < 150 }
        // A quarter of the 300 x 200 ellipse is green; the 150 x 100 square is blue.
        #expect(green > 6_000 && green < 15_000)
        #expect(blue > 12_000)
    }

    @Test func theScatterPlotDrawsItsSymbolOncePerPoint() {
        let host = Self.park(example: 781)
        let operations = Self.canvasOperations(host).first ?? []
        let marks = operations.filter { if case .items = $0 { true } else { false } }
        #expect(marks.count == 100)
        let image = host.render()
        let orange = Self.count(image, in: CGRect(x: 0, y: 200, width: 960, height: 360)) {
            $0.r > 200 && $0.g > 60 && $0.g < 190 && $0.b < 150
        }
        #expect(orange > 2_000)
    }
}
