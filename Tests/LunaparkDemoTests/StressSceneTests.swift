import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// Scene 17 (Shift+7) in the park on the headless host, 960x640 points.
@MainActor
struct StressSceneTests {
    static func park() -> HeadlessHost {
        // 10 frames a second: the legs follow the time, and a debug build draws 500 dots fewer times.
        let host = HeadlessHost(size: CGSize(width: 960, height: 640), frameRate: 10) {
            ParkView(selection: SceneCatalog.index(forKey: .shift("7"))!, quit: {})
        }
        host.advance(by: 0.5)
        return host
    }

    /// The dots' drawings (8 x 8 points), by position.
    static func dots(_ host: HeadlessHost) -> [CGPoint] {
        var points: [CGPoint] = []
        var origin = CGPoint.zero
        var stack: [CGPoint] = []
        for item in host.displayList.items {
            switch item {
            case .layer(let layer):
                stack.append(origin)
                origin = CGPoint(x: origin.x + layer.transform.tx, y: origin.y + layer.transform.ty)
            case .end:
                origin = stack.popLast() ?? .zero
            case .drawing(let drawing):
                if drawing.bounds.width == 8, drawing.bounds.height == 8 {
                    points.append(CGPoint(x: origin.x + drawing.transform.tx, y: origin.y + drawing.transform.ty))
                }
            }
        }
        return points
    }

    @Test func fiveHundredDotsKeepMovingLegAfterLeg() {
        #expect(StressScene.count(forLog: 3) == 1_000)
        #expect(StressScene.count(forLog: 2) == 100 && StressScene.count(forLog: 4.7) == 50_000)
        let host = Self.park()
        let first = Self.dots(host)
        #expect(first.count == 500)
        // Legs of 1 s, re-armed by their completions: after 3 s every dot has moved on several times.
        host.advance(by: 1.5)
        let second = Self.dots(host)
        host.advance(by: 1.5)
        let third = Self.dots(host)
        #expect(second.count == 500 && third.count == 500)
        let moved = zip(second, third).filter { abs($0.x - $1.x) + abs($0.y - $1.y) > 1 }.count
        #expect(moved > 450, "\(moved) of 500 dots moved between 2 s and 3.5 s")
        // Restarts rewrite layers in place: the tree is walked for a display list only when the
        // figures' text changes, once a second (not in every frame, as the dots move).
        let builds = host.statistics.displayListBuilds
        host.advance(by: 2)
        #expect(host.statistics.displayListBuilds - builds <= 4, "\(host.statistics.displayListBuilds - builds) walks in 20 frames")
    }

    /// Frames 1/60 s apart for two seconds: 60 of them in the second ending at any frame (the
    /// frame exactly a second earlier is outside), with a p99 interval of 1/60 s.
    @Test func theMeterCountsSixtyFramesASecondAtSixtyHertz() {
        let meter = FrameRateMeter()
        let start = HeadlessHost.defaultReferenceDate
        for k in 0...120 {
            let frame = start.addingTimeInterval(Double(k) / 60)
            meter.record(frame)
            if k >= 60 { #expect(meter.framesPerSecond(at: frame) == 60, "frame \(k)") }
        }
        #expect(meter.summary(at: start.addingTimeInterval(2)) == "60 fps · p99 frame interval 16.7 ms")
    }
}
