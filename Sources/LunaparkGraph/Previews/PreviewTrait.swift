import Foundation

/// A trait of a preview, given to `#Preview(_:traits:_:body:)` (SwiftUI's `PreviewTrait`): its
/// layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`) or interface orientation.
public struct PreviewTrait<T>: Sendable {
    /// The layout the trait asks for, if it is a layout trait.
    public let layout: PreviewLayout?
    /// The orientation the trait asks for, if it is an orientation trait.
    public let orientation: InterfaceOrientation?

    init(layout: PreviewLayout? = nil, orientation: InterfaceOrientation? = nil) {
        self.layout = layout
        self.orientation = orientation
    }
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills a device's screen.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(layout: .device) }
    /// The preview is as large as the view's ideal size.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(layout: .sizeThatFits) }
    /// The preview is `width` x `height` points.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(layout: .fixed(width: width, height: height))
    }
    /// The device upright.
    public static var portrait: PreviewTrait<T> { PreviewTrait(orientation: .portrait) }
    /// The device upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(orientation: .portraitUpsideDown) }
    /// The device turned with its top to the left.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(orientation: .landscapeLeft) }
    /// The device turned with its top to the right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(orientation: .landscapeRight) }
}
