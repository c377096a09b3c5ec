import Lunapark  // was: import SwiftUI

// A settings screen as blogs write it: preferences in @AppStorage toggles, a
// preview card sized from the screen's width that springs between its
// regular and compact heights, and a light haptic on the button.
struct CompactSettingsView: View {
    @AppStorage("hapticsEnabled") private var hapticsEnabled = true
    @AppStorage("compactCards") private var compactCards = false
    @State private var taps = 0

    var body: some View {
        VStack(spacing: 16) {
            Toggle("Haptics", isOn: $hapticsEnabled)
            Toggle("Compact cards", isOn: $compactCards)
            RoundedRectangle(cornerRadius: 16)
                .fill(Color(.systemGray6))
                .frame(width: UIScreen.main.bounds.width * 0.8, height: compactCards ? 60 : 140)
                .animation(.spring(response: 0.4, dampingFraction: 0.8), value: compactCards)
            Button("Tapped \(taps) times") {
                if hapticsEnabled {
                    UIImpactFeedbackGenerator(style: .light).impactOccurred()
                }
                taps += 1
            }
            Spacer()
        }
        .padding()
    }
}
