import Lunapark

// Apple's ViewThatFits example: the upload progress shows the percentage and a bar when
// there is room, then only the bar, then only the percentage.
struct UploadProgressView: View {
    var uploadProgress: Double

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack {
                Text("\(uploadProgress.formatted(.percent))")
                ProgressView(value: uploadProgress)
                    .frame(width: 100)
            }
            ProgressView(value: uploadProgress)
                .frame(width: 100)
            Text("\(uploadProgress.formatted(.percent))")
        }
    }
}

// A toolbar that shows labelled buttons when wide and icons only when narrow, animating
// its width so the choice changes while it moves.
struct AdaptiveToolbar: View {
    @State private var isWide = true

    var body: some View {
        ViewThatFits(in: .horizontal) {
            HStack(spacing: 12) {
                Label("Reply", systemImage: "arrow.uturn.backward")
                Label("Share", systemImage: "square.and.arrow.up")
                Label("Delete", systemImage: "trash")
            }
            HStack(spacing: 12) {
                Image(systemName: "square.and.arrow.up")
                Image(systemName: "trash")
            }
        }
        .frame(width: isWide ? 320 : 120)
        .onTapGesture {
            withAnimation(.easeInOut(duration: 0.4)) { isWide.toggle() }
        }
    }
}
