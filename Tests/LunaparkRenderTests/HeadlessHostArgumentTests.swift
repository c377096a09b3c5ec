import Foundation
import LunaparkCore
import LunaparkGraph
@testable import LunaparkRender
import Testing

/// `HeadlessHost` with arguments it cannot use as given: it never traps or hangs; it uses the
/// nearest values it can, as documented, and reports each correction once.
@MainActor
struct HeadlessHostArgumentTests {
    /// A host drawing a red square, collecting its diagnostics.
    @MainActor final class Probe {
        var diagnostics: [String] = []
        let host: HeadlessHost
        init(size: CGSize = CGSize(width: 40, height: 30), frameRate: Double = 60, scale: CGFloat = 1) {
            host = HeadlessHost(size: size, frameRate: frameRate, scale: scale) {
                Color.red.frame(width: 10, height: 10)
            }
            // The initializer's own corrections went to standard error; later ones come here.
            host.graph.diagnosticHandler = { [unowned self] in diagnostics.append($0) }
        }
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, -1, 1e9, 1e300, .greatestFiniteMagnitude])
    func advanceByWhatCannotBeSimulatedMovesNoTimeAndIsReported(seconds: Double) {
        let probe = Probe()
        probe.host.advance(by: 0.5)
        probe.host.advance(by: seconds)
        #expect(probe.host.time == 0.5)
        #expect(probe.diagnostics.count == 1 && probe.diagnostics[0].hasPrefix("HeadlessHost.advance(by:"), "\(probe.diagnostics)")
        probe.host.advance(by: 0.5)
        #expect(probe.host.time == 1)
    }

    /// One frame more than `maximumFramesPerAdvance` is refused; less is simulated.
    @Test func theLimitIsAFrameCount() {
        let probe = Probe(frameRate: 1)
        probe.host.advance(by: Double(HeadlessHost.maximumFramesPerAdvance) + 1)
        #expect(probe.host.time == 0)
        #expect(probe.diagnostics.count == 1)
        probe.host.advance(by: 600)
        #expect(probe.host.time == 600)
        #expect(probe.diagnostics.count == 1)
    }

    @Test(arguments: [Double.nan, 0, -60, .infinity])
    func aFrameRateThatIsNotPositiveAndFiniteBecomes60(rate: Double) {
        let probe = Probe(frameRate: rate)
        #expect(probe.host.frameRate == 60)
        probe.host.advanceFrame()
        #expect(abs(probe.host.time - 1.0 / 60) < 1e-12)
    }

    @Test(arguments: [CGFloat.nan, 0, -2, .infinity])
    func aScaleThatIsNotPositiveAndFiniteBecomes1(scale: CGFloat) {
        let probe = Probe(scale: scale)
        #expect(probe.host.scale == 1)
        let image = probe.host.render()
        #expect(image.width == 40 && image.height == 30)
    }

    @Test func aViewportSideThatIsNotANumberOrNegativeIs0AndAnInfiniteOneTheMaximum() {
        let probe = Probe(size: CGSize(width: CGFloat.nan, height: -5))
        #expect(probe.host.graph.viewportSize == .zero)
        #expect(probe.host.render().width == 1)
        probe.host.resize(to: CGSize(width: CGFloat.infinity, height: 10))
        #expect(probe.host.graph.viewportSize == CGSize(width: HeadlessHost.maximumViewportDimension, height: 10))
        #expect(probe.diagnostics.count == 1, "\(probe.diagnostics)")
    }

    /// 30,000 x 8 points at scale 2 is wider than one cairo image: rendered whole at the scale
    /// that fits (32767 / 30000), so the red band still reaches the right edge.
    @Test func aViewportLargerThanOneImageIsRenderedWholeAtASmallerScale() {
        let host = HeadlessHost(size: CGSize(width: 30_000, height: 8), scale: 2) {
            Color.red.frame(width: 30_000, height: 8)
        }
        var diagnostics: [String] = []
        host.graph.diagnosticHandler = { diagnostics.append($0) }
        let image = host.render()
        #expect(image.width == RenderTarget.maximumPixelDimension)
        #expect(image.height == Int((8 * 32_767.0 / 30_000).rounded()))
        let edge = image.pixel(x: image.width - 2, y: 3)
        #expect(edge.r > 200 && edge.g < 100, "\(edge)")
        #expect(diagnostics.count == 1 && diagnostics[0].contains("rendering at scale"), "\(diagnostics)")
    }

    @Test(arguments: [Double.nan, -1, .infinity, 1e12])
    func dragWithADurationItCannotUseStillEnds(duration: Double) {
        let probe = Probe(frameRate: 1000)
        probe.host.drag(from: CGPoint(x: 1, y: 1), to: CGPoint(x: 20, y: 20), duration: duration)
        #expect(probe.host.time <= Double(HeadlessHost.maximumFramesPerAdvance + 1) / 1000 + 1e-9)
        #expect(probe.diagnostics.count == 1, "\(probe.diagnostics)")
    }

    @Test func renderTargetsOutsideTheLimitsAreRefused() {
        #expect(RenderTarget.fits(pixelWidth: 16_384, pixelHeight: 16_384))
        #expect(!RenderTarget.fits(pixelWidth: 32_768, pixelHeight: 1))
        #expect(!RenderTarget.fits(pixelWidth: 20_000, pixelHeight: 20_000))
        #expect(!RenderTarget.fits(pixelWidth: 0, pixelHeight: 10))
        #expect(throws: RenderError.self) { try RenderTarget(pixelWidth: 10, pixelHeight: 10, scale: .nan) }
        #expect(throws: RenderError.self) { try RenderTarget(pixelWidth: 80_000, pixelHeight: 80_000) }
    }
}
