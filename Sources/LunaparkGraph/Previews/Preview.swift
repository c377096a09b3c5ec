import Foundation

/// A preview of a view (SwiftUI's `Preview`, what `#Preview` declares): a name, traits and
/// the closure that makes the previewed view.
///
/// On Apple platforms Xcode's canvas shows previews and a running app never does; Lunapark has
/// no canvas, so `#Preview` compiles and type-checks its body as in Xcode and the app leaves it
/// alone, as SwiftUI's does. `makeView()` (Lunapark's own) makes the view, to render a preview
/// on a headless host or to show it in a window.
@MainActor @preconcurrency
public struct Preview {
    /// The traits of a view preview, the type parameter of its `PreviewTrait`s.
    public struct ViewTraits: Sendable {}

    /// The name shown above the preview in Xcode, if any.
    public let displayName: String?
    /// The traits given to `#Preview(_:traits:_:body:)`, in order.
    public let traits: [PreviewTrait<ViewTraits>]
    private let body: @MainActor () -> any View

    /// A preview named `name` of the view `body` makes.
    public init(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.displayName = name
        self.traits = []
        self.body = body
    }

    /// A preview named `name` with traits (a layout, an orientation) of the view `body` makes.
    public init(_ name: String? = nil, traits: PreviewTrait<ViewTraits>, _ additionalTraits: PreviewTrait<ViewTraits>...,
                @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.displayName = name
        self.traits = [traits] + additionalTraits
        self.body = body
    }

    /// The previewed view, made anew on each call (Lunapark's; SwiftUI hands it to Xcode).
    public func makeView() -> AnyView { AnyView(body()) }

    /// The layout the traits ask for: the last layout trait, `.device` when there is none.
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { $1.layout ?? $0 }
    }
}

/// What a `#Preview` expands to: a type holding its `Preview`. Not for use in code (the name
/// of each conforming type is made by the compiler).
@MainActor @preconcurrency
public protocol _PreviewRegistration {
    /// The preview the macro declared.
    static var preview: Preview { get }
}
