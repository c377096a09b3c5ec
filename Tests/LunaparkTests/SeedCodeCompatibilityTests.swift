import Foundation
import Lunapark
import XCTest

// The articles' code (seeds 001-003; seeds 000 and 004 are in Articles/), as written for SwiftUI, with `import Lunapark` instead of
// `import SwiftUI`. Only platform calls are replaced (vDSP in the AnimatableData tutorial by loops;
// `print` calls are kept). That this file compiles is the first test; each view
// is then rendered headless and must draw something.

// MARK: The Stack Overflow question (Russian): the progress bar through zero

struct Seed001ProgressBarModifier: ViewModifier, Animatable {
    var progress: Double

    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .foregroundStyle(progress < 0 ? .red : .green)
            .scaleEffect(x: abs(progress), anchor: .leading)
    }
}

struct Seed001SomeProgressBar: View {
    var height: CGFloat = 20
    var minValue: Double = 0
    var maxValue: Double = 100
    var currentValue: Double = 20

    var body: some View {
        let maxV = max(minValue, maxValue)
        let minV = min(minValue, maxValue)
        let currentV = max(min(abs(currentValue - minValue), maxV), minV)
        let progress = (currentV - minV) / (maxV - minV)

        Rectangle()
            .fill(.gray)
            .frame(height: height)
            .overlay {
                Rectangle()
                    .modifier(Seed001ProgressBarModifier(
                        progress: currentValue < minV ? -progress : progress
                    ))
            }
            .animation(.linear(duration: 1), value: progress)
    }
}

struct Seed001SomeProgressBarTestView: View {
    @State var value: Double = 40

    var body: some View {
        VStack {
            Seed001SomeProgressBar(currentValue: value)
            Button("Изменить") {
                value = .random(in: -100...100)
            }
        }
    }
}

// MARK: The SwiftUI Lab article (Chinese): TimelineView, a custom cyclic schedule

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

extension TimelineSchedule where Self == CyclicTimelineSchedule {
    static func cyclic(timeOffsets: [TimeInterval]) -> CyclicTimelineSchedule {
        .init(timeOffsets: timeOffsets)
    }
}

struct Seed002BeatingHeart: View {
    var body: some View {
        TimelineView(.cyclic(timeOffsets: [0.2, 0.2, 0.4])) { timeline in
            Seed002Heart(date: timeline.date)
        }
    }
}

struct Seed002Heart: View {
    @State private var phase = 0
    let scales: [CGFloat] = [1.0, 1.6, 2.0]
    let date: Date

    var body: some View {
        HStack {
            Text("❤️")
                .font(.largeTitle)
                .scaleEffect(scales[phase])
                .animation(.spring(response: 0.10, dampingFraction: 0.24, blendDuration: 0.2), value: phase)
                .onChange(of: date) { (date: Date) in
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

struct Seed002ManyFaces: View {
    static let emoji = ["😀", "😬", "😄", "🙂", "😗", "🤓", "😏", "😕", "😟", "😎", "😜", "😍", "🤪"]

    var body: some View {
        TimelineView(.periodic(from: .now, by: 0.2)) { timeline in
            HStack(spacing: 120) {
                let randomEmoji = Seed002ManyFaces.emoji.randomElement() ?? ""
                Text(randomEmoji)
                    .font(.largeTitle)
                    .scaleEffect(4.0)
                Seed002SubView()
            }
        }
    }
}

struct Seed002SubView: View {
    var body: some View {
        let randomEmoji = Seed002ManyFaces.emoji.randomElement() ?? ""
        Text(randomEmoji)
            .font(.largeTitle)
            .scaleEffect(4.0)
    }
}

// MARK: The AnimatableData tutorial (Chinese): AnimatableData, AnimatablePair, VectorArithmetic

struct Seed003AnimatableDataView: View {
    @State private var startingPoint: CGFloat = 0.0

    var body: some View {
        VStack(spacing: 50) {
            Picker("选择", selection: $startingPoint) {
                Text("Triangle").tag(CGFloat(200))
                Text("Trapezium").tag(CGFloat(100))
                Text("Square").tag(CGFloat(0))
            }.pickerStyle(.segmented)

            RightAngleShape(startingPoint: startingPoint)
                .frame(width: 200, height: 200)
                .animation(.easeIn, value: startingPoint)
        }.padding()
    }
}

struct RightAngleShape: Shape {
    var startingPoint: CGFloat = 0.0

    var animatableData: CGFloat {
        get { startingPoint }
        set { startingPoint = newValue }
    }

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: startingPoint, y: 0))
        path.addLine(to: CGPoint(x: rect.maxX, y: 0))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

struct Seed003AnimatablePairView: View {
    @State private var xOffset: CGFloat = 0.0
    @State private var yOffset: CGFloat = 0.0

    var body: some View {
        Button("Animate") {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.2)) {
                xOffset = xOffset == 60 ? 0 : 60
                yOffset = yOffset == 90 ? 0 : 90
            }
        }
        Blobshape(xOffset: xOffset, yOffset: yOffset).fill()
            .frame(height: 500)
            .padding()
    }
}

struct Blobshape: Shape {
    var xOffset: CGFloat = 0.0
    var yOffset: CGFloat = 0.0

    var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(xOffset, yOffset) }
        set {
            xOffset = newValue.first
            yOffset = newValue.second
        }
    }

    func path(in rect: CGRect) -> Path {
        let startPoint = CGPoint(x: rect.width * 0.5, y: 0)
        var path = Path()
        path.move(to: startPoint)
        path.addCurve(to: CGPoint(x: rect.width, y: rect.height / 2),
                      control1: CGPoint(x: (rect.width * 0.85) + xOffset, y: 0),
                      control2: CGPoint(x: rect.width - xOffset, y: (rect.height * 0.1)))
        path.addCurve(to: CGPoint(x: rect.width / 2, y: rect.height),
                      control1: CGPoint(x: rect.width + xOffset, y: (rect.height * 0.8) + yOffset),
                      control2: CGPoint(x: rect.width * 0.75, y: rect.height))
        path.addCurve(to: CGPoint(x: 0, y: rect.height * 0.7),
                      control1: CGPoint(x: (rect.width * 0.35) - xOffset, y: rect.height),
                      control2: CGPoint(x: 0, y: rect.height - yOffset))
        path.addCurve(to: CGPoint(x: rect.width * 0.3, y: rect.height * 0.3),
                      control1: CGPoint(x: 0, y: (rect.height * 0.4) + yOffset),
                      control2: CGPoint(x: (rect.width * 0.17) + xOffset, y: rect.height * 0.45))
        path.addCurve(to: startPoint,
                      control1: CGPoint(x: (rect.width * 0.4) - xOffset, y: rect.height * 0.16),
                      control2: CGPoint(x: (rect.width * 0.35) - xOffset, y: 0))
        return path
    }
}

struct AnimatableVector: VectorArithmetic {
    // `nonisolated(unsafe)`: Swift 6 rejects a mutable static otherwise (the article wrote `static var`).
    nonisolated(unsafe) static var zero = AnimatableVector(values: [0.0])

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: (0..<count).map { lhs.values[$0] + rhs.values[$0] })
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: (0..<count).map { lhs.values[$0] - rhs.values[$0] })
    }

    var values: [Double]

    mutating func scale(by rhs: Double) {
        values = values.map { $0 * rhs }
    }

    var magnitudeSquared: Double {
        values.reduce(0) { $0 + $1 * $1 }
    }
}

struct LineChart: Shape {
    var vector: AnimatableVector

    var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let xStep = rect.width / CGFloat(vector.values.count)
            var currentX: CGFloat = xStep
            path.move(to: .zero)
            vector.values.forEach {
                path.addLine(to: CGPoint(x: currentX, y: CGFloat($0)))
                currentX += xStep
            }
        }
    }
}

struct Seed003VectorArithmeticView: View {
    @State private var vector: AnimatableVector = .zero

    var body: some View {
        LineChart(vector: vector)
            .stroke(Color.red)
            .animation(.easeInOut.repeatForever(), value: vector)
            .padding()
            .onAppear {
                self.vector = AnimatableVector(values: [50, 100, 75, 100])
            }
    }
}

// MARK: Rendering each one

@MainActor
final class SeedCodeCompatibilityTests: XCTestCase {
    /// Renders `view` for half a second and returns how many drawings the last frame had.
    private func drawings<V: View>(_ view: V) -> Int {
        let host = HeadlessHost(size: CGSize(width: 600, height: 700)) { view }
        host.advance(by: 0.5)
        _ = host.render()
        return host.displayList.drawingCount
    }

    func testSeed001ViewsDraw() async {
        XCTAssertGreaterThan(drawings(Seed001SomeProgressBarTestView()), 2)
    }

    func testSeed002ViewsDraw() async {
        XCTAssertGreaterThan(drawings(Seed002BeatingHeart()), 0)
        XCTAssertGreaterThan(drawings(Seed002ManyFaces()), 1)
    }

    func testSeed003ViewsDraw() async {
        XCTAssertGreaterThan(drawings(Seed003AnimatableDataView()), 3)
        XCTAssertGreaterThan(drawings(Seed003AnimatablePairView()), 1)
        XCTAssertGreaterThan(drawings(Seed003VectorArithmeticView()), 0)
    }
}
