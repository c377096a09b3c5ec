import Foundation
import Lunapark
import Testing

/// A ported app's `Assets.xcassets`: `Color("name")` and `Image("name")` drawn from its
/// colour sets and image sets on `HeadlessHost`.
@MainActor
@Suite struct AssetCatalogDrawingTests {
    /// A catalog folder with a 2x image set (8x4 pixels, all red: 4x2 points) and an adaptive colour set.
    private func makeCatalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-xcassets-\(UUID().uuidString)")
        let imageSet = root.appendingPathComponent("Assets.xcassets/badge.imageset")
        try FileManager.default.createDirectory(at: imageSet, withIntermediateDirectories: true)
        try Data(#"{"images":[{"idiom":"universal","scale":"1x"},{"idiom":"universal","filename":"badge@2x.png","scale":"2x"}]}"#.utf8)
            .write(to: imageSet.appendingPathComponent("Contents.json"))
        let red = HeadlessHost(size: CGSize(width: 8, height: 4), imageLoader: nil) { Color(red: 1, green: 0, blue: 0) }.render()
        try red.writePNG(to: imageSet.appendingPathComponent("badge@2x.png"))
        let colorSet = root.appendingPathComponent("Assets.xcassets/DrawingTestInk.colorset")
        try FileManager.default.createDirectory(at: colorSet, withIntermediateDirectories: true)
        let json = #"{"colors":[{"color":{"color-space":"srgb","components":{"red":"0.000","green":"0.000","blue":"1.000","alpha":"1.000"}},"idiom":"universal"},"#
            + #"{"appearances":[{"appearance":"luminosity","value":"dark"}],"color":{"color-space":"srgb","components":{"red":"255","green":"0","blue":"0","alpha":"1.000"}},"idiom":"universal"}]}"#
        try Data(json.utf8).write(to: colorSet.appendingPathComponent("Contents.json"))
        return root
    }

    @Test func aTwoXImageSetIsDrawnAtHalfItsPixelSize() throws {
        let catalog = AssetCatalog()
        catalog.search([try makeCatalog()])
        let noFolder = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-no-images-\(UUID().uuidString)")
        let host = HeadlessHost(size: CGSize(width: 20, height: 20), background: .white,
                                imageLoader: AssetImageLoader(folder: noFolder, catalog: catalog)) {
            Image("badge").frame(width: 20, height: 20, alignment: .topLeading)
        }
        let image = host.render()
        // 8x4 pixels at 2x: 4x2 points from the top-left corner.
        #expect(image.isRed(0, 0) && image.isRed(3, 1))
        #expect(image.isWhite(4, 0) && image.isWhite(0, 2))
    }

    @Test func anAdaptiveColourSetFollowsTheColorScheme() throws {
        AssetCatalog.shared.search([try makeCatalog()])
        func render(_ scheme: ColorScheme) -> RenderedImage {
            HeadlessHost(size: CGSize(width: 10, height: 10)) {
                Color("DrawingTestInk").environment(\.colorScheme, scheme)
            }.render()
        }
        let light = render(.light).pixel(x: 5, y: 5), dark = render(.dark).pixel(x: 5, y: 5)
        #expect(light.b > 240 && light.r < 10)
        #expect(dark.r > 240 && dark.b < 10)
    }
}
