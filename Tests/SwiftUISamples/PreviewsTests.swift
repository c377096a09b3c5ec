import Foundation
import Lunapark
import Testing

/// The samples' previews: `PreviewProvider` and `#Preview` compile with only the import changed
/// (this target would not build otherwise, `#Preview` bodies included: FavoriteToggle.swift,
/// LoadingSpinner.swift), and what they declare are views like any other.
@MainActor
struct PreviewsTests {
    /// Pixels that are the springy button's purple.
    private func purplePixels(_ image: RenderedImage) -> Int {
        image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { $0.r > 120 && $0.b > 180 && $0.g < 120 }
    }

    @Test func aPreviewProvidersPreviewsAreItsViewsWithThePreviewModifiersChangingNothing() {
        let previews = HeadlessHost(size: CGSize(width: 300, height: 400)) { SpringyButtonDemo_Previews.previews }
        let plain = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            Group {
                SpringyButtonDemo()
                SpringyButtonDemo().preferredColorScheme(.dark)
            }
        }
        let drawn = previews.render()
        #expect(purplePixels(drawn) > 1_000, "both buttons drawn")
        #expect(drawn.pixels == plain.render().pixels, "previewLayout, previewDevice and previewDisplayName draw nothing")
        #expect(SpringyButtonDemo_Previews.platform == nil)
    }

    @Test func aPreviewMakesItsViewAndKeepsItsNameAndTraits() {
        let preview = Preview("Favorite", traits: .landscapeLeft, .sizeThatFitsLayout) {
            FavoriteToggle(isFavorite: .constant(true))
        }
        #expect(preview.displayName == "Favorite")
        #expect(preview.traits.map(\.orientation) == [.landscapeLeft, nil])
        #expect(preview.layout == .sizeThatFits)
        #expect(Preview { Text("a") }.layout == .device)
        let host = HeadlessHost(size: CGSize(width: 120, height: 120)) { preview.makeView() }
        let image = host.render()
        let red = image.pixels(in: CGRect(x: 0, y: 0, width: image.width, height: image.height)) { $0.r > 200 && $0.g < 80 && $0.b < 80 }
        #expect(red > 200, "the filled red heart: \(red) pixels")
    }
}
