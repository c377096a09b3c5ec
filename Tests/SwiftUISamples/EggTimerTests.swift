import Foundation
import Lunapark
import Testing

/// The egg timer on the virtual clock (started from the wall clock's now, as the sample reads
/// `Date()`): after Start, the big timer counts down and the bar empties a sixth a minute.
@MainActor
struct EggTimerTests {
    private func strings(_ host: HeadlessHost) -> [String] {
        _ = host.render()
        return host.displayList.items.compactMap { item in
            guard case .drawing(let drawing) = item, case .text(let run) = drawing.content else { return nil }
            return run.string
        }
    }

    /// The longest run of the accent colour in one row: the bar's filled part.
    private func filled(_ image: RenderedImage) -> Int {
        (0..<image.height).map { y in
            (0..<image.width).filter { x in let p = image.pixel(x: x, y: y); return p.b > 200 && p.r < 60 && p.g < 160 }.count
        }.max() ?? 0
    }

    @Test func theTimerCountsDownAndTheBarEmpties() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 300), referenceDate: Date()) { EggTimer() }
        host.tap(at: CGPoint(x: 160, y: 150))
        host.advance(by: 0.1)
        let started = strings(host)
        #expect(started.contains("6:00") || started.contains("5:59"), "\(started)")
        let full = filled(host.render())
        host.advance(by: 60)
        let minuteLater = strings(host)
        #expect(minuteLater.contains("5:00") || minuteLater.contains("4:59"), "\(minuteLater)")
        let fiveSixths = filled(host.render())
        #expect(abs(Double(fiveSixths) / Double(full) - 5.0 / 6) < 0.05, "\(fiveSixths) of \(full)")
        #expect(minuteLater.contains { $0.hasPrefix("Started at ") })
        host.advance(by: 305)
        #expect(strings(host).contains("0:00"))
        #expect(filled(host.render()) < 8)
    }
}
