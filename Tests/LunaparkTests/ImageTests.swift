import Foundation
import Lunapark
import XCTest

/// `Image("name")` from an assets folder: drawn at its own size, scaled when resizable,
/// and a missing file reported in one line with a grey box in its place.
@MainActor
final class ImageTests: XCTestCase {
    private func makeAssets() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-images-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // A 4x2-pixel PNG, all red, made by the renderer itself.
        let renderer = CairoRenderer()
        let list = DisplayList(items: [.drawing(DisplayList.Drawing(
            id: DisplayID(1), version: 1, bounds: CGRect(x: 0, y: 0, width: 4, height: 2),
            content: .fill(Path(CGRect(x: 0, y: 0, width: 4, height: 2)), .color(Color.red.resolved), FillStyle())))])
        try renderer.renderImage(list, pixelWidth: 4, pixelHeight: 2).writePNG(to: folder.appendingPathComponent("red.png"))
        try Data("not a png".utf8).write(to: folder.appendingPathComponent("corrupt.png"))
        return folder
    }

    /// Diagnostics the graph reported.
    private final class Messages { var lines: [String] = [] }

    private func graph<V: View>(_ folder: URL, _ view: V) -> (ViewGraph, Messages) {
        let engine = PangoTextEngine()
        let messages = Messages()
        let g = ViewGraph(size: CGSize(width: 100, height: 100), textMeasurer: PangoTextMeasurer(engine: engine),
                          content: EmptyView())
        g.diagnosticHandler = { messages.lines.append($0) }
        g.imageLoader = AssetImageLoader(folder: folder)
        g.setRootView(view)
        _ = g.frame(at: 0)
        return (g, messages)
    }

    private func imageDrawing(_ list: DisplayList) -> DisplayList.Drawing? {
        for item in list.items {
            if case .drawing(let d) = item, case .image = d.content { return d }
        }
        return nil
    }

    func testNamedImageDrawsAtItsOwnSize() async throws {
        let folder = try makeAssets()
        let (g, messages) = graph(folder, Image("red"))
        let list = g.frame(at: 0)
        let drawing = try XCTUnwrap(imageDrawing(list))
        XCTAssertEqual(drawing.bounds.size, CGSize(width: 4, height: 2))
        XCTAssertTrue(messages.lines.isEmpty, "\(messages.lines)")
    }

    func testResizableImageFillsItsFrame() async throws {
        let folder = try makeAssets()
        let (g, _) = graph(folder, Image("red").resizable().frame(width: 40, height: 30))
        let drawing = try XCTUnwrap(imageDrawing(g.frame(at: 0)))
        XCTAssertEqual(drawing.bounds.size, CGSize(width: 40, height: 30))
    }

    func testMissingAndCorruptFilesAreReportedOnceAndDrawAGreyBox() async throws {
        let folder = try makeAssets()
        let (g, messages) = graph(folder, VStack { Image("nowhere"); Image("corrupt") })
        _ = g.frame(at: 1.0 / 60)
        XCTAssertEqual(messages.lines.count, 2, "\(messages.lines)")
        guard messages.lines.count == 2 else { return }
        XCTAssertTrue(messages.lines.allSatisfy { !$0.contains("\n") }, "one line each")
        XCTAssertTrue(messages.lines[0].contains("nowhere.png"), messages.lines[0])
        XCTAssertTrue(messages.lines[1].contains("corrupt.png"), messages.lines[1])
        XCTAssertNil(imageDrawing(g.frame(at: 2.0 / 60)), "no bitmap to draw: grey boxes instead")
    }
}
