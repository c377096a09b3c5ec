import Foundation
import Lunapark
import Testing

/// `onContinuousHover`: the pointer's location while it is inside, in the coordinate space
/// asked for, then `.ended`; the frame is the one shown (scrolled with a scroll view).
/// `hoverEffect`: the highlight platter and the lift drawn while hovered.
@MainActor
struct ContinuousHoverTests {
    @Test func activeLocationsInTheLocalSpaceThenEnded() {
        var phases: [HoverPhase] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.blue.frame(width: 100, height: 50).onContinuousHover { phases.append($0) }
        }
        // The view is centred: x 50...150, y 25...75.
        host.hover(at: CGPoint(x: 10, y: 10))
        #expect(phases.isEmpty)
        host.hover(at: CGPoint(x: 60, y: 30))
        host.hover(at: CGPoint(x: 140, y: 70))
        host.hover(at: CGPoint(x: 190, y: 70))
        host.hover(at: CGPoint(x: 195, y: 70))
        #expect(phases == [.active(CGPoint(x: 10, y: 5)), .active(CGPoint(x: 90, y: 45)), .ended])
    }

    @Test func globalAndNamedSpaces() {
        var global: [HoverPhase] = []
        var named: [HoverPhase] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            VStack(alignment: .leading, spacing: 0) {
                Color.clear.frame(height: 40)
                HStack(spacing: 0) {
                    Color.clear.frame(width: 30)
                    Color.red.frame(width: 50, height: 50)
                        .onContinuousHover(coordinateSpace: .global) { global.append($0) }
                        .onContinuousHover(coordinateSpace: .named("card")) { named.append($0) }
                }
                .coordinateSpace(name: "card")
            }
            .frame(width: 200, height: 100, alignment: .topLeading)
        }
        host.hover(at: CGPoint(x: 40, y: 50))
        #expect(global == [.active(CGPoint(x: 40, y: 50))])
        #expect(named == [.active(CGPoint(x: 40, y: 10))], "from the HStack's corner at (0, 40)")
    }

    @Test func theFrameScrollsWithItsScrollView() {
        var hovered: [Bool] = []
        var phases: [HoverPhase] = []
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ScrollView {
                VStack(spacing: 0) {
                    Color.gray.frame(height: 100)
                    Color.green.frame(height: 100)
                        .onHover { hovered.append($0) }
                        .onContinuousHover { phases.append($0) }
                }
            }
        }
        host.hover(at: CGPoint(x: 100, y: 50))
        #expect(hovered.isEmpty && phases.isEmpty)
        host.scroll(at: CGPoint(x: 100, y: 50), by: CGSize(width: 0, height: 100))
        host.advance(by: 1)
        host.hover(at: CGPoint(x: 100, y: 20))
        #expect(hovered == [true], "the green view scrolled under the pointer")
        #expect(phases == [.active(CGPoint(x: 100, y: 20))])
    }

    @Test func aLiftGrowsAndAHighlightDrawsAPlatter() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            HStack(spacing: 60) {
                Color.blue.frame(width: 60, height: 60).hoverEffect(.lift)
                Color.blue.frame(width: 60, height: 60).hoverEffect(.highlight)
                Color.blue.frame(width: 60, height: 60).hoverEffect(.lift).hoverEffectDisabled()
            }
        }
        func blue(_ image: RenderedImage, _ x: Int) -> Int {
            image.count(in: CGRect(x: x, y: 0, width: 100, height: 100)) { image.pixel(x: $0, y: $1).b > 200 && image.pixel(x: $0, y: $1).r < 60 }
        }
        func grey(_ image: RenderedImage, _ x: Int) -> Int {
            image.count(in: CGRect(x: x, y: 0, width: 100, height: 100)) {
                let p = image.pixel(x: $0, y: $1)
                return p.r == p.g && p.g == p.b && p.r < 250 && p.r > 180
            }
        }
        let resting = host.render()
        // Columns: x 0...100, 100...200, 200...300 hold one square each (at 30, 150, 270 centres).
        host.hover(at: CGPoint(x: 30, y: 50))
        host.advance(by: 0.5)
        let lifted = host.render()
        #expect(blue(lifted, 0) > blue(resting, 0) + 120, "grown by 5 %: \(blue(resting, 0)) -> \(blue(lifted, 0))")
        host.hover(at: CGPoint(x: 150, y: 50))
        host.advance(by: 0.5)
        let highlighted = host.render()
        #expect(abs(blue(highlighted, 0) - blue(resting, 0)) < 10, "the lift went down again")
        #expect(grey(highlighted, 100) > 400 && grey(resting, 100) == 0, "a platter around the square")
        host.hover(at: CGPoint(x: 270, y: 50))
        host.advance(by: 0.5)
        #expect(blue(host.render(), 200) == blue(resting, 200), "disabled: nothing drawn")
    }
}
