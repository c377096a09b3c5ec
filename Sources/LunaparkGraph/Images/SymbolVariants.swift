import Foundation

/// A variant of a symbol: filled, enclosed in a shape, slashed (SwiftUI's `SymbolVariants`).
///
/// `symbolVariant(_:)` makes `Image(systemName: "bell")` draw the variant's name
/// ("bell.fill", "bell.slash", "heart.circle.fill"...) when Lunapark's symbol table has it,
/// and the name itself otherwise, as SwiftUI falls back to the base symbol. Components the
/// name already has are not added again. Variants combine: `.circle.fill`.
public struct SymbolVariants: Hashable, Sendable {
    var hasSlash = false
    /// Nil, "circle", "square" or "rectangle".
    var enclosure: String?
    var isFilled = false

    /// No variant.
    public static let none = SymbolVariants()
    /// The symbol inside a circle.
    public static let circle = SymbolVariants(enclosure: "circle")
    /// The symbol inside a square.
    public static let square = SymbolVariants(enclosure: "square")
    /// The symbol inside a rectangle.
    public static let rectangle = SymbolVariants(enclosure: "rectangle")
    /// The filled symbol.
    public static let fill = SymbolVariants(isFilled: true)
    /// The symbol with a slash through it.
    public static let slash = SymbolVariants(hasSlash: true)

    /// These variants inside a circle.
    public var circle: SymbolVariants { var c = self; c.enclosure = "circle"; return c }
    /// These variants inside a square.
    public var square: SymbolVariants { var c = self; c.enclosure = "square"; return c }
    /// These variants inside a rectangle.
    public var rectangle: SymbolVariants { var c = self; c.enclosure = "rectangle"; return c }
    /// These variants, filled.
    public var fill: SymbolVariants { var c = self; c.isFilled = true; return c }
    /// These variants, slashed.
    public var slash: SymbolVariants { var c = self; c.hasSlash = true; return c }

    /// Whether these variants include all of `other`'s.
    public func contains(_ other: SymbolVariants) -> Bool {
        (!other.hasSlash || hasSlash) && (!other.isFilled || isFilled) && (other.enclosure == nil || other.enclosure == enclosure)
    }

    /// The symbol name these variants select for `name`: the full variant when the table has
    /// it, else the filled name, else `name` (components are added in SF Symbols' order:
    /// slash, enclosure, fill).
    func symbolName(for name: String, exists: (String) -> Bool) -> String {
        guard self != .none else { return name }
        let parts = Set(name.split(separator: ".").map(String.init))
        var full = name
        if hasSlash, !parts.contains("slash") { full += ".slash" }
        if let enclosure, !parts.contains(enclosure) { full += "." + enclosure }
        if isFilled, !parts.contains("fill") { full += ".fill" }
        if exists(full) { return full }
        if isFilled, !parts.contains("fill"), exists(name + ".fill") { return name + ".fill" }
        return name
    }
}

private struct SymbolVariantsKey: EnvironmentKey {
    static let defaultValue = SymbolVariants.none
}

extension EnvironmentValues {
    /// The symbol variants of the symbol images in the subtree (`.none` by default).
    public var symbolVariants: SymbolVariants {
        get { self[SymbolVariantsKey.self] }
        set { self[SymbolVariantsKey.self] = newValue }
    }
}

extension View {
    /// Makes the symbol images inside this view draw `variant` of their symbol (SwiftUI's
    /// `symbolVariant(_:)`); see `SymbolVariants`. Nested calls add their variants together.
    public func symbolVariant(_ variant: SymbolVariants) -> some View {
        transformEnvironment(\.symbolVariants) { current in
            if variant == .none { current = .none; return }
            if variant.hasSlash { current.hasSlash = true }
            if variant.isFilled { current.isFilled = true }
            if let enclosure = variant.enclosure { current.enclosure = enclosure }
        }
    }
}
