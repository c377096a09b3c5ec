import Foundation
import Lunapark
import Testing

// "SwiftUI in den Regalen: Animation. Teil 1" (Habr, German): each claim of the article about
// what its code shows, checked on rendered pixels, display-list values or printed lines.
// The article's code is in the three SwiftUIOnTheShelvesArticle+*.swift files.

/// A stage as SimpleView's: the gray track filling the host, with the view under test on it.
private struct Stage<Content: View>: View {
    @ViewBuilder let content: Content
    var body: some View {
        ZStack {
            Rectangle().fill(Color.gray)
            content
        }
    }
}

/// Block 12's vector as the animatableData of a modifier built like TwoParameterBorder.
private struct VectorBorder: AnimatableModifier {
    var vector: MyAnimatableVector
    var animatableData: MyAnimatableVector {
        get { vector }
        set { vector = newValue }
    }
    func body(content: Content) -> some View {
        GeometryReader { geometry in
            content
                .offset(x: -geometry.size.width / 2 + geometry.size.width * vector.position, y: 0)
                .frame(height: vector.height * (geometry.size.height - 20) + 20)
        }
    }
}

@MainActor
struct SwiftUIOnTheShelvesArticleTests {
    private let stageWidth = 400.0
    private let oneFrame = 1.0 / 60
    /// TwoParameterBorder's bar height at height 0.25 on a 200-point stage: 0.25 x (200 - 20) + 20.
    private let quarterHeight = 0.25 * (200.0 - 20) + 20

    private func greenBar(_ host: HeadlessHost) -> CGRect? {
        host.render().boundingBox(of: ArticleColor.green)
    }

    /// Blocks 1-3: Circle and CustomCircle, both sized by `.frame`, follow "set default radius"
    /// (linear, 1 s) from 100 to 50: 150 points across half way.
    @Test func circlesSizedByFrameAnimate() {
        let host = HeadlessHost(size: CGSize(width: 600, height: 320)) {
            CircleAndCustomCircle.CustomCircleTestView(radius: 100)
        }
        func diameters() -> (circle: Double, custom: Double) {
            let image = host.render()
            // Circle on the left, CustomCircle (with its green "Habr") right of x = 350, both
            // centred in 200-point-high frames: the same rows.
            let left = CGRect(x: 0, y: 0, width: 350, height: 320)
            guard let circle = image.boundingBox(of: ArticleColor.green, in: left) else { return (0, 0) }
            let right = CGRect(x: 350, y: circle.minY, width: 250, height: circle.height)
            return (Double(circle.height), Double(image.boundingBox(of: ArticleColor.gray, in: right)?.width ?? 0))
        }
        #expect(abs(diameters().circle - 200) <= 2 && abs(diameters().custom - 200) <= 2)
        host.tap(text: "set default radius")
        host.advance(by: 0.5 - oneFrame)
        let half = diameters()
        #expect(abs(half.circle - 150) <= 3, "Circle half way: \(half.circle)")
        #expect(abs(half.custom - 150) <= 3, "CustomCircle half way: \(half.custom)")
        host.advance(by: 0.6)
        #expect(abs(diameters().circle - 100) <= 2 && abs(diameters().custom - 100) <= 2)

        // Block 1's test view shows Circle alone, and it animates the same way.
        let single = HeadlessHost(size: CGSize(width: 600, height: 320)) { CustomCircleTestView(radius: 100) }
        single.tap(text: "set default radius")
        single.advance(by: 0.5 - oneFrame)
        #expect(abs(Double(greenBar(single)?.height ?? 0) - 150) <= 3)
    }

    /// Block 4: with the radius a stored property and no `.frame`, "die Magie ist verloren":
    /// the circle is at its new size on the first frame.
    @Test func storedRadiusWithoutAnimatableDataJumps() async {
        let model = ArticleValue(100)
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            ModelRoot(model: model) { StoredRadius.CustomCircleView(radius: $0.value) }
        }
        #expect(abs(Double(host.render().boundingBox(of: ArticleColor.gray)?.width ?? 0) - 200) <= 2)
        await model.change(.linear(duration: 1)) { $0.value = 50 }
        host.advance(by: 0.5)
        #expect(abs(Double(host.render().boundingBox(of: ArticleColor.gray)?.width ?? 0) - 100) <= 2)
    }

    /// Block 5: with `animatableData` the circle animates again, and the setter prints every
    /// value the animation writes: 100 down to 50, one per frame, 75 half way.
    @Test func animatableDataBringsTheAnimationBackAndPrintsEachValue() async {
        let model = ArticleValue(100)
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) {
            ModelRoot(model: model) { AnimatableRadius.CustomCircle(radius: $0.value).fill(Color.gray) }
        }
        _ = host.render()
        let log = await ArticlePrintLog.record { log in
            await model.change(.linear(duration: 1)) { $0.value = 50 }
            host.advance(by: 0.5)
            let radii = numbers(in: log.lines, after: "new radius is ")
            #expect(abs((radii.last ?? 0) - 75) < 0.01, "printed half way: \(radii.last ?? 0)")
            #expect(abs(Double(host.render().boundingBox(of: ArticleColor.gray)?.width ?? 0) - 150) <= 2)
            host.advance(by: 0.6)
        }
        let radii = numbers(in: log.lines, after: "new radius is ")
        #expect(radii.count == log.lines.count, "only the setter prints: \(log.lines.prefix(3))")
        #expect(abs(Double(radii.count) - 60) <= 2, "one value a frame for 1 s at 60 Hz: \(radii.count)")
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 >= $1 }, "from 100 down")
        #expect(radii.allSatisfy { (50...100).contains($0) })
        #expect(radii.last == 50)
    }

    /// Block 6: dragging the slider re-creates BorderView for each new value ("BorderView init",
    /// then "calculating position"), without animation.
    @Test func sliderReinitialisesBorderViewForEachValue() {
        let host = HeadlessHost(size: CGSize(width: stageWidth, height: 300)) { SimpleView() }
        let button = host.displayList.texts("set to 0").first?.frame ?? .zero
        let track = host.render().boundingBox(of: ArticleColor.gray) ?? .zero
        let sliderY = (track.maxY + button.minY) / 2
        let log = ArticlePrintLog.record { _ in
            host.drag(from: CGPoint(x: 100, y: sliderY), to: CGPoint(x: 300, y: sliderY), duration: 0.1)
        }
        let inits = log.lines.filter { $0 == "BorderView init" }.count
        let positions = numbers(in: log.lines, after: "calculating position: ")
        #expect(inits >= 3 && inits == positions.count, "\(log.lines)")
        #expect(zip(positions, positions.dropFirst()).allSatisfy { $0 <= $1 }, "following the drag")
        #expect(!log.lines.contains { $0.hasPrefix("setting position") }, "no animation")
        // The slider's thumb travels 13 points in from each end: x = 300 is position 287/374.
        #expect(abs((positions.last ?? 0) - 287.0 / 374) < 0.01)
    }

    /// Block 6, "set to 0": the article saw the bar jump, BorderView being a View. SwiftUI has
    /// since animated views that are themselves Animatable, and so does Lunapark: the setter
    /// gets every value and body runs for each ("calculating position"). GeometryReader now
    /// places its content at its top-leading corner (it centred it when the article was
    /// written), so the bar's leading edge is at (position - 1/2) x width.
    @Test func animatableBorderViewAnimatesInCurrentSwiftUI() {
        let host = HeadlessHost(size: CGSize(width: stageWidth, height: 300)) { SimpleView(position: 1) }
        #expect(abs(Double(greenBar(host)?.minX ?? 0) - stageWidth / 2) <= 1)
        let log = ArticlePrintLog.record { _ in
            host.tap(text: "set to 0")
            host.advance(by: 0.25 - oneFrame)
        }
        #expect(abs(Double(greenBar(host)?.minX ?? 0) - stageWidth / 4) <= 2, "position 0.75 at 0.25 s")
        #expect(log.lines.filter { $0 == "BorderView init" }.count == 1, "the animation creates no BorderView")
        let set = numbers(in: log.lines, after: "setting position: ")
        let calculated = numbers(in: log.lines, after: "calculating position: ")
        #expect(set.count >= 14 && set.allSatisfy { $0 > 0.7 && $0 <= 1 }, "\(set)")
        #expect(log.lines.filter { $0.hasPrefix("Reding position") } == ["Reding position: 0.0"],
                "the getter gives the animation the value it goes to (\"Stahl\")")
        #expect(abs((calculated.last ?? 0) - 0.75) < 0.01, "body runs with the value written")
    }

    /// Blocks 7-8: BorderView through borderIn, whose BorderPosition switches off the offset's own
    /// animation with `.animation(nil)`. BorderView is Animatable, so (as above) it still moves,
    /// and BorderPosition prints each position with its offset.
    @Test func borderInMovesWithTheAnimatableView() async {
        let model = ArticleValue(1)
        let host = HeadlessHost(size: CGSize(width: stageWidth, height: 200)) {
            ModelRoot(model: model) { model in Stage { BorderViewWithBorderIn.BorderView(position: model.value) } }
        }
        _ = host.render()
        let log = await ArticlePrintLog.record { _ in
            await model.change(.linear(duration: 1)) { $0.value = 0 }
            host.advance(by: 0.25)
        }
        #expect(abs(Double(greenBar(host)?.minX ?? 0) - stageWidth / 4) <= 2)
        let positions = numbers(in: log.lines, after: "at position  ")
        #expect(abs((positions.last ?? 0) - 0.75) < 0.01, "\(log.lines.suffix(3))")
        #expect(log.lines.last == "at position  \(positions.last ?? 0) offset is \(-stageWidth / 2 + stageWidth * (positions.last ?? 0))")
    }

    /// Block 9: BorderPosition as an AnimatableModifier animates in spite of `.animation(nil)` in
    /// it; its setter prints each position (with the wall-clock time since it was created).
    @Test func animatableModifierAnimatesDespiteAnimationNil() async {
        let model = ArticleValue(1)
        let host = HeadlessHost(size: CGSize(width: stageWidth, height: 200)) {
            ModelRoot(model: model) { model in Stage {
                Rectangle().fill(Color.green).frame(width: 10)
                    .modifier(AnimatableBorderPosition.BorderPosition(position: model.value))
            } }
        }
        _ = host.render()
        let log = await ArticlePrintLog.record { _ in
            await model.change(.linear(duration: 1)) { $0.value = 0 }
            host.advance(by: 0.25)
        }
        #expect(abs(Double(greenBar(host)?.minX ?? 0) - stageWidth / 4) <= 2)
        let set = numbers(in: log.lines, after: "setting position: ")
        #expect(abs(Double(set.count) - 15) <= 1, "one a frame for 0.25 s")
        #expect(abs((set.last ?? 0) - 0.75) < 0.01)
        #expect(log.lines.contains { $0.hasPrefix("setting position: \(set.last ?? 0) at time ") })
    }

    /// Block 10: both values of an AnimatablePair animate together, position and height at the
    /// same fraction: from (1, 0) to (0, 1), at 0.25 s (0.75, 0.25).
    @Test func animatablePairAnimatesBothParametersTogether() async {
        let model = ArticleValue(1, 0)
        let host = HeadlessHost(size: CGSize(width: stageWidth, height: 200)) {
            ModelRoot(model: model) { model in Stage {
                Rectangle().fill(Color.green).frame(width: 10)
                    .modifier(TwoParameterBorder(position: model.value, height: model.second))
            } }
        }
        _ = host.render()
        let log = await ArticlePrintLog.record { _ in
            await model.change(.linear(duration: 1)) {
                $0.value = 0
                $0.second = 1
            }
            host.advance(by: 0.25)
        }
        let bar = greenBar(host) ?? .zero
        #expect(abs(Double(bar.minX) - stageWidth / 4) <= 2)
        #expect(abs(Double(bar.height) - quarterHeight) <= 2)
        let positions = numbers(in: log.lines, after: "animating position at ")
        let heights = numbers(in: log.lines, after: "animating height at ")
        #expect(positions.count == heights.count && positions.count >= 14)
        #expect(zip(positions, heights).allSatisfy { abs($0 + $1 - 1) < 1e-9 }, "the same fraction")
        #expect(abs((positions.last ?? 0) - 0.75) < 0.01)
    }

    /// Blocks 12-13: the vector of our own does the arithmetic the animation needs and animates
    /// a modifier exactly as AnimatablePair did.
    @Test func ownVectorInterpolatesLikeAnimatablePair() async {
        var difference = MyAnimatableVector(position: 1, height: 2) - MyAnimatableVector(position: 0.5, height: 1)
        difference.scale(by: 2)
        #expect(difference == MyAnimatableVector(position: 1, height: 2))
        #expect(difference.magnitudeSquared == 5)
        difference += MyAnimatableVector(position: 1, height: 1)
        difference -= MyAnimatableVector(position: 0.5, height: 0)
        #expect(difference == MyAnimatableVector(position: 1.5, height: 3))
        #expect(MyAnimatableVector.zero + difference == difference)

        let model = ArticleValue(1, 0)
        let host = HeadlessHost(size: CGSize(width: stageWidth, height: 200)) {
            ModelRoot(model: model) { model in Stage {
                Rectangle().fill(Color.green).frame(width: 10)
                    .modifier(VectorBorder(vector: MyAnimatableVector(position: model.value, height: model.second)))
            } }
        }
        _ = host.render()
        await model.change(.linear(duration: 1)) {
            $0.value = 0
            $0.second = 1
        }
        host.advance(by: 0.25)
        let bar = greenBar(host) ?? .zero
        #expect(abs(Double(bar.minX) - stageWidth / 4) <= 2)
        #expect(abs(Double(bar.height) - quarterHeight) <= 2)
    }

    /// Block 14: a copied struct is a new value, a copied class reference the same object; the
    /// article prints (and shows in its comments) these two lines.
    @Test func structsAreCopiedClassesShared() {
        let log = ArticlePrintLog.record { _ in copyStructAndClass() }
        #expect(log.lines == ["structs: a = 5.0, b = 10.0)", "classes: a = 10.0, b = 10.0)"])
    }
}
