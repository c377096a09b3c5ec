import Foundation
import Lunapark
import Testing

/// `presentationBackground` (a style and a view), the corner radius and the grabber
/// on a sheet's pixels; `statusBarHidden` and `persistentSystemOverlays` kept as requests.
@MainActor
struct SheetBackgroundTests {
    private struct Presenter<Sheet: View>: View {
        @State var isPresented = true
        let sheet: Sheet
        var body: some View {
            Color.gray.sheet(isPresented: $isPresented) { sheet }
        }
    }

    private func presented(_ sheet: some View) -> RenderedImage {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { Presenter(sheet: sheet) }
        host.advance(by: 1)
        return host.render()
    }

    private func isYellow(_ p: RGBA8) -> Bool { p.r > 230 && p.g > 190 && p.b < 60 }
    private func isWhite(_ p: RGBA8) -> Bool { p.r > 245 && p.g > 245 && p.b > 245 }

    @Test func aStyleFillsTheCardInItsShape() {
        // The content ("Hi", centred) leaves the rest of the card to the background.
        let plain = presented(Text("Hi"))
        #expect(isWhite(plain.pixel(x: 30, y: 300)) && isWhite(plain.pixel(x: 5, y: 395)))
        let yellow = presented(Text("Hi").presentationBackground(.yellow))
        #expect(isYellow(yellow.pixel(x: 30, y: 300)) && isYellow(yellow.pixel(x: 5, y: 395)))
        // Above the card (10 points) the dimmed presenter shows; the top corner is rounded.
        #expect(!isYellow(yellow.pixel(x: 100, y: 5)))
        #expect(!isYellow(yellow.pixel(x: 0, y: 10)))
        // A larger radius leaves more of the corner out.
        let round = presented(Text("Hi").presentationBackground(.yellow).presentationCornerRadius(40))
        #expect(!isYellow(round.pixel(x: 8, y: 18)) && isYellow(yellow.pixel(x: 8, y: 18)))
    }

    @Test func aViewIsLaidOutInTheCardAtItsAlignment() {
        let image = presented(Text("Hi").presentationBackground(alignment: .bottom) {
            Color.yellow.frame(height: 50)
        })
        // A 50-point band at the card's visible bottom; white-less card above it (the view
        // replaces the system background, so the presenter shows through dimmed).
        #expect(isYellow(image.pixel(x: 100, y: 380)) && isYellow(image.pixel(x: 100, y: 352)))
        #expect(!isYellow(image.pixel(x: 100, y: 345)))
        #expect(!isWhite(image.pixel(x: 30, y: 200)))
    }

    @Test func theGrabberIsDrawnOverTheBackground() {
        let image = presented(Text("Hi").presentationBackground(.yellow).presentationDragIndicator(.visible))
        // 36 x 5 points, 5 points under the card's top (at y 10).
        let grabber = image.pixel(x: 100, y: 17)
        #expect(!isYellow(grabber))
        #expect(isYellow(image.pixel(x: 100, y: 25)) && isYellow(image.pixel(x: 60, y: 17)))
    }

    @Test func overlayRequestsAreKeptAndNothingIsHidden() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.blue.statusBarHidden().persistentSystemOverlays(.hidden)
        }
        #expect(host.graph.systemOverlayRequests == SystemOverlayRequests(statusBarHidden: true, persistentSystemOverlays: .hidden))
        let plain = HeadlessHost(size: CGSize(width: 100, height: 100)) { Color.blue }
        #expect(plain.graph.systemOverlayRequests == SystemOverlayRequests())
        // Inner wins.
        let inner = HeadlessHost(size: CGSize(width: 100, height: 100)) { Color.blue.statusBarHidden(false).statusBarHidden(true) }
        #expect(!inner.graph.systemOverlayRequests.statusBarHidden)
        #expect(host.render().pixel(x: 50, y: 2).b > 200)
    }
}
