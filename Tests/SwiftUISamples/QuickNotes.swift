import Lunapark

// A quick-capture notes panel as Mac and iPad apps write it: Command-Return adds the note,
// Escape clears the list, Command-Shift-P pins new notes. New notes spring in from the top.

struct QuickNotesView: View {
    @State private var draft = ""
    @State private var notes: [String] = []
    @State private var pinsNewNotes = false
    @FocusState private var isEditing: Bool

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            TextField("New note", text: $draft)
                .textFieldStyle(.roundedBorder)
                .focused($isEditing)

            HStack {
                Toggle("Pin", isOn: $pinsNewNotes)
                    .keyboardShortcut("p", modifiers: [.command, .shift])
                    .fixedSize()
                Spacer()
                Button("Clear", role: .destructive) {
                    withAnimation(.easeOut(duration: 0.25)) { notes.removeAll() }
                }
                .keyboardShortcut(.cancelAction)

                Button("Add") {
                    guard !draft.isEmpty else { return }
                    withAnimation(.spring(response: 0.4, dampingFraction: 0.8)) {
                        notes.insert(pinsNewNotes ? "📌 " + draft : draft, at: 0)
                    }
                    draft = ""
                }
                .keyboardShortcut(.return, modifiers: .command)
                .buttonStyle(.borderedProminent)
            }

            ForEach(notes, id: \.self) { note in
                Text(note)
                    .padding(10)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .background(Color.yellow.opacity(0.35), in: RoundedRectangle(cornerRadius: 8))
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
            Spacer()
        }
        .padding()
        .onAppear { isEditing = true }
    }
}
