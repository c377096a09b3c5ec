/// The expansion of `@Animatable` (SwiftUI's iOS 26 macro) from the declaration's source text:
/// an `animatableData` property made of the type's stored instance `var`s, each through its own
/// `animatableData` (so `Angle`, `CGPoint` or another `Animatable` type takes part, and a type
/// that is not animatable is a type-checking error naming it, to be marked `@AnimatableIgnored`),
/// and the `Animatable` conformance when the type does not already have it (a `Shape` does).
///
///     @Animatable struct Wave: Shape {
///         var phase: Double
///         var amplitude: CGFloat
///         @AnimatableIgnored var color: Color
///     }
///     // gets the member
///     var animatableData: AnimatablePair<Double.AnimatableData, CGFloat.AnimatableData> {
///         get { AnimatablePair(phase.animatableData, amplitude.animatableData) }
///         set { phase.animatableData = newValue.first; amplitude.animatableData = newValue.second }
///     }
///
/// Several properties nest `AnimatablePair`s to the right (`AnimatablePair<A, AnimatablePair<B, C>>`);
/// one property is its own `AnimatableData`; none is `EmptyAnimatableData`. Left out: `let`s,
/// computed, `static`, `class` and `lazy` properties, `@AnimatableIgnored` ones, and properties
/// with a property wrapper (`@State`, `@Binding`...: their storage is the wrapper's).
public struct AnimatableMacroExpansion: Equatable, Sendable {
    /// The members the macro adds (the `animatableData` property), or "" on error.
    public let members: String
    /// Why the declaration cannot be expanded (shown as an error at the attribute), or nil.
    public let error: String?

    /// Attributes that are not property wrappers: a property carrying only these is animated.
    private static let declarationAttributes: Set<String> = [
        "available", "MainActor", "objc", "nonobjc", "inlinable", "usableFromInline", "preconcurrency",
        "ObservationIgnored", "ObservationTracked", "exclusivity", "_spi", "backDeployed", "discardableResult",
    ]

    /// Expands the member role for `declaration`, the source text of the type `@Animatable` is on.
    public init(declaration: String) {
        let type: TypeDeclarationScanner
        do {
            type = try TypeDeclarationScanner(source: declaration)
        } catch {
            self.init(members: "", error: error.message)
            return
        }
        guard ["struct", "class", "enum"].contains(type.kind) else {
            self.init(members: "", error: "@Animatable can only be applied to a struct, class or enum, not to \(type.kind == "extension" ? "an" : "a") \(type.kind)")
            return
        }
        guard !type.declaresAnimatableData else {
            self.init(members: "", error: "'\(type.name)' declares 'animatableData' itself; remove it or remove @Animatable")
            return
        }
        var animated: [TypeDeclarationScanner.StoredProperty] = []
        for property in type.storedProperties {
            if property.attributes.contains("AnimatableIgnored") { continue }
            if property.attributes.contains(where: { !Self.declarationAttributes.contains($0) }) { continue }
            guard property.type != nil else {
                self.init(members: "", error: "@Animatable needs the type of '\(property.name)': write 'var \(property.name): Type = …', or mark it @AnimatableIgnored")
                return
            }
            animated.append(property)
        }
        let access = type.accessLevel.map { ["public", "open"].contains($0) ? "public " : $0 == "package" ? "package " : "" } ?? ""
        self.init(members: Self.animatableData(animated, access: access), error: nil)
    }

    private init(members: String, error: String?) {
        self.members = members
        self.error = error
    }

    /// The extension role: `extension <type>: Animatable {}` when the compiler lists `Animatable`
    /// among the conformances the type still lacks (`conformances`, the list's text), "" otherwise.
    public static func conformanceExtension(extendedType: String, conformances: String) -> String {
        conformances.contains("Animatable") ? "extension \(extendedType.trimmed): Animatable {}" : ""
    }

    /// The `animatableData` property for `properties`.
    static func animatableData(_ properties: [TypeDeclarationScanner.StoredProperty], access: String) -> String {
        guard !properties.isEmpty else {
            return """
                \(access)var animatableData: EmptyAnimatableData {
                    get { EmptyAnimatableData() }
                    set {}
                }
                """
        }
        let types = properties.map { dataType(of: $0.type ?? "") }
        let values = properties.map { "\($0.name).animatableData" }
        // The path to each property's part: .first, .second.first, ..., the last one .second...second.
        let paths = properties.indices.map { index -> String in
            guard properties.count > 1 else { return "" }
            let seconds = String(repeating: ".second", count: index)
            return index == properties.count - 1 ? seconds : seconds + ".first"
        }
        let setters = zip(values, paths).map { "\($0) = newValue\($1)" }
        return """
            \(access)var animatableData: \(nested(types, pair: { "AnimatablePair<\($0), \($1)>" })) {
                get { \(nested(values, pair: { "AnimatablePair(\($0), \($1))" })) }
                set {
                    \(setters.joined(separator: "\n        "))
                }
            }
            """
    }

    /// `items` folded to the right with `pair`: a, pair(a, b), pair(a, pair(b, c)), ...
    private static func nested(_ items: [String], pair: (String, String) -> String) -> String {
        guard var result = items.last else { return "" }
        for item in items.dropLast().reversed() { result = pair(item, result) }
        return result
    }

    /// The `AnimatableData` of a property's type, parenthesised when the type is not a plain name
    /// (`some P`, function types) so that the member lookup reads right.
    private static func dataType(of type: String) -> String {
        let plain = type.unicodeScalars.allSatisfy {
            $0.properties.isAlphabetic || ("0"..."9").contains($0) || "_.<>[]?, :".unicodeScalars.contains($0)
        }
        return plain ? "\(type).AnimatableData" : "(\(type)).AnimatableData"
    }
}
