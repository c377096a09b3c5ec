import Lunapark

/// A card that expands on tap with a spring, or without animation when the user asked
/// for reduced motion, as Apple's accessibility sessions write it; its headline and
/// body scale with Dynamic Type. Only the import differs.
struct ReduceMotionCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Daily Goal")
                .font(.headline)
            if isExpanded {
                Text("Walk 8,000 steps")
                    .font(.body)
            }
        }
        .padding()
        .frame(width: isExpanded ? 280 : 160, alignment: .leading)
        .background(.blue, in: RoundedRectangle(cornerRadius: 12))
        .foregroundStyle(.white)
        .onTapGesture {
            withAnimation(reduceMotion ? nil : .spring(duration: 0.5)) {
                isExpanded.toggle()
            }
        }
        .dynamicTypeSize(...DynamicTypeSize.accessibility2)
    }
}

#Preview {
    ReduceMotionCard()
        .environment(\.accessibilityReduceMotion, true)
}
