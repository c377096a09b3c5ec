import Foundation
import LunaparkCore
/// Modes for compositing a view with overlapping content (SwiftUI's `BlendMode`).
/// `plusDarker` has no cairo operator and draws as `darken`.
public enum BlendMode: Sendable, Hashable, CaseIterable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn
    case softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
}
