import Foundation
import LunaparkCore

extension Text.Layout {
    /// A stretch of a line set in one style and direction: its glyph clusters from left to
    /// right, each a one-cluster `RunSlice` (SwiftUI's `Text.Layout.Run`).
    public struct Run: RandomAccessCollection, Equatable {
        let clusters: [TextLayoutGeometry.Cluster]
        let clusterCharacters: [CharacterIndex]
        let style: RunStyle
        /// The run's baseline y and font metrics, in the text view's points.
        let baseline: CGFloat
        let ascent: CGFloat
        let descent: CGFloat
        /// The run's direction.
        public let layoutDirection: LayoutDirection

        public var startIndex: Int { 0 }
        public var endIndex: Int { clusters.count }
        /// The slice of the cluster at `index` (left to right).
        public subscript(index: Int) -> RunSlice { RunSlice(run: self, indices: index..<(index + 1)) }

        /// The index of the first character of each cluster, left to right.
        public var characterIndices: [CharacterIndex] { clusterCharacters }

        /// The run's typographic bounds.
        public var typographicBounds: TypographicBounds { bounds(of: indices) }

        /// The custom attribute of type `T` set on the run's text with `customAttribute(_:)`, or nil.
        public subscript<T: TextAttribute>(_: T.Type) -> T? {
            style.attributes.lazy.compactMap { $0.base as? T }.first
        }

        /// The bounds of the clusters at `range`.
        func bounds(of range: Range<Int>) -> TypographicBounds {
            let part = clusters[range]
            let x = part.first?.x ?? clusters.first?.x ?? 0
            return TypographicBounds(origin: CGPoint(x: x, y: baseline), width: part.reduce(0) { $0 + $1.width },
                                     ascent: ascent, descent: descent, leading: 0)
        }
    }

    /// Some consecutive clusters of a run (SwiftUI's `Text.Layout.RunSlice`); its elements are
    /// one-cluster slices.
    public struct RunSlice: RandomAccessCollection, Equatable {
        /// The run sliced.
        public var run: Run
        /// The clusters of `run` in the slice (left to right; clamped to the run).
        public var indices: Range<Int>

        /// The clusters `indices` of `run`.
        public init(run: Run, indices: Range<Int>) {
            self.run = run
            self.indices = indices.clamped(to: run.indices)
        }

        public var startIndex: Int { indices.lowerBound }
        public var endIndex: Int { indices.upperBound }
        public subscript(index: Int) -> RunSlice { RunSlice(run: run, indices: index..<(index + 1)) }

        /// The index of the first character of each cluster in the slice.
        public var characterIndices: [CharacterIndex] { Array(run.clusterCharacters[indices]) }

        /// The slice's typographic bounds.
        public var typographicBounds: TypographicBounds { run.bounds(of: indices) }

        /// The custom attribute of type `T` of the run, or nil.
        public subscript<T: TextAttribute>(_ type: T.Type) -> T? { run[type] }
    }

    /// What the clusters of a run are drawn with: the text's UTF-8 bytes and spans, the run's
    /// font and paint, and its custom attributes.
    struct RunStyle: Equatable {
        let bytes: [UInt8]
        let spans: [TextSpan]
        let font: Font.Resolved
        let paint: DisplayList.Paint
        let attributes: [AnyHashable]
    }
}
