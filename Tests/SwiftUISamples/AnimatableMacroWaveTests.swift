import Foundation
import Lunapark
import Testing

/// The `@Animatable` wave: the macro's `animatableData` (phase and amplitude) is interpolated
/// frame by frame, so the surface passes through shapes neither end state has.
@MainActor
struct AnimatableMacroWaveTests {
    /// Color.teal (48, 176, 199) and its edges on white; not the blue button title's edges (b 255).
    private func isTeal(_ p: RGBA8) -> Bool { p.r < 90 && p.g > 140 && p.b > 160 && p.b < 230 }

    /// The wave's water line at column `x`: the first teal pixel from the top, or nil.
    private func surface(_ image: RenderedImage, x: Int) -> Int? {
        (0..<image.height).first { isTeal(image.pixel(x: x, y: $0)) }
    }

    @Test func thePhaseAndAmplitudeAnimateThroughTheMacrosAnimatableData() throws {
        let host = HeadlessHost(size: CGSize(width: 300, height: 260)) { WaveView() }
        // Calm: the lower half of the 240 x 160 frame is teal, under a flat surface at its middle.
        let calm = try #require(host.render().bounds(where: isTeal))
        #expect(abs(calm.width - 240) <= 1 && abs(calm.height - 80) <= 1)
        let left = Int(calm.minX), middle = Int(calm.minY)
        host.tap(at: CGPoint(x: calm.midX, y: calm.maxY + 18)) // the button, under the wave
        // Halfway through the ease in and out: phase π/2, amplitude 20; at the left edge the
        // surface is 20 * sin(π/2) = 20 points below the middle (it is at the middle at both ends).
        host.advance(by: 0.5)
        let halfway = host.render()
        let start = try #require(surface(halfway, x: left + 1))
        #expect(abs(start - (middle + 20)) <= 2)
        // A quarter wavelength (30 points) in: 20 * sin(π/2 + π/2) = 0, at the middle.
        #expect(abs((surface(halfway, x: left + 30) ?? 0) - middle) <= 2)
        host.advance(by: 1)
        // Phase π, amplitude 40: the crest 30 points in is 40 * sin(3π/2) = 40 points up.
        let rough = host.render()
        #expect(abs((surface(rough, x: left + 30) ?? 0) - (middle - 40)) <= 2)
        #expect(abs((surface(rough, x: left + 1) ?? 0) - middle) <= 3)
    }
}
