import Lunapark

/// The park: the current scene above a footer that lists the scenes and
/// their keys. Number keys switch to scenes 1-10, Shift+number to scenes 11-20;
/// Esc or q quits.
struct ParkView: View {
    @State var selection: Int
    let quit: @MainActor () -> Void

    var body: some View {
        let scene = SceneCatalog.all[selection]
        VStack(spacing: 0) {
            scene.make()
                .id(selection)
                .padding(.horizontal, 28)
                .padding(.top, 20)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            ParkFooter(selection: selection)
        }
        .background(Color(white: 0.97))
        .navigationTitle("Lunapark - \(scene.key.label) \(scene.title)")
        .onKeyPress { press in
            if press.key == .escape || press.key == "q" {
                quit()
                return .handled
            }
            if let key = SceneKey(press), let index = SceneCatalog.index(forKey: key) {
                selection = index
                return .handled
            }
            return .ignored
        }
    }
}

/// The scene list at the bottom of the window (the current scene highlighted) and the keys:
/// one row per page, scenes 1-10 on the number keys, then 11-20 on Shift+number (⇧1...).
struct ParkFooter: View {
    let selection: Int

    var body: some View {
        let pages = SceneCatalog.pages
        VStack(alignment: .leading, spacing: 4) {
            ForEach(0..<pages.count, id: \.self) { page in
                HStack(spacing: 4) {
                    ForEach(pages[page], id: \.self) { index in
                        let scene = SceneCatalog.all[index]
                        Text("\(scene.key.label) \(scene.shortTitle)")
                            .font(.caption)
                            .foregroundStyle(index == selection ? Color.white : Color(white: 0.3))
                            .fixedSize()
                            .padding(.horizontal, 6)
                            .padding(.vertical, 3)
                            .background(index == selection ? Color.indigo : Color(white: 0.88), in: Capsule())
                    }
                    Spacer(minLength: 0)
                }
            }
            Text("keys: 1-9, 0 scene · ⇧1-⇧0 scenes 11-20 · i inspector · s slow motion · p pause · . step (paused) · esc, q quit")
                .font(.caption2)
                .foregroundStyle(Color(white: 0.45))
        }
        .padding(.horizontal, 16)
        .padding(.vertical, 6)
        .frame(maxWidth: .infinity, alignment: .leading)
        .background(Color(white: 0.93))
    }
}

/// A scene's title, its sources and what it teaches.
struct SceneHeader: View {
    let info: SceneInfo
    let lesson: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack(alignment: .firstTextBaseline, spacing: 10) {
                Text(info.title).font(.title2.bold())
                Text(info.sourceLine).font(.caption).foregroundStyle(Color.secondary)
            }
            Text(lesson)
                .font(.callout)
                .foregroundStyle(Color(white: 0.3))
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
