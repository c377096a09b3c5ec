import Foundation
import LunaparkCore

extension Gradient {
    /// The space a gradient's colours are interpolated in (SwiftUI's `Gradient.ColorSpace`, iOS 18).
    ///
    /// In Lunapark only `MeshGradient` takes one; `Gradient.colorSpace(_:)` is not provided.
    public struct ColorSpace: Hashable, Sendable {
        enum Storage: Hashable, Sendable { case device, perceptual }
        let storage: Storage

        /// Interpolates the device's gamma-encoded sRGB components, as cairo blends colours.
        public static let device = ColorSpace(storage: .device)

        /// Interpolates in Oklab, a space where equal steps look about equally different:
        /// a blend of blue and yellow passes through no grey.
        public static let perceptual = ColorSpace(storage: .perceptual)
    }
}
