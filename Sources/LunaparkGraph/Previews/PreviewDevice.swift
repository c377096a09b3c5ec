/// A device to preview on, by name ("iPhone 15 Pro"): SwiftUI's `PreviewDevice`, for
/// `previewDevice(_:)`.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Equatable {
    /// The device's name as Xcode lists it.
    public let rawValue: String

    /// The device named `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The device named by a string literal: `.previewDevice("iPhone 15")`.
    public init(stringLiteral value: String) { self.rawValue = value }
}
