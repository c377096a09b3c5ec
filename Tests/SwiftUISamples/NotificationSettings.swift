import Lunapark

// A settings screen as iOS samples write it: a Form in a NavigationView whose toggle
// reveals a section with an animation, a summary with a footer, and a search over the
// topics that shows ContentUnavailableView.search when nothing matches.

struct NotificationSettings: View {
    @State private var enabled = false
    @State private var sound = true
    @State private var query = ""

    private let topics = ["Deliveries", "Messages", "Reminders", "Weather"]

    private var matches: [String] {
        query.isEmpty ? topics : topics.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("General")) {
                    Toggle("Allow Notifications", isOn: $enabled.animation(.easeInOut))
                }
                if enabled {
                    Section(header: Text("Alerts")) {
                        Toggle("Sound", isOn: $sound)
                        TextField("Filter topics", text: $query)
                        if matches.isEmpty {
                            ContentUnavailableView.search(text: query)
                        } else {
                            ForEach(matches, id: \.self) { topic in
                                Text(topic)
                            }
                        }
                    }
                }
                Section(footer: Text("You can change this later.")) {
                    Text(enabled ? "Notifications are on" : "Notifications are off")
                }
            }
            .navigationTitle("Notifications")
        }
    }
}
