import Lunapark

/// A photo strip whose photos are deleted after a confirmation, written the way tutorials
/// write it (only the import changed): a long row of coloured squares, a trash button that
/// asks with `.alert(_:isPresented:actions:message:)` (a destructive and a cancel button),
/// the deletion animated with `withAnimation`, and an older screen that still uses the
/// deprecated `Alert` structure and a `confirmationDialog` for sharing options.

struct PhotoStripView: View {
    @State private var photos: [Color] = [.red, .green, .blue]
    @State private var showDeleteAlert = false
    @State private var showOptions = false
    @State private var lastOption = "none"

    var body: some View {
        VStack(spacing: 20) {
            HStack(spacing: 10) {
                ForEach(photos.indices, id: \.self) { index in
                    RoundedRectangle(cornerRadius: 8)
                        .fill(photos[index])
                        .frame(width: 60, height: 60)
                        .transition(.scale)
                }
            }
            .frame(height: 60)
            HStack {
                Button(role: .destructive) {
                    showDeleteAlert = true
                } label: {
                    Label("Delete", systemImage: "trash")
                }
                Button("Options") { showOptions = true }
            }
            Text("Last option: \(lastOption)")
        }
        .alert("Delete Photo?", isPresented: $showDeleteAlert) {
            Button("Delete", role: .destructive) {
                withAnimation(.easeInOut) { _ = photos.popLast() }
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This photo will be deleted from all your devices.")
        }
        .confirmationDialog("Share", isPresented: $showOptions, titleVisibility: .visible) {
            Button("Copy Link") { lastOption = "copy" }
            Button("Duplicate") { lastOption = "duplicate" }
            Button("Remove All", role: .destructive) { withAnimation { photos.removeAll() } }
        }
    }
}

struct LegacyResetView: View {
    @State private var showingAlert = false
    @State private var score = 10

    var body: some View {
        VStack {
            Text("Score: \(score)")
            Button("Reset") { showingAlert = true }
        }
        .alert(isPresented: $showingAlert) {
            Alert(title: Text("Reset score?"),
                  message: Text("Your progress will be lost."),
                  primaryButton: .destructive(Text("Reset")) { score = 0 },
                  secondaryButton: .cancel())
        }
    }
}
