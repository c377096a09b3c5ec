import Lunapark

/// A help popover, written the way tutorials write it for the iPad (only the import changed):
/// `.popover(isPresented:arrowEdge:)` on an info button, and `.popover(item:)` for a tapped
/// colour; on an iPhone both present as sheets.

struct ColorInfo: Identifiable {
    let id: String
    let color: Color
}

struct InfoPopoverView: View {
    @State private var showingHelp = false
    @State private var selected: ColorInfo?

    var body: some View {
        VStack(spacing: 30) {
            Button {
                showingHelp = true
            } label: {
                Image(systemName: "info.circle")
            }
            .popover(isPresented: $showingHelp, arrowEdge: .bottom) {
                Text("Tap a swatch to see it large.")
                    .padding()
            }
            Color.green
                .frame(width: 80, height: 80)
                .onTapGesture { selected = ColorInfo(id: "green", color: .green) }
        }
        .popover(item: $selected) { info in
            info.color.frame(width: 200, height: 200)
        }
    }
}
