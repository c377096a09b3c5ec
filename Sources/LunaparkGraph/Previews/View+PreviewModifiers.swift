extension View {
    /// Names the device Xcode previews this view on (`nil`: the target's). Like SwiftUI's, it
    /// changes nothing in a running app; Lunapark has no preview canvas that would read it.
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }

    /// Sets the size of this view's preview in Xcode's canvas. Changes nothing in a running
    /// app, as in SwiftUI.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Names this view's preview in Xcode's canvas. Changes nothing in a running app, as in SwiftUI.
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Sets the device orientation of this view's preview in Xcode's canvas. Changes nothing
    /// in a running app, as in SwiftUI.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
