import Foundation
import LunaparkCore

private struct ReservedLineCountKey: EnvironmentKey {
    static let defaultValue: Int? = nil
}

extension EnvironmentValues {
    /// The lines text reserves space for even when it needs fewer (`lineLimit(2...4)`,
    /// `lineLimit(3, reservesSpace: true)`); nil: none reserved. Never more than `lineLimit`.
    var reservedLineCount: Int? {
        get { self[ReservedLineCountKey.self] }
        set { self[ReservedLineCountKey.self] = newValue }
    }
}

extension View {
    /// Text in this view (and a vertical `TextField`) takes at least `limit.lowerBound` lines of
    /// space, blank when its text is shorter, and at most `limit.upperBound` lines: a text ends
    /// its last line with an ellipsis there, a vertical text field scrolls. Bounds below 1 count
    /// as 1.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.reservedLineCount, max(limit.lowerBound, 1))
    }

    /// Text in this view takes at least `limit.lowerBound` lines of space and as many more as
    /// its text needs.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        environment(\.lineLimit, nil).environment(\.reservedLineCount, max(limit.lowerBound, 1))
    }

    /// Text in this view takes at most `limit.upperBound` lines (as `lineLimit(_:)` with a number).
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        environment(\.lineLimit, max(limit.upperBound, 1)).environment(\.reservedLineCount, nil)
    }

    /// Text in this view takes at most `limit` lines and, when `reservesSpace` is true, always
    /// the space of `limit` lines, blank below a shorter text (a card's title keeps two lines
    /// whatever its length). With `reservesSpace` false, as `lineLimit(_:)`.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        environment(\.lineLimit, max(limit, 1)).environment(\.reservedLineCount, reservesSpace ? max(limit, 1) : nil)
    }
}
