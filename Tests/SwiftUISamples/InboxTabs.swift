import Lunapark

/// A tab app with badges, written the way tutorials write it (only the import changed): a
/// `TabView` bound to a selection, each tab labelled with `tabItem { Label(...) }`, tagged,
/// the inbox badged with its unread count (cleared with an animation when read), a heart on
/// the favourites tab that pulses forever once the tab appears, and an older app whose items
/// are written as `Image` + `Text` in a tab view without a selection.

struct InboxTabsView: View {
    @State private var selectedTab = 0
    @State private var unreadCount = 3

    var body: some View {
        TabView(selection: $selectedTab) {
            InboxScreen(unreadCount: $unreadCount)
                .tabItem {
                    Label("Inbox", systemImage: "tray")
                }
                .badge(unreadCount)
                .tag(0)

            FavoritesScreen()
                .tabItem {
                    Label("Favorites", systemImage: "heart")
                }
                .tag(1)

            Text("Settings")
                .font(.largeTitle)
                .tabItem {
                    Label("Settings", systemImage: "gear")
                }
                .badge("!")
                .tag(2)
        }
        .tint(.purple)
    }
}

struct InboxScreen: View {
    @Binding var unreadCount: Int

    var body: some View {
        VStack(spacing: 16) {
            Text("\(unreadCount) unread")
                .font(.title2)
            Button("Mark All as Read") {
                withAnimation(.easeOut) { unreadCount = 0 }
            }
        }
    }
}

struct FavoritesScreen: View {
    @State private var isBeating = false

    var body: some View {
        Image(systemName: "heart.fill")
            .font(.system(size: 60))
            .foregroundColor(.red)
            .scaleEffect(isBeating ? 1.3 : 1)
            .animation(.easeInOut(duration: 0.6).repeatForever(autoreverses: true), value: isBeating)
            .onAppear { isBeating = true }
    }
}

struct ClassicTabsView: View {
    var body: some View {
        TabView {
            Color.orange
                .tabItem {
                    Image(systemName: "house")
                    Text("Home")
                }
            Color.teal
                .tabItem {
                    Image(systemName: "person")
                    Text("Profile")
                }
        }
    }
}

struct MailboxesView: View {
    @State private var unread = ["Inbox": 12, "Drafts": 0, "Archive": 3]

    var body: some View {
        List {
            ForEach(["Inbox", "Drafts", "Archive"], id: \.self) { name in
                Label(name, systemImage: "tray")
                    .badge(unread[name] ?? 0)
            }
        }
    }
}
