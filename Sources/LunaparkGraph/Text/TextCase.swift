import Foundation
import LunaparkCore

extension Text {
    /// A case the text is shown in, whatever case it was written in (SwiftUI's `Text.Case`,
    /// set with `textCase(_:)`).
    public enum Case: Hashable, Sendable {
        case uppercase, lowercase

        /// `string` in this case, with the current locale's rules (German ß becomes SS).
        func apply(to string: String) -> String {
            switch self {
            case .uppercase: string.uppercased(with: .current)
            case .lowercase: string.lowercased(with: .current)
            }
        }

        /// `string` and its `spans` in this case. A change of case can change a stretch's
        /// UTF-8 length (ß → SS), so each span's byte range is moved to its converted stretch.
        func apply(to string: String, spans: [TextSpan]) -> (string: String, spans: [TextSpan]) {
            guard !spans.isEmpty else { return (apply(to: string), []) }
            let bytes = Array(string.utf8)
            func converted(_ range: Range<Int>) -> String {
                let clamped = min(range.lowerBound, bytes.count) ..< min(range.upperBound, bytes.count)
                return apply(to: String(decoding: bytes[clamped], as: UTF8.self))
            }
            var result = ""
            var moved: [TextSpan] = []
            var next = 0
            for span in spans {
                let original = max(span.range.lowerBound, next) ..< max(span.range.upperBound, next)
                if original.lowerBound > next { result += converted(next ..< original.lowerBound) }
                let start = result.utf8.count
                result += converted(original)
                var span = span
                span.range = start ..< result.utf8.count
                moved.append(span)
                next = original.upperBound
            }
            if next < bytes.count { result += converted(next ..< bytes.count) }
            return (result, moved)
        }
    }
}
