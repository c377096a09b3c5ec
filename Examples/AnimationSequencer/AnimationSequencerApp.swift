import Lunapark  // on Apple platforms: import SwiftUI

/// An animation sequence cued four ways, written as a SwiftUI app is: a
/// playhead sweeps six seconds, and four lanes start their animations at
/// 1, 2, 3 and 4 seconds, cued by `DispatchQueue.main.asyncAfter`,
/// `Task.sleep`, a Combine timer and a background queue.
@main
struct AnimationSequencerApp: App {
    var body: some Scene {
        WindowGroup("Animation Sequencer") {
            SequencerView()
        }
        .defaultSize(width: 720, height: 460)
    }
}
