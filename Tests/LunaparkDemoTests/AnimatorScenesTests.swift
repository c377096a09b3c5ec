import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// Whether two images differ in the rectangle `x0..<x1`, `y0..<y1` (pixel coordinates).
private func differ(_ a: RenderedImage, _ b: RenderedImage, x: Range<Int>, y: Range<Int>) -> Bool {
    for row in y {
        for column in x where a.pixels[row * a.width + column] != b.pixels[row * b.width + column] { return true }
    }
    return false
}

@MainActor
@Suite("Scenes 11 and 12: phases and keyframes, as the park shows them")
struct AnimatorScenesTests {
    private let size = CGSize(width: 960, height: 640)

    /// Renders `scene` at each time and returns the images.
    private func frames(of view: some View, size: CGSize, at times: [Double]) -> [RenderedImage] {
        let host = HeadlessHost(size: size) { view }
        return times.map { time in
            host.advance(by: max(0, time - host.time))
            return host.render()
        }
    }

    @Test func bothScenesAreOnTheSecondPage() {
        #expect(SceneCatalog.index(forKey: .shift("1")).map { SceneCatalog.all[$0].title } == "Phases")
        #expect(SceneCatalog.index(forKey: .shift("2")).map { SceneCatalog.all[$0].title } == "Keyframes")
    }

    @Test func thePhasesSceneMovesAsItOpens() {
        let index = SceneCatalog.index(forNumber: 11)!
        let images = frames(of: ParkView(selection: index, quit: {}), size: size, at: [0.1, 0.3, 0.6])
        // Apple's three emoji cards (y 230...450): the continuous bounce and the two played by the
        // opening "tap" move between frames; the header above them does not.
        #expect(differ(images[0], images[1], x: 96..<880, y: 230..<450))
        #expect(differ(images[1], images[2], x: 96..<880, y: 230..<450))
        #expect(!differ(images[0], images[2], x: 0..<960, y: 0..<110))
    }

    @Test func thePulseStepsThroughItsPhasesNamingEach() {
        // One cycle is 0.6 + 0.35 + 0.25 s; the phase name drawn in the content changes with each step.
        let images = frames(of: PulsingEmojiExample(), size: CGSize(width: 900, height: 360), at: [0.2, 0.5, 0.8, 1.0, 1.3])
        let changed = zip(images, images.dropFirst()).filter { differ($0, $1, x: 0..<320, y: 0..<360) }.count
        #expect(changed == images.count - 1)
    }

    @Test func theKeyframesSceneMovesAsItOpens() {
        let index = SceneCatalog.index(forNumber: 12)!
        let images = frames(of: ParkView(selection: index, quit: {}), size: size, at: [0.1, 0.4, 0.8])
        // Apple's heart card (x 120...350, y 212...540) plays the keyframes from the opening "tap".
        #expect(differ(images[0], images[1], x: 120..<350, y: 212..<540))
        #expect(differ(images[1], images[2], x: 120..<350, y: 212..<540))
    }

    @Test func bothJumpsRunTheSameLoop() {
        // The TimelineView jump and the keyframe jump loop in the same 3.54 s: the keyframe
        // emoji is back where it was one loop later, and has moved in between.
        let duration = JumpKeyframes.timeline.duration
        #expect(abs(duration - JumpKeys.offsets.reduce(0, +)) < 1e-9)
        let images = frames(of: KeyframeJumpingEmoji(), size: CGSize(width: 110, height: 250),
                            at: [0.5, 0.5 + duration / 3, 0.5 + duration])
        #expect(differ(images[0], images[1], x: 0..<110, y: 0..<250))
        #expect(!differ(images[0], images[2], x: 0..<110, y: 0..<250))
    }

    @Test func thePlotIsTheTimelinesValues() {
        // At the top of the first flip (0.9 s: crouch 0.2, take-off 0.25, flip 0.45), y is -120 and
        // the rotation 360°, exactly the key frame's values (linear keyframes end on their value).
        let pose = JumpKeyframes.timeline.value(time: 0.9)
        #expect(abs(pose.y - -120) < 1e-9)
        #expect(abs(pose.rotation - 360) < 1e-9)
        let images = frames(of: KeyframePlotExample(), size: CGSize(width: 900, height: 300), at: [0.2, 1.2])
        #expect(differ(images[0], images[1], x: 0..<900, y: 0..<300))
    }
}
