import Foundation
import Testing
@testable import Lunapark
@testable import LunaparkGraph

/// The inspector's value plots on `HeadlessHost`: a row per running animation whose samples are
/// the spring's and the curve's values, a click on a row outlines the view it animates, and the
/// panel draws.
@MainActor
@Suite struct AnimationPlotPanelTests {
    static let spring = Spring(duration: 0.8, bounce: 0.3)

    /// A blue square springing 200 points right while its opacity eases to 0.5 over 1 s.
    struct SpringingSquare: View {
        @State private var moved = false
        var body: some View {
            Rectangle().fill(Color.blue).frame(width: 40, height: 40)
                .opacity(moved ? 0.5 : 1)
                .animation(.easeInOut(duration: 1), value: moved)
                .offset(x: moved ? 200 : 0)
                .padding(.leading, 340).padding(.top, 300)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .onAppear { withAnimation(.spring(AnimationPlotPanelTests.spring)) { moved = true } }
        }
    }

    static let size = CGSize(width: 1000, height: 500)

    /// A host with the inspector shown, 0.2 s into the square's animations.
    static func running() -> (HeadlessHost, InspectedContent) {
        let host = HeadlessHost(size: size, inspector: true) { SpringingSquare() }
        host.background = .white
        for _ in 0..<12 { host.advanceFrame() }
        return (host, host.inspector!)
    }

    /// A point on row `index` of the panel.
    static func pointOnRow(_ index: Int) -> CGPoint {
        let top = AnimationPlotPanel.inset + AnimationPlotPanel.padding + AnimationPlotPanel.headerHeight
        return CGPoint(x: 60, y: top + (CGFloat(index) + 0.5) * AnimationPlotPanel.rowHeight)
    }

    @Test func eachRunningAnimationIsPlottedWithTheEnginesValues() throws {
        let (_, inspector) = Self.running()
        let rows = inspector.plots.model.rows
        #expect(rows.map(\.property) == ["offset", "opacity"], "tree order: the offset wraps the opacity")
        let offset = try #require(rows.first { $0.property == "offset" }).plot
        #expect(offset.length == .settling)
        #expect(offset.animation.hasPrefix("spring("))
        #expect(offset.velocities != nil, "springs report their velocity")
        for (i, t) in offset.times.enumerated() where t < offset.endTime {
            // The offset moves x from 0 to 200 (y stays): progress × 200 is x.
            let expected = Self.spring.value(target: 200.0, time: t - offset.startTime)
            #expect(abs(offset.progress[i] * 200 - expected) < 1e-6, "x at \(t)")
        }
        let opacity = try #require(rows.first { $0.property == "opacity" }).plot
        #expect(opacity.length == .duration)
        #expect(abs(opacity.endTime - opacity.startTime - 1) < 1e-3)
        for i in opacity.times.indices {
            let t = min(max((opacity.times[i] - opacity.startTime) / 1, 0), 1)
            let value = try #require(opacity.number(atSample: i))
            #expect(abs(value - (1 - 0.5 * UnitCurve.easeInOut.value(at: t))) < 1e-6, "opacity at \(opacity.times[i])")
        }
        #expect(offset.lastPastSample > 0 && offset.lastPastSample < offset.times.count - 1, "now lies inside the plot")
    }

    @Test func clickingARowOutlinesTheViewItAnimates() throws {
        let (host, inspector) = Self.running()
        let index = try #require(inspector.plots.model.rows.firstIndex { $0.property == "offset" })
        let start = inspector.plots.model.rows[index].plot.startTime
        let before = host.render()
        host.tap(at: Self.pointOnRow(index))
        let outline = try #require(inspector.plots.model.outline)
        // Where the square is drawn now: its layout frame moved by the spring's x.
        let x = 340 + Self.spring.value(target: 200.0, time: host.graph.currentTime - start)
        #expect(abs(outline.minX - x) < 1e-6 && outline.minY == 300 && outline.size == CGSize(width: 40, height: 40))

        // The outline is drawn 2 points outside the square, in yellow; it was not there before.
        let image = host.render()
        let edge = (x: Int(outline.minX - 2), y: Int(outline.midY))
        let pixel = image.pixel(x: edge.x, y: edge.y)
        #expect(pixel.r > 200 && pixel.g > 200 && pixel.b < 80, "yellow outline, got \(pixel)")
        #expect(before.pixel(x: edge.x, y: edge.y).b > 200, "white before the click")

        // The scene is not clicked through the panel, and a second click clears the outline.
        host.tap(at: Self.pointOnRow(index))
        #expect(inspector.plots.model.outline == nil)
    }

    @Test func thePanelDrawsItsRowsAndPlotsAndGoesWithTheInspector() throws {
        let (host, _) = Self.running()
        let shown = host.render()
        if let path = ProcessInfo.processInfo.environment["PLOT_PANEL_PNG"] { try shown.writePNG(to: URL(fileURLWithPath: path)) }
        // The panel's dark background top left, where the scene is white.
        let background = shown.pixel(x: Int(AnimationPlotPanel.inset) + 3, y: Int(AnimationPlotPanel.inset) + 40)
        #expect(background.r < 60 && background.g < 60 && background.b < 60, "panel background, got \(background)")
        // Green samples in the first row's plot (its bottom 28 points).
        let plotTop = Int(AnimationPlotPanel.inset + AnimationPlotPanel.padding + AnimationPlotPanel.headerHeight
                          + AnimationPlotPanel.rowHeight) - 34
        var green = 0
        for y in plotTop..<(plotTop + 30) {
            for x in 20..<300 {
                let p = shown.pixel(x: x, y: y)
                if p.g > 150 && p.r < 100 && p.b < 100 { green += 1 }
            }
        }
        #expect(green > 40, "the value curve is drawn: \(green) green pixels")

        host.key("i")   // hides the inspector, and the plots with it
        let hidden = host.render()
        let scene = hidden.pixel(x: Int(AnimationPlotPanel.inset) + 3, y: Int(AnimationPlotPanel.inset) + 40)
        #expect(scene.r > 240 && scene.g > 240 && scene.b > 240, "the scene's white, got \(scene)")
    }
}
