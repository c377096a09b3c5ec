import Lunapark

// The SwiftUI Lab article, "GifImage example": an animated GIF played by a TimelineView.
// AnimatedImage is that view: a schedule with one entry per frame, at the
// frame's own delay. The frames are decoded by AnimatedImageLoader (platform
// layer, SDL2_image IMG_LoadAnimation); the GIF is made by scripts/make-gif.sh.

/// The project's GIF at its own size and scaled up, its frame delays, and what a missing file does.
struct GifImageExample: View {
    static let name = "ferris-wheel"
    /// Decodes GIFs for the AnimatedImage views below (passed down through the environment).
    @State private var loader = AnimatedImageLoader()

    var body: some View {
        HStack(alignment: .top, spacing: 30) {
            VStack(spacing: 8) {
                AnimatedImage(Self.name)
                    .resizable()
                    .frame(width: 240, height: 240)
                    .clipShape(RoundedRectangle(cornerRadius: 16))
                Text("AnimatedImage(\"\(Self.name)\").resizable()").font(.caption.monospaced())
            }
            VStack(alignment: .leading, spacing: 14) {
                HStack(alignment: .bottom, spacing: 16) {
                    VStack(spacing: 6) {
                        AnimatedImage(Self.name)
                        Text("own size").font(.caption)
                    }
                    VStack(spacing: 6) {
                        AnimatedImage("no-such-gif")
                        Text("missing file").font(.caption)
                    }
                }
                Text(details)
                    .font(.callout.monospacedDigit())
                    .frame(width: 360, alignment: .leading)
                Text("The first frame is held 0.4 s, the others 0.08 s: the wheel pauses with the red gondola on top. A missing or corrupt file is reported in one line (stderr) and shows as a grey box; the scene goes on.")
                    .font(.caption)
                    .foregroundStyle(Color(white: 0.4))
                    .frame(width: 360, alignment: .leading)
            }
        }
        .animatedImageLoader(loader)
    }

    private var details: String {
        do {
            let gif = try loader.animatedImage(named: Self.name)
            let delays = gif.delays.map { String(format: "%.2f", $0) }.joined(separator: " ")
            return "\(gif.frames.count) frames, \(Int(gif.size.width))x\(Int(gif.size.height)), one loop \(String(format: "%.2f", gif.duration)) s\ndelays: \(delays)"
        } catch {
            return "\(error)"
        }
    }
}
