import Lunapark

/// A segmented tab bar whose underline slides to the selected tab: each tab publishes its
/// bounds as an anchor preference, and an overlay reads them back with a `GeometryReader`.
struct TabBoundsPreferenceKey: PreferenceKey {
    static let defaultValue: [Int: Anchor<CGRect>] = [:]

    static func reduce(value: inout [Int: Anchor<CGRect>], nextValue: () -> [Int: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

struct SlidingTabBar: View {
    let tabs = ["Home", "Discover", "Profile"]
    @State private var selectedTab = 0

    var body: some View {
        HStack(spacing: 24) {
            ForEach(tabs.indices, id: \.self) { index in
                Text(tabs[index])
                    .font(.headline)
                    .foregroundColor(selectedTab == index ? .primary : .secondary)
                    .padding(.vertical, 8)
                    .anchorPreference(key: TabBoundsPreferenceKey.self, value: .bounds) { anchor in
                        [index: anchor]
                    }
                    .onTapGesture {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                            selectedTab = index
                        }
                    }
            }
        }
        .overlayPreferenceValue(TabBoundsPreferenceKey.self) { preferences in
            GeometryReader { geometry in
                if let anchor = preferences[selectedTab] {
                    let bounds = geometry[anchor]
                    Capsule()
                        .fill(Color.blue)
                        .frame(width: bounds.width, height: 3)
                        .offset(x: bounds.minX, y: bounds.maxY)
                }
            }
        }
        .padding()
    }
}
