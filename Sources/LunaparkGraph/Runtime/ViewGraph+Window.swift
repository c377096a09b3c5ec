import Foundation

/// What a window host reads from a graph and sets on it besides frames: the window title,
/// the scene's phase and the clipboard.
extension ViewGraph {
    /// The innermost navigation title shown (the window title), or nil.
    ///
    /// Only `navigationTitle`'s modifier nodes give one, and they are counted: without any
    /// (most scenes) nothing is walked. Otherwise the answer is kept for the update pass it
    /// was found in (titles, removals and levels change only in passes). Hosts ask after every
    /// batch of events; the walk over the whole tree was 57 % of the Stress window's CPU at
    /// 10,000 dots (`perf record`, 9.5 fps), several walks per frame.
    public var title: String? {
        guard navigationTitleNodeCount > 0 else { return nil }
        if let cached = cachedTitle, cached.pass == passCounter { return cached.title }
        let title = root.navigationTitle
        cachedTitle = (passCounter, title)
        return title
    }

    /// The scene's phase, which every view reads as `@Environment(\.scenePhase)`: setting another
    /// updates the views again with it, so `onChange(of: scenePhase)` runs (window hosts follow
    /// their window's focus and minimizing; see `ScenePhase`).
    public var scenePhase: ScenePhase {
        get { rootEnvironment.scenePhase }
        set {
            guard newValue != rootEnvironment.scenePhase else { return }
            rootEnvironment.scenePhase = newValue
            setRootView(rootView)
        }
    }

    /// Called with the text a view copies to the clipboard (`ShareLink`'s Copy): hosts set it
    /// to their clipboard (`SDLHost`: `SDL_SetClipboardText`; `HeadlessHost`: its
    /// `clipboardText`). Without one, the first copy writes a warning line to standard error.
    public var clipboardWriter: (@MainActor (String) -> Void)? {
        get { rootEnvironment.clipboardWriter?.write }
        set { rootEnvironment.clipboardWriter?.write = newValue }
    }
}
