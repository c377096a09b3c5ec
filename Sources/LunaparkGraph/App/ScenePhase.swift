import Foundation
import LunaparkCore

/// Whether a scene is in front and taking input (SwiftUI's `ScenePhase`), read with
/// `@Environment(\.scenePhase)`.
///
/// A window host follows its SDL window: `.active` while it has the keyboard focus,
/// `.inactive` while it is shown without it, `.background` while it is minimized or hidden.
/// A `HeadlessHost` starts `.active`; tests set `host.graph.scenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not visible (the window is minimized or hidden).
    case background
    /// Visible but not taking input (another window has the focus).
    case inactive
    /// In front, taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The phase of the scene the view is in (`.active` unless the host says otherwise).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
