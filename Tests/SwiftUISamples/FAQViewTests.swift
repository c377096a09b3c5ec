import Foundation
import Lunapark
import Testing

/// The FAQ sample on pixels: the chevrons are purple (the screen's tint); pressing the
/// first question's row fades and slides its answer in over 0.3 s, pushing the other
/// questions down.
@MainActor
struct FAQViewTests {
    private func ink(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: 400, height: 500)) { Int($0.r) + Int($0.g) + Int($0.b) < 600 }
    }

    /// The first row with a purple chevron pixel below `row`.
    private func purpleRows(_ image: RenderedImage) -> [Int] {
        (0..<image.height).filter { y in
            (300..<400).contains { x in let p = image.pixel(x: x, y: y); return p.r > 140 && p.b > 180 && p.g < 130 }
        }
    }

    @Test func pressingAQuestionShowsItsAnswer() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 500)) { FAQView() }
        let closed = host.render()
        let chevrons = purpleRows(closed)
        #expect(!chevrons.isEmpty)
        guard let firstChevron = chevrons.first else { return }
        let lastChevron = chevrons.last ?? firstChevron

        host.tap(at: CGPoint(x: 100, y: CGFloat(firstChevron) + 5))
        host.advance(by: 0.15)
        let midway = host.render()
        host.advance(by: 0.5)
        let open = host.render()
        // The answer's two grey lines add ink; the last question's chevron moved down.
        #expect(ink(open) > ink(closed) + 300)
        #expect(ink(midway) > ink(closed) && ink(midway) < ink(open))
        #expect((purpleRows(open).last ?? 0) > lastChevron + 30)
    }
}
