import Foundation
import Lunapark
import Observation
import Testing

/// What the outline probe shows, changed by the tests between frames.
@Observable
@MainActor
final class OutlineProbeModel {
    var moved = false
    var wide = false
    var dark = false
}

/// A black square that slides by an offset (a layer rewrite), a bar whose width comes from layout
/// (a layout move), a circle whose colour changes (a redraw), and a grey button at the bottom.
private struct OutlineProbe: View {
    let model: OutlineProbeModel
    var tapped: @MainActor () -> Void = {}

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            Rectangle().fill(Color.black).frame(width: 40, height: 40).offset(x: model.moved ? 200 : 0)
            Rectangle().fill(Color.black).frame(width: model.wide ? 240 : 40, height: 20)
            Circle().fill(model.dark ? Color.black : Color(white: 0.6)).frame(width: 40, height: 40)
            Color(white: 0.5).frame(width: 120, height: 40).onTapGesture(perform: tapped)
        }
        .padding(20)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// The inspector's outlines on pixels (`o`, `b`, `t`): drawn around what animates, in the colour
/// of how it animates, around the views whose body ran, for `OutlineOverlay.hold` seconds, and
/// around what a press under the pointer would reach; gone when nothing happens or when toggled off.
@MainActor
@Suite struct InspectorOutlineTests {
    static let cyan = (0, 217, 255), magenta = (255, 51, 217), yellow = (255, 217, 0)
    static let orange = (255, 128, 0), green = (51, 255, 77)

    /// A host with the inspector's panel hidden, at 0.5 s.
    static func host(_ model: OutlineProbeModel, tapped: @escaping @MainActor () -> Void = {}) -> (HeadlessHost, InspectedContent) {
        let host = HeadlessHost(size: CGSize(width: 320, height: 300), inspector: true) {
            OutlineProbe(model: model, tapped: tapped)
        }
        host.key("i")
        host.advance(by: 0.5)
        return (host, host.inspector!)
    }

    /// Whether a pixel within 2 pixels of (x, y) is close to `color` (an outline is 1.5 points
    /// wide, antialiased, around bounds that may include a pixel of margin).
    static func near(_ image: RenderedImage, _ x: Int, _ y: Int, _ color: (Int, Int, Int)) -> Bool {
        for dy in -2...2 {
            for dx in -2...2 where image.matches(x: x + dx, y: y + dy, color, tolerance: 30) { return true }
        }
        return false
    }

    /// The pixels of `image` close to `color`.
    static func count(_ color: (Int, Int, Int), in image: RenderedImage) -> Int {
        image.count(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { x, y in
            image.matches(x: x, y: y, color, tolerance: 30)
        }
    }

    @Test func animatingViewsAreOutlinedInTheColourOfTheirKindWhileTheyAnimate() {
        let model = OutlineProbeModel()
        let (host, inspector) = Self.host(model)
        host.key("o")
        #expect(inspector.outlines == .animating)
        let still = host.render()
        for color in [Self.cyan, Self.magenta, Self.yellow] { #expect(Self.count(color, in: still) == 0, "nothing animates yet") }

        withAnimation(.linear(duration: 1)) {
            model.moved = true
            model.wide = true
            model.dark = true
        }
        host.advance(by: 0.5)
        let moving = host.render()
        // The square is halfway: x = 20 + 100 ... 160, y = 20 ... 60; its outline's left edge at x = 120.
        #expect(Self.near(moving, 121, 40, Self.cyan), "the offset rewrites its layer: cyan")
        #expect(!Self.near(moving, 21, 40, Self.cyan), "the outline follows the square, not its layout frame")
        #expect(Self.count(Self.yellow, in: moving) > 200, "the bar's frame moves by layout: yellow")
        #expect(Self.count(Self.magenta, in: moving) > 100, "the circle's colour is drawn again: magenta")
        // The circle's outline is its drawing's bounds: 20 ... 60 in x, 120 ... 160 in y (its left
        // edge lies under the yellow outline of the column, which widens with the bar).
        #expect(Self.near(moving, 59, 140, Self.magenta))
        #expect(Self.near(moving, 40, 121, Self.magenta))

        host.advance(by: 1)
        let ended = host.render()
        for color in [Self.cyan, Self.magenta, Self.yellow] {
            #expect(Self.count(color, in: ended) == 0, "0.5 s after the animations ended the outlines are gone")
        }
        host.key("o")
        #expect(inspector.outlines.isEmpty)
        #expect(!host.graph.recordsInspection)
    }

    @Test func aBodyThatRanIsOutlinedForAMomentThenFades() {
        let model = OutlineProbeModel()
        let (host, _) = Self.host(model)
        host.key("b")
        #expect(Self.count(Self.orange, in: host.render()) == 0, "no body ran since the outlines were turned on")

        model.dark = true
        host.advanceFrame()
        let ran = host.render()
        #expect(Self.count(Self.orange, in: ran) > 100, "OutlineProbe's body ran: its frame is outlined")
        // The probe's content spans the padded column: its outline's left edge is at x = 20.
        #expect((30..<200).contains { ran.matches(x: 20, y: $0, Self.orange, tolerance: 30) })

        host.advance(by: 0.2)
        let fading = Self.count(Self.orange, in: host.render())
        host.advance(by: 0.2)
        #expect(Self.count(Self.orange, in: host.render()) == 0, "0.4 s later, with no body run since, it is gone")
        #expect(fading == 0 || fading < Self.count(Self.orange, in: ran), "it fades meanwhile")
    }

    @Test func hitTargetsUnderThePointerAreOutlined() {
        let model = OutlineProbeModel()
        var taps = 0
        let (host, inspector) = Self.host(model) { taps += 1 }
        host.key("t")
        // The grey button: x = 20 ... 140, y = 180 ... 220.
        inspector.handle(.pointerMoved(CGPoint(x: 60, y: 200), isPressed: false), at: host.time)
        host.advanceFrame()
        let over = host.render()
        #expect(Self.near(over, 21, 200, Self.green), "the button takes presses there: outlined")
        #expect(Self.near(over, 139, 200, Self.green))
        #expect(Self.count(Self.green, in: over) > 300)

        inspector.handle(.pointerMoved(CGPoint(x: 280, y: 40), isPressed: false), at: host.time)
        host.advanceFrame()
        #expect(Self.count(Self.green, in: host.render()) == 0, "nothing under the pointer takes presses")
        host.tap(at: CGPoint(x: 60, y: 200))
        #expect(taps == 1, "the outlines take no input")
    }
}

/// Failed expectations name an image by its size, not by its pixels.
extension RenderedImage: CustomTestStringConvertible {
    public var testDescription: String { "\(width) x \(height) image" }
}
