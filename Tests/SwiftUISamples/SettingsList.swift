import Lunapark

/// A settings screen as apps write it: labelled rows with SF Symbols, a toggle,
/// a favourite heart that pops with a spring, and a footnote in Markdown.
/// Only the import differs.
struct SettingsList: View {
    @State private var notificationsOn = true
    @State private var isFavorite = false

    var body: some View {
        NavigationStack {
            List {
                Section {
                    Toggle(isOn: $notificationsOn) {
                        Label("Notifications", systemImage: "bell.fill")
                    }
                    Label("Appearance", systemImage: "paintbrush.fill")
                    Label("Privacy", systemImage: "lock.fill")
                } header: {
                    Text("General")
                } footer: {
                    Text("Changes are saved **automatically**. Read the [privacy policy](https://example.com/privacy).")
                }
                Section {
                    HStack {
                        Text("Favourite ride")
                        Spacer()
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                            .font(.largeTitle)
                            .foregroundStyle(isFavorite ? .red : .gray)
                            .scaleEffect(isFavorite ? 1.3 : 1)
                            .onTapGesture {
                                withAnimation(.spring(response: 0.35, dampingFraction: 0.45)) {
                                    isFavorite.toggle()
                                }
                            }
                    }
                }
            }
            .navigationTitle("Settings")
        }
    }
}
