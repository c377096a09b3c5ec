import Foundation
import Lunapark

// Javier Nigro, "Advanced SwiftUI Animations - Part 4: TimelineView" (The SwiftUI Lab, 2021),
// read in a Chinese translation whose copy keeps only the FIRST LINE of each code block.
// Every block is here, in the article's order, across this file (the first half: how a
// timeline works, following it, the metronome, the built-in schedules) and
// AdvancedAnimationsTimelineView+KeyFrames.swift (the custom schedule, the heart, key frames,
// the trap). Each block's first line is the article's; the rest is reconstructed from what the
// text around it says the code does, and marked so. Where the text does not say (a view's
// colours and sizes, the quips' sentences, the content the article elides as `{ ... }`), the
// choice is ours and says so.
// Blocks that declare a name another block declares too (`Context`, `SubView`, `ExampleView`,
// `KeyFrame`) sit in a caseless enum named after the block; extensions stay at file scope.
// Platform calls: `NSSound` is Lunapark's `Sound` (the documented equivalent, in Assets/Sounds).
// Not here because they are not in the article but in gists it links: the metronome's
// rounded trapezoid shape (a plain trapezoid stands in), the emoji wave and the GifImage view.

// MARK: Block 1: "TimelineView(.periodic(from: .now, by: 0.5)) { timeline in" (a fragment)
// Wrapped in a view; the content after the first line is elided by our copy: the date's
// seconds since the reference date, so that every update shows.

struct HalfSecondTimeline: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.5)) { timeline in
            Text("\(timeline.date.timeIntervalSinceReferenceDate)")
        }
    }
}

// MARK: Block 2: "struct Context {" (SwiftUI's TimelineView.Context, as the article shows it)
// The text: a date, and a Cadence of live, seconds or minutes. Checked against Lunapark's own
// `TimelineView.Context` in AdvancedAnimationsTimelineViewTests.

enum ContextBlock {
    struct Context {
        let cadence: Cadence
        let date: Date

        enum Cadence: Comparable {
            case live
            case seconds
            case minutes
        }
    }
}

// MARK: Block 3: "struct ManyFaces: View {"
// The text: two random faces, one written in the content closure, the other in a separate
// SubView without parameters. Which faces, the spacing and the sizes are ours.

enum ManyFacesBlock {
    struct ManyFaces: View {
        static let emoji = ["😀", "😬", "😄", "🙂", "😗", "🤓", "😏", "😕", "😟", "😎", "😜", "😍", "🤪"]

        var body: some View {
            TimelineView(.periodic(from: .now, by: 0.2)) { timeline in
                HStack(spacing: 120) {
                    let randomEmoji = ManyFaces.emoji.randomElement() ?? ""

                    Text(randomEmoji)
                        .font(.largeTitle)
                        .scaleEffect(4.0)

                    SubView()
                }
            }
        }
    }

    struct SubView: View {
        var body: some View {
            let randomEmoji = ManyFaces.emoji.randomElement() ?? ""

            Text(randomEmoji)
                .font(.largeTitle)
                .scaleEffect(4.0)
        }
    }
}

// MARK: Blocks 4 and 5: "struct SubView: View {" and "SubView(date: timeline.date)"
// Block 4: SubView gains a date parameter it does not use. Block 5 is the one changed line of
// ManyFaces; the ManyFaces around it is block 3's.

enum SubViewWithDateBlock {
    struct SubView: View {
        let date: Date // just by declaring it, the view will now be updated every time date changes

        var body: some View {
            let randomEmoji = ManyFacesBlock.ManyFaces.emoji.randomElement() ?? ""

            Text(randomEmoji)
                .font(.largeTitle)
                .scaleEffect(4.0)
        }
    }

    struct ManyFaces: View {
        var body: some View {
            TimelineView(.periodic(from: .now, by: 0.2)) { timeline in
                HStack(spacing: 120) {
                    let randomEmoji = ManyFacesBlock.ManyFaces.emoji.randomElement() ?? ""

                    Text(randomEmoji)
                        .font(.largeTitle)
                        .scaleEffect(4.0)

                    SubView(date: timeline.date)
                }
            }
        }
    }
}

// MARK: Block 6: "TimelineView(.periodic(from: .now, by: 1.0)) { timeline in" (the simplest clock)

struct SimplestClock: View {
    var body: some View {
        TimelineView(.periodic(from: .now, by: 1.0)) { timeline in
            Text("\(timeline.date)")
        }
    }
}

// MARK: Block 7: "struct ExampleView: View {" (a model advanced every 3 s)
// The text: onChange(of:perform:) calls `quips.advance()`, which changes the `@Published`
// `quips.sentence` that QuipView shows. The sentences are ours.

enum QuipsBlock {
    struct ExampleView: View {
        var body: some View {
            TimelineView(.periodic(from: .now, by: 3.0)) { timeline in
                QuipView(date: timeline.date)
            }
        }
    }

    struct QuipView: View {
        @StateObject var quips = Quips()

        let date: Date

        var body: some View {
            Text(quips.sentence)
                .onChange(of: date) { _ in
                    quips.advance()
                }
        }
    }

    class Quips: ObservableObject {
        @Published var sentence: String = "Quips"
        private var idx = 0

        let sentences = ["Rain does not fall on one roof alone.",
                         "Time flies like an arrow; fruit flies like a banana.",
                         "A watched pot never boils."]

        func advance() {
            sentence = sentences[idx]
            idx = (idx + 1) % sentences.count
        }
    }
}

// MARK: Block 8: "struct Metronome: View {"
// The text: `bpm = 60`, a periodic schedule every 60/bpm s, and three layers stacked in the
// order MetronomeBack, MetronomePendulum (given the date), MetronomeFront.

struct Metronome: View {
    let bpm: Double = 60 // beats per minute

    var body: some View {
        TimelineView(.periodic(from: .now, by: 60 / bpm)) { timeline in
            ZStack(alignment: .bottom) {
                MetronomeBack()
                MetronomePendulum(bpm: bpm, date: timeline.date)
                MetronomeFront()
            }
        }
    }
}

// MARK: Block 9: "struct MetronomeBack: View {" (and MetronomeFront)
// The text: both are simple views of the rounded trapezoid from a gist; colours and sizes ours.

struct MetronomeBack: View {
    var body: some View {
        Trapezoid(topFraction: 0.5)
            .fill(Color(red: 0, green: 0.3, blue: 0.5))
            .frame(width: 200, height: 350)
    }
}

struct MetronomeFront: View {
    var body: some View {
        Trapezoid(topFraction: 0.85)
            .fill(Color(red: 0, green: 0.46, blue: 0.73))
            .frame(width: 180, height: 100)
    }
}

/// Stands in for the gist's rounded trapezoid: the top edge `topFraction` of the bottom's width, centred.
struct Trapezoid: Shape {
    let topFraction: CGFloat

    func path(in rect: CGRect) -> Path {
        let inset = rect.width * (1 - topFraction) / 2
        var path = Path()
        path.move(to: CGPoint(x: rect.minX + inset, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - inset, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

// MARK: Block 10: "struct MetronomePendulum: View {"
// The text: `@State` `pendulumOnLeft` and `bellCounter`; `.animation(_:value:)` on the side;
// the phase advanced from onChange(of: date) and from onAppear; a bell every few beats, the
// tick otherwise. The article's numbers: a swing of ±30° and `bellCounter = (bellCounter + 1) % 4`.
// The rod's look is ours.

struct MetronomePendulum: View {
    @State var pendulumOnLeft: Bool = false
    @State var bellCounter = 0 // sound bell every 4 beats

    let bpm: Double
    let date: Date

    var body: some View {
        Capsule()
            .fill(.red)
            .frame(width: 10, height: 320)
            .rotationEffect(.degrees(pendulumOnLeft ? -30 : 30), anchor: .bottom)
            .animation(.easeInOut(duration: 60 / bpm), value: pendulumOnLeft)
            .onChange(of: date) { _ in beat() }
            .onAppear { beat() }
    }

    func beat() {
        pendulumOnLeft.toggle() // triggers the animation
        bellCounter = (bellCounter + 1) % 4 // keeps count of beats, to sound bell every 4th

        // sound bell or beat?
        if bellCounter == 0 {
            bellSound?.play()
        } else {
            beatSound?.play()
        }
    }
}

// MARK: Block 11: "let bellSound: NSSound? = {" (and the beat's sound)
// NSSound loaded from the bundle is Lunapark's Sound from Assets/Sounds (bell.wav, tick.wav).

let bellSound: Sound? = {
    Sound("bell")
}()

let beatSound: Sound? = {
    Sound("tick")
}()

// MARK: Block 12: "Timeline(EveryMinuteTimelineSchedule()) { timeline in"
// `Timeline` is a slip of the article: no such view exists in SwiftUI; `TimelineView` here.
// The content is elided by our copy: the date, as in block 6.

struct EveryMinuteByType: View {
    var body: some View {
        TimelineView(EveryMinuteTimelineSchedule()) { timeline in
            Text("\(timeline.date)")
        }
    }
}

// MARK: Block 13: "TimelineView(.everyMinute) { timeline in"

struct EveryMinuteClock: View {
    var body: some View {
        TimelineView(.everyMinute) { timeline in
            Text("\(timeline.date)")
        }
    }
}

// MARK: Block 14: "TimelineView(.animation) { ... }" and its second line
// The text: two lines that both make an AnimationTimelineSchedule; the second one, not in our
// copy, is the form with its parameters (a minimum interval, paused). `...` is the
// article's: the content is the date's seconds, to the millisecond, in a fixed width (so
// that one text changing does not move the other).

struct AnimationSchedules: View {
    var body: some View {
        HStack {
            TimelineView(.animation) { timeline in
                Text(String(format: "%.3f", timeline.date.timeIntervalSinceReferenceDate)).frame(width: 190)
            }
            TimelineView(.animation(minimumInterval: 0.3, paused: false)) { timeline in
                Text(String(format: "%.3f", timeline.date.timeIntervalSinceReferenceDate)).frame(width: 190)
            }
        }
    }
}

// MARK: Block 15: "extension TimelineSchedule where Self == PeriodicTimelineSchedule {"
// The text: your own enum-like schedule, remembering the `static` keyword: `everyFiveSeconds`.

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    static var everyFiveSeconds: PeriodicTimelineSchedule {
        get { .init(from: .now, by: 5.0) }
    }
}
