import Foundation
import LunaparkMacroExpansions

// The compiler plugin behind `#Preview` and `@Previewable` (declared in the Lunapark module).
// It answers the compiler's capability query and expands the macros as text
// (`PreviewMacroExpansion`); anything else gets an empty answer the compiler reports itself.

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
        // `@Previewable` outside a `#Preview` body (inside one, `#Preview` lifts it first).
        let syntax = request["attributeSyntax"] as? [String: Any] ?? [:]
        channel.send(expansionResult("", error: "'@Previewable' can only be used at the top level of a #Preview body", syntax: syntax))
    } else if message["loadPluginLibrary"] != nil {
        channel.send(["loadPluginLibraryResult": ["loaded": false, "diagnostics": []]])
    } else {
        channel.send(["invalidResponse": [:]])
    }
}
