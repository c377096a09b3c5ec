// `#Preview` and `@Previewable` with SwiftUI's signatures. The plugin in `Sources/LunaparkMacros`
// expands them (see `PreviewMacroExpansion` for what a `#Preview` becomes).

/// Declares a preview of the view `body` makes, named `name` (SwiftUI's `#Preview`). The body
/// is type-checked and compiled; a running app never shows previews (Xcode's canvas does on
/// Apple platforms), and the declared `Preview` can make the view for a test.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "LunaparkMacros", type: "PreviewMacro")

/// Declares a preview with traits: a layout (`.sizeThatFitsLayout`, `.fixedLayout(width:height:)`)
/// or an orientation (SwiftUI's `#Preview(_:traits:_:body:)`).
@freestanding(declaration)
public macro Preview(_ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
                     _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
                     @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "LunaparkMacros", type: "PreviewMacro")

/// Marks a declaration at the top of a `#Preview` body as the preview's own state
/// (`@Previewable @State var isOn = false`, SwiftUI's iOS 18 macro): `#Preview` makes it a
/// property of a view wrapping the body, so the state works as in a view. Anywhere else it is
/// an error.
@attached(peer)
public macro Previewable() = #externalMacro(module: "LunaparkMacros", type: "PreviewableMacro")
