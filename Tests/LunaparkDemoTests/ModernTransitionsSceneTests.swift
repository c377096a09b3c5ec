import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// Scene 14 (Shift+4) in the park on the headless host, 960x640 points.
@MainActor
struct ModernTransitionsSceneTests {
    static func park(example segmentX: CGFloat? = nil) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: SceneCatalog.index(forKey: .shift("4"))!, quit: {})
        }
        host.advance(by: 1)
        if let segmentX {
            host.tap(at: CGPoint(x: segmentX, y: 134))
            host.advance(by: 1)
        }
        return host
    }

    @Test func rotatingFadeLogsItsPhasesAndLeaves() {
        let host = Self.park()
        host.tap(at: CGPoint(x: 334, y: 481))  // remove
        host.advance(by: 0.4)
        _ = host.render()
        #expect(host.shownTexts.contains(".didDisappear"))
        let mid = host.render().pixel(x: 334, y: 300)
        host.advance(by: 1)
        let gone = host.render().pixel(x: 334, y: 300)
        #expect(mid != gone, "the card was still fading at 0.4 s")
        host.tap(at: CGPoint(x: 334, y: 481))  // insert
        host.advance(by: 0.2)
        _ = host.render()
        #expect(host.shownTexts.contains(".willAppear") && host.shownTexts.contains(".identity"))
    }

    @Test func twirlAndBlurReplaceBlurMidway() {
        for (segment, button) in [(CGFloat(366), CGPoint(x: 480, y: 526)), (592, CGPoint(x: 480, y: 448))] {
            let host = Self.park(example: segment)
            host.tap(at: button)
            host.advance(by: 0.3)
            let blurred = host.displayList.items.contains { item in
                if case .layer(let layer) = item { layer.blurRadius > 0.5 } else { false }
            }
            #expect(blurred, "segment at \(segment): a blurred layer mid-transition")
        }
    }

    @Test func counterDigitsRoll() {
        let host = Self.park(example: 818)
        #expect(host.shownTexts.contains("98"))
        host.tap(at: CGPoint(x: 474, y: 388))  // +1
        host.advance(by: 0.1)
        _ = host.render()
        let mid = host.shownTexts
        // 98 -> 99 rolls the units only: "9" stays, "8" leaves, "9" arrives, as separate drawings.
        #expect(mid.contains("8"), "the old units digit on its way out: \(mid)")
        // The third counter (the default .opacity) cross-fades "98" and "99" as whole strings.
        #expect(mid.contains("98") && mid.contains("99"))
        host.advance(by: 2)
        _ = host.render()
        #expect(host.shownTexts.contains("99"))
    }
}
