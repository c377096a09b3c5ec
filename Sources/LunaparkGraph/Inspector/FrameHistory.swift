import Foundation
import LunaparkCore

/// The frames a scene presented over the last `span` seconds, kept as what
/// they were built from (display lists and animation values), for the
/// inspector's timeline strip: scrubbing, stepping and replaying them.
///
/// Memory is bounded twice: frames older than `span` seconds before the newest
/// are dropped, and so are the oldest frames while `estimatedBytes` is over
/// `memoryBudget` (the newest frame is always kept). A drawing that stays the
/// same from frame to frame (same id, version, transform and bounds; see
/// `DisplayList.Drawing.version`) is stored once and shared by every recorded
/// frame that shows it, and an image's pixels are counted once, so a frame in
/// which only layers move costs its item array (80 bytes an item) and little
/// more. `estimatedBytes` adds up the stored values' sizes (`MemoryLayout`
/// strides plus 48 bytes for each heap allocation), an upper estimate.
public struct FrameHistory {
    /// The span kept by default: 10 seconds.
    public static let defaultSpan: TimeInterval = 10
    /// The memory budget by default: 64 MiB.
    public static let defaultMemoryBudget = 64 << 20
    /// The spans a history accepts, seconds.
    public static let spanRange: ClosedRange<TimeInterval> = 0.1...600
    /// The smallest budget a history accepts: 1 MiB.
    public static let minimumMemoryBudget = 1 << 20
    /// The animation lines kept per frame.
    public static let animationLinesPerFrame = 8

    /// Seconds of host time kept before the newest frame (in `spanRange`).
    public let span: TimeInterval
    /// The most bytes the recorded frames may hold (`estimatedBytes`), at least `minimumMemoryBudget`.
    public let memoryBudget: Int
    /// The recorded frames, oldest first, in increasing host time.
    public internal(set) var frames: [RecordedFrame] = []
    /// The estimated bytes the recorded frames hold, shared drawings and images counted once.
    public private(set) var estimatedBytes = 0
    /// Frames dropped because the budget was reached before they were `span` old.
    public private(set) var framesDroppedForMemory = 0

    /// A drawing stored once for all the frames that show it.
    private struct SharedDrawing {
        var item: DisplayList.Item
        var bytes: Int
        var uses: Int
    }
    /// An image's pixels, counted once for all the drawings that show it.
    private struct SharedImage {
        var bytes: Int
        var uses: Int
    }
    private var drawings: [DrawingKey: SharedDrawing] = [:]
    private var images: [UInt64: SharedImage] = [:]

    /// A history of `span` seconds within `memoryBudget` bytes. Values outside
    /// `spanRange` are clamped into it, budgets under `minimumMemoryBudget` raised to it.
    public init(span: TimeInterval = defaultSpan, memoryBudget: Int = defaultMemoryBudget) {
        self.span = span.isNaN ? Self.defaultSpan : min(max(span, Self.spanRange.lowerBound), Self.spanRange.upperBound)
        self.memoryBudget = max(memoryBudget, Self.minimumMemoryBudget)
    }

    /// Whether nothing is recorded.
    public var isEmpty: Bool { frames.isEmpty }

    /// Records the frame `list` built for `hostTime` (seconds, not decreasing from call to
    /// call; a frame at the newest frame's time replaces it), `interval` seconds after the
    /// frame before it (nil after an idle time), then drops what is too old or over budget.
    public mutating func record(_ list: DisplayList, hostTime: TimeInterval, sceneTime: TimeInterval,
                                animations: [String], interval: TimeInterval? = nil) {
        if let last = frames.last, hostTime <= last.hostTime {
            release(frames.removeLast())
        }
        var items: [DisplayList.Item] = []
        items.reserveCapacity(list.items.count)
        var effectBytes = 0
        for item in list.items {
            switch item {
            case .drawing(let drawing):
                items.append(intern(drawing, as: item))
            case .layer(let layer):
                effectBytes += layer.estimatedEffectBytes
                items.append(item)
            case .end:
                items.append(item)
            }
        }
        let lines = Array(animations.prefix(Self.animationLinesPerFrame))
        let ownBytes = MemoryLayout<RecordedFrame>.stride + heapHeaderBytes
            + items.capacity * MemoryLayout<DisplayList.Item>.stride + effectBytes
            + heapHeaderBytes + lines.reduce(0) { $0 + heapHeaderBytes + $1.utf8.count }
        frames.append(RecordedFrame(hostTime: hostTime, sceneTime: sceneTime, displayList: DisplayList(items: items),
                                    animations: lines, interval: interval, ownBytes: ownBytes))
        estimatedBytes += ownBytes
        while frames.count > 1, hostTime - frames[0].hostTime > span {
            release(frames.removeFirst())
        }
        while frames.count > 1, estimatedBytes > memoryBudget {
            release(frames.removeFirst())
            framesDroppedForMemory += 1
        }
    }

    /// Forgets every frame.
    public mutating func removeAll() {
        frames = []
        drawings = [:]
        images = [:]
        estimatedBytes = 0
    }

    /// The index of the newest frame at or before `hostTime` (the oldest frame for an earlier
    /// time), or nil when nothing is recorded.
    public func index(at hostTime: TimeInterval) -> Int? {
        guard !frames.isEmpty else { return nil }
        var low = 0, high = frames.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if frames[middle].hostTime <= hostTime { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// The stored item for `drawing`: the one recorded earlier when an equal drawing was, else `item`.
    private mutating func intern(_ drawing: DisplayList.Drawing, as item: DisplayList.Item) -> DisplayList.Item {
        let key = DrawingKey(drawing)
        if let index = drawings.index(forKey: key) {
            drawings.values[index].uses += 1
            return drawings.values[index].item
        }
        let bytes = drawing.estimatedBytes
        drawings[key] = SharedDrawing(item: item, bytes: bytes, uses: 1)
        estimatedBytes += bytes
        if case .image(let bitmap, _) = drawing.content {
            if let index = images.index(forKey: bitmap.identifier) {
                images.values[index].uses += 1
            } else {
                let pixelBytes = heapHeaderBytes + bitmap.pixels.count * MemoryLayout<UInt32>.stride
                images[bitmap.identifier] = SharedImage(bytes: pixelBytes, uses: 1)
                estimatedBytes += pixelBytes
            }
        }
        return item
    }

    /// Gives back what `frame` held: its own bytes and its uses of shared drawings.
    private mutating func release(_ frame: RecordedFrame) {
        estimatedBytes -= frame.ownBytes
        for item in frame.displayList.items {
            guard case .drawing(let drawing) = item else { continue }
            let key = DrawingKey(drawing)
            guard let index = drawings.index(forKey: key) else { continue }
            drawings.values[index].uses -= 1
            guard drawings.values[index].uses == 0 else { continue }
            estimatedBytes -= drawings.values[index].bytes
            drawings.remove(at: index)
            if case .image(let bitmap, _) = drawing.content, let imageIndex = images.index(forKey: bitmap.identifier) {
                images.values[imageIndex].uses -= 1
                if images.values[imageIndex].uses == 0 {
                    estimatedBytes -= images.values[imageIndex].bytes
                    images.remove(at: imageIndex)
                }
            }
        }
    }
}

/// What makes two drawings the same pixels in the same place: id, version (which changes with
/// content and bounds), bounds and transform.
private struct DrawingKey: Hashable {
    let id: UInt64
    let version: UInt64
    // The transform's six numbers and the bounds' four, inline (an array would allocate per key).
    let a, b, c, d, tx, ty: CGFloat
    let x, y, width, height: CGFloat

    init(_ drawing: DisplayList.Drawing) {
        id = drawing.id.rawValue
        version = drawing.version
        let t = drawing.transform, bounds = drawing.bounds
        (a, b, c, d, tx, ty) = (t.a, t.b, t.c, t.d, t.tx, t.ty)
        (x, y, width, height) = (bounds.origin.x, bounds.origin.y, bounds.width, bounds.height)
    }
}
