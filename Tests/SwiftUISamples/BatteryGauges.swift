import Lunapark

/// A battery widget in the style of iOS 16 Gauge tutorials: a capacity ring
/// and a linear gauge of the same level, charged with an animation by a
/// button. Only the import differs from the Apple-platform file.
struct BatteryGaugesView: View {
    @State private var batteryLevel = 0.2

    var body: some View {
        VStack(spacing: 24) {
            Gauge(value: batteryLevel) {
                Image(systemName: "bolt.fill")
            } currentValueLabel: {
                Text("\(Int(batteryLevel * 100))")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)

            Gauge(value: batteryLevel, in: 0...1) {
                Text("Battery")
            } currentValueLabel: {
                Text("\(Int(batteryLevel * 100))%")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .tint(.green)

            Button("Charge") {
                withAnimation(.easeInOut(duration: 1.5)) {
                    batteryLevel = batteryLevel < 0.5 ? 1.0 : 0.2
                }
            }
            .buttonStyle(.borderedProminent)
        }
        .padding()
    }
}
