import Foundation
import Lunapark
import Testing

// objc.io, "Transitions in SwiftUI" (read in Thai): each claim of the article about what its
// code shows, checked on the display list's recorded values. The article's code is in
// TransitionsInSwiftUIArticle.swift.

/// Block 3's transition alone between the if/else texts of block 4.
private struct SlideScaleWithoutFade: View {
    let model: ArticleValue
    var body: some View {
        VStack {
            if model.value == 1 {
                Text("Hello, world!").transition(SlideInScaleOut.transition)
            } else {
                Text("Hello world!").transition(SlideInScaleOut.transition)
            }
        }
        .animation(.default.speed(0.5), value: model.value)
    }
}

@MainActor
struct TransitionsInSwiftUIArticleTests {
    private let size = CGSize(width: 400, height: 240)
    private let oneFrame = 1.0 / 60
    private let hello = "Hello, world!"

    /// `.default`: a critically damped spring of response 0.55 s, 1 - (1 + ωt)·e^(-ωt) with
    /// ω = 2π/0.55; `.speed(0.5)` plays it at half speed, so at t it is where `.default` is at t/2.
    private func defaultProgress(_ time: Double, speed: Double = 1) -> Double {
        let omega = 2 * Double.pi / 0.55, t = time * speed
        return 1 - (1 + omega * t) * exp(-omega * t)
    }

    /// Block 1: the text fades in (.opacity, the default transition) and out again.
    @Test func textFadesInAndOut() {
        let host = HeadlessHost(size: size) { FadingText.ContentView() }
        #expect(host.displayList.texts(hello).isEmpty)
        host.tap(text: "Visible")
        host.advance(by: 0.1 - oneFrame)
        #expect(abs((host.displayList.texts(hello).first?.opacity ?? -1) - defaultProgress(0.1)) < 0.02)
        host.advance(by: 2)
        #expect(host.displayList.texts(hello).first?.opacity == 1)
        host.tap(text: "Visible")
        host.advance(by: 0.1 - oneFrame)
        #expect(abs((host.displayList.texts(hello).first?.opacity ?? -1) - (1 - defaultProgress(0.1))) < 0.02)
        host.advance(by: 2)
        #expect(host.displayList.texts(hello).isEmpty)
    }

    /// Block 1: "if body runs again, the view does not fade again unless the if condition
    /// changes": a parent's animated change re-creates ContentView, and the text stays as it is.
    @Test func textDoesNotFadeAgainWhenBodyRunsAgain() async {
        let model = ArticleValue(0)
        let host = HeadlessHost(size: size) {
            ModelRoot(model: model) { model in
                VStack {
                    Text("parent \(Int(model.value))")
                    FadingText.ContentView()
                }
            }
        }
        host.tap(text: "Visible")
        host.advance(by: 2)
        await model.change(.linear(duration: 1)) { $0.value = 1 }
        host.advance(by: 0.5)
        #expect(host.displayList.texts("parent 1").count == 1, "the parent's body ran again")
        #expect(host.displayList.texts(hello).map(\.opacity) == [1])
    }

    /// Block 2: the view tree holds the text or the image, the render tree both while one fades
    /// out and the other in. (Image(systemName: "hand.wave") is drawn as Material Icons' waving hand,
    /// U+E766, on Linux.)
    @Test func ifElseHasBothViewsOnScreenDuringTheAnimation() {
        let wave = "\u{E766}"
        let host = HeadlessHost(size: size) { TextOrImage.ContentView() }
        #expect(host.displayList.texts(wave).first?.opacity == 1)
        host.tap(text: "Visible")
        host.advance(by: 0.1 - oneFrame)
        let p = defaultProgress(0.1)
        #expect(abs((host.displayList.texts(hello).first?.opacity ?? -1) - p) < 0.02)
        #expect(abs((host.displayList.texts(wave).first?.opacity ?? -1) - (1 - p)) < 0.02)
        host.advance(by: 2)
        #expect(host.displayList.texts(wave).isEmpty && host.displayList.texts(hello).count == 1)
    }

    /// Block 3: slides in from the leading edge (by its own width), scales down when removed.
    @Test func slideInScaleOut() async {
        let model = ArticleValue(0)
        let host = HeadlessHost(size: size) { SlideScaleWithoutFade(model: model) }
        await model.change(nil) { $0.value = 1 }
        host.advance(by: 0.4)
        let p = defaultProgress(0.4, speed: 0.5)
        let inserted = host.displayList.texts(hello).first, removed = host.displayList.texts("Hello world!").first
        host.advance(by: 3)
        let end = host.displayList.texts(hello).first?.frame ?? .zero
        #expect(abs(Double((inserted?.frame.minX ?? 0) - end.minX) + (1 - p) * Double(end.width)) < 1.5)
        #expect(inserted?.opacity == 1 && removed?.opacity == 1, "no fade")
        #expect(abs((removed?.scale ?? -1) - (1 - p)) < 0.02)
    }

    /// Block 4: the same combined with .opacity, at half speed, between the if/else texts.
    @Test func ifElseSlidesScalesAndFadesAtHalfSpeed() {
        let host = HeadlessHost(size: size) { SlideScaleIfElse.ContentView() }
        host.tap(text: "Visible")
        host.advance(by: 0.4 - oneFrame)
        let p = defaultProgress(0.4, speed: 0.5)
        let inserted = host.displayList.texts(hello).first, removed = host.displayList.texts("Hello world!").first
        #expect(abs((inserted?.opacity ?? -1) - p) < 0.02)
        #expect(abs((removed?.opacity ?? -1) - (1 - p)) < 0.02)
        #expect(abs((removed?.scale ?? -1) - (1 - p)) < 0.02)
        host.advance(by: 3)
        let end = host.displayList.texts(hello).first?.frame ?? .zero
        #expect(abs(Double((inserted?.frame.minX ?? 0) - end.minX) + (1 - p) * Double(end.width)) < 1.5)
        #expect(host.displayList.texts("Hello world!").isEmpty)
    }

    /// Block 5: with `.id(visible)` and the transition after it, as the article writes: the new
    /// text (id false -> true) slides in fading in, the old one scales out fading out; both are
    /// on screen during the animation, one afterwards.
    @Test func idChangeRunsTheTransitionOnOldAndNewText() {
        let host = HeadlessHost(size: size) { SlideScaleID.ContentView() }
        let start = host.displayList.texts(hello).first?.frame ?? .zero
        host.tap(text: "Visible")
        host.advance(by: 0.4 - oneFrame)
        let p = defaultProgress(0.4, speed: 0.5)
        let copies = host.displayList.texts(hello)
        #expect(copies.count == 2)
        let removed = copies.min { $0.scale < $1.scale }, inserted = copies.max { $0.scale < $1.scale }
        #expect(abs((removed?.scale ?? -1) - (1 - p)) < 0.02 && abs((removed?.opacity ?? -1) - (1 - p)) < 0.02)
        #expect(inserted?.scale == 1 && abs((inserted?.opacity ?? -1) - p) < 0.02)
        #expect(abs(Double((inserted?.frame.minX ?? 0) - start.minX) + (1 - p) * Double(start.width)) < 1.5)
        host.advance(by: 3)
        #expect(host.displayList.texts(hello).count == 1)
    }
}
