import Lunapark

/// A volume control as the Slider documentation writes one: speaker symbols at the
/// ends of the track, a 10 % step, and a percentage that turns red while the thumb
/// is dragged. Only the import differs.
struct VolumeSlider: View {
    @State private var volume = 0.5
    @State private var isEditing = false

    var body: some View {
        VStack(spacing: 12) {
            Slider(value: $volume, in: 0...1, step: 0.1) {
                Text("Volume")
            } minimumValueLabel: {
                Image(systemName: "speaker.slash.fill")
            } maximumValueLabel: {
                Image(systemName: "speaker.wave.2.fill")
            } onEditingChanged: { editing in
                isEditing = editing
            }
            Text("\(Int((volume * 100).rounded())) %")
                .font(.title2.monospacedDigit())
                .foregroundStyle(isEditing ? .red : .blue)
        }
        .padding()
    }
}

#Preview {
    VolumeSlider()
}
