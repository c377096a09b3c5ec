import Foundation
import Lunapark
import Testing

// "Advanced SwiftUI Animations - Part 4: TimelineView", the second half: the cyclic schedule,
// the heart's scales at its times, the key frames' poses at their times, the trap and its fix.

/// The bounding box of the pixels for which `ink` holds, or nil.
private func box(_ image: RenderedImage, where ink: (RGBA8) -> Bool) -> CGRect? {
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    for y in 0..<image.height {
        for x in 0..<image.width where ink(image.pixel(x: x, y: y)) {
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
    }
    guard maxX >= 0 else { return nil }
    return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
}

private func notWhite(_ p: RGBA8) -> Bool { p.r < 240 || p.g < 240 || p.b < 240 }
private func heartRed(_ p: RGBA8) -> Bool { p.r > 150 && p.g < 110 && p.b < 110 }

/// The happy emoji held still at one pose, laid out as the timeline lays out HappyEmoji.
private struct StillEmoji: View {
    let pose: KeyFrameBlock.KeyFrame
    var body: some View {
        Text("😃")
            .font(.largeTitle)
            .scaleEffect(4.0)
            .modifier(HappyEmoji.Effects(keyframe: pose))
    }
}

/// The pose the key frames give at `time` seconds after the emoji appears: each segment
/// runs from the previous key frame to the next over its offset, with its own curve.
private func pose(at time: Double) -> KeyFrameBlock.KeyFrame {
    let frames = KeyFrameBlock.keyframes
    let cycle = frames.dropFirst().map(\.offset).reduce(0, +)
    var t = time.truncatingRemainder(dividingBy: cycle)
    var index = 1
    while t > frames[index].offset { t -= frames[index].offset; index += 1 }
    let from = frames[index - 1], to = frames[index]
    let animation = to.animation
    let progress = animation == .linear(duration: to.offset) ? t / to.offset
        : animation == .easeIn(duration: to.offset) ? UnitCurve.easeIn.value(at: t / to.offset)
        : UnitCurve.easeOut.value(at: t / to.offset)
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * progress }
    // The first cycle starts from key frame 0; later ones from the last, the same pose.
    return KeyFrameBlock.KeyFrame(offset: 0, rotation: mix(from.rotation, to.rotation), yScale: mix(from.yScale, to.yScale),
                                  y: CGFloat(mix(Double(from.y), Double(to.y))), animation: nil)
}

@MainActor
@Suite("Advanced SwiftUI Animations, Part 4 (TimelineView): custom schedules and key frames")
struct AdvancedAnimationsTimelineViewKeyFrameTests {
    /// Block 16: each offset counts from the previous entry, and the list starts over.
    @Test func theCyclicScheduleAddsEachOffsetToThePreviousEntry() {
        let start = Date(timeIntervalSinceReferenceDate: 0)
        let entries = Array(CyclicTimelineSchedule.cyclic(timeOffsets: [0.2, 0.2, 0.4])
            .entries(from: start, mode: .normal).prefix(6))
        let times = entries.map { $0.timeIntervalSince(start) }
        for (time, expected) in zip(times, [0.2, 0.4, 0.8, 1.0, 1.2, 1.6]) {
            #expect(abs(time - expected) < 1e-9)
        }
    }

    /// Block 18: the heart holds 1.6 until 0.2 s, 2.0 until 0.4 s and 1.0 until 0.8 s, and
    /// again: measured just before each entry, when the quick spring has (almost) settled.
    @Test func theHeartsScaleFollowsTheCycle() {
        let size = CGSize(width: 240, height: 240)
        let unscaled = box(HeadlessHost(size: size) { Text("❤️").font(.largeTitle) }.render(), where: heartRed)
        let host = HeadlessHost(size: size) { BeatingHeart() }
        // Spring(response: 0.10, dampingRatio: 0.24): what is left of a change 0.19 s after it,
        // e^(-ζωt) / sqrt(1 - ζ²) with ω = 2π / 0.10, times the largest change, 0.6.
        let omega = 2 * Double.pi / 0.10
        let wobble = 0.6 * exp(-0.24 * omega * 0.19) / (1 - 0.24 * 0.24).squareRoot()
        let width = Double(unscaled?.width ?? 1)
        for (entry, expected) in zip([0.2, 0.4, 0.8, 1.0, 1.2, 1.6], [1.6, 2.0, 1.0, 1.6, 2.0, 1.0]) {
            host.advance(by: entry - 0.01 - host.time)
            let scale = Double(box(host.render(), where: heartRed)?.width ?? 0) / width
            #expect(abs(scale - expected) <= wobble + 2 / width, "just before \(entry) s: \(scale)")
        }
    }

    /// Blocks 19 to 21: at any time the emoji shows the pose the key frames give, each segment
    /// with its own curve: checked at key times (where the pose is a key frame's) and between.
    @Test func theEmojiFollowsItsKeyFrames() {
        let size = CGSize(width: 300, height: 520)
        let host = HeadlessHost(size: size) { JumpingEmoji() }
        let keyTimes = [0.2, 0.5, 1.0, 1.4, 1.6, 1.9, 2.4, 3.0]
        for time in (keyTimes + [0.1, 0.35, 0.75, 1.2, 2.7, 3.1]).sorted() {
            host.advance(by: time - host.time)
            let expected = pose(at: time)
            let still = box(HeadlessHost(size: size) { StillEmoji(pose: expected) }.render(), where: notWhite)
            let shown = box(host.render(), where: notWhite)
            let dy = abs((shown?.midY ?? 0) - (still?.midY ?? 1)), dh = abs((shown?.height ?? 0) - (still?.height ?? 1))
            #expect(dy <= 2 && dh <= 3, "at \(time) s: y \(expected.y), y-scale \(expected.yScale); off by \(dy), \(dh)")
        }
        // The key frames are eight, over 3 s, each animation as long as its offset.
        let keys = KeyFrameBlock.keyframes.dropFirst()
        #expect(keys.count == 8 && abs(keys.map(\.offset).reduce(0, +) - 3) < 1e-9)
    }

    /// Block 24: the kinds with the offsets make the same animations as block 19's list.
    @Test func animationKindsMakeTheSameAnimations() {
        let kinds: [KeyFrameAnimationBlock.KeyFrameAnimation] = [.none, .linear, .easeOut, .easeOut, .easeIn, .linear, .easeOut, .easeOut, .easeIn]
        for (key, kind) in zip(KeyFrameBlock.keyframes, kinds) {
            let other = KeyFrameAnimationBlock.KeyFrame(offset: key.offset, rotation: key.rotation, yScale: key.yScale, y: key.y, animationKind: kind)
            #expect(other.animation == key.animation)
        }
    }

    /// Blocks 22 and 23: in the article SwiftUI looped on the trap ("Action Tried to Update
    /// Multiple Times Per Frame"); Lunapark, as current SwiftUI, settles: each entry toggles the
    /// flag once, the colour alternates every 2 s, nothing is reported. The fix does the same.
    @Test func theTrapSettlesAndAlternatesLikeTheFix() {
        for trap in [true, false] {
            var messages: [String] = []
            let host = HeadlessHost(size: CGSize(width: 120, height: 40), referenceDate: referenceDateAheadOfNow()) {
                if trap { TrapBlock.ExampleView() } else { TrapFixBlock.ExampleView() }
            }
            host.graph.diagnosticHandler = { messages.append($0) }
            var colours: [String] = []
            for time in [1.0, 3.0, 5.0, 7.0] {
                host.advance(by: time - host.time)
                let image = host.render()
                let red = image.count(in: CGRect(x: 0, y: 0, width: 120, height: 40)) { image.isRed($0, $1) }
                let blue = image.count(in: CGRect(x: 0, y: 0, width: 120, height: 40)) { x, y in
                    let p = image.pixel(x: x, y: y)
                    return p.b > 200 && p.r < 80
                }
                colours.append(red > 10 && blue == 0 ? "red" : blue > 10 && red == 0 ? "blue" : "?")
            }
            #expect(colours == ["blue", "red", "blue", "red"], "trap: \(trap)")
            #expect(messages.isEmpty, "\(messages)")
        }
    }
}
