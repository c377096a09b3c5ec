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

    /// The article's jump (scene 12's second segment): 8 key frames over 3 s, each animation as
    /// long as its offset, and the keyframe version passes through every key frame's values.
    @Test func theArticlesJumpIsEightKeyFramesOverThreeSeconds() {
        let frames = JumpKeys.articleFrames
        #expect(frames.count == 1 + 8)
        #expect(abs(JumpKeys.offsets(frames).reduce(0, +) - 3) < 1e-9)
        for key in frames.dropFirst() {
            let curves: [Animation] = [.linear(duration: key.offset), .easeIn(duration: key.offset), .easeOut(duration: key.offset)]
            #expect(key.animation.map { curves.contains($0) } == true, "\(key.note)")
        }
        let timeline = KeyframeTimeline(initialValue: JumpPose()) { JumpKeyframes.keyframes(frames) }
        #expect(abs(timeline.duration - 3) < 1e-9)
        var time = 0.0
        for key in frames.dropFirst() {
            time += key.offset
            let pose = timeline.value(time: time)
            #expect(abs(pose.y - key.y) < 1e-9 && abs(pose.yScale - key.yScale) < 1e-9 && abs(pose.rotation - key.rotation) < 1e-9,
                    "at \(time) s: \(pose)")
        }
    }

    /// The comparison's picker switches both jumps to the article's key frames, and they play
    /// them in step: the TimelineView emoji and the keyframe emoji at the same height, within
    /// what the emoji moves in a frame.
    @Test func theJumpComparisonPlaysTheArticlesKeyFramesInBothVersions() throws {
        let host = HeadlessHost(size: CGSize(width: 960, height: 460)) { JumpComparisonExample() }
        #expect(host.shownTexts.contains("one loop: 3.54 s in both"))
        host.tap(text: JumpKeys.Choice.article.rawValue)
        let start = host.time
        #expect(host.shownTexts.contains("one loop: 3.00 s in both"))
        #expect(host.shownTexts.contains("3 tracks × 8 keyframes; the content runs each frame"))
        let emoji: (RGBA8) -> Bool = { $0.r < 235 || $0.g < 235 || $0.b < 235 }
        // Each emoji's card: 210 points wide, centred over its column's title, ending above it.
        let titles = try ["TimelineView + animations", "KeyframeAnimator"].map { title in
            try #require(host.placedTexts.first { $0.string == title }).frame
        }
        let cards = titles.map { CGRect(x: $0.midX - 105, y: 0, width: 210, height: $0.minY - 4) }
        var heights: [Double] = []
        for time in [0.15, 0.45, 1.0, 1.3, 2.0, 2.7] {
            host.advance(by: start + time - host.time)
            let image = host.render()
            let timelineEmoji = image.region(in: cards[0], where: emoji)
            let keyframeEmoji = image.region(in: cards[1], where: emoji)
            let dy = abs((timelineEmoji?.midY ?? 0) - (keyframeEmoji?.midY ?? 1000))
            // Within a frame of each other: the fall moves up to 400 pt/s, 7 pt a frame.
            #expect(dy <= 8, "at \(time) s: \(String(describing: timelineEmoji)) and \(String(describing: keyframeEmoji))")
            heights.append(Double(keyframeEmoji?.midY ?? 0))
        }
        // Up by the key frame's 100 points at the top of the flip (1.0 s), against 0.45 s (y -30 → -100 easing out).
        #expect(heights[2] < heights[1] - 20, "\(heights)")
    }
}
