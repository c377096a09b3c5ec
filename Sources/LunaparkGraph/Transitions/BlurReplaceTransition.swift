import Foundation
import LunaparkCore

/// Blurs, scales and fades the view in and out (SwiftUI's `BlurReplaceTransition`, `.blurReplace`).
///
/// Outside the identity phase the view is blurred by `blurRadius` points, transparent and scaled
/// about its centre: from `insertionScale` when it appears and to `removalScale` when it leaves.
/// Apple documents the blur and the scale, not their amounts; the amounts here are Lunapark's
/// choice (a 20-point blur, 0.8 smaller, 1.2 larger), and the fade is added so that the view
/// does not vanish at the end while still visible through its blur.
public struct BlurReplaceTransition: Transition {
    /// Which way the view scales as it appears and as it leaves.
    public struct Configuration: Equatable, Sendable {
        let insertionScale: Double
        let removalScale: Double

        /// Grows from smaller on insertion, shrinks on removal.
        public static let downUp = Configuration(insertionScale: 0.8, removalScale: 0.8)
        /// Grows from smaller on insertion, grows larger on removal.
        public static let upUp = Configuration(insertionScale: 0.8, removalScale: 1.2)
    }

    /// The blur radius outside the identity phase, in points.
    static let blurRadius: CGFloat = 20

    /// How the view scales.
    public var configuration: Configuration

    /// A blur replace with `configuration`.
    public init(configuration: Configuration = .downUp) {
        self.configuration = configuration
    }

    public func body(content: Content, phase: TransitionPhase) -> some View {
        let scale: Double = switch phase {
        case .willAppear: configuration.insertionScale
        case .identity: 1
        case .didDisappear: configuration.removalScale
        }
        content
            .blur(radius: phase.isIdentity ? 0 : Self.blurRadius)
            .scaleEffect(CGFloat(scale))
            .opacity(phase.isIdentity ? 1 : 0)
    }

    /// Scaling is motion.
    public static var properties: TransitionProperties { TransitionProperties(hasMotion: true) }
}

extension Transition where Self == BlurReplaceTransition {
    /// Blurs and scales the view in and out, scaling `.downUp`.
    public static var blurReplace: BlurReplaceTransition { BlurReplaceTransition() }

    /// Blurs and scales the view in and out, scaling as `config` says.
    public static func blurReplace(_ config: BlurReplaceTransition.Configuration = .downUp) -> Self {
        BlurReplaceTransition(configuration: config)
    }
}
