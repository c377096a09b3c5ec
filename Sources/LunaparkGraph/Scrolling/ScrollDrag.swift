import Foundation
import LunaparkCore

/// A drag that scrolls: where it started and the pointer's recent positions, from which the
/// speed at release is measured.
struct ScrollDrag {
    /// How far back, in seconds, the release speed looks: the pointer's average speed over
    /// the last 0.1 s of the drag (a pointer held still before release gives no glide).
    static let velocityWindow: TimeInterval = 0.1

    let startPointer: CGPoint
    let startOffset: CGPoint
    private var samples: [(location: CGPoint, time: TimeInterval)]

    init(pointer: CGPoint, offset: CGPoint, time: TimeInterval) {
        startPointer = pointer
        startOffset = offset
        samples = [(pointer, time)]
    }

    /// Records the pointer at `location` at `time`.
    mutating func add(_ location: CGPoint, time: TimeInterval) {
        samples.append((location, time))
        if let first = samples.firstIndex(where: { $0.time >= time - Self.velocityWindow }), first > 1 {
            samples.removeFirst(first - 1)
        }
    }

    /// The pointer's speed (points per second) over the last `velocityWindow` seconds before
    /// `time`; zero when it has not moved in that time.
    func pointerVelocity(at time: TimeInterval) -> CGSize {
        let recent = samples.filter { $0.time >= time - Self.velocityWindow }
        guard let first = recent.first, let last = recent.last, last.time - first.time > 1e-6 else { return .zero }
        let dt = last.time - first.time
        return CGSize(width: (last.location.x - first.location.x) / dt, height: (last.location.y - first.location.y) / dt)
    }
}
