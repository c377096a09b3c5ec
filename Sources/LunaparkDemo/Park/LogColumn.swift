import Lunapark

/// A titled column of log lines in a monospaced font on a white card, as the scenes show
/// what an animation wrote or when views appeared.
struct LogColumn: View {
    let title: String
    /// A second line under the title, if any.
    var subtitle: String?
    /// Shown while there are no entries.
    let placeholder: String
    let entries: [String]
    /// The column's width in points.
    let width: CGFloat

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(title).font(.caption.bold()).foregroundStyle(Color(white: 0.35))
            if let subtitle {
                Text(subtitle).font(.caption).foregroundStyle(Color.secondary)
            }
            if entries.isEmpty {
                Text(placeholder).font(.caption.monospaced()).foregroundStyle(Color.secondary)
            }
            ForEach(Array(entries.enumerated()), id: \.offset) { item in
                Text(item.element).font(.caption.monospaced())
            }
        }
        .frame(width: width, alignment: .topLeading)
        .padding(10)
        .background(Color.white, in: RoundedRectangle(cornerRadius: 8))
    }
}
