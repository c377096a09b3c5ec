import Foundation
import LunaparkCore

/// The timeline strip: scrubbing and replaying the frames the scene presented.
///
/// While frames are recorded (`isRecordingHistory`), pausing (`p`) shows the
/// strip across the bottom of the window with a tick per frame of `history`
/// and the playhead on the newest. Dragging the playhead (or clicking the
/// track) shows the recorded frame at that moment exactly as it was drawn
/// (its display list rendered again); `←` and `→` step one recorded frame
/// (pressed with `keyModifiers` or with none), `r` replays from the frame
/// shown (from the oldest when the newest is shown) at the speed `s` picks
/// (1, 0.25 or 0.1 of real time), `p` goes live again.
///
/// Only pictures go back: the scene's state (its `@State`, models, running
/// animations) is never rewound. Going live resumes the scene where it was
/// paused, with whatever changed meanwhile, not from the frame shown.
extension InspectedContent {
    /// True while the scene's frames are kept in `history`: while the panel is shown, or
    /// always when `recordsHistory` is set.
    public var isRecordingHistory: Bool { recordsHistory || isInspectorVisible }

    /// True while the timeline strip is drawn: the scene is paused and frames are recorded.
    public var isTimelineShown: Bool { scene.isPaused && isRecordingHistory }

    /// The index in `history.frames` of the recorded frame shown instead of the scene's,
    /// or nil when the scene's own frame is shown (live, or paused on its newest frame).
    public var playheadIndex: Int? { isShowingRecordedFrame ? playback.index : nil }

    /// True while a recorded frame is replayed.
    public var isReplaying: Bool { isShowingRecordedFrame && playback.isReplaying }

    /// True while a recorded frame stands in for the scene's.
    var isShowingRecordedFrame: Bool {
        guard isTimelineShown, let index = playback.index else { return false }
        return history.frames.indices.contains(index)
    }

    /// Keeps the last `span` seconds of frames within `memoryBudget` bytes from now on,
    /// forgetting those recorded so far (see `FrameHistory`). A span outside
    /// `FrameHistory.spanRange` or a budget under `FrameHistory.minimumMemoryBudget` is
    /// replaced by the nearest allowed value and reported through `scene.diagnosticHandler`.
    public func setHistoryLimits(span: TimeInterval, memoryBudget: Int = FrameHistory.defaultMemoryBudget) {
        let limited = FrameHistory(span: span, memoryBudget: memoryBudget)
        if limited.span != span {
            scene.report("history span \(span) s is outside \(FrameHistory.spanRange) s; using \(limited.span) s")
        }
        if limited.memoryBudget != memoryBudget {
            scene.report("history budget \(memoryBudget) bytes is under \(FrameHistory.minimumMemoryBudget); using \(limited.memoryBudget)")
        }
        history = limited
        playback.goLive()
    }

    /// Handles the strip's keys and the pointer over the strip (or dragging its playhead) while
    /// it is shown; returns false for anything else.
    func handleTimeline(_ event: InputEvent, at time: TimeInterval) -> Bool {
        switch event {
        case .key(let key, let modifiers), .keyRepeat(let key, let modifiers):
            // A held arrow steps on as the key repeats; r toggles once per press.
            let isRepeat = if case .keyRepeat = event { true } else { false }
            let plain = modifiers.subtracting(.capsLock)
            guard plain == keyModifiers || plain.isEmpty, !scene.isEditingText else { return false }
            switch key {
            case .leftArrow: playback.step(by: -1, in: history)
            case .rightArrow: playback.step(by: 1, in: history)
            case "r" where plain == keyModifiers && !isRepeat: playback.toggleReplay(in: history, at: time)
            default: return false
            }
            return true
        case .pointerDown(let point) where isOnFrameLane(point):
            if let index = laneFrameIndex(at: point.x) { playback.show(index, in: history) }
            return true
        case .pointerDown(let point) where isOnStrip(point):
            playback.isDragging = true
            playback.scrub(to: trackFraction(point.x), in: history)
            return true
        case .pointerMoved(let point, isPressed: true) where playback.isDragging:
            playback.scrub(to: trackFraction(point.x), in: history)
            return true
        case .pointerUp(let point) where playback.isDragging:
            playback.scrub(to: trackFraction(point.x), in: history)
            playback.isDragging = false
            return true
        case .pointerMoved(let point, _), .scroll(let point, _):
            return isOnStrip(point)
        case .secondaryClick(let point):
            return isOnStrip(point)
        case .pointerDown, .pointerUp, .text, .modifiersChanged, .keyUp:
            return false
        }
    }

    /// Whether `point` (points, window coordinates) lies on the strip.
    private func isOnStrip(_ point: CGPoint) -> Bool {
        point.y >= viewportSize.height - TimelineStrip.height && point.y <= viewportSize.height
    }

    /// Where window x coordinate `x` lies along the strip's track: 0 at its left end, 1 at its right.
    func trackFraction(_ x: CGFloat) -> Double {
        let width = viewportSize.width - 2 * TimelineStrip.trackInset
        guard width > 0 else { return 1 }
        return Double((x - TimelineStrip.trackInset) / width)
    }
}
