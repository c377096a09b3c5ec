import Lunapark

/// A highlight and a dot that follow the selected tab, both with isSource: false.
struct FollowingHighlightExample: View {
    @Namespace private var namespace
    @State private var selected = 0

    private let tabs = ["Rides", "Food", "Shows", "Map"]

    var body: some View {
        VStack(spacing: 24) {
            ZStack(alignment: .topLeading) {
                // Drawn first, under the tabs: it takes the selected tab's frame.
                Capsule()
                    .fill(Color.blue.opacity(0.18))
                    .matchedGeometryEffect(id: "selected", in: namespace, isSource: false)
                    .frame(width: 10, height: 10)
                Circle()
                    .fill(Color.blue)
                    .matchedGeometryEffect(id: "selected", in: namespace, properties: .position,
                                           anchor: .bottom, isSource: false)
                    .frame(width: 8, height: 8)
                HStack(spacing: 12) {
                    ForEach(0..<tabs.count, id: \.self) { index in
                        Text(tabs[index])
                            .font(.headline)
                            .padding(.horizontal, 18)
                            .padding(.vertical, 10)
                            .background {
                                // Only the selected tab carries the group's source.
                                if index == selected {
                                    Color.clear.matchedGeometryEffect(id: "selected", in: namespace)
                                }
                            }
                            .onTapGesture {
                                withAnimation(.spring(duration: 0.45, bounce: 0.25)) { selected = index }
                            }
                    }
                }
            }
            HStack(spacing: 12) {
                Button("previous") {
                    withAnimation(.spring(duration: 0.45, bounce: 0.25)) { selected = (selected + tabs.count - 1) % tabs.count }
                }
                .buttonStyle(.bordered)
                Button("next") {
                    withAnimation(.spring(duration: 0.45, bounce: 0.25)) { selected = (selected + 1) % tabs.count }
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}
