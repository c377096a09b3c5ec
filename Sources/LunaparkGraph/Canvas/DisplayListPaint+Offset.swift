import Foundation
import LunaparkCore

extension DisplayList.Paint {
    /// The same paint with its geometry moved by (`x`, `y`) points (a colour or material is unchanged).
    func offsetBy(x: CGFloat, y: CGFloat) -> DisplayList.Paint {
        guard x != 0 || y != 0 else { return self }
        func moved(_ p: CGPoint) -> CGPoint { CGPoint(x: p.x + x, y: p.y + y) }
        switch self {
        case .color, .material:
            return self
        case .linearGradient(let stops, let start, let end):
            return .linearGradient(stops: stops, start: moved(start), end: moved(end))
        case .radialGradient(let stops, let center, let startRadius, let endRadius):
            return .radialGradient(stops: stops, center: moved(center), startRadius: startRadius, endRadius: endRadius)
        case .angularGradient(let stops, let center, let startAngle, let endAngle):
            return .angularGradient(stops: stops, center: moved(center), startAngle: startAngle, endAngle: endAngle)
        case .ellipticalGradient(let stops, let center, let size, let startFraction, let endFraction):
            return .ellipticalGradient(stops: stops, center: moved(center), size: size,
                                       startRadiusFraction: startFraction, endRadiusFraction: endFraction)
        case .meshGradient(let mesh):
            return .meshGradient(mesh.offsetBy(x: x, y: y))
        }
    }
}
