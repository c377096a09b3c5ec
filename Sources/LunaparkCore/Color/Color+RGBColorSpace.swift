import Foundation

extension Color {
    /// The colour space of the components given to `init(_:red:green:blue:opacity:)`
    /// (SwiftUI's `Color.RGBColorSpace`). Lunapark draws in sRGB, so colours in the
    /// other spaces are converted to (extended) sRGB when made; Display P3 colours
    /// outside sRGB's gamut get components outside 0...1, clamped when drawn.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB, the space of `Color(red:green:blue:)`.
        case sRGB
        /// sRGB primaries without the transfer function (linear light).
        case sRGBLinear
        /// Display P3 primaries with sRGB's transfer function, as Apple's displays use.
        case displayP3
    }

    /// A colour from components in `colorSpace`, each nominally in 0...1.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = ColorSpaceConversion.toSRGB(red, green, blue, from: colorSpace)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// A grey in `colorSpace`: `white` 0 is black, 1 white.
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }
}

/// Conversions of RGB components into gamma-encoded sRGB.
package enum ColorSpaceConversion {
    /// `red`, `green`, `blue` in `space`, as gamma-encoded sRGB components.
    package static func toSRGB(_ red: Double, _ green: Double, _ blue: Double,
                               from space: Color.RGBColorSpace) -> (Double, Double, Double) {
        switch space {
        case .sRGB:
            return (red, green, blue)
        case .sRGBLinear:
            return (srgbEncode(red), srgbEncode(green), srgbEncode(blue))
        case .displayP3:
            // Linear Display P3 -> linear sRGB, both D65: M = M(XYZ->sRGB) * M(P3->XYZ), the
            // primaries' matrices of IEC 61966-2-1 and SMPTE EG 432-1, multiplied out.
            let (r, g, b) = (srgbDecode(red), srgbDecode(green), srgbDecode(blue))
            return (srgbEncode(1.2249399 * r - 0.2249402 * g),
                    srgbEncode(-0.0420568 * r + 1.0420569 * g),
                    srgbEncode(-0.0196376 * r - 0.0786360 * g + 1.0982736 * b))
        }
    }

    /// The colour space an asset catalog names ("srgb", "display-p3", "extended-linear-srgb", ...).
    package static func toSRGB(_ red: Double, _ green: Double, _ blue: Double, from catalogSpace: String) -> (Double, Double, Double) {
        let space: Color.RGBColorSpace = catalogSpace.contains("p3") ? .displayP3
            : catalogSpace.contains("linear") ? .sRGBLinear : .sRGB
        return toSRGB(red, green, blue, from: space)
    }

    /// sRGB transfer function, IEC 61966-2-1, extended to negative values by symmetry.
    package static func srgbEncode(_ linear: Double) -> Double {
        Double(Color.Resolved.encode(Float(linear)))
    }

    /// Inverse of `srgbEncode`.
    package static func srgbDecode(_ encoded: Double) -> Double {
        Double(Color.Resolved.decode(Float(encoded)))
    }
}
