import Lunapark

/// A tip calculator as tutorials write it: a slider for the tip percentage, the values shown
/// with printf specifiers and format styles in the text, the total rolling to its new value.
struct TipCalculator: View {
    @State private var bill = 48.0
    @State var tipPercent = 15.0

    private var total: Double { bill * (1 + tipPercent / 100) }

    var body: some View {
        VStack(spacing: 16) {
            Text("Tip: \(tipPercent, specifier: "%.0f")%")
                .font(.headline)
            Slider(value: $tipPercent, in: 0...30, step: 1)
            Text(total, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: total))
                .animation(.snappy, value: total)
            Text("Bill \(bill, format: .number.precision(.fractionLength(2)).locale(Locale(identifier: "en_US")))")
                .foregroundStyle(.secondary)
        }
        .padding()
    }
}
