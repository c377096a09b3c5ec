/// The expansion of `#Preview`, from the macro's source text (what the compiler hands a macro
/// plugin) to the declaration that replaces it; pure text, no swift-syntax (a clean build of swift-syntax was measured
/// at minutes on this project's machine, more than this transform is worth).
///
/// SwiftUI's `#Preview` declares a type that registers the preview with Xcode's canvas. Here
/// the declaration is a `_PreviewRegistration` enum holding the `Preview` value, so the body
/// is type-checked and compiled as in Xcode, while a running app, as on Apple platforms, never
/// shows it:
///
///     #Preview("Dark") { ContentView() }
///     // becomes
///     @MainActor enum <unique name>: _PreviewRegistration {
///         static let preview = Preview("Dark") { ContentView() }
///     }
///
/// `@Previewable` declarations (iOS 18: `@Previewable @State var on = false` at the top of the
/// body) become the stored properties of a view made for the preview, whose body is the rest
/// of the closure, as SwiftUI's expansion does, so the state works as state.
public struct PreviewMacroExpansion: Equatable, Sendable {
    /// The declaration that replaces the macro.
    public let expandedSource: String

    /// Why the text is not a `#Preview` the expansion understands (the compiler shows it as an
    /// error at the macro), or nil.
    public let error: String?

    /// Expands `source`, the text of one `#Preview` expansion (leading comments and white space
    /// allowed); `uniqueName` names the declared type (the compiler's discriminator plus the
    /// unique-name mangling, see `uniqueName(discriminator:)`).
    public init(source: String, uniqueName: String) {
        let scanner = SwiftSourceScanner(source)
        let start = scanner.skipTrivia(from: 0)
        guard scanner.hasPrefix("#Preview", at: start) else {
            self.init(expandedSource: "", error: "#Preview expected at the start of the macro's text")
            return
        }
        let afterName = start + "#Preview".unicodeScalars.count
        let arguments = scanner.text(afterName..<scanner.scalars.count)
        guard let open = scanner.firstTopLevelBrace(from: afterName), let close = scanner.matchingClose(from: open) else {
            // No trailing closure (`#Preview(body: { ... })` or a broken text): the arguments
            // go to `Preview`'s initializer as written, and the compiler judges them.
            self.init(expandedSource: Self.registration(uniqueName, preview: "Preview\(arguments)"), error: nil)
            return
        }
        let previewables = Self.previewableDeclarations(scanner, bodyFrom: open + 1, to: close - 1)
        guard !previewables.isEmpty else {
            self.init(expandedSource: Self.registration(uniqueName, preview: "Preview\(arguments)"), error: nil)
            return
        }
        // The closure's own statements, without the lifted declarations (and without the
        // indentation left between them), starting on a line of their own.
        var bodyText = ""
        var cursor = open + 1
        for declaration in previewables {
            let between = scanner.text(cursor..<declaration.range.lowerBound)
            if between.contains(where: { !$0.isWhitespace }) { bodyText += between }
            cursor = declaration.range.upperBound
        }
        bodyText += scanner.text(cursor..<(close - 1))
        if !bodyText.hasPrefix("\n") { bodyText = "\n" + bodyText }
        let properties = previewables.map { "        " + $0.property }.joined(separator: "\n")
        let leadingArguments = scanner.text(afterName..<open)
        let trailing = scanner.text(close..<scanner.scalars.count)
        let expanded = """
            @MainActor enum \(uniqueName): _PreviewRegistration {
                struct Content: View {
            \(properties)
                    var body: some View {\(bodyText)}
                }
                static let preview = Preview\(leadingArguments){ Content() }\(trailing)
            }
            """
        self.init(expandedSource: expanded, error: nil)
    }

    private init(expandedSource: String, error: String?) {
        self.expandedSource = expandedSource
        self.error = error
    }

    /// The name of the type a `#Preview` declares: the expansion's discriminator, the name's
    /// length and text, and the operator of a macro's unique names (`fMu_`), as the compiler
    /// accepts for declarations a freestanding macro introduces without naming them.
    public static func uniqueName(discriminator: String, name: String = "PreviewRegistration") -> String {
        "\(discriminator)\(name.utf8.count)\(name)fMu_"
    }

    private static func registration(_ name: String, preview: String) -> String {
        """
        @MainActor enum \(name): _PreviewRegistration {
            static let preview = \(preview)
        }
        """
    }

    /// A `@Previewable` declaration of the body: its text range (to the end of its statement)
    /// and the property it becomes (the declaration without `@Previewable`).
    private struct Previewable {
        let range: Range<Int>
        let property: String
    }

    /// The statements of the body (between `start` and `end`) that begin with `@Previewable`.
    private static func previewableDeclarations(_ scanner: SwiftSourceScanner, bodyFrom start: Int, to end: Int) -> [Previewable] {
        var found: [Previewable] = []
        var i = scanner.skipTrivia(from: start)
        while i < end {
            let statementEnd = scanner.statementEnd(from: i, before: end)
            if scanner.hasPrefix("@Previewable", at: i) {
                let declaration = scanner.text((i + "@Previewable".unicodeScalars.count)..<statementEnd)
                    .trimmingCharacters(in: " \t\n;")
                found.append(Previewable(range: i..<statementEnd, property: declaration))
            }
            i = scanner.skipTrivia(from: max(statementEnd, i + 1))
        }
        return found
    }
}

private extension String {
    /// The string without the given leading and trailing characters.
    func trimmingCharacters(in characters: String) -> String {
        let set = Set(characters)
        var scalars = Substring(self)
        while let first = scalars.first, set.contains(first) { scalars.removeFirst() }
        while let last = scalars.last, set.contains(last) { scalars.removeLast() }
        return String(scalars)
    }
}
