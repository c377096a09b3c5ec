import Foundation
import LunaparkCore

/// The size of controls (SwiftUI's `ControlSize`), set with `.controlSize(_:)`.
/// Here it sizes the bordered button styles: the padding around the label
/// (horizontal x vertical points) is 6 x 2 (`.mini`), 8 x 3 (`.small`),
/// 12 x 6 (`.regular`), 16 x 10 (`.large`) and 20 x 14 (`.extraLarge`);
/// a large button's label is also set in the headline font when no font is set.
public enum ControlSize: Hashable, Sendable, CaseIterable {
    case mini, small, regular, large, extraLarge

    /// The padding around a bordered button's label, in points.
    var borderedPadding: (horizontal: CGFloat, vertical: CGFloat) {
        switch self {
        case .mini: (6, 2)
        case .small: (8, 3)
        case .regular: (12, 6)
        case .large: (16, 10)
        case .extraLarge: (20, 14)
        }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static let defaultValue = ControlSize.regular
}

extension EnvironmentValues {
    /// The size of controls in the subtree (`.regular` by default).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

extension View {
    /// Sets the size of controls in this view.
    public func controlSize(_ controlSize: ControlSize) -> some View { environment(\.controlSize, controlSize) }
}
