import Foundation
import LunaparkCore

/// The panel a `ColorPicker` opens, 16 points inside its edges: "Colors" and a
/// Done button with a swatch of the chosen colour in a 32-point row, 16 points
/// above a spectrum (iOS's Spectrum tab; iOS also has Grid and Sliders tabs,
/// Lunapark only this one) and an opacity slider when the picker supports
/// opacity. It fits the medium detent of a sheet, where iOS opens its panel.
///
/// The spectrum is 168 points tall, as wide as the panel, corner radius 8:
/// the hue runs from red at the leading edge through the spectrum to red at
/// the trailing edge; from the top to the middle the saturation rises from 0
/// (white) to 1 at full brightness, and from the middle to the bottom the
/// brightness falls to 0 (black) at full saturation. A press or drag in it
/// writes `Color(hue:saturation:brightness:opacity:)` of the point under the
/// pointer, keeping the opacity, at every move; a white ring marks the chosen
/// colour. The drawn gradients blend in linear light like Lunapark's other
/// gradients, so a pixel may differ slightly from the colour written there.
struct _ColorPickerPanel: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    @Environment(\.dismiss) private var dismiss

    static var spectrumHeight: CGFloat { 168 }

    var body: some View {
        let hsb = HSBColor(selection.wrappedValue)
        return VStack(alignment: .leading, spacing: 16) {
            HStack(spacing: 12) {
                Text("Colors").font(.headline)
                Spacer()
                RoundedRectangle(cornerRadius: 6).fill(selection.wrappedValue)
                    .frame(width: 40, height: 28)
                    .background(RoundedRectangle(cornerRadius: 6).strokeBorder(Color(white: 0.85), lineWidth: 1))
                Button("Done") { dismiss() }.fontWeight(.semibold)
            }
            .frame(height: 32)
            spectrum(hsb)
            if supportsOpacity {
                _ColorOpacitySlider(selection: selection, hsb: hsb)
            }
            Spacer(minLength: 0)
        }
        .padding(16)
    }

    private func spectrum(_ hsb: HSBColor) -> some View {
        let selection = self.selection
        let opacity = supportsOpacity ? hsb.opacity : 1
        return GeometryReader { proxy in
            let size = proxy.size
            ZStack(alignment: .topLeading) {
                LinearGradient(colors: _ColorWell.spectrum, startPoint: .leading, endPoint: .trailing)
                LinearGradient(stops: [.init(color: .white, location: 0), .init(color: Color.white.opacity(0), location: 0.5),
                                       .init(color: Color.black.opacity(0), location: 0.5), .init(color: .black, location: 1)],
                               startPoint: .top, endPoint: .bottom)
                Circle().strokeBorder(Color.white, lineWidth: 3)
                    .shadow(color: Color(white: 0, opacity: 0.3), radius: 2)
                    .frame(width: 24, height: 24)
                    .offset(x: hsb.spectrumPoint.x * size.width - 12, y: hsb.spectrumPoint.y * size.height - 12)
            }
            .clipShape(RoundedRectangle(cornerRadius: 8))
            .contentShape(Rectangle())
            .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                let u = min(1, max(0, drag.location.x / max(1, size.width)))
                let v = min(1, max(0, drag.location.y / max(1, size.height)))
                selection.wrappedValue = HSBColor(spectrumPoint: CGPoint(x: u, y: v), opacity: opacity).color
            })
        }
        .frame(height: Self.spectrumHeight)
    }
}

/// The opacity slider of the colour panel: "OPACITY" and the percentage in
/// the caption font (a 16-point row, 6 points above the track), a 28-point capsule track from the clear to the opaque
/// colour over white 0.9, and a 28-point white thumb at the opacity. A press
/// or drag on the track writes the opacity under the pointer (the thumb's
/// centre travels between 14 points from each end).
struct _ColorOpacitySlider: View {
    let selection: Binding<Color>
    let hsb: HSBColor

    var body: some View {
        let selection = self.selection
        let hsb = self.hsb
        let opaque = HSBColor(hue: hsb.hue, saturation: hsb.saturation, brightness: hsb.brightness, opacity: 1).color
        return VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text("OPACITY")
                Spacer()
                Text("\(Int((hsb.opacity * 100).rounded()))%")
            }
            .font(.caption)
            .foregroundStyle(Color.gray)
            .frame(height: 16)
            GeometryReader { proxy in
                let width = proxy.size.width
                ZStack(alignment: .leading) {
                    Capsule().fill(Color(white: 0.9))
                    Capsule().fill(LinearGradient(colors: [opaque.opacity(0), opaque], startPoint: .leading, endPoint: .trailing))
                    Circle().fill(Color.white)
                        .shadow(color: Color(white: 0, opacity: 0.25), radius: 2, y: 1)
                        .frame(width: 28, height: 28)
                        .offset(x: (width - 28) * hsb.opacity)
                }
                .contentShape(Rectangle())
                .gesture(DragGesture(minimumDistance: 0).onChanged { drag in
                    let opacity = min(1, max(0, (drag.location.x - 14) / max(1, width - 28)))
                    var chosen = hsb
                    chosen.opacity = opacity
                    selection.wrappedValue = chosen.color
                })
            }
            .frame(height: 28)
        }
    }
}

/// A colour as hue, saturation, brightness (each 0...1) and opacity, from the sRGB
/// components of the light appearance (the usual hexcone formulas).
struct HSBColor {
    var hue: Double
    var saturation: Double
    var brightness: Double
    var opacity: Double

    init(hue: Double, saturation: Double, brightness: Double, opacity: Double) {
        (self.hue, self.saturation, self.brightness, self.opacity) = (hue, saturation, brightness, opacity)
    }

    init(_ color: Color) {
        let c = color.resolved
        let r = Double(min(1, max(0, c.red))), g = Double(min(1, max(0, c.green))), b = Double(min(1, max(0, c.blue)))
        let maximum = max(r, g, b), minimum = min(r, g, b), delta = maximum - minimum
        var h = 0.0
        if delta > 0 {
            if maximum == r { h = ((g - b) / delta).truncatingRemainder(dividingBy: 6) }
            else if maximum == g { h = (b - r) / delta + 2 }
            else { h = (r - g) / delta + 4 }
            h /= 6
            if h < 0 { h += 1 }
        }
        self.init(hue: h, saturation: maximum > 0 ? delta / maximum : 0, brightness: maximum,
                  opacity: Double(min(1, max(0, c.opacity))))
    }

    /// The colour at a point of the spectrum (0...1 each way; see `_ColorPickerPanel`).
    init(spectrumPoint p: CGPoint, opacity: Double) {
        let v = Double(p.y)
        self.init(hue: Double(p.x), saturation: min(1, 2 * v), brightness: min(1, 2 - 2 * v), opacity: opacity)
    }

    /// Where this colour lies on the spectrum (a colour neither fully saturated nor fully bright
    /// is shown at its saturation's height in the upper half).
    var spectrumPoint: CGPoint {
        let y = brightness < 1 && saturation >= 0.999 ? 1 - brightness / 2 : saturation / 2
        return CGPoint(x: hue, y: y)
    }

    var color: Color { Color(hue: hue, saturation: saturation, brightness: brightness, opacity: opacity) }
}
