import Foundation
import LunaparkCore
/// An alignment position for multiline text (SwiftUI's `TextAlignment`).
public enum TextAlignment: Sendable, Hashable, CaseIterable {
    case leading, center, trailing
}
