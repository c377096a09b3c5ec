import Lunapark

// A play/pause button whose symbol is replaced with the iOS 17 symbol transition,
// and a download arrow that disappears once the download is done.
struct PlayPauseButton: View {
    @State private var isPlaying = false

    var body: some View {
        Button {
            isPlaying.toggle()
        } label: {
            Image(systemName: isPlaying ? "pause.fill" : "play.fill")
                .font(.system(size: 44))
                .foregroundStyle(.black)
                .contentTransition(.symbolEffect(.replace))
                .frame(width: 80, height: 80)
        }
        .buttonStyle(.plain)
    }
}

struct DownloadBadge: View {
    @State private var isDone = false

    var body: some View {
        Image(systemName: "arrow.down.circle.fill")
            .font(.system(size: 44))
            .foregroundStyle(.green)
            .symbolEffect(.disappear, isActive: isDone)
            .onTapGesture { isDone = true }
    }
}
