import Foundation
import Lunapark
import Testing

/// The wave header: its fill comes from the samples' Assets.xcassets (found from the
/// package folder the tests run in), the wave moves without a body evaluation per
/// frame, and the sheet closes through `presentationMode`.
@MainActor
struct WaveHeaderTests {
    /// BrandPrimary's light value: (0.95, 0.35, 0.20), 8-bit (242, 89, 51).
    private func isBrand(_ p: RGBA8) -> Bool { abs(Int(p.r) - 242) < 6 && abs(Int(p.g) - 89) < 6 && abs(Int(p.b) - 51) < 6 }

    @Test func theWaveIsFilledWithTheCatalogsColourAndRisesWhenTapped() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 160), background: .white) { WaveHeader() }
        // The header is 160 points tall, the wave's frame y 0...120, its middle y 60. At rest
        // (offset -20) the left end is 20 points below the middle, y 80: brand at (2, 85), white at (2, 75).
        let low = host.render()
        #expect(isBrand(low.pixel(x: 2, y: 85)), "\(low.pixel(x: 2, y: 85))")
        #expect(low.pixel(x: 2, y: 75) == RGBA8(r: 255, g: 255, b: 255, a: 255), "\(low.pixel(x: 2, y: 75))")
        host.tap(at: CGPoint(x: 100, y: 110))
        host.advance(by: 0.5)
        let bodies = host.graph.statistics.bodyEvaluations
        host.advance(by: 0.2)
        #expect(host.graph.statistics.bodyEvaluations == bodies, "no body evaluations while the wave moves")
        host.advance(by: 0.5)
        // Raised (offset 20): the left end is 20 points above the middle, y 40.
        let high = host.render()
        #expect(isBrand(high.pixel(x: 2, y: 45)), "\(high.pixel(x: 2, y: 45))")
    }

    @Test func theSheetClosesThroughPresentationMode() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { WaveHeader() }
        // The 160-point header is centred in 400: the Settings button is y 240...280.
        host.tap(at: CGPoint(x: 100, y: 260))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
        // The sheet's background is the brand colour; its white spinner sits above the Done button.
        let sheet = host.render()
        #expect(isBrand(sheet.pixel(x: 20, y: 300)), "\(sheet.pixel(x: 20, y: 300))")
        // The Done label is the blue (accent) ink on the sheet.
        let blueRows = (0..<400).filter { y in (60..<140).contains { x in
            let p = sheet.pixel(x: x, y: y); return Int(p.b) > Int(p.r) + 80 } }
        guard let top = blueRows.first, let bottom = blueRows.last else { Issue.record("no Done label"); return }
        host.tap(at: CGPoint(x: 100, y: Double(top + bottom) / 2))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
    }
}
