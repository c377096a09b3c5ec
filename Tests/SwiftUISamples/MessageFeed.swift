import Lunapark

/// An iOS 18 message feed: a "jump to latest" button drives a `ScrollPosition` inside
/// `withAnimation`, and `onScrollPhaseChange` fades the button out while the feed scrolls.
/// Only the import differs.
struct MessageFeed: View {
    @State private var position = ScrollPosition(edge: .top)
    @State private var isScrolling = false
    private let messages = (1...60).map { "Message \($0)" }

    var body: some View {
        ZStack(alignment: .bottomTrailing) {
            ScrollView {
                LazyVStack(spacing: 8) {
                    ForEach(messages, id: \.self) { message in
                        Text(message)
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(Color.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                .padding()
            }
            .scrollPosition($position)
            .onScrollPhaseChange { _, newPhase in
                withAnimation(.easeInOut(duration: 0.2)) {
                    isScrolling = newPhase.isScrolling
                }
            }

            Button {
                withAnimation(.easeInOut(duration: 0.6)) {
                    position.scrollTo(edge: .bottom)
                }
            } label: {
                Image(systemName: "arrow.down.circle.fill")
                    .font(.system(size: 44))
            }
            .padding()
            .opacity(isScrolling ? 0 : 1)
        }
    }
}
