import Foundation

/// How content fills its space (SwiftUI's `ContentMode`).
public enum ContentMode: Sendable, Hashable, CaseIterable {
    case fit, fill
}
