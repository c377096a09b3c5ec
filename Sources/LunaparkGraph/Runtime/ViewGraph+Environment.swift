import Foundation

/// What a host sets in the environment every view starts from: the window's pixel scale,
/// its size classes (from `viewportSize`) and the user's settings.
extension ViewGraph {
    /// Pixels per point of the window the graph is drawn in (`EnvironmentValues.displayScale`,
    /// 1 unless a host sets another). Setting another value updates the views again with it;
    /// values that are not positive and finite read as 1.
    public var displayScale: CGFloat {
        get { rootEnvironment.displayScale }
        set { setRootEnvironment(\.displayScale, newValue) }
    }

    /// Sets `value` at `keyPath` in the environment every view starts from, and updates the
    /// views again with it when it differs from the value there (hosts set the user's
    /// settings this way: `SDLHost` sets `accessibilityReduceMotion` from `LUNAPARK_REDUCE_MOTION`).
    /// A modifier further down (`environment(_:_:)`) still overrides it for its subtree.
    public func setRootEnvironment<Value: Equatable>(_ keyPath: WritableKeyPath<EnvironmentValues, Value>, _ value: Value) {
        guard rootEnvironment[keyPath: keyPath] != value else { return }
        rootEnvironment[keyPath: keyPath] = value
        setRootView(rootView)
    }

    /// The size classes of a viewport of `size` points (see `UserInterfaceSizeClass`) set in
    /// `environment`.
    static func setSizeClasses(for size: CGSize, in environment: inout EnvironmentValues) {
        environment.horizontalSizeClass = .horizontal(forWidth: size.width)
        environment.verticalSizeClass = .vertical(forHeight: size.height)
    }

    /// After a resize: when the new size crosses a size class's threshold, the views are
    /// updated again with the new classes (in the update pass of the resize).
    func viewportSizeDidChange() {
        var environment = rootEnvironment
        Self.setSizeClasses(for: viewportSize, in: &environment)
        guard environment.horizontalSizeClass != rootEnvironment.horizontalSizeClass
            || environment.verticalSizeClass != rootEnvironment.verticalSizeClass else { return }
        rootEnvironment = environment
        setRootView(rootView)
    }
}
