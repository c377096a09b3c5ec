import Combine
import Lunapark

/// A skeleton loading screen as blogs write it: the feed is laid out with placeholder
/// rows under `.redacted(reason: .placeholder)` that pulse while the model loads, the
/// heading `unredacted()`, and the real rows shown when loading ends.
final class FeedModel: ObservableObject {
    struct Article: Identifiable {
        let id: Int
        let title: String
        let summary: String
    }

    @Published var articles: [Article] = (0..<3).map {
        Article(id: $0, title: "Placeholder headline text", summary: "A summary line that is long enough to wrap onto a second line")
    }
    @Published var isLoading = true

    func finishLoading(with articles: [Article]) {
        self.articles = articles
        isLoading = false
    }
}

struct SkeletonFeed: View {
    @ObservedObject var model: FeedModel
    @State private var isPulsing = false

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Latest")
                .font(.title.bold())
                .unredacted()

            ForEach(model.articles) { article in
                HStack(alignment: .top, spacing: 12) {
                    Image(systemName: "newspaper.fill")
                        .font(.title)
                        .frame(width: 44, height: 44)
                    VStack(alignment: .leading, spacing: 4) {
                        Text(article.title)
                            .font(.headline)
                        Text(article.summary)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                            .lineLimit(2)
                    }
                }
            }
            Spacer()
        }
        .padding()
        .redacted(reason: model.isLoading ? .placeholder : [])
        .opacity(model.isLoading && isPulsing ? 0.4 : 1)
        .animation(model.isLoading ? .easeInOut(duration: 0.8).repeatForever(autoreverses: true) : .default,
                   value: isPulsing)
        .onAppear { isPulsing = true }
    }
}
