import Foundation
import Lunapark
import Testing

/// The recipe sheet on pixels: it slides up to its medium detent over a dimmed window,
/// a drag moves it to the large detent, its close button and a drag down dismiss it.
@MainActor
struct RecipeSheetTests {
    // 300 x 600 window: the large detent is 590 points tall, the medium one 295 (top at y 305).
    private let size = CGSize(width: 300, height: 600)

    /// Whether a pixel is the sheet's pale green (green at 30 % over white: about 185, 238, 197).
    private func isSheet(_ p: RGBA8) -> Bool { p.g > 225 && p.r < 205 && p.r > 160 && p.b < 215 }

    /// The topmost row of column 150 that is the sheet's green, or nil.
    private func sheetTop(_ host: HeadlessHost) -> Int? {
        let image = host.render()
        return (0..<600).first { isSheet(image.pixel(x: 150, y: $0)) }
    }

    /// The grey pixels of the caption under the card, row by row.
    private func captionInk(_ host: HeadlessHost) -> [Int] {
        let image = host.render()
        return (360..<390).map { y in (40..<260).filter { image.pixel(x: $0, y: y).r < 200 }.count }
    }

    @Test func tappingTheCardSlidesTheSheetUpToItsMediumDetent() {
        let host = HeadlessHost(size: size) { RecipeCardView() }
        #expect(sheetTop(host) == nil)
        host.tap(at: CGPoint(x: 150, y: 280))
        #expect(host.graph.isPresenting)
        host.advance(by: 0.1)
        let rising = sheetTop(host)
        host.advance(by: 1)
        let top = sheetTop(host)
        #expect(rising != nil && rising! > 400, "part of the way up: \(String(describing: rising))")
        #expect(top.map { abs($0 - 305) <= 2 } == true, "medium detent: \(String(describing: top))")
        // The card behind is dimmed: its orange is darker than Color.orange (255, 149, 0).
        let card = host.render().pixel(x: 150, y: 230)
        #expect(card.r < 225 && card.r > 170 && card.g < 130, "dimmed orange: \(card)")
        // The grabber, grey, 5 points under the sheet's top.
        let grabber = host.render().pixel(x: 150, y: 307)
        #expect(grabber.r < 200, "grabber: \(grabber)")
    }

    @Test func aDragUpSettlesAtTheLargeDetentAndTheCloseButtonDismisses() {
        let host = HeadlessHost(size: size) { RecipeCardView() }
        let captionBefore = captionInk(host)
        host.tap(at: CGPoint(x: 150, y: 280))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 150, y: 330), to: CGPoint(x: 150, y: 100), duration: 0.3)
        host.advance(by: 1)
        let top = sheetTop(host)
        #expect(top.map { abs($0 - 10) <= 2 } == true, "large detent: \(String(describing: top))")
        // The close button, centred under the title and the minutes (sheet centre y 305).
        host.tap(at: CGPoint(x: 150, y: 340))
        host.advance(by: 0.1)
        let falling = sheetTop(host)
        #expect(falling != nil && falling! > 20, "sliding down: \(String(describing: falling))")
        host.advance(by: 1)
        #expect(sheetTop(host) == nil)
        #expect(!host.graph.isPresenting)
        // onDismiss ran: the caption under the card now reads "Closed 1 times".
        #expect(captionInk(host) != captionBefore)
    }

    @Test func aFlickDownDismissesAndTheCardIsPressableAgain() {
        let host = HeadlessHost(size: size) { RecipeCardView() }
        host.tap(at: CGPoint(x: 150, y: 280))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 150, y: 330), to: CGPoint(x: 150, y: 520), duration: 0.15)
        host.advance(by: 1)
        #expect(sheetTop(host) == nil)
        #expect(!host.graph.isPresenting)
        // A small drag instead springs back to the detent.
        host.tap(at: CGPoint(x: 150, y: 280))
        host.advance(by: 1)
        host.drag(from: CGPoint(x: 150, y: 330), to: CGPoint(x: 150, y: 360), duration: 0.6)
        host.advance(by: 1)
        #expect(sheetTop(host).map { abs($0 - 305) <= 2 } == true)
    }
}
