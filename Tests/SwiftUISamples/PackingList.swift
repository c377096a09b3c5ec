import Lunapark

/// A packing list as SwiftUI tutorials write editable rows: `List($items)` gives each row a
/// binding, so the toggle checks its own item off; the toolbar button clears what is packed
/// with `remove(atOffsets:)`, and a leading swipe action moves a row to the top with
/// `move(fromOffsets:toOffset:)`, both animated.
struct PackingList: View {
    struct Item: Identifiable, Equatable {
        let id = UUID()
        var name: String
        var isPacked = false
    }

    @State private var items = [
        Item(name: "Passport"),
        Item(name: "Charger"),
        Item(name: "Sunscreen"),
        Item(name: "Swimsuit"),
    ]

    private var packedCount: Int { items.filter(\.isPacked).count }

    var body: some View {
        NavigationStack {
            List($items) { $item in
                Toggle(isOn: $item.isPacked.animation()) {
                    Text(item.name)
                        .strikethrough(item.isPacked)
                        .foregroundStyle(item.isPacked ? .secondary : .primary)
                }
                .swipeActions(edge: .leading) {
                    Button("Top") { moveToTop(item) }
                        .tint(.blue)
                }
            }
            .listStyle(.plain)
            .navigationTitle("Packing")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button("Clear \(packedCount)") { clearPacked() }
                        .disabled(packedCount == 0)
                }
            }
        }
    }

    private func clearPacked() {
        let packed = IndexSet(items.indices.filter { items[$0].isPacked })
        withAnimation {
            items.remove(atOffsets: packed)
        }
    }

    private func moveToTop(_ item: Item) {
        guard let index = items.firstIndex(of: item) else { return }
        withAnimation(.spring) {
            items.move(fromOffsets: IndexSet(integer: index), toOffset: 0)
        }
    }
}
