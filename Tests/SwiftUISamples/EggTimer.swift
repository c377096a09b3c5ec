import Foundation
import Lunapark

/// An egg timer written the way tutorials write it (only the import changed): a big
/// `Text(endDate, style: .timer)` counting down, a `ProgressView(timerInterval:)` emptying under
/// it, and the start time as `Text(startDate, style: .time)` joined to a label with `+`. Nothing
/// in the body runs while it counts: the text and the bar update themselves.

struct EggTimer: View {
    @State private var startDate = Date()
    @State private var endDate: Date?

    var body: some View {
        VStack(spacing: 16) {
            if let endDate {
                Text(endDate, style: .timer)
                    .font(.system(size: 48, weight: .bold, design: .rounded))
                    .monospacedDigit()

                ProgressView(timerInterval: startDate...endDate) {
                    Text("Soft-boiled egg")
                }

                Text("Started at ").foregroundColor(.secondary) + Text(startDate, style: .time).bold()
            } else {
                Button("Start 6-minute timer") {
                    let now = Date()
                    startDate = now
                    endDate = now.addingTimeInterval(6 * 60)
                }
            }
        }
        .padding()
    }
}
