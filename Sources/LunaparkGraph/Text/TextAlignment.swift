import Foundation
import LunaparkCore
/// An alignment position for multiline text (SwiftUI's `TextAlignment`).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}

extension TextAlignment {
    /// The alignment the renderer draws, where `.leading` is the left and `.trailing` the
    /// right edge: swapped right to left (SwiftUI lines text up on the layout direction's
    /// leading edge, whatever the script).
    func resolved(for direction: LayoutDirection) -> TextAlignment {
        guard direction == .rightToLeft else { return self }
        switch self {
        case .leading: return .trailing
        case .center: return .center
        case .trailing: return .leading
        }
    }
}
