import Foundation
import Lunapark
import Testing

/// The mesh background on pixels: the white centre vertex starts up and to the right and
/// drifts to the left edge over the 3 s ease, passing halfway at 1.5 s, then comes back.
@MainActor
struct MeshGradientBackgroundTests {
    /// How white the pixel at unit point (`x`, `y`) is: its smallest component.
    private func whiteness(_ image: RenderedImage, _ x: Double, _ y: Double) -> Int {
        let p = image.pixel(x: Int(x * Double(image.width)), y: Int(y * Double(image.height)))
        return Int(min(p.r, p.g, p.b))
    }

    @Test func theCentreVertexDriftsAndComesBack() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { MeshGradientBackground() }
        let start = host.render()
        #expect(whiteness(start, 0.78, 0.22) > 225)
        #expect(whiteness(start, 0.15, 0.5) < 200)
        host.advance(by: 1.5)
        let middle = host.render()
        // Halfway along the ease: the vertex at (0.45, 0.35).
        #expect(whiteness(middle, 0.45, 0.35) > 225)
        #expect(whiteness(middle, 0.78, 0.22) < whiteness(start, 0.78, 0.22) - 30)
        host.advance(by: 1.5)
        let end = host.render()
        #expect(whiteness(end, 0.12, 0.5) > 225)
        // Autoreversing: after another 3 s it is back where it began.
        host.advance(by: 3)
        #expect(whiteness(host.render(), 0.78, 0.22) > 225)
    }
}
