import Foundation
import Lunapark
import Testing

private struct CentreLine: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context[HorizontalAlignment.center] }
}

extension HorizontalAlignment {
    fileprivate static let centreLine = HorizontalAlignment(CentreLine.self)
}

/// `alignmentGuide(_:computeValue:)` with `ViewDimensions`, in stacks, with built-in and custom guides.
@MainActor
struct AlignmentGuideTests {
    @Test func anExplicitLeadingGuideShiftsAChildInALeadingColumn() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) {
            VStack(alignment: .leading, spacing: 0) {
                Color.red.frame(width: 100, height: 20)._debugTag("plain")
                // Its trailing edge on the others' leading edge.
                Color.blue.frame(width: 40, height: 20)
                    .alignmentGuide(.leading) { d in d[.trailing] }
                    ._debugTag("shifted")
            }
        }
        // The column's guide line is at 40 from its left edge; it is 140 wide, centred in 300: 80...220.
        let plain = try #require(host.graph.layoutFrame(tagged: "plain"))
        let shifted = try #require(host.graph.layoutFrame(tagged: "shifted"))
        #expect(abs(shifted.maxX - plain.minX) < 0.01)
        #expect(abs(shifted.minX - 80) < 0.01 && abs(plain.maxX - 220) < 0.01)
        let image = host.render()
        let y = Int(shifted.midY)
        #expect(image.pixel(x: 100, y: y).b > 200 && image.pixel(x: 100, y: y).r < 60)
    }

    @Test func aCustomGuideLinesUpViewsAtValuesTheyCompute() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) {
            VStack(alignment: .centreLine, spacing: 0) {
                Color.red.frame(width: 100, height: 20)
                    .alignmentGuide(.centreLine) { d in d.width * 0.25 }
                    ._debugTag("a")
                Color.blue.frame(width: 60, height: 20)._debugTag("b")  // default: its centre, 30
            }
        }
        let a = try #require(host.graph.layoutFrame(tagged: "a"))
        let b = try #require(host.graph.layoutFrame(tagged: "b"))
        #expect(abs((a.minX + 25) - (b.minX + 30)) < 0.01)
    }

    @Test func aClosureSeesTheViewsSizeAndTheGuidesSetInsideIt() throws {
        var seen: (width: CGFloat, height: CGFloat, explicitTop: CGFloat?, bottom: CGFloat)?
        let host = HeadlessHost(size: CGSize(width: 300, height: 200)) {
            HStack(alignment: .top) {
                Color.red.frame(width: 30, height: 40)
                    .alignmentGuide(.top) { _ in 5 }
                    .alignmentGuide(.top) { d in
                        seen = (d.width, d.height, d[explicit: VerticalAlignment.top], d[VerticalAlignment.bottom])
                        return d[.top]
                    }
                    ._debugTag("a")
                Color.blue.frame(width: 30, height: 40)._debugTag("b")
            }
        }
        let value = try #require(seen)
        #expect(value.width == 30 && value.height == 40 && value.explicitTop == 5 && value.bottom == 40)
        // The outer guide returned the inner one: the red view sits 5 points above the blue one.
        let a = try #require(host.graph.layoutFrame(tagged: "a"))
        let b = try #require(host.graph.layoutFrame(tagged: "b"))
        #expect(abs((b.minY - a.minY) - 5) < 0.01)
    }

    @Test func customGuidesAreEqualByTheirIdentifier() {
        struct Probe: AlignmentID {
            static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 4 }
        }
        let guide = VerticalAlignment(Probe.self)
        #expect(guide != .center)
        #expect(guide == VerticalAlignment(Probe.self))
    }
}
