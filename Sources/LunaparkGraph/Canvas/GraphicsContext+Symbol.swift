import Foundation
import LunaparkCore

extension GraphicsContext {
    /// A view from a canvas's `symbols`, rendered once per canvas drawing at its ideal size
    /// (SwiftUI's `GraphicsContext.ResolvedSymbol`): its display-list items, replayed wherever
    /// it is drawn, as vectors (scaling it keeps it sharp).
    public struct ResolvedSymbol: Sendable {
        /// The symbol view's ideal size, points.
        public let size: CGSize
        /// What the view drew, in its own coordinates (origin at its top-left).
        let items: [DisplayList.Item]

        init(size: CGSize, items: [DisplayList.Item]) {
            self.size = size
            self.items = items
        }
    }

    /// The symbol the canvas's `symbols` tagged with `id` (`.tag(id)`), or nil when none is.
    public func resolveSymbol<ID: Hashable>(id: ID) -> ResolvedSymbol? {
        recorder.symbols[AnyHashable(id)]
    }

    /// Draws `symbol` scaled from its size to fill `rect`.
    public func draw(_ symbol: ResolvedSymbol, in rect: CGRect) {
        guard symbol.size.width > 0, symbol.size.height > 0, !symbol.items.isEmpty else { return }
        var placed = state
        placed.transform = CGAffineTransform(a: rect.width / symbol.size.width, b: 0, c: 0,
                                             d: rect.height / symbol.size.height, tx: rect.minX, ty: rect.minY)
            .concatenating(state.transform)
        recorder.operations.append(.items(symbol.items, placed))
    }

    /// Draws `symbol` at its size with its `anchor` on `point`.
    public func draw(_ symbol: ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(symbol, in: CGRect(x: point.x - anchor.x * symbol.size.width, y: point.y - anchor.y * symbol.size.height,
                                width: symbol.size.width, height: symbol.size.height))
    }
}
