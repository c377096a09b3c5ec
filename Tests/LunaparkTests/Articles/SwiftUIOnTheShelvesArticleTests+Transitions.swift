import Foundation
import Lunapark
import Testing

// "SwiftUI in den Regalen: Animation. Teil 1", Bildschirmanimation: .transition() and
// "Wenn die Ansicht stirbt": the claims about TransitionView and its transitions.

/// Block 19's squares with block 20's SpinTransitionModifier, which does not clip.
private struct UnclippedSquares: View {
    let model: ArticleValue
    var body: some View {
        VStack {
            Spacer()
            ZStack {
                ForEach(0..<2, id: \.self) { (ind: Int) in
                    Group {
                        if ind == Int(model.value) {
                            Rectangle()
                                .fill(Color.gray)
                                .frame(width: 100, height: 100)
                                .border(Color.black, width: 2)
                                .overlay(Text("\(ind + 1)"))
                                .transition(.asymmetric(
                                    insertion: .modifier(
                                        active: UnclippedSpin.SpinTransitionModifier(angle: -90, anchor: .bottomTrailing),
                                        identity: UnclippedSpin.SpinTransitionModifier(angle: 0, anchor: .bottomTrailing)),
                                    removal: .modifier(
                                        active: UnclippedSpin.SpinTransitionModifier(angle: 90, anchor: .bottomTrailing),
                                        identity: UnclippedSpin.SpinTransitionModifier(angle: 0, anchor: .bottomTrailing))))
                        }
                    }
                }
            }
            Color.clear.frame(height: 50)
            Spacer()
        }
    }
}

/// A view inserted and removed with `.scale`, printing from onAppear and onDisappear.
private struct LifecycleStage: View {
    let model: ArticleValue
    var body: some View {
        ZStack {
            if model.value == 1 {
                Rectangle().fill(Color.green).frame(width: 100, height: 100)
                    .transition(.scale)
                    .onAppear { print("onAppear") }
                    .onDisappear { print("onDisappear") }
            }
        }
    }
}

extension SwiftUIOnTheShelvesArticleTests {
    private var tabsSize: CGSize { CGSize(width: 600, height: 520) }
    private var frameInterval: Double { 1.0 / 60 }
    private var firstLabel: String { "set default radius" }
    private var secondLabel: String { "random position and height" }

    /// `withAnimation` without an argument: SwiftUI's `.default`, a critically damped spring
    /// of response 0.55 s: 1 - (1 + ωt)·e^(-ωt) with ω = 2π/0.55.
    private func defaultProgress(_ time: Double) -> Double {
        let omega = 2 * Double.pi / 0.55
        return 1 - (1 + omega * time) * exp(-omega * time)
    }

    /// Block 15: choosing tab 2 removes view 1 and inserts view 2 with the default transition,
    /// .opacity: both are on screen while one fades out and the other in.
    @Test func tabsCrossFadeByDefault() {
        let host = HeadlessHost(size: tabsSize) { TransitionView() }
        host.tap(text: "2")
        host.advance(by: 0.1 - frameInterval)
        let p = defaultProgress(0.1)
        let old = host.displayList.texts(firstLabel), new = host.displayList.texts(secondLabel)
        #expect(old.count == 1 && new.count == 1, "both views on screen")
        #expect(abs((old.first?.opacity ?? -1) - (1 - p)) < 0.02)
        #expect(abs((new.first?.opacity ?? -1) - p) < 0.02)
        host.advance(by: 2)
        #expect(host.displayList.texts(firstLabel).isEmpty && host.displayList.texts(secondLabel).count == 1)
    }

    /// "Wenn die Ansicht stirbt": a view shown again after its if removed it starts from its
    /// @State defaults (radius 50, a circle 100 across), whatever it was set to before.
    @Test func stateIsResetWhenTheViewComesBack() {
        let host = HeadlessHost(size: tabsSize) { TransitionView() }
        let button = host.displayList.texts(firstLabel).first?.frame ?? .zero
        // The slider is right above the button (28 points tall, 8 apart); its right end is radius 100.
        host.tap(at: CGPoint(x: tabsSize.width - 14, y: button.minY - 22))
        #expect(abs(Double(greenBox(host)?.height ?? 0) - 200) <= 3, "radius 100")
        host.tap(text: "2")
        host.advance(by: 2)
        host.tap(text: "1")
        host.advance(by: 2)
        #expect(abs(Double(greenBox(host)?.height ?? 0) - 100) <= 2, "radius 50 again")
    }

    /// "Wenn die Ansicht stirbt": onAppear runs as soon as the view is inserted, with the first
    /// frame of its transition (the view at a small fraction of its size); onDisappear only
    /// once the removal transition has finished.
    @Test func onAppearBeforeTheAnimationOnDisappearAfterIt() async {
        let model = ArticleValue(0)
        let host = HeadlessHost(size: CGSize(width: 300, height: 300)) { LifecycleStage(model: model) }
        let log = await ArticlePrintLog.record { log in
            await model.change(.default) { $0.value = 1 }
            host.advanceFrame()
            #expect(log.lines == ["onAppear"])
            #expect(Double(greenBox(host)?.width ?? 0) < 100 * defaultProgress(2 * frameInterval) + 2, "still small")
            host.advance(by: 1.5)
            await model.change(.default) { $0.value = 0 }
            host.advance(by: 0.3)
            #expect(log.lines == ["onAppear"], "still leaving")
            #expect(greenBox(host) != nil)
            host.advance(by: 2)
        }
        #expect(log.lines == ["onAppear", "onDisappear"])
        #expect(greenBox(host) == nil)
    }

    /// Block 16: `.transition(.scale)`: the new view grows from nothing as the old one shrinks.
    @Test func scaleTransitionGrowsAndShrinks() {
        let host = HeadlessHost(size: tabsSize) { ScaleTransitionTabs.TransitionView() }
        host.tap(text: "2")
        host.advance(by: 0.1 - frameInterval)
        let p = defaultProgress(0.1)
        let old = host.displayList.texts(firstLabel).first, new = host.displayList.texts(secondLabel).first
        #expect(abs((old?.scale ?? -1) - (1 - p)) < 0.02 && old?.opacity == 1)
        #expect(abs((new?.scale ?? -1) - p) < 0.02 && new?.opacity == 1)
    }

    /// Block 17: inserted from 0.1 of its size at its leading edge, fading in; removed by moving
    /// its own width towards the trailing edge.
    @Test func asymmetricTransitionScalesInAndMovesOut() {
        let host = HeadlessHost(size: tabsSize) { AsymmetricTransitionTabs.TransitionView() }
        let start = host.displayList.texts(firstLabel).first?.frame ?? .zero
        host.tap(text: "2")
        host.advance(by: 0.1 - frameInterval)
        let p = defaultProgress(0.1)
        let old = host.displayList.texts(firstLabel).first, new = host.displayList.texts(secondLabel).first
        #expect(abs(Double((old?.frame.minX ?? 0) - start.minX) - p * tabsSize.width) < 2, "moving out to the trailing edge")
        #expect(old?.scale == 1 && old?.opacity == 1)
        #expect(abs((new?.scale ?? -1) - (0.1 + 0.9 * p)) < 0.02)
        #expect(abs((new?.opacity ?? -1) - p) < 0.02)
        // Scaled about the view's leading edge, the label sits left of where it ends.
        host.advance(by: 2)
        let end = host.displayList.texts(secondLabel).first?.frame ?? .zero
        #expect((new?.frame.minX ?? .infinity) < end.minX - 10)
    }

    /// Blocks 18-19: the squares turn about their bottom-trailing corner, the new one from -90°,
    /// the old one to +90°, clipped to their own frame by SpinTransitionModifier's .clipped().
    @Test func spinTransitionTurnsAboutTheAnchorClipped() {
        let host = HeadlessHost(size: tabsSize) { SpinningSquares.TransitionView() }
        let square = squareFrame(host)
        host.tap(text: "2")
        host.advance(by: 0.1 - frameInterval)
        let p = defaultProgress(0.1)
        let new = squareLabel(host, "2"), old = squareLabel(host, "1")
        #expect(abs((new?.rotationDegrees ?? 0) - (-90 * (1 - p))) < 1)
        #expect(abs((old?.rotationDegrees ?? 0) - 90 * p) < 1)
        #expect(new?.isClipped == true && old?.isClipped == true)
        #expect(!host.render().matches(x: Int(point(in: square, angle: -90 * (1 - p)).x),
                                       y: Int(point(in: square, angle: -90 * (1 - p)).y), ArticleColor.gray,
                                       tolerance: 12),
                "clipped: nothing of the square below its frame")
        // "Identität ist ein Modifikator, der am Ende der Animation auf Ihre Ansicht angewendet wird".
        host.advance(by: 2)
        #expect(abs(squareLabel(host, "2")?.rotationDegrees ?? 99) < 1e-9)
        #expect(squareLabel(host, "1")?.frame.midY ?? 0 > squareLabel(host, "2")?.frame.midY ?? 0, "square 1 gone: only tab 1 left")
    }

    /// Block 20: without .clipped() the new square swings out below its own frame.
    @Test func unclippedSpinSwingsOutOfTheFrame() async {
        let model = ArticleValue(0)
        let host = HeadlessHost(size: tabsSize) { UnclippedSquares(model: model) }
        let square = squareFrame(host)
        await model.change(.default) { $0.value = 1 }
        host.advance(by: 0.1)
        let angle = -90 * (1 - defaultProgress(0.1))
        #expect(squareLabel(host, "2")?.isClipped == false)
        let sample = point(in: square, angle: angle)
        #expect(sample.y > square.maxY + 5)
        #expect(host.render().matches(x: Int(sample.x), y: Int(sample.y), ArticleColor.gray, tolerance: 12))
    }

    /// The green drawn above the tabs (the chosen tab is green too).
    private func greenBox(_ host: HeadlessHost) -> CGRect? {
        let tabs = host.displayList.texts("1").map(\.frame.minY).max() ?? tabsSize.height
        return host.render().boundingBox(of: ArticleColor.green,
                                         in: CGRect(x: 0, y: 0, width: tabsSize.width, height: tabs - 20))
    }

    /// The frame of the square on screen (gray, above the tabs).
    private func squareFrame(_ host: HeadlessHost) -> CGRect {
        let tabs = host.displayList.texts("1").map(\.frame.minY).max() ?? tabsSize.height
        return host.render().boundingBox(of: ArticleColor.gray, in: CGRect(x: 0, y: 0, width: tabsSize.width, height: tabs - 20))
            ?? .zero
    }

    /// The label of the square numbered `number` (the tab below carries the same number).
    private func squareLabel(_ host: HeadlessHost, _ number: String) -> PlacedArticleDrawing? {
        host.displayList.texts(number).min { $0.frame.midY < $1.frame.midY }
    }

    /// Where a point 20 points above the bottom middle of `square` goes when the square turns
    /// by `angle` degrees (clockwise on screen) about its bottom-trailing corner.
    private func point(in square: CGRect, angle: Double) -> CGPoint {
        let radians = angle * .pi / 180, x = -50.0, y = -20.0
        return CGPoint(x: Double(square.maxX) + x * cos(radians) - y * sin(radians),
                       y: Double(square.maxY) + x * sin(radians) + y * cos(radians))
    }
}
