import Foundation
import LunaparkMacroExpansions

// The compiler plugin behind `#Preview`, `@Previewable`, `@Animatable` and `@AnimatableIgnored`
// (declared in the Lunapark module).
// It answers the compiler's capability query and expands the macros as text
// (`PreviewMacroExpansion`, `AnimatableMacroExpansion`); anything else gets an empty answer the compiler reports itself.

let channel = CompilerPluginChannel()

/// An expansion result: the source, and an error diagnostic at the macro when there is one.
func expansionResult(_ source: String, error: String?, syntax: [String: Any]) -> [String: Any] {
    var diagnostics: [[String: Any]] = []
    if let error, let location = syntax["location"] as? [String: Any] {
        let position: [String: Any] = ["fileName": location["fileName"] ?? "", "offset": location["offset"] ?? 0]
        diagnostics.append(["message": error, "severity": "error", "position": position,
                            "highlights": [], "notes": [], "fixIts": []])
    }
    return ["expandMacroResult": ["expandedSource": source, "diagnostics": diagnostics]]
}

while let message = channel.receive() {
    if message["getCapability"] != nil {
        // Version 7 of the protocol: 'expandMacroResult' answers, lexical context sent along.
        channel.send(["getCapabilityResult": ["capability": ["protocolVersion": 7]]])
    } else if let request = message["expandFreestandingMacro"] as? [String: Any] {
        let syntax = request["syntax"] as? [String: Any] ?? [:]
        let name = PreviewMacroExpansion.uniqueName(discriminator: request["discriminator"] as? String ?? "$sPreview")
        let expansion = PreviewMacroExpansion(source: syntax["source"] as? String ?? "", uniqueName: name)
        channel.send(expansionResult(expansion.expandedSource, error: expansion.error, syntax: syntax))
    } else if let request = message["expandAttachedMacro"] as? [String: Any] {
        let syntax = request["attributeSyntax"] as? [String: Any] ?? [:]
        let macro = (request["macro"] as? [String: Any])?["typeName"] as? String ?? ""
        let role = request["macroRole"] as? String ?? ""
        let source = { (key: String) in (request[key] as? [String: Any])?["source"] as? String ?? "" }
        switch (macro, role) {
        case ("AnimatableMacro", "member"):
            let expansion = AnimatableMacroExpansion(declaration: source("declSyntax"))
            channel.send(expansionResult(expansion.members, error: expansion.error, syntax: syntax))
        case ("AnimatableMacro", "extension"):
            // The member role reports a declaration it cannot read; the conformance is added regardless.
            let conformance = AnimatableMacroExpansion.conformanceExtension(
                extendedType: source("extendedTypeSyntax"), conformances: source("conformanceListSyntax"))
            channel.send(expansionResult(conformance, error: nil, syntax: syntax))
        case ("AnimatableIgnoredMacro", _):
            // A marker read by `@Animatable`'s expansion: the property keeps no accessors of its own.
            channel.send(expansionResult("", error: nil, syntax: syntax))
        case ("PreviewableMacro", _):
            // `@Previewable` outside a `#Preview` body (inside one, `#Preview` lifts it first).
            channel.send(expansionResult("", error: "'@Previewable' can only be used at the top level of a #Preview body", syntax: syntax))
        default:
            channel.send(expansionResult("", error: "LunaparkMacros has no macro '\(macro)' with the role '\(role)'", syntax: syntax))
        }
    } else if message["loadPluginLibrary"] != nil {
        channel.send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": []]])
    } else {
        channel.send(["invalidResponse": [:]])
    }
}
