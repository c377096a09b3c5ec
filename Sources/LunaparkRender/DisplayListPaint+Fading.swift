import Foundation
import LunaparkCore
import LunaparkGraph

extension DisplayList.Paint {
    /// The same paint with every colour's opacity multiplied by `alpha` (0...1): for a single
    /// fill or stroke, which covers each pixel once, the same as fading it as a group.
    func fading(by alpha: Double) -> DisplayList.Paint {
        let factor = Float(alpha)
        func faded(_ c: Color.Resolved) -> Color.Resolved {
            Color.Resolved(red: c.red, green: c.green, blue: c.blue, opacity: c.opacity * factor)
        }
        func faded(_ stops: [DisplayList.GradientStop]) -> [DisplayList.GradientStop] {
            stops.map { DisplayList.GradientStop(color: faded($0.color), location: $0.location) }
        }
        switch self {
        case .color(let c):
            return .color(faded(c))
        case .material(var material):
            material.tint = faded(material.tint)
            return .material(material)
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: faded(stops), start: start, end: end)
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(stops: faded(stops), center: center, startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(stops: faded(stops), center: center, startAngle: startAngle, endAngle: endAngle)
        case .ellipticalGradient(let stops, let center, let size, let startFraction, let endFraction):
            return .ellipticalGradient(stops: faded(stops), center: center, size: size,
                                       startRadiusFraction: startFraction, endRadiusFraction: endFraction)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.fading(by: factor))
        }
    }
}
