import Foundation
import LunaparkCore

/// One running animation of a node, as the inspector plots it: the property it animates
/// and its course over time (`AnimatedValue.plot(now:sampleCount:)`).
struct PlottedAnimation {
    /// What animates, readable: "frame", "offset", "opacity", or `Type.animatableData`.
    var property: String
    var plot: AnimationPlot

    /// `[plot]` named after the animatable data of `type`, or `[]` when `plot` is nil.
    static func of<T>(_ type: T.Type, _ plot: AnimationPlot?) -> [PlottedAnimation] {
        guard let plot else { return [] }
        return [PlottedAnimation(property: propertyName(of: type), plot: plot)]
    }

    /// The name the inspector gives the animatable data of `type`: a built-in effect
    /// (`_OffsetEffect`, `_OpacityEffect`...) by what it changes ("offset", "opacity"),
    /// any other type as `Type.animatableData`.
    static func propertyName<T>(of type: T.Type) -> String {
        let name = String(describing: type)
        guard name.hasPrefix("_") else { return name + ".animatableData" }
        var base = String(name.dropFirst().prefix { $0 != "<" })
        for suffix in ["Effect", "Modifier"] where base.hasSuffix(suffix) && base.count > suffix.count {
            base.removeLast(suffix.count)
        }
        return base.prefix(1).lowercased() + base.dropFirst()
    }
}
