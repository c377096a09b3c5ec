import Foundation
import Lunapark
import Testing

/// The music library on pixels: an indigo title bar with a white title, and a tapped song
/// sliding the indigo now-playing bar up from the bottom. Window 320 x 480: title bar
/// 0...44, tab bar 431...480.
@MainActor
struct MusicLibraryTests {
    private func isIndigo(_ p: RGBA8) -> Bool { p.r > 70 && p.r < 110 && p.g > 70 && p.g < 100 && p.b > 200 }

    @Test func titleBarIsIndigoWithAWhiteTitle() {
        let image = HeadlessHost(size: CGSize(width: 320, height: 480)) { MusicLibrary() }.render()
        #expect(isIndigo(image.pixel(x: 5, y: 5)) && isIndigo(image.pixel(x: 315, y: 40)))
        let white = image.pixels(in: CGRect(x: 100, y: 5, width: 120, height: 34)) { $0.r > 230 && $0.g > 230 && $0.b > 230 }
        #expect(white > 30)
        // The list below is inset grouped (iOS's default): its rows on a white card from y 79
        // (44 + 35), the grouped grey under them; the tab bar on its own grey.
        let card = image.pixel(x: 295, y: 100)
        #expect(card.r > 250 && card.g > 250 && card.b > 250)
        let list = image.pixel(x: 300, y: 300)
        #expect(list.r == 242 && list.g == 242 && abs(Int(list.b) - 247) <= 1)
        #expect(!isIndigo(image.pixel(x: 5, y: 470)))
    }

    @Test func tappingASongSlidesTheNowPlayingBarUp() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) { MusicLibrary() }
        let playerArea = CGRect(x: 0, y: 300, width: 320, height: 131)
        #expect(host.render().pixels(in: playerArea, where: isIndigo) == 0)
        // The first song's row: 79...123.
        host.tap(at: CGPoint(x: 100, y: 101))
        host.advance(by: 0.08)
        let early = host.render().pixels(in: playerArea, where: isIndigo)
        host.advance(by: 1.2)
        let settled = host.render()
        let after = settled.pixels(in: playerArea, where: isIndigo)
        #expect(after > 8000)
        #expect(early < after)
        // Settled just above the tab bar: its lowest indigo row near 431.
        let lowest = (300..<431).last { y in isIndigo(settled.pixel(x: 160, y: y)) } ?? 0
        #expect(lowest > 400 && lowest < 431)
    }
}
