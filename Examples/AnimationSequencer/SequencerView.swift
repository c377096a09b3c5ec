import Lunapark  // on Apple platforms: import SwiftUI

/// The sequence: a playhead over six seconds and four cued lanes.
struct SequencerView: View {
    /// How far the playhead has travelled, 0...1 over `SequencerView.length`.
    @State private var playhead: CGFloat = 0
    @State private var dispatchCue = false
    @State private var sleepCue = false
    @State private var timerCue = false
    @State private var work = BackgroundWork()

    /// Fires three seconds after the view subscribes, then every three seconds.
    private let ticker = Timer.publish(every: 3, on: .main, in: .common).autoconnect()

    /// The sequence's length in seconds.
    static let length: Double = 6

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Animation Sequencer")
                .font(.title2.bold())
            CueLane(title: "asyncAfter · 1 s", color: .orange, isOn: dispatchCue)
            CueLane(title: "Task.sleep · 2 s", color: .pink, isOn: sleepCue)
            CueLane(title: "Timer.publish · 3 s", color: .purple, isOn: timerCue)
            CueLane(title: "background queue · 4 s", color: .green, isOn: work.isFinished)
            PlayheadBar(progress: playhead)
        }
        .padding(24)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.white)
        .onAppear {
            withAnimation(.linear(duration: Self.length)) {
                playhead = 1
            }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
                withAnimation(.linear(duration: 1)) {
                    dispatchCue = true
                }
            }
            work.start(after: 4)
        }
        .task {
            try? await Task.sleep(for: .seconds(2))
            withAnimation(.linear(duration: 1)) {
                sleepCue = true
            }
        }
        .onReceive(ticker) { _ in
            guard !timerCue else { return }
            withAnimation(.linear(duration: 1)) {
                timerCue = true
            }
        }
    }
}
