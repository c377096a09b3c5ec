import Foundation
import LunaparkCore

/// The provenance panel and the outlines.
///
/// Keys (with `keyModifiers`, like the inspector's others): `w` shows or hides the
/// provenance panel ("why": where each running animation came from, the state
/// changes with the bodies they ran, the changes that snapped); `o` outlines the
/// views animating this frame (cyan: a layer rewritten in place, magenta: a
/// redraw, yellow: a layout move); `b` outlines the views whose body ran this
/// frame (orange, dashed); `t` outlines the views under the pointer that take
/// presses (green; the one a press goes to is thicker). Outlines stay
/// `OutlineOverlay.hold` seconds after their last frame, fading, so that a body
/// that ran in one frame can be seen. They are drawn on live frames only.
///
/// While any of these is on (or frames are recorded for the timeline strip), the
/// scene graph records for the inspector (`ViewGraph.recordsInspection`); with all
/// off and the panel hidden it records nothing.
extension InspectedContent {
    /// The outlines shown.
    public var outlines: InspectorOutlines {
        get { overlays.outlines.shown }
        set {
            overlays.outlines.shown = newValue
            updateRecording()
            needsRedraw = true
        }
    }

    /// Whether the provenance panel is shown.
    public var isProvenanceVisible: Bool {
        get { overlays.showsPanel }
        set {
            overlays.showsPanel = newValue
            updateRecording()
            needsRedraw = true
        }
    }

    /// What the provenance panel shows (updated while it is shown).
    public var provenance: ProvenanceModel { overlays.model }

    /// Turns the scene graph's recording on while something shows what it records.
    func updateRecording() {
        let wanted = isRecordingHistory || overlays.needsRecording
        if scene.recordsInspection != wanted { scene.recordsInspection = wanted }
    }

    /// Handles `w`, `o`, `b` and `t` (already checked to be pressed with `keyModifiers`);
    /// returns false for other keys.
    func handleProvenanceKey(_ character: Character?) -> Bool {
        switch character {
        case "w": isProvenanceVisible.toggle()
        case "o": outlines.formSymmetricDifference(.animating)
        case "b": outlines.formSymmetricDifference(.bodies)
        case "t": outlines.formSymmetricDifference(.hitTargets)
        default: return false
        }
        return true
    }

    /// Follows the pointer for the hit-target outlines (every pointer event passes here).
    func trackPointer(_ event: InputEvent) {
        switch event {
        case .pointerDown(let point), .pointerUp(let point), .pointerMoved(let point, _), .scroll(let point, _),
             .secondaryClick(let point):
            overlays.outlines.pointer = point
            if outlines.contains(.hitTargets) { needsRedraw = true }
        case .key, .keyRepeat, .keyUp, .text, .modifiersChanged:
            break
        }
    }
}
