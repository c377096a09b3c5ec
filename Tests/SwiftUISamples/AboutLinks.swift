import Foundation
import Lunapark

/// An about screen with links, written the way tutorials write it (only the import changed):
/// `Link` with a title and with a `Label`, a button that calls `@Environment(\.openURL)`, and
/// the whole screen's URLs routed through `.environment(\.openURL, OpenURLAction { ... })`
/// (kept in a list shown on screen, mail links discarded).

struct AboutView: View {
    @State private var openedURLs: [String] = []

    var body: some View {
        VStack(spacing: 20) {
            Link("Visit Website", destination: URL(string: "https://example.com")!)
            Link(destination: URL(string: "mailto:hello@example.com")!) {
                Label("Email Us", systemImage: "envelope")
            }
            HelpButton()
            ForEach(openedURLs, id: \.self) { url in
                Text(url).font(.caption)
            }
        }
        .environment(\.openURL, OpenURLAction { url in
            guard url.scheme != "mailto" else { return .discarded }
            withAnimation { openedURLs.append(url.absoluteString) }
            return .handled
        })
    }
}

struct HelpButton: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Help") {
            openURL(URL(string: "https://example.com/help")!)
        }
    }
}
