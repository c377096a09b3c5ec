import Foundation
import Lunapark

// "Advanced SwiftUI Animations - Part 4: TimelineView", the second half: a custom schedule,
// the beating heart, key frames, the trap and its fix, and key-frame animation kinds.
// As in AdvancedAnimationsTimelineView.swift: each block's first line is the article's, the
// rest reconstructed from the text and marked; same-named types sit in caseless enums named
// after their block.

// MARK: Block 16: "struct CyclicTimelineSchedule: TimelineSchedule {"
// The text: offsets each relative to the previous entry, cycling; `entries(from:mode:)`;
// `Entries` conforms to Sequence and IteratorProtocol, and `next()` adds the next offset to
// the last date, starting over when the offsets run out.

struct CyclicTimelineSchedule: TimelineSchedule {
    let timeOffsets: [TimeInterval]

    func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(last: startDate, offsets: timeOffsets)
    }

    struct Entries: Sequence, IteratorProtocol {
        var last: Date
        let offsets: [TimeInterval]

        var idx: Int = -1

        mutating func next() -> Date? {
            idx = (idx + 1) % offsets.count

            last = last.addingTimeInterval(offsets[idx])

            return last
        }
    }
}

// MARK: Block 17: "extension TimelineSchedule where Self == CyclicTimelineSchedule {"

extension TimelineSchedule where Self == CyclicTimelineSchedule {
    static func cyclic(timeOffsets: [TimeInterval]) -> CyclicTimelineSchedule {
            .init(timeOffsets: timeOffsets)
    }
}

// MARK: Block 18: "struct BeatingHeart: View {"
// The text: scales 1.0 -> 1.6 -> 2.0, 0.2, 0.2 and 0.4 s apart; the metronome's pattern (the
// phase in `@State`, advanced from onChange and onAppear) with a `.spring` animation. The
// article's spring: response 0.10, damping fraction 0.24, blend duration 0.2.

struct BeatingHeart: View {
    var body: some View {
        TimelineView(.cyclic(timeOffsets: [0.2, 0.2, 0.4])) { timeline in
            Heart(date: timeline.date)
        }
    }
}

struct Heart: View {
    @State private var phase = 0
    let scales: [CGFloat] = [1.0, 1.6, 2.0]

    let date: Date

    var body: some View {
        HStack {
            Text("❤️")
                .font(.largeTitle)
                .scaleEffect(scales[phase])
                .animation(.spring(response: 0.10,
                                   dampingFraction: 0.24,
                                   blendDuration: 0.2),
                           value: phase)
                .onChange(of: date) { _ in
                    advanceAnimationPhase()
                }
                .onAppear {
                    advanceAnimationPhase()
                }
        }
    }

    func advanceAnimationPhase() {
        phase = (phase + 1) % scales.count
    }
}

// MARK: Block 19: "struct KeyFrame {" (and the key frames)
// The text: each key frame sets a y offset, a rotation and a y scale, with its own animation
// (linear, ease in, ease out); the first key frame is only the state the view appears in;
// the offsets and the animations' durations match. The article's key frames are eight
// over 3 s; their values are not in our copy, so these eight are ours.

enum KeyFrameBlock {
    struct KeyFrame {
        let offset: TimeInterval
        let rotation: Double
        let yScale: Double
        let y: CGFloat
        let animation: Animation?
    }

    static let keyframes = [
        // Initial state, will be used once when view first appears
        KeyFrame(offset: 0.0, rotation: 0, yScale: 1.0, y: 0, animation: nil),

        // Animation keyframes
        KeyFrame(offset: 0.2, rotation: 0, yScale: 0.5, y: 20, animation: .linear(duration: 0.2)),
        KeyFrame(offset: 0.3, rotation: 0, yScale: 1.2, y: -30, animation: .easeOut(duration: 0.3)),
        KeyFrame(offset: 0.5, rotation: 360, yScale: 1.0, y: -100, animation: .easeOut(duration: 0.5)),
        KeyFrame(offset: 0.4, rotation: 360, yScale: 1.0, y: 0, animation: .easeIn(duration: 0.4)),
        KeyFrame(offset: 0.2, rotation: 360, yScale: 0.5, y: 20, animation: .linear(duration: 0.2)),
        KeyFrame(offset: 0.3, rotation: 360, yScale: 1.2, y: -30, animation: .easeOut(duration: 0.3)),
        KeyFrame(offset: 0.5, rotation: 0, yScale: 1.0, y: -100, animation: .easeOut(duration: 0.5)),
        KeyFrame(offset: 0.6, rotation: 0, yScale: 1.0, y: 0, animation: .easeIn(duration: 0.6)),
    ]
}

// MARK: Block 20: "struct JumpingEmoji: View {"
// The text: the cyclic schedule again, with every key frame's offset but the first.

struct JumpingEmoji: View {
    // Use all offset, minus the first
    let offsets = Array(KeyFrameBlock.keyframes.map { $0.offset }.dropFirst())

    var body: some View {
        TimelineView(.cyclic(timeOffsets: offsets)) { timeline in
            HappyEmoji(date: timeline.date)
        }
    }
}

// MARK: Block 21: "struct HappyEmoji: View {"
// The text: the changing parameters applied by one modifier, `Effects`; onChange and onAppear
// advance the key frame, each with its own animation; the first key frame is skipped when
// the cycle starts over.

struct HappyEmoji: View {
    // current keyframe number
    @State var idx: Int = 0

    // timeline update
    let date: Date

    var body: some View {
        Text("😃")
            .font(.largeTitle)
            .scaleEffect(4.0)
            .modifier(Effects(keyframe: KeyFrameBlock.keyframes[idx]))
            .animation(KeyFrameBlock.keyframes[idx].animation, value: idx)
            .onChange(of: date) { _ in advanceKeyFrame() }
            .onAppear { advanceKeyFrame() }
    }

    func advanceKeyFrame() {
        // advance to next keyframe
        idx = (idx + 1) % KeyFrameBlock.keyframes.count

        // skip first frame for animation, which we
        // only used as the initial state.
        if idx == 0 { idx = 1 }
    }

    struct Effects: ViewModifier {
        let keyframe: KeyFrameBlock.KeyFrame

        func body(content: Content) -> some View {
            content
                .scaleEffect(CGSize(width: 1.0, height: keyframe.yScale))
                .rotationEffect(Angle(degrees: keyframe.rotation))
                .offset(y: keyframe.y)
        }
    }
}

// MARK: Block 22: "struct ExampleView: View {" (the trap)
// The text: the text's colour alternates between red and blue every two seconds; onChange of
// timeline.date toggles `flag`, which the TimelineView's content reads.

enum TrapBlock {
    struct ExampleView: View {
        @State private var flag = false

        var body: some View {
            TimelineView(.periodic(from: .now, by: 2.0)) { timeline in
                Text("Hello")
                    .foregroundStyle(flag ? .red : .blue)
                    .onChange(of: timeline.date) { (date: Date) in
                        flag.toggle()
                    }
            }
        }
    }
}

// MARK: Block 23: "struct ExampleView: View {" (the fix)
// The text: the content moves into a view of its own that owns the flag, so the TimelineView
// no longer depends on it.

enum TrapFixBlock {
    struct ExampleView: View {
        var body: some View {
            TimelineView(.periodic(from: .now, by: 2.0)) { timeline in
                HelloView(date: timeline.date)
            }
        }
    }

    struct HelloView: View {
        let date: Date
        @State private var flag = false

        var body: some View {
            Text("Hello")
                .foregroundStyle(flag ? .red : .blue)
                .onChange(of: date) { (date: Date) in
                    flag.toggle()
                }
        }
    }
}

// MARK: Block 24: "enum KeyFrameAnimation {"
// The text: store the kind of animation instead of an Animation, and make the animation from
// the kind with the key frame's offset as its duration.

enum KeyFrameAnimationBlock {
    enum KeyFrameAnimation {
        case none
        case linear
        case easeOut
        case easeIn
    }

    struct KeyFrame {
        let offset: TimeInterval
        let rotation: Double
        let yScale: Double
        let y: CGFloat
        let animationKind: KeyFrameAnimation

        var animation: Animation? {
            switch animationKind {
            case .none: return nil
            case .linear: return .linear(duration: offset)
            case .easeIn: return .easeIn(duration: offset)
            case .easeOut: return .easeOut(duration: offset)
            }
        }
    }
}
