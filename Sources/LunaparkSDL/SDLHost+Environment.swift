import Foundation
import LunaparkGraph

/// The environment values the window gives its scene: the pixel scale, and the user's
/// accessibility settings, read from the process environment at start.
extension SDLHost {
    /// The variables that turn an accessibility setting on (`1`, `true` or `yes`), and the
    /// environment value each sets. A desktop has no such system settings, so they are
    /// the host's own switches.
    static let accessibilitySwitches: [(variable: String, keyPath: WritableKeyPath<EnvironmentValues, Bool>)] = [
        ("LUNAPARK_REDUCE_MOTION", \.accessibilityReduceMotion),
        ("LUNAPARK_REDUCE_TRANSPARENCY", \.accessibilityReduceTransparency),
        ("LUNAPARK_DIFFERENTIATE_WITHOUT_COLOR", \.accessibilityDifferentiateWithoutColor),
    ]

    /// The graph of the scene shown (inside the inspector, if it is shown).
    var sceneGraph: ViewGraph? { (content as? ViewGraph) ?? (content as? InspectedContent)?.scene }

    /// Sets the accessibility settings the process environment turns on, and the pixel scale.
    func installEnvironment(_ variables: [String: String] = ProcessInfo.processInfo.environment) {
        guard let graph = sceneGraph else { return }
        for (variable, keyPath) in Self.accessibilitySwitches {
            guard let value = variables[variable] else { continue }
            switch value.lowercased() {
            case "1", "true", "yes": graph.setRootEnvironment(keyPath, true)
            case "0", "false", "no", "": graph.setRootEnvironment(keyPath, false)
            default: print("Lunapark: \(variable)=\(value) is neither 1 nor 0; ignored")
            }
        }
        updateDisplayScaleEnvironment()
    }

    /// Gives the scene the window's pixel scale (`EnvironmentValues.displayScale`).
    func updateDisplayScaleEnvironment() {
        sceneGraph?.displayScale = CGFloat(displayScale.scale)
    }
}
