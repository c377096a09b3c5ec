import Foundation
import LunaparkCore

/// What a host (an SDL window, the headless host) drives: something that
/// turns a moment in time into a display list and takes input.
///
/// Time is the host's clock in seconds (monotonic; any origin). Hosts call
/// `frame(at:)` with the *target presentation time* of the frame (when its
/// pixels will be on screen, as CADisplayLink's `targetTimestamp`), so
/// animations are evaluated for the moment they are seen.
@MainActor
public protocol FrameProducing: AnyObject {
    /// The size of the drawing area in points. Setting it lays the content out again.
    var viewportSize: CGSize { get set }

    /// Applies pending state changes, steps running animations to `time` and
    /// returns what to show at that moment.
    func frame(at time: TimeInterval) -> DisplayList

    /// Delivers input; state changes it causes show in the next frame.
    func handle(_ event: InputEvent, at time: TimeInterval)

    /// When the next frame is needed.
    var frameRequest: FrameRequest { get }

    /// The title the content asks for (for example the current scene's name), if any.
    var title: String? { get }
}

/// When a `FrameProducing` content needs its next frame.
public enum FrameRequest: Sendable, Hashable {
    /// Nothing will change until input arrives: the host may sleep on events.
    case idle
    /// Something is animating or was invalidated: draw on the next vsync.
    case nextVSync
    /// Nothing moves until this host time (for example a timeline entry).
    case at(TimeInterval)
}
