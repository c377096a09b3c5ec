import Foundation
import Lunapark

/// A comment box written the way iOS 16 tutorials write it (only the import changed): a
/// `TextField` with `axis: .vertical` that grows as you type, between two and five lines
/// (`lineLimit(2...5)`), in a rounded box, with a character count and a Post button.

struct CommentComposer: View {
    @State private var comment = ""
    @State private var posted: [String] = []

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            ForEach(posted, id: \.self) { text in
                Text(text)
                    .padding(8)
                    .background(Color.gray.opacity(0.15), in: RoundedRectangle(cornerRadius: 8))
            }

            TextField("Add a comment…", text: $comment, axis: .vertical)
                .lineLimit(2...5)
                .padding(10)
                .background(
                    RoundedRectangle(cornerRadius: 12)
                        .stroke(Color.gray.opacity(0.4))
                )

            HStack {
                Text("\(comment.count)/280")
                    .font(.caption)
                    .foregroundColor(comment.count > 280 ? .red : .secondary)
                Spacer()
                Button("Post") {
                    withAnimation {
                        posted.append(comment)
                        comment = ""
                    }
                }
                .disabled(comment.isEmpty)
            }
        }
        .padding()
    }
}
