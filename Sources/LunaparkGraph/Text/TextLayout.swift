import Foundation
import LunaparkCore

extension Text {
    /// The lines of a laid-out text and what a `TextRenderer` needs to draw them (SwiftUI's
    /// `Text.Layout`, iOS 17): a collection of `Line`s, each of `Run`s (stretches of one style
    /// and direction), each of one-cluster `RunSlice`s (a glyph, or the glyphs of a character
    /// sequence that cannot be split). Positions are in the text view's points, origin top-left.
    public struct Layout: RandomAccessCollection, Equatable {
        let lines: [Line]

        /// Whether lines or characters were left out to fit the line limit.
        public var isTruncated: Bool

        public var startIndex: Int { 0 }
        public var endIndex: Int { lines.count }
        public subscript(index: Int) -> Line { lines[index] }

        /// The position of a character in the text, to compare elements of a layout
        /// (SwiftUI's `Text.Layout.CharacterIndex`): here the count of characters before it.
        public struct CharacterIndex: Comparable, Hashable, Sendable {
            let offset: Int
            public static func < (lhs: CharacterIndex, rhs: CharacterIndex) -> Bool { lhs.offset < rhs.offset }
        }

        /// The typographic bounds of a line, run or slice (SwiftUI's `Text.Layout.TypographicBounds`).
        public struct TypographicBounds: Equatable, Sendable {
            /// The left end of the element's baseline, in the text view's coordinates.
            public var origin: CGPoint
            /// The element's advance, in points.
            public var width: CGFloat
            /// How far the element's font reaches above the baseline, in points.
            public var ascent: CGFloat
            /// How far it reaches below the baseline, in points (positive).
            public var descent: CGFloat
            /// Space the line adds below its descent, in points.
            public var leading: CGFloat

            /// Empty bounds at the origin.
            public init() {
                origin = .zero
                width = 0
                ascent = 0
                descent = 0
                leading = 0
            }

            init(origin: CGPoint, width: CGFloat, ascent: CGFloat, descent: CGFloat, leading: CGFloat) {
                self.origin = origin
                self.width = width
                self.ascent = ascent
                self.descent = descent
                self.leading = leading
            }

            /// From the top of the ascent to the bottom of the descent, `width` wide.
            public var rect: CGRect {
                CGRect(x: origin.x, y: origin.y - ascent, width: width, height: ascent + descent)
            }
        }

        /// How lines, runs and slices are drawn (SwiftUI's `Text.Layout.DrawingOptions`).
        public struct DrawingOptions: OptionSet, Sendable {
            public let rawValue: UInt32
            public init(rawValue: UInt32) { self.rawValue = rawValue }

            /// Draws glyphs at their exact positions, not rounded to pixels. Lunapark's pango
            /// text never rounds glyph positions, so every drawing is drawn this way.
            public static let disablesSubpixelQuantization = DrawingOptions(rawValue: 1 << 0)
        }

        /// One line of a text layout: its runs from left to right (SwiftUI's `Text.Layout.Line`).
        public struct Line: RandomAccessCollection, Equatable {
            let runs: [Run]
            /// The line's typographic bounds.
            public let typographicBounds: TypographicBounds

            /// The left end of the line's baseline.
            public var origin: CGPoint { typographicBounds.origin }

            public var startIndex: Int { 0 }
            public var endIndex: Int { runs.count }
            public subscript(index: Int) -> Run { runs[index] }
        }
    }
}
