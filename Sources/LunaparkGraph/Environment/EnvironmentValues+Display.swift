import Foundation
import LunaparkCore

private struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = nil
}

private struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 1
}

extension EnvironmentValues {
    /// The horizontal size class of this environment: `.compact` when the
    /// window is narrower than 700 points, else `.regular` (see
    /// `UserInterfaceSizeClass`). The graph sets it from its viewport and
    /// updates it when the window is resized; `environment(\.horizontalSizeClass, _)`
    /// overrides it for a subtree. nil only in an environment made by hand.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }

    /// The vertical size class of this environment: `.compact` when the window
    /// is less than 500 points tall, else `.regular`; set and updated as
    /// `horizontalSizeClass` is.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }

    /// Pixels per point of the window this environment is drawn in (1 by
    /// default): `SDLHost` sets its window's scale (2 on a HiDPI screen),
    /// `HeadlessHost` its `scale`. Values that are not positive and finite are
    /// kept out: they read as 1.
    public var displayScale: CGFloat {
        get {
            let scale = self[DisplayScaleKey.self]
            return scale > 0 && scale.isFinite ? scale : 1
        }
        set { self[DisplayScaleKey.self] = newValue }
    }

    /// The size of one pixel in points: `1 / displayScale` (a hairline drawn
    /// this wide covers exactly one pixel row).
    public var pixelLength: CGFloat { 1 / displayScale }
}
