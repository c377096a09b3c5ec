import Lunapark

// A cart quantity control in the style of iOS 17 shopping apps: the count rolls with a numeric
// content transition, the buttons tick with haptics, and reaching the stock limit buzzes.

struct QuantityStepper: View {
    @State private var quantity = 1
    @State private var limitHits = 0
    let stock = 3

    var body: some View {
        HStack(spacing: 20) {
            Button {
                withAnimation(.snappy) { quantity = max(1, quantity - 1) }
            } label: {
                Image(systemName: "minus.circle.fill")
                    .font(.largeTitle)
            }
            .disabled(quantity == 1)

            Text("\(quantity)")
                .font(.system(size: 44, weight: .bold, design: .rounded))
                .contentTransition(.numericText(value: Double(quantity)))
                .frame(minWidth: 60)

            Button {
                if quantity == stock {
                    limitHits += 1
                } else {
                    withAnimation(.snappy) { quantity += 1 }
                }
            } label: {
                Image(systemName: "plus.circle.fill")
                    .font(.largeTitle)
            }
        }
        .padding()
        .background(.thinMaterial, in: Capsule())
        .sensoryFeedback(trigger: quantity) { oldValue, newValue in
            newValue > oldValue ? .increase : .decrease
        }
        .sensoryFeedback(.error, trigger: limitHits)
        .phaseAnimator([1.0, 1.08, 1.0], trigger: limitHits) { content, scale in
            content.scaleEffect(scale)
        } animation: { _ in
            .spring(response: 0.15, dampingFraction: 0.5)
        }
    }
}
