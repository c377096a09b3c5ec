import Foundation
import Lunapark
import XCTest

// The articles' code, as written for SwiftUI, with `import Lunapark` instead of
// `import SwiftUI`. Only platform calls are replaced (vDSP in the AnimatableData tutorial by loops;
// `print` calls are kept). That this file compiles is the first test; each view
// is then rendered headless and must draw something.

// MARK: The Habr article (German): shapes, modifiers, vectors, transitions

struct Seed000CircleView: View {
    var radius: CGFloat
    var body: some View {
        Circle()
            .fill(Color.green)
            .frame(height: self.radius * 2)
            .overlay(
                Text("Habra")
                    .font(.largeTitle)
                    .foregroundColor(.gray)
            )
    }
}

struct Seed000CustomCircle: Shape, Animatable {
    var animatableData: CGFloat {
        get { radius }
        set { radius = newValue }
    }
    var radius: CGFloat
    public func path(in rect: CGRect) -> Path {
        let center = CGPoint(x: rect.width / 2, y: rect.height / 2)
        return Path() { path in
            if rect.width > rect.height {
                path.move(to: CGPoint(x: center.x, y: 0))
                let startAngle = Angle(degrees: 270)
                path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + Angle(degrees: 360), clockwise: false)
            } else {
                path.move(to: CGPoint(x: 0, y: center.y))
                let startAngle = Angle(degrees: 0)
                path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + Angle(degrees: 360), clockwise: false)
            }
            path.closeSubpath()
        }
    }
}

struct Seed000CustomCircleTestView: View {
    @State var radius: CGFloat = 50
    var body: some View {
        VStack {
            HStack {
                Seed000CircleView(radius: radius)
                    .frame(height: 200)
                Seed000CustomCircle(radius: radius)
                    .fill(Color.gray)
                    .frame(height: 200)
            }
            Slider(value: self.$radius, in: 42...100)
            Button(action: {
                withAnimation(.linear(duration: 1)) {
                    self.radius = 50
                }
            }) {
                Text("set default radius")
            }
        }
    }
}

struct Seed000BorderPosition: AnimatableModifier {
    var position: CGFloat
    let startDate: Date = Date()
    public var animatableData: CGFloat {
        get { position }
        set { position = newValue }
    }
    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .offset(x: self.getXOffset(inSize: geometry.size), y: 0)
                .animation(nil)
        }
    }
    func getXOffset(inSize: CGSize) -> CGFloat {
        -inSize.width / 2 + inSize.width * position
    }
}

extension View {
    func seed000BorderIn(position: CGFloat) -> some View {
        self.modifier(Seed000BorderPosition(position: position))
    }
}

struct Seed000BorderView: View, Animatable {
    public var animatableData: CGFloat {
        get { self.position }
        set { self.position = newValue }
    }
    let borderWidth: CGFloat
    init(position: CGFloat, borderWidth: CGFloat = 10) {
        self.position = position
        self.borderWidth = borderWidth
    }
    var position: CGFloat
    var body: some View {
        Rectangle()
            .fill(Color.green)
            .frame(width: self.borderWidth)
            .seed000BorderIn(position: position)
    }
}

struct Seed000SimpleView: View {
    @State var position: CGFloat = 0
    var body: some View {
        VStack {
            ZStack {
                Rectangle()
                    .fill(Color.gray)
                Seed000BorderView(position: position)
            }
            Slider(value: self.$position, in: 0...1)
            Button(action: {
                withAnimation(.linear(duration: 1)) {
                    self.position = 0
                }
            }) {
                Text("set to 0")
            }
        }
    }
}

struct Seed000TwoParameterBorder: AnimatableModifier {
    var position: CGFloat
    var height: CGFloat
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(position, height) }
        set {
            self.position = newValue.first
            self.height = newValue.second
        }
    }
    init(position: CGFloat, height: CGFloat) {
        self.position = position
        self.height = height
    }
    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .animation(nil)
                .offset(x: -geometry.size.width / 2 + geometry.size.width * self.position, y: 0)
                .frame(height: self.height * (geometry.size.height - 20) + 20)
        }
    }
}

struct MyAnimatableVector: VectorArithmetic {
    static func - (lhs: MyAnimatableVector, rhs: MyAnimatableVector) -> MyAnimatableVector {
        MyAnimatableVector(position: lhs.position - rhs.position, height: lhs.height - rhs.height)
    }
    static func + (lhs: MyAnimatableVector, rhs: MyAnimatableVector) -> MyAnimatableVector {
        MyAnimatableVector(position: lhs.position + rhs.position, height: lhs.height + rhs.height)
    }
    mutating func scale(by rhs: Double) {
        self.position = self.position * CGFloat(rhs)
        self.height = self.height * CGFloat(rhs)
    }
    var magnitudeSquared: Double {
        Double(self.position * self.position) + Double(self.height * self.height)
    }
    static var zero: MyAnimatableVector {
        MyAnimatableVector(position: 0, height: 0)
    }
    var position: CGFloat
    var height: CGFloat
}

struct Seed000SpinTransitionModifier: ViewModifier {
    let angle: Double
    let anchor: UnitPoint
    func body(content: Content) -> some View {
        content
            .rotationEffect(Angle(degrees: angle), anchor: anchor)
            .clipped()
    }
}

extension AnyTransition {
    static func seed000SpinIn(anchor: UnitPoint) -> AnyTransition {
        .modifier(
            active: Seed000SpinTransitionModifier(angle: -90, anchor: anchor),
            identity: Seed000SpinTransitionModifier(angle: 0, anchor: anchor))
    }
    static func seed000SpinOut(anchor: UnitPoint) -> AnyTransition {
        .modifier(
            active: Seed000SpinTransitionModifier(angle: 90, anchor: anchor),
            identity: Seed000SpinTransitionModifier(angle: 0, anchor: anchor))
    }
}

struct Seed000TransitionView: View {
    let views: [AnyView] = [AnyView(Seed000CustomCircleTestView()), AnyView(Seed000SimpleView())]
    @State var currentViewInd = 0
    var body: some View {
        VStack {
            Spacer()
            ZStack {
                ForEach(views.indices, id: \.self) { (ind: Int) in
                    Group {
                        if ind == self.currentViewInd {
                            Rectangle()
                                .fill(Color.gray)
                                .frame(width: 100, height: 100)
                                .border(Color.black, width: 2)
                                .overlay(Text("\(ind + 1)"))
                                .transition(.asymmetric(
                                    insertion: .seed000SpinIn(anchor: .bottomTrailing),
                                    removal: .seed000SpinOut(anchor: .bottomTrailing)))
                        }
                    }
                }
            }
            HStack {
                ForEach(views.indices, id: \.self) { (ind: Int) in
                    RoundedRectangle(cornerRadius: 10)
                        .fill(ind == self.currentViewInd ? Color.green : Color.gray)
                        .overlay(
                            Text("\(ind + Int(1))"))
                        .onTapGesture {
                            withAnimation {
                                self.currentViewInd = ind
                            }
                        }
                }
            }
            .frame(height: 50)
            Spacer()
        }
    }
}

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

// MARK: The objc.io article (Thai, objc.io): transitions

struct Seed004ContentView: View {
    @State var visible = false
    var body: some View {
        let transition = AnyTransition.asymmetric(insertion: .slide, removal: .scale).combined(with: .opacity)
        VStack {
            Toggle("Visible", isOn: $visible)
            if visible {
                Text("Hello, world!")
                    .transition(transition)
            } else {
                Image(systemName: "hand.wave")
                    .transition(transition)
            }
            Text("Hello, world!")
                .id(visible)
                .transition(transition)
        }
        .animation(.default.speed(0.5), value: visible)
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

    func testSeed000ViewsDraw() async {
        XCTAssertGreaterThan(drawings(Seed000CustomCircleTestView()), 3)
        XCTAssertGreaterThan(drawings(Seed000SimpleView()), 3)
        XCTAssertGreaterThan(drawings(Seed000TransitionView()), 3)
        XCTAssertGreaterThan(drawings(Rectangle().modifier(Seed000TwoParameterBorder(position: 0.5, height: 0.5))), 0)
    }

    func testSeed000VectorInterpolates() async {
        var v = MyAnimatableVector(position: 1, height: 2) - MyAnimatableVector(position: 0.5, height: 1)
        v.scale(by: 2)
        XCTAssertEqual(v.position, 1, accuracy: 1e-12)
        XCTAssertEqual(v.height, 2, accuracy: 1e-12)
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

    func testSeed004ViewsDraw() async {
        XCTAssertGreaterThan(drawings(Seed004ContentView()), 2)
    }
}
