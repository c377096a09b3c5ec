import Foundation
import LunaparkCore

private struct FontWeightKey: EnvironmentKey {
    static let defaultValue: Font.Weight? = nil
}

private struct FontDesignKey: EnvironmentKey {
    static let defaultValue: Font.Design? = nil
}

extension EnvironmentValues {
    /// The weight `fontWeight(_:)` set for text in the subtree (nil: each font's own).
    var fontWeight: Font.Weight? {
        get { self[FontWeightKey.self] }
        set { self[FontWeightKey.self] = newValue }
    }

    /// The design `fontDesign(_:)` set for text in the subtree (nil: each font's own).
    var fontDesign: Font.Design? {
        get { self[FontDesignKey.self] }
        set { self[FontDesignKey.self] = newValue }
    }
}

extension View {
    /// Sets the weight of text in this view, whichever font it is set in (its own or
    /// the environment's); nil keeps each font's weight. A `fontWeight(_:)` on the
    /// `Text` itself wins, as in SwiftUI.
    public func fontWeight(_ weight: Font.Weight?) -> some View { environment(\.fontWeight, weight) }

    /// Sets the design of text in this view (`.serif`, `.rounded`, `.monospaced`),
    /// whichever font it is set in; nil keeps each font's design. A `fontDesign(_:)`
    /// on the `Text` itself wins; a custom font keeps its family.
    public func fontDesign(_ design: Font.Design?) -> some View { environment(\.fontDesign, design) }
}
