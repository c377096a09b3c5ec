import Foundation
@testable import LunaparkGraph
import Testing

/// `GridTrackSizing`: how `GridItem`s become columns for a given width.
@MainActor
struct GridTrackSizingTests {
    private func widths(_ items: [GridItem], _ available: CGFloat?) -> [CGFloat] {
        GridTrackSizing.tracks(for: items, available: available).map(\.size)
    }

    private func offsets(_ items: [GridItem], _ available: CGFloat?) -> [CGFloat] {
        GridTrackSizing.tracks(for: items, available: available).map(\.offset)
    }

    @Test func adaptiveFitsAsManyMinimumsAsTheSpaceHolds() {
        let items = [GridItem(.adaptive(minimum: 80))]
        #expect(widths(items, 375) == [87.75, 87.75, 87.75, 87.75])
        #expect(offsets(items, 375) == [0, 95.75, 191.5, 287.25])
        #expect(widths(items, 300).count == 3)
        #expect(abs(widths(items, 300)[0] - 284 / 3) < 1e-9)
        // Less than one minimum: one column of the minimum.
        #expect(widths(items, 50) == [80])
        // The count comes from the minimum; a maximum then caps the columns: ⌊178 / 88⌋ = 2 of
        // (170 - 8) / 2 = 81, capped at 80.5.
        #expect(widths([GridItem(.adaptive(minimum: 80, maximum: 80.5))], 170) == [80.5, 80.5])
    }

    @Test func fixedFirstThenFlexibleSharesInOrder() {
        let items = [GridItem(.fixed(60), spacing: 10), GridItem(.flexible()), GridItem(.flexible(maximum: 50))]
        #expect(widths(items, 300) == [60, 111, 50])
        #expect(offsets(items, 300) == [0, 70, 189])
        // Flexible minimums hold when the space is short.
        #expect(widths([GridItem(.flexible(minimum: 100)), GridItem(.flexible())], 100) == [100, 10])
        // No space offered: the minimums.
        #expect(widths([GridItem(.flexible(minimum: 30)), GridItem(.adaptive(minimum: 40))], nil) == [30, 40])
    }
}
