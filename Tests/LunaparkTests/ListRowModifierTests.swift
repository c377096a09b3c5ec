import Foundation
import Lunapark
import Testing

/// `listRowInsets`, `listRowSeparator` and `listRowBackground` on pixels, in the plain list
/// style (rows of at least 44 points, content 20 points in, hairlines from x = 20).
@MainActor
struct ListRowModifierTests {
    private struct Rows: View {
        var body: some View {
            List {
                Color.red.frame(width: 50, height: 20)
                    .listRowInsets(EdgeInsets(top: 0, leading: 60, bottom: 0, trailing: 0))
                Color.red.frame(width: 50, height: 20)
                    .listRowSeparator(.hidden, edges: .bottom)
                Color.red.frame(width: 50, height: 20)
                    .listRowBackground(Color.yellow)
                Color.red.frame(width: 50, height: 20)
                    .listRowSeparator(.hidden)
                Color.red.frame(width: 50, height: 20)
            }
            .listStyle(.plain)
        }
    }

    /// True where the pixel is the plain style's grey hairline.
    private func isHairline(_ image: RenderedImage, x: Int, y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 180 && p.r < 240 && abs(Int(p.r) - Int(p.b)) < 20
    }

    /// True where the pixel is yellow.
    private func isYellow(_ image: RenderedImage, x: Int, y: Int) -> Bool {
        let p = image.pixel(x: x, y: y)
        return p.r > 200 && p.g > 180 && p.b < 80
    }

    @Test func rowModifiersSetInsetsSeparatorsAndBackgrounds() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Rows() }
        let image = host.render()
        // Row 0 (0...44): its content 60 points in, not 20.
        #expect(image.isRed(65, 22) && !image.isRed(25, 22))
        // Row 1 (44...88) starts at the default 20 points.
        #expect(image.isRed(25, 66))
        // The hairline under row 0 is drawn; row 1 hides its bottom one.
        #expect(isHairline(image, x: 150, y: 43))
        #expect(!isHairline(image, x: 150, y: 87))
        // Row 2 (88...132): yellow across the whole row, insets included, the content on top.
        #expect(isYellow(image, x: 5, y: 92) && isYellow(image, x: 195, y: 128))
        #expect(image.isRed(25, 110))
        // Under row 2 the hairline is hidden by row 3's hidden top edge; under row 3 by its bottom.
        #expect(!isHairline(image, x: 150, y: 131))
        #expect(!isHairline(image, x: 150, y: 175))
        // Rows without the modifiers keep the white background.
        #expect(image.isWhite(150, 66) && image.isWhite(150, 154))
    }

    @Test func aRowBackgroundIsNotDrawnOutsideAList() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red.frame(width: 20, height: 20).listRowBackground(Color.yellow)
        }
        let image = host.render()
        #expect(image.isRed(50, 50))
        #expect(image.isWhite(10, 10) && image.isWhite(50, 35))
    }
}
