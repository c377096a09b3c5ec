import Dispatch
import Foundation
import LunaparkCore
import LunaparkGraph
import Synchronization

/// Draws frames into `FramePixels` split into horizontal bands, each band by
/// a `CairoRenderer` of its own, at once on as many threads
/// (`DispatchQueue.concurrentPerform`): a frame's rasterization spread over
/// the cores. Each band's renderer culls what lies outside its rows and keeps
/// its own layer cache, so a drawing is rasterized (and cached) by every band
/// it touches and composited only where it shows; every band draws exactly
/// the pixels a whole pass draws in its rows (`RenderTarget(drawingInto:band:scale:)`).
///
/// A frame holding an item that reads pixels beyond its own (a blur, a
/// shadow, a perspective projection) is drawn in one pass by the first
/// band's renderer (`DisplayList.needsWholeFrame`), as is a frame with fewer
/// than `minimumBandRows` rows a band.
///
/// Each renderer has a `PangoTextEngine` of its own: pango's font map and
/// context must not be used by two threads at once, and the scene graph
/// measures text on the main thread while the bands draw. The engines are
/// configured alike, so text measures and draws the same.
///
/// Sendable: its mutable state (the renderers) is behind one `Mutex` per
/// band, which only the thread drawing that band takes.
public final class BandedRenderer: Sendable {
    /// The number of bands a frame is split into, 1...16.
    public let bandCount: Int
    /// The fewest rows a band may have; smaller frames are drawn in one pass.
    public static let minimumBandRows = 64
    private let renderers: [RendererCell]

    /// A renderer for frames split into `bandCount` bands (clamped to 1...16).
    public init(bandCount: Int) {
        self.bandCount = min(max(bandCount, 1), 16)
        renderers = (0..<self.bandCount).map { _ in RendererCell() }
    }

    /// The rows of band `index` (0..<`count`) of a frame `pixelHeight` rows high: equal
    /// bands in order from the top, the first `pixelHeight % count` one row taller.
    public static func rows(ofBand index: Int, count: Int, pixelHeight: Int) -> Range<Int> {
        let (base, extra) = pixelHeight.quotientAndRemainder(dividingBy: max(count, 1))
        let start = index * base + min(index, extra)
        return start..<(start + base + (index < extra ? 1 : 0))
    }

    /// How many bands `list` is drawn in, into a frame `pixelHeight` rows high: 1 when it
    /// needs the whole frame or the bands would be thinner than `minimumBandRows`.
    public func bands(for list: DisplayList, pixelHeight: Int) -> Int {
        guard bandCount > 1, pixelHeight >= bandCount * Self.minimumBandRows else { return 1 }
        return list.needsWholeFrame ? 1 : bandCount
    }

    /// Draws `list` (in points) into `pixels` at `scale` pixels per point over
    /// `background`, in `bands(for:pixelHeight:)` bands at once, and returns when all are
    /// drawn. Returns false (drawing nothing) when `scale` is not a positive finite number.
    @discardableResult
    public func render(_ list: DisplayList, into pixels: FramePixels, scale: CGFloat,
                       background: Color.Resolved = Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0)) -> Bool {
        let count = bands(for: list, pixelHeight: pixels.height)
        guard count > 1 else {
            return renderers[0].draw(list, into: pixels, rows: 0..<pixels.height, scale: scale, background: background)
        }
        let drawn = Atomic<Int>(0)
        DispatchQueue.concurrentPerform(iterations: count) { band in
            let rows = Self.rows(ofBand: band, count: count, pixelHeight: pixels.height)
            if renderers[band].draw(list, into: pixels, rows: rows, scale: scale, background: background) {
                drawn.add(1, ordering: .relaxed)
            }
        }
        return drawn.load(ordering: .relaxed) == count
    }

    /// The statistics of each band's renderer for the last frame it drew.
    public var statistics: [RenderStatistics] {
        renderers.map { cell in cell.renderer.withLock { $0.statistics } }
    }
}

/// One band's renderer, behind a lock taken by the thread drawing the band.
private final class RendererCell: Sendable {
    let renderer = Mutex(CairoRenderer())

    func draw(_ list: DisplayList, into pixels: FramePixels, rows: Range<Int>, scale: CGFloat,
              background: Color.Resolved) -> Bool {
        renderer.withLock { renderer in
            // A target over the band's rows costs a cairo surface and context: made per frame.
            guard let target = try? RenderTarget(drawingInto: pixels, band: rows, scale: scale) else { return false }
            renderer.render(list, into: target, background: background)
            return true
        }
    }
}
