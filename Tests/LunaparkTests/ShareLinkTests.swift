import Foundation
import Lunapark
import Testing

/// The URLs a test's `openURL` action was given.
@MainActor private final class OpenedURLs {
    var urls: [URL] = []
}

@MainActor
struct ShareLinkTests {
    private func isAccent(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }

    /// `link` at the top-leading corner of a 320 x 400 host, in a 44-point row, with an
    /// `openURL` action recording into `opened`.
    private func host<Link: View>(_ opened: OpenedURLs, @ViewBuilder _ link: () -> Link) -> HeadlessHost {
        let content = link()
        return HeadlessHost(size: CGSize(width: 320, height: 400)) {
            VStack(alignment: .leading) {
                content.frame(height: 44)
                Spacer()
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .environment(\.openURL, OpenURLAction { opened.urls.append($0); return .handled })
        }
    }

    @Test func theDefaultLabelIsTheShareSymbolAndTitleInTheAccentColour() {
        let image = host(OpenedURLs()) { ShareLink(item: URL(string: "https://example.com")!) }.render()
        let accent = image.countPixels(in: CGRect(x: 0, y: 0, width: 160, height: 44), where: isAccent)
        #expect(accent > 60)
    }

    @Test func copyPutsTheURLOnTheClipboard() {
        let opened = OpenedURLs()
        let link = host(opened) { ShareLink("Share", item: URL(string: "https://example.com/a")!) }
        link.tap(at: CGPoint(x: 20, y: 22))
        link.advance(by: 1)
        #expect(link.graph.isPresenting)
        // The menu card: 8 points under the link, rows 44 points tall ("Copy", then "Open").
        link.tap(at: CGPoint(x: 100, y: 44 + 8 + 22))
        #expect(link.clipboardText == "https://example.com/a")
        #expect(opened.urls.isEmpty)
        link.advance(by: 1)
        #expect(!link.graph.isPresenting)
    }

    @Test func openOpensTheURLThroughTheEnvironmentsAction() {
        let opened = OpenedURLs()
        let link = host(opened) { ShareLink(item: URL(string: "https://example.com/b")!) { Text("Send") } }
        link.tap(at: CGPoint(x: 20, y: 22))
        link.advance(by: 1)
        link.tap(at: CGPoint(x: 100, y: 44 + 8 + 44 + 22))
        #expect(opened.urls == [URL(string: "https://example.com/b")!])
        #expect(link.clipboardText == nil)
    }

    @Test func textItemsAreCopiedOnePerLineAndHaveNoOpenRow() {
        let opened = OpenedURLs()
        let link = host(opened) {
            ShareLink(items: ["first", "second"]) { Text("Share both") }
        }
        link.tap(at: CGPoint(x: 20, y: 22))
        link.advance(by: 1)
        let open = link.render()
        // One row only: nothing under the first row's card.
        let secondRow = open.countPixels(in: CGRect(x: 20, y: 44 + 8 + 50, width: 200, height: 30)) { Int($0.r) + Int($0.g) + Int($0.b) < 300 }
        #expect(secondRow == 0)
        link.tap(at: CGPoint(x: 100, y: 44 + 8 + 22))
        #expect(link.clipboardText == "first\nsecond")
    }

    @Test func anItemWithoutTextIsDimmedAndDoesNothing() {
        let link = host(OpenedURLs()) {
            ShareLink(item: Image(systemName: "star"), preview: SharePreview("Star", image: Image(systemName: "star")))
        }
        link.tap(at: CGPoint(x: 20, y: 22))
        link.advance(by: 1)
        #expect(!link.graph.isPresenting)
    }
}

extension RenderedImage {
    /// The pixels in `rect` (clipped to the image) for which `test` holds.
    fileprivate func countPixels(in rect: CGRect, where test: (RGBA8) -> Bool) -> Int {
        let xs = max(0, Int(rect.minX))..<min(width, Int(rect.maxX))
        let ys = max(0, Int(rect.minY))..<min(height, Int(rect.maxY))
        guard !xs.isEmpty, !ys.isEmpty else { return 0 }
        return ys.reduce(0) { n, y in n + xs.filter { test(pixel(x: $0, y: y)) }.count }
    }
}
