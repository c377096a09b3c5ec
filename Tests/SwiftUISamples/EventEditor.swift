import Lunapark

/// An event editor in the style of iOS 16 form tutorials: a banner in the
/// event's colour, a date picker, a colour picker and a share link. Only the
/// import differs from the Apple-platform file.
struct EventEditorView: View {
    @State private var title = "Team dinner"
    @State private var startDate = Date.now
    @State private var labelColor = Color.blue

    var body: some View {
        VStack(alignment: .leading, spacing: 20) {
            RoundedRectangle(cornerRadius: 16)
                .fill(labelColor)
                .frame(height: 80)
                .overlay {
                    Text(title)
                        .font(.title2.bold())
                        .foregroundStyle(.white)
                }
                .animation(.easeInOut(duration: 0.5), value: labelColor)

            DatePicker("Starts", selection: $startDate, in: Date.now..., displayedComponents: [.date, .hourAndMinute])

            ColorPicker("Colour", selection: $labelColor, supportsOpacity: false)

            ShareLink(item: URL(string: "https://example.com/events/42")!,
                      subject: Text(title),
                      message: Text("Join us!"))

            Spacer()
        }
        .padding()
    }
}
