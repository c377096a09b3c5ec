/// The orientation of a device's interface (SwiftUI's `InterfaceOrientation`, for
/// `previewInterfaceOrientation(_:)` and the orientation traits of a preview).
public struct InterfaceOrientation: CaseIterable, Identifiable, Equatable, Sendable {
    /// The orientation's name: "portrait", "portraitUpsideDown", "landscapeLeft", "landscapeRight".
    public let id: String

    /// The device upright.
    public static let portrait = InterfaceOrientation(id: "portrait")
    /// The device upside down.
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    /// The device turned with its top to the left.
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    /// The device turned with its top to the right.
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")

    /// The four orientations.
    public static let allCases: [InterfaceOrientation] = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
}
