import Foundation
import LunaparkCore

extension ViewGraph {
    /// Runs `action` when the views being inserted appear: at the time of the
    /// first frame that shows them.
    ///
    /// A view inserted while a frame is built at its own time appears in that
    /// frame, so `action` runs after the current update pass. A view inserted
    /// by an input event, a timeline entry applied before the frame's time, a
    /// new root view or the graph's creation is first seen in the next frame,
    /// which a windowed host builds for its presentation time, about two
    /// refresh intervals after the moment of the event (`SDLHost`'s one-frame
    /// pipeline): `action` waits for that frame and runs at its time. So an
    /// animation started in `onAppear` begins on the first frame that shows
    /// the view, a sound played there is heard when the view is seen (and is
    /// requested a frame ahead, in time to land on its sample), and a
    /// `TimelineView` counts its schedule from that moment (SwiftUI runs
    /// `onAppear` before the first frame that shows the view, and its
    /// `.periodic(from: .now, ...)` reads the date of that update).
    func whenAppearing(_ action: @escaping () -> Void) {
        if isAtFrameTime {
            afterUpdate(action)
        } else {
            appearanceActions.append(action)
        }
    }

    /// Queues the actions of views that appear in this frame to run after the next update pass.
    func runAppearanceActions() {
        guard !appearanceActions.isEmpty else { return }
        postUpdateActions.append(contentsOf: appearanceActions)
        appearanceActions.removeAll()
    }
}
