import Lunapark

/// An iOS 18 tab app as WWDC24's "Elevate your tab and sidebar experience" writes it (only the
/// import changed): `Tab` values selected through an enum binding, a badge on a tab, a
/// `TabSection`, a search tab, the sidebar-adaptable style, and a button that switches tabs
/// inside `withAnimation` so the new tab's content springs in.
enum LibraryTab: Hashable {
    case watchNow, library, search
    case collection(String)
}

struct ModernTabsView: View {
    @State private var selection: LibraryTab = .watchNow
    @State private var newItems = 4

    var body: some View {
        TabView(selection: $selection) {
            Tab("Watch Now", systemImage: "play", value: .watchNow) {
                WatchNowScreen(selection: $selection)
            }
            Tab("Library", systemImage: "folder", value: .library) {
                Color.mint
            }
            .badge(newItems)

            TabSection("Collections") {
                Tab("Favorites", systemImage: "star", value: LibraryTab.collection("favorites")) {
                    Color.yellow
                }
            }

            Tab(value: .search, role: .search) {
                Text("Search")
            }
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct WatchNowScreen: View {
    @Binding var selection: LibraryTab

    var body: some View {
        Button("Open Favorites") {
            withAnimation(.spring) {
                selection = .collection("favorites")
            }
        }
        .buttonStyle(.borderedProminent)
    }
}

/// Tabs without values in a tab view that keeps its own selection.
struct PlainModernTabsView: View {
    var body: some View {
        TabView {
            Tab("Received", systemImage: "tray") {
                Color.orange
            }
            .badge(2)
            Tab("Sent", systemImage: "paperplane") {
                Color.teal
            }
        }
    }
}
