import Lunapark

/// Model and view code written as SwiftUI apps write it, with only the import changed:
/// an `@Observable` model whose method (not on the main actor) animates its own change,
/// an `ObservableObject` with `@Published` settings, `@StateObject`, `@EnvironmentObject`,
/// `.environment(_:)` with `@Environment(Model.self)`, and `@Bindable`.

@Observable
final class UploadModel {
    var fileName = "holiday.mov"
    var progress: Double = 0

    /// Called from anywhere (a network callback, say): not main-actor isolated.
    func finish() {
        withAnimation(.linear(duration: 1)) {
            progress = 1
        }
    }

    func reset() {
        progress = 0
    }
}

final class DisplaySettings: ObservableObject {
    @Published var accent: Color = .blue
    @Published var showsFileName = true
}

struct UploadProgressCard: View {
    @Bindable var upload: UploadModel
    @StateObject private var settings = DisplaySettings()

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            UploadTitle()
            UploadBar()
            Toggle("Show file name", isOn: $settings.showsFileName)
        }
        .padding(20)
        .environment(upload)
        .environmentObject(settings)
    }
}

private struct UploadTitle: View {
    @Environment(UploadModel.self) private var upload
    @EnvironmentObject private var settings: DisplaySettings

    var body: some View {
        Text(settings.showsFileName ? upload.fileName : "Uploading")
            .font(.headline)
    }
}

private struct UploadBar: View {
    @Environment(UploadModel.self) private var upload
    @EnvironmentObject private var settings: DisplaySettings

    var body: some View {
        ZStack(alignment: .leading) {
            Capsule().fill(Color.gray.opacity(0.2))
            Capsule().fill(settings.accent)
                .frame(width: 200 * upload.progress)
        }
        .frame(width: 200, height: 12)
    }
}
