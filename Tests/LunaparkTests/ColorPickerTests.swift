import Foundation
import Lunapark
@testable import LunaparkGraph
import Testing

/// The last colour a picker under test wrote.
@MainActor private final class ColorRecord {
    var color: Color?
    var cgColor: CGColor?
}

/// The colour panel over a colour that starts at `start`, filling a 300 x 400 host.
private struct PanelHost: View {
    let start: Color
    let supportsOpacity: Bool
    let record: ColorRecord
    @State private var color: Color?

    var body: some View {
        _ColorPickerPanel(selection: Binding(get: { color ?? start }, set: { color = $0; record.color = $0 }),
                          supportsOpacity: supportsOpacity)
    }
}

@MainActor
struct ColorPickerTests {
    /// The spectrum: 16 points inside the panel, under the 32-point header and a 16-point gap.
    private let spectrum = CGRect(x: 16, y: 64, width: 268, height: 168)

    private func expectColor(_ color: Color?, _ r: Double, _ g: Double, _ b: Double, _ a: Double = 1,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        guard let c = color?.resolved else { Issue.record("no colour written", sourceLocation: sourceLocation); return }
        let ok = abs(Double(c.red) - r) < 0.02 && abs(Double(c.green) - g) < 0.02 && abs(Double(c.blue) - b) < 0.02
            && abs(Double(c.opacity) - a) < 0.02
        #expect(ok, "\(c) is not (\(r), \(g), \(b), \(a))", sourceLocation: sourceLocation)
    }

    private func point(_ u: CGFloat, _ v: CGFloat) -> CGPoint {
        CGPoint(x: spectrum.minX + u * spectrum.width, y: spectrum.minY + v * spectrum.height)
    }

    @Test func draggingOnTheSpectrumWritesTheColourUnderThePointer() {
        let record = ColorRecord()
        let host = HeadlessHost(size: CGSize(width: 300, height: 480)) {
            PanelHost(start: Color(red: 1, green: 0, blue: 0, opacity: 0.5), supportsOpacity: true, record: record)
        }
        // A quarter down: hue 0.5 (cyan) at saturation 0.5, full brightness; the opacity kept.
        host.press(at: point(0.5, 0.25))
        host.advanceFrame()
        expectColor(record.color, 0.5, 1, 1, 0.5)
        // Moving on writes again: three quarters down, half the brightness.
        host.movePressed(to: point(0.5, 0.75))
        host.advanceFrame()
        expectColor(record.color, 0, 0.5, 0.5, 0.5)
        host.release(at: point(0.5, 0.75))
        // The spectrum is drawn there in about that colour (gradients blend in linear light).
        let image = host.render()
        let p = image.pixel(x: Int(point(0.3, 0.5).x), y: Int(point(0.3, 0.5).y))
        #expect(p.g > 200 && p.r < 120, "hue 0.3 is green: \(p)")
    }

    @Test func theOpacitySliderWritesTheOpacity() {
        let record = ColorRecord()
        let host = HeadlessHost(size: CGSize(width: 300, height: 480)) {
            PanelHost(start: Color(red: 0, green: 0, blue: 1), supportsOpacity: true, record: record)
        }
        // The track: 16 points under the spectrum, a 16-point caption row and 6 points lower, 28 tall;
        // the thumb's centre travels from 14 points inside each end.
        let y = spectrum.maxY + 16 + 16 + 6 + 14
        host.tap(at: CGPoint(x: 16 + 14 + 0.25 * (268 - 28), y: y))
        expectColor(record.color, 0, 0, 1, 0.25)
    }

    @Test func withoutOpacityThereIsNoSliderAndColoursAreOpaque() {
        let record = ColorRecord()
        let host = HeadlessHost(size: CGSize(width: 300, height: 480)) {
            PanelHost(start: Color(red: 0, green: 0, blue: 1, opacity: 0.3), supportsOpacity: false, record: record)
        }
        let y = spectrum.maxY + 16 + 16 + 6 + 14
        host.tap(at: CGPoint(x: 150, y: y))
        #expect(record.color == nil)
        host.tap(at: point(0, 0.5))
        expectColor(record.color, 1, 0, 0, 1)
    }

    @Test func theWellShowsTheColourAndOpensThePanel() {
        let record = ColorRecord()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            VStack {
                ColorPicker("Tint", selection: Binding(get: { record.color ?? Color(red: 1, green: 0, blue: 0) },
                                                       set: { record.color = $0 }))
                Spacer()
            }
        }
        let closed = host.render()
        // The well's centre (14 points from the trailing edge of the 28-point row) is the colour.
        #expect(closed.isRed(286, 14))
        host.tap(at: CGPoint(x: 286, y: 14))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
        // The spectrum's cyan column is on screen.
        let open = host.render()
        let cyan = (0..<400).filter { y in
            let p = open.pixel(x: 150, y: y)
            return p.r < 80 && p.g > 180 && p.b > 180
        }.count
        #expect(cyan > 10)
    }

    @Test func aCGColorBindingGetsSRGBComponents() {
        let record = ColorRecord()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) {
            VStack {
                ColorPicker("Tint", selection: Binding(get: { record.cgColor ?? CGColor(red: 0, green: 0, blue: 1, alpha: 1) },
                                                       set: { record.cgColor = $0 }), supportsOpacity: false)
                Spacer()
            }
        }
        #expect(host.render().pixel(x: 286, y: 14).b > 200)
        host.tap(at: CGPoint(x: 286, y: 14))
        host.advance(by: 1)
        // Find the spectrum's top-left (red at full brightness, under white) and tap its middle row start.
        let image = host.render()
        let rows = (0..<400).filter { y in
            let p = image.pixel(x: 150, y: y)
            return p.r < 80 && p.g > 180 && p.b > 180
        }
        guard let middle = rows.isEmpty ? nil : rows[rows.count / 2] else { Issue.record("no spectrum"); return }
        host.tap(at: CGPoint(x: 150, y: CGFloat(middle)))
        let components = record.cgColor?.components ?? []
        #expect(components.count == 4)
        #expect(components.count == 4 && components[0] < 0.15 && components[1] > 0.85 && components[2] > 0.85 && components[3] == 1)
    }
}
