import Foundation
import Lunapark
import Testing

/// The inspector's timeline strip on `HeadlessHost`: a paused window scrubbed to a past frame
/// shows it exactly as it was presented; arrow keys step, `r` replays at the speed `s` picks,
/// `p` goes live where the scene was paused.
@MainActor
@Suite struct TimelineScrubTests {
    /// A red square sliding 200 points right over 1 s, linearly, from its first frame.
    struct SlidingSquare: View {
        @State private var moved = false
        var body: some View {
            Rectangle().fill(Color.red).frame(width: 40, height: 40)
                .offset(x: moved ? 200 : 0, y: 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
        }
    }

    static let size = CGSize(width: 300, height: 240)
    /// Rows above the strip: the part of the window a recorded frame fills alone.
    static let rowsAboveStrip = 240 - 123

    /// A host recording frames with the panel hidden, and the frames it rendered over `seconds`, by host time.
    static func recordedRun(seconds: Double) -> (host: HeadlessHost, inspector: InspectedContent, shown: [TimeInterval: RenderedImage]) {
        let host = HeadlessHost(size: size, inspector: true) { SlidingSquare() }
        let inspector = host.inspector!
        inspector.recordsHistory = true
        host.key("i")   // hides the panel: recorded frames and renders show the scene alone
        var shown: [TimeInterval: RenderedImage] = [:]
        for _ in 0..<Int(seconds * 60) {
            host.advanceFrame()
            shown[host.time] = host.render()
        }
        return (host, inspector, shown)
    }

    /// The rows of `image` above the strip.
    static func sceneRows(_ image: RenderedImage) -> ArraySlice<UInt32> {
        image.pixels[0..<(rowsAboveStrip * image.width)]
    }

    /// The window x coordinate of recorded frame `index` on the strip's track (a quarter frame
    /// past it, so that rounding cannot land on the frame before).
    static func trackX(of index: Int, in history: FrameHistory) -> CGFloat {
        let first = history.frames.first!.hostTime, last = history.frames.last!.hostTime
        let fraction = (history.frames[index].hostTime + 0.25 / 60 - first) / (last - first)
        return 12 + CGFloat(fraction) * (size.width - 24)
    }

    @Test func draggingThePlayheadShowsAPastFrameExactlyAsItWasPresented() throws {
        let (host, inspector, shown) = Self.recordedRun(seconds: 0.6)
        let live = host.render()
        host.key("p")
        #expect(inspector.isTimelineShown)
        let history = inspector.history
        let target = try #require(history.frames.firstIndex { abs($0.hostTime - 0.2) < 1e-9 })
        let original = try #require(shown[history.frames[target].hostTime])
        #expect(Self.sceneRows(original) != Self.sceneRows(live), "the square moved since: the check can fail")

        let y = Self.size.height - 40
        host.drag(from: CGPoint(x: Self.size.width - 14, y: y), to: CGPoint(x: Self.trackX(of: target, in: history), y: y))
        #expect(inspector.playheadIndex == target)
        let scrubbed = host.render()
        #expect(Self.sceneRows(scrubbed) == Self.sceneRows(original), "the frame at 0.2 s, pixel for pixel")

        host.key(.leftArrow)
        let before = try #require(shown[history.frames[target - 1].hostTime])
        #expect(inspector.playheadIndex == target - 1)
        #expect(Self.sceneRows(host.render()) == Self.sceneRows(before), "one frame back")
        host.key(.rightArrow)
        host.key(.rightArrow)
        let after = try #require(shown[history.frames[target + 1].hostTime])
        #expect(Self.sceneRows(host.render()) == Self.sceneRows(after), "one frame on")
    }

    /// A held arrow key steps a frame per repeat (SDL's auto-repeat arrives as `.keyRepeat`);
    /// a repeated r does not toggle the replay again.
    @Test func heldArrowKeysStepOnAsTheyRepeat() throws {
        let (host, inspector, _) = Self.recordedRun(seconds: 0.5)
        host.key("p")
        host.tap(at: CGPoint(x: 20, y: Self.size.height - 40))   // the oldest frame
        #expect(inspector.playheadIndex == 0)
        host.key(.rightArrow)
        host.key(.rightArrow, phase: .repeat)
        host.key(.rightArrow, phase: .repeat)
        #expect(inspector.playheadIndex == 3)
        host.key(.leftArrow, phase: .repeat)
        #expect(inspector.playheadIndex == 2)
        host.key("r")
        let replaying = inspector.isReplaying
        host.key("r", phase: .repeat)
        #expect(inspector.isReplaying == replaying && replaying, "a held r starts the replay once")
    }

    @Test func goingLiveResumesTheSceneWhereItWasPausedNotWhereThePlayheadWas() throws {
        let (host, inspector, _) = Self.recordedRun(seconds: 0.5)
        host.key("p")
        let paused = host.render()
        host.tap(at: CGPoint(x: 20, y: Self.size.height - 40))   // the oldest frame
        #expect(inspector.playheadIndex == 0)
        #expect(Self.sceneRows(host.render()) != Self.sceneRows(paused))
        host.key("p")
        #expect(!inspector.isTimelineShown && inspector.playheadIndex == nil)
        // Scene time stood still while paused: the square goes on from half way.
        host.advance(by: 0.3)
        let x = Self.firstRedColumn(host.render(), row: 40)
        #expect(x != nil && x! > 150 && x! < 190, "0.8 s into the slide: x ≈ 160 (\(String(describing: x)))")
    }

    @Test func replayAtAQuarterSpeedMovesOneRecordedFrameEveryFourFrames() throws {
        let (host, inspector, _) = Self.recordedRun(seconds: 0.5)
        host.key("p")
        host.tap(at: CGPoint(x: 12, y: Self.size.height - 40))
        #expect(inspector.playheadIndex == 0)
        host.key("s")   // replay speed 1 -> 0.25
        let history = inspector.history
        // The strip's keys: r starts the replay at the frame shown.
        inspector.handle(.key("r", modifiers: []), at: host.time)
        #expect(inspector.isReplaying)
        let start = inspector.playheadIndex!
        let startTime = history.frames[start].hostTime
        host.advance(by: 40.0 / 60)
        // 40 frames at a quarter speed: 10 frames' worth of recorded time.
        let expected = history.index(at: startTime + 10.0 / 60 + 1e-9)!
        #expect(inspector.playheadIndex == expected)
        // A replay reaching the newest frame ends there: the scene's own frame again, still paused.
        host.advance(by: 3)
        #expect(!inspector.isReplaying && inspector.playheadIndex == nil && host.graph.isPaused)
    }

    /// The first column of `row` that is red, if any.
    static func firstRedColumn(_ image: RenderedImage, row: Int) -> Int? {
        (0..<image.width).first { x in
            let p = image.pixel(x: x, y: row)
            return p.r > 200 && p.g < 80 && p.b < 80
        }
    }
}
