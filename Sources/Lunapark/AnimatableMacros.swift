// `@Animatable` and `@AnimatableIgnored` with SwiftUI's declarations (iOS 26). The plugin in
// `Sources/LunaparkMacros` expands them (see `AnimatableMacroExpansion` for what is generated).

/// Synthesizes a type's conformance to `Animatable`, with its `animatableData`, from the type's
/// stored instance `var`s (SwiftUI's `@Animatable`): one property is its own `animatableData`,
/// several are nested `AnimatablePair`s (`AnimatablePair<A, AnimatablePair<B, C>>`), none is
/// `EmptyAnimatableData`. Each property takes part through its type's `animatableData`, so its
/// type must be `Animatable` (`Double`, `CGFloat`, `Angle`, `CGPoint`...); mark the others
/// `@AnimatableIgnored`. `let`s, computed, `static` and `lazy` properties and properties with a
/// property wrapper are left out. A property needs a type annotation unless its value is a
/// floating-point literal or a type's initializer or static member (`CGFloat(4)`, `Angle.zero`).
/// A type that already conforms (a `Shape`) gets no second conformance.
@attached(extension, conformances: Animatable)
@attached(member, names: named(animatableData))
public macro Animatable() = #externalMacro(module: "LunaparkMacros", type: "AnimatableMacro")

/// Leaves a stored property out of the `animatableData` that `@Animatable` synthesizes
/// (SwiftUI's `@AnimatableIgnored`); it changes nothing else about the property.
@attached(accessor, names: named(willSet))
public macro AnimatableIgnored() = #externalMacro(module: "LunaparkMacros", type: "AnimatableIgnoredMacro")
