import Lunapark

/// One message of a chat thread.
struct ChatMessage: Identifiable {
    let id: Int
    let text: String
    let isMine: Bool
}

/// A chat bubble: mine on the trailing side in blue, theirs on the leading side in grey.
struct ChatBubble: View {
    let message: ChatMessage

    var body: some View {
        HStack {
            if message.isMine { Spacer(minLength: 40) }
            Text(message.text)
                .font(.system(size: 15))
                .foregroundStyle(message.isMine ? Color.white : Color.black)
                .padding(.horizontal, 12)
                .padding(.vertical, 8)
                .background(message.isMine ? Color.blue : Color(red: 0.9, green: 0.9, blue: 0.92),
                            in: RoundedRectangle(cornerRadius: 16))
            if !message.isMine { Spacer(minLength: 40) }
        }
    }
}

/// A short thread with a send button, laid out right to left as in an Arabic or Hebrew UI:
/// the other person's bubbles hug the right edge, mine the left, and a sent bubble springs in
/// from the trailing (left) edge.
struct ChatThread: View {
    @State private var messages = [
        ChatMessage(id: 0, text: "مرحبا!", isMine: false),
        ChatMessage(id: 1, text: "أهلا، كيف حالك؟", isMine: true),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(messages) { message in
                ChatBubble(message: message)
                    .transition(.move(edge: .trailing).combined(with: .opacity))
            }
            Spacer()
            Button("إرسال") {
                withAnimation(.spring(duration: 0.5)) {
                    messages.append(ChatMessage(id: messages.count, text: "بخير، شكرا", isMine: true))
                }
            }
            .frame(maxWidth: .infinity)
        }
        .padding()
        .environment(\.layoutDirection, .rightToLeft)
    }
}
