import Lunapark

/// An FAQ screen as blogs write it: questions in `DisclosureGroup`s, the first one
/// bound to state so a button can open it, the answers fading in below.
struct FAQView: View {
    struct Question: Identifiable {
        let id = UUID()
        let title: String
        let answer: String
    }

    let questions = [
        Question(title: "How do I reset my password?",
                 answer: "Tap \"Forgot password\" on the sign-in screen and follow the link we email you."),
        Question(title: "Can I use the app offline?",
                 answer: "Yes. Everything you opened recently is kept on the device."),
        Question(title: "How do I cancel my subscription?",
                 answer: "Open Settings, then Subscriptions, and tap Cancel."),
    ]

    @State private var isFirstExpanded = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("FAQ")
                    .font(.largeTitle.bold())

                DisclosureGroup(questions[0].title, isExpanded: $isFirstExpanded) {
                    Text(questions[0].answer)
                        .foregroundStyle(.secondary)
                }

                ForEach(questions.dropFirst()) { question in
                    DisclosureGroup(question.title) {
                        Text(question.answer)
                            .foregroundStyle(.secondary)
                    }
                    Divider()
                }

                Button("Show the first answer") {
                    withAnimation(.easeInOut(duration: 0.3)) {
                        isFirstExpanded = true
                    }
                }
            }
            .padding()
        }
        .tint(.purple)
    }
}
