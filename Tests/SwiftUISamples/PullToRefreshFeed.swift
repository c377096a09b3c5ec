import Lunapark

/// A feed that reloads when pulled down, with the async reload a view model runs.
@MainActor
final class RefreshFeedModel: ObservableObject {
    @Published var items: [String] = ["First post", "Second post", "Third post"]
    @Published var refreshCount = 0
    /// Lets a test decide when the network answers.
    var pendingReload: CheckedContinuation<Void, Never>?

    func reload() async {
        await withCheckedContinuation { pendingReload = $0 }
        refreshCount += 1
        items.insert("New post \(refreshCount)", at: 0)
    }
}

struct PullToRefreshFeed: View {
    @ObservedObject var model: RefreshFeedModel

    var body: some View {
        ScrollView {
            LazyVStack(spacing: 0) {
                ForEach(model.items, id: \.self) { item in
                    Text(item)
                        .frame(maxWidth: .infinity, minHeight: 60)
                        .background(Color.teal)
                        .padding(.bottom, 1)
                }
            }
        }
        .refreshable {
            await model.reload()
        }
    }
}
