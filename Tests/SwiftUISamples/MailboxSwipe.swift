import Lunapark

/// A mailbox as SwiftUI tutorials write swipe actions: delete (destructive, full swipe) and
/// archive on the trailing edge, an unread toggle on the leading edge tinted blue, rows
/// leaving with an animation.
struct MailboxSwipe: View {
    struct Message: Identifiable {
        let id = UUID()
        let sender: String
        let subject: String
        var isUnread = true
    }

    @State private var messages = [
        Message(sender: "Anna", subject: "Lunch on Friday?"),
        Message(sender: "Ben", subject: "The slides for Monday"),
        Message(sender: "Chloé", subject: "Photos from the trip"),
        Message(sender: "David", subject: "Re: invoice 1042"),
    ]
    @State private var archived: [Message] = []

    var body: some View {
        NavigationStack {
            List {
                ForEach(messages) { message in
                    HStack {
                        Circle()
                            .fill(message.isUnread ? Color.blue : Color.clear)
                            .frame(width: 10, height: 10)
                        VStack(alignment: .leading) {
                            Text(message.sender).font(.headline)
                            Text(message.subject).foregroundStyle(.secondary)
                        }
                    }
                    .swipeActions(edge: .trailing, allowsFullSwipe: true) {
                        Button(role: .destructive) {
                            withAnimation {
                                messages.removeAll { $0.id == message.id }
                            }
                        } label: {
                            Label("Delete", systemImage: "trash")
                        }

                        Button {
                            withAnimation {
                                archived.append(message)
                                messages.removeAll { $0.id == message.id }
                            }
                        } label: {
                            Label("Archive", systemImage: "archivebox")
                        }
                        .tint(.indigo)
                    }
                    .swipeActions(edge: .leading) {
                        Button {
                            toggleUnread(message)
                        } label: {
                            Label(message.isUnread ? "Read" : "Unread",
                                  systemImage: message.isUnread ? "envelope.open" : "envelope.badge")
                        }
                        .tint(.blue)
                    }
                }
            }
            .listStyle(.plain)
            .navigationTitle("Inbox")
        }
    }

    private func toggleUnread(_ message: Message) {
        if let index = messages.firstIndex(where: { $0.id == message.id }) {
            messages[index].isUnread.toggle()
        }
    }
}
