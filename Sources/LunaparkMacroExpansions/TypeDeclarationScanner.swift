/// Reads a type declaration's source text (what the compiler hands an attached macro) far enough
/// for `@Animatable`: the kind of type, its access level, and its stored instance `var`s with
/// their attributes and type annotations. Computed properties, `let`s, `static`/`class` and
/// `lazy` properties, functions and nested types are passed over. No swift-syntax: the text is
/// split with `SwiftSourceScanner` (comments and strings skipped, brackets matched).
struct TypeDeclarationScanner {
    /// The kind of declaration: `struct`, `class`, `enum`, `actor`, `extension` or `protocol`.
    let kind: String
    /// The declared type's name as written.
    let name: String
    /// `public`, `package`, `open`, `internal`, `fileprivate`, `private`, or nil when none is written.
    let accessLevel: String?
    /// The stored instance `var`s in declaration order.
    let storedProperties: [StoredProperty]
    /// Whether the body declares `animatableData` itself.
    let declaresAnimatableData: Bool

    /// One stored property: its name, the attributes written on it (`@AnimatableIgnored`, `@State`
    /// ...; names only, without `@` or arguments) and its type (annotated, or read off a literal
    /// or initializer call; nil when neither).
    struct StoredProperty: Equatable {
        let name: String
        let attributes: [String]
        let type: String?
    }

    /// Why the text cannot be read, for a one-line diagnostic.
    struct Failure: Error, Equatable {
        let message: String

        /// A failure whose message is `message` on one line (quoted source has its line breaks
        /// and indentation folded into single spaces).
        init(message: String) {
            self.message = message.split(whereSeparator: { $0 == "\n" || $0 == "\r" })
                .map { $0.trimmingPrefix(while: \.isWhitespace) }.joined(separator: " ")
        }
    }

    private static let accessLevels: Set<String> = ["public", "package", "open", "internal", "fileprivate", "private"]
    private static let kinds: Set<String> = ["struct", "class", "enum", "actor", "extension", "protocol"]

    init(source: String) throws(Failure) {
        let scanner = SwiftSourceScanner(source)
        let tokens = Self.words(scanner, from: 0, to: scanner.scalars.count, stopAtBrace: true)
        guard let kindIndex = tokens.firstIndex(where: { Self.kinds.contains($0.text) }),
              kindIndex + 1 < tokens.count,
              let open = scanner.firstTopLevelBrace(from: tokens[kindIndex + 1].range.upperBound),
              let close = scanner.matchingClose(from: open) else {
            throw Failure(message: "@Animatable expects a struct, class or enum declaration with a body")
        }
        kind = tokens[kindIndex].text
        name = tokens[kindIndex + 1].text
        accessLevel = tokens[..<kindIndex].map(\.text).first { Self.accessLevels.contains($0) }
        var properties: [StoredProperty] = []
        var declaresData = false
        var pendingAttributes: [String] = []
        var i = scanner.skipTrivia(from: open + 1)
        let end = close - 1
        while i < end {
            let statementEnd = scanner.statementEnd(from: i, before: end, closesGenerics: true)
            let member = try Self.member(scanner, from: i, to: statementEnd)
            if member.isOnlyAttributes {
                pendingAttributes += member.attributes
            } else {
                let attributes = pendingAttributes + member.attributes
                pendingAttributes = []
                for property in member.properties {
                    if property.name == "animatableData" { declaresData = true; continue }
                    properties.append(StoredProperty(name: property.name, attributes: attributes, type: property.type))
                }
                if member.computedNames.contains("animatableData") { declaresData = true }
            }
            i = scanner.skipTrivia(from: max(statementEnd, i + 1))
        }
        storedProperties = properties
        declaresAnimatableData = declaresData
    }

    // MARK: - Members

    /// What one member statement declares.
    private struct Member {
        var attributes: [String] = []
        var isOnlyAttributes = false
        var properties: [(name: String, type: String?)] = []
        var computedNames: [String] = []
    }

    private static let skippedModifiers: Set<String> = ["static", "class", "lazy"]

    /// Reads the member statement in `start..<end`: its attributes, then its modifiers and keyword.
    private static func member(_ scanner: SwiftSourceScanner, from start: Int, to end: Int) throws(Failure) -> Member {
        var member = Member()
        var i = scanner.skipTrivia(from: start)
        // Attributes: `@Name`, `@Name(arguments)`, `@Module.Name<T>`.
        while i < end, scanner.scalars[i] == "@" {
            let word = identifier(scanner, at: i + 1, end: end)
            member.attributes.append(scanner.text(word))
            i = word.upperBound
            while i < end, scanner.scalars[i] == "." || scanner.scalars[i] == "<" || isIdentifier(scanner.scalars[i]) {
                i = scanner.scalars[i] == "<" ? angleClose(scanner, from: i, end: end) : i + 1
            }
            if i < end, scanner.scalars[i] == "(" { i = min(scanner.matchingClose(from: i) ?? end, end) }
            i = scanner.skipTrivia(from: i)
        }
        guard i < end else { member.isOnlyAttributes = true; return member }
        if scanner.hasPrefix("#if", at: i) || scanner.hasPrefix("#else", at: i) || scanner.hasPrefix("#endif", at: i) {
            throw Failure(message: "@Animatable cannot read properties inside '#if' blocks; declare 'animatableData' yourself")
        }
        // Modifiers, then the keyword.
        var skipped = false
        while i < end {
            let word = identifier(scanner, at: i, end: end)
            guard !word.isEmpty else { return member }
            let text = scanner.text(word)
            i = scanner.skipTrivia(from: word.upperBound)
            if i < end, scanner.scalars[i] == "(" {  // `private(set)`, `unowned(safe)`
                i = scanner.skipTrivia(from: min(scanner.matchingClose(from: i) ?? end, end))
            }
            if skippedModifiers.contains(text) { skipped = true }
            if text == "var" {
                let bindings = try self.bindings(scanner, from: i, to: end)
                for binding in bindings {
                    if binding.isComputed || skipped { member.computedNames.append(binding.name) } else {
                        member.properties.append((binding.name, binding.type))
                    }
                }
                return member
            }
            if text == "let" || text == "func" || text == "init" || text == "case" || text == "subscript"
                || text == "typealias" || text == "deinit" || kinds.contains(text) || text == "associatedtype" {
                return member
            }
        }
        return member
    }

    /// One `name: Type = value { accessors }` of a `var`.
    private struct Binding {
        let name: String
        let type: String?
        let isComputed: Bool
    }

    /// The comma-separated bindings of a `var` in `start..<end` (`var x: Double, y: Double`).
    private static func bindings(_ scanner: SwiftSourceScanner, from start: Int, to end: Int) throws(Failure) -> [Binding] {
        var result: [Binding] = []
        var i = scanner.skipTrivia(from: start)
        while i < end {
            guard scanner.scalars[i] != "(" else {
                throw Failure(message: "@Animatable cannot read a tuple pattern; declare each property with its own 'var'")
            }
            let nameRange = identifier(scanner, at: i, end: end)
            guard !nameRange.isEmpty else {
                throw Failure(message: "@Animatable cannot read the declaration '\(scanner.text(start..<end).trimmed)'")
            }
            let name = scanner.text(nameRange)
            i = scanner.skipTrivia(from: nameRange.upperBound)
            var type: String?
            if i < end, scanner.scalars[i] == ":" {
                let typeEnd = typeAnnotationEnd(scanner, from: i + 1, end: end)
                type = textWithoutComments(scanner, (i + 1)..<typeEnd)
                i = scanner.skipTrivia(from: typeEnd)
            }
            var initializer: String?
            var isComputed = false
            if i < end, scanner.scalars[i] == "=" {
                let valueEnd = expressionEnd(scanner, from: i + 1, end: end)
                initializer = textWithoutComments(scanner, (i + 1)..<valueEnd)
                i = scanner.skipTrivia(from: valueEnd)
            }
            if i < end, scanner.scalars[i] == "{" {
                let blockEnd = min(scanner.matchingClose(from: i) ?? end, end)
                let first = scanner.skipTrivia(from: i + 1)
                let observes = scanner.hasPrefix("willSet", at: first) || scanner.hasPrefix("didSet", at: first)
                isComputed = !observes
                i = scanner.skipTrivia(from: blockEnd)
            }
            result.append(Binding(name: name, type: type ?? initializer.flatMap(inferredType), isComputed: isComputed))
            guard i < end, scanner.scalars[i] == "," else { break }
            i = scanner.skipTrivia(from: i + 1)
        }
        guard !result.isEmpty else {
            throw Failure(message: "@Animatable cannot read the declaration 'var\(scanner.text(start..<end).trimmed.isEmpty ? "" : " ")\(scanner.text(start..<end).trimmed)'")
        }
        // `var a, b: Double`: a binding without a type or value takes the next one's type, as in Swift.
        var nextType: String?
        for index in result.indices.reversed() {
            if let type = result[index].type { nextType = type } else if let nextType {
                result[index] = Binding(name: result[index].name, type: nextType, isComputed: result[index].isComputed)
            }
        }
        return result
    }

    /// The type of an initializer the macro can read without type checking: a floating-point
    /// literal (`Double`), a call of a type's initializer (`CGFloat(2)`), or a type's static member
    /// (`Angle.degrees(30)`, `Color.red`); nil otherwise.
    static func inferredType(of value: String) -> String? {
        let scalars = Array(value.unicodeScalars)
        guard let first = scalars.first else { return nil }
        let numeric = scalars.drop { $0 == "-" || $0 == "+" }
        if let digit = numeric.first, ("0"..."9").contains(digit) {
            let isFloat = numeric.allSatisfy { ("0"..."9").contains($0) || $0 == "." || $0 == "_" || $0 == "e" || $0 == "E" || $0 == "-" }
                && numeric.contains { $0 == "." || $0 == "e" || $0 == "E" }
            return isFloat ? "Double" : nil
        }
        guard first.properties.isUppercase else { return nil }
        let head = String(String.UnicodeScalarView(scalars.prefix { isIdentifier($0) }))
        let rest = scalars.dropFirst(head.unicodeScalars.count)
        guard let next = rest.first, next == "(" || next == "." else { return nil }
        return head
    }

    // MARK: - Lexical helpers

    private static func isIdentifier(_ c: Unicode.Scalar) -> Bool {
        c.properties.isAlphabetic || ("0"..."9").contains(c) || c == "_" || c == "`" || c == "$"
    }

    /// The identifier starting at `i` (empty when none does).
    private static func identifier(_ scanner: SwiftSourceScanner, at i: Int, end: Int) -> Range<Int> {
        var j = i
        while j < end, isIdentifier(scanner.scalars[j]) { j += 1 }
        return i..<j
    }

    /// The words before the body's `{`, with their ranges (comments and strings skipped).
    private static func words(_ scanner: SwiftSourceScanner, from start: Int, to end: Int,
                              stopAtBrace: Bool) -> [(text: String, range: Range<Int>)] {
        var result: [(String, Range<Int>)] = []
        var i = start
        while i < end {
            if let skip = scanner.commentEnd(at: i) ?? scanner.stringEnd(at: i) { i = skip; continue }
            let c = scanner.scalars[i]
            if c == "{" && stopAtBrace { break }
            if c == "(" || c == "[" { i = scanner.matchingClose(from: i) ?? end; continue }
            if isIdentifier(c) {
                let word = identifier(scanner, at: i, end: end)
                result.append((scanner.text(word), word))
                i = word.upperBound
                continue
            }
            i += 1
        }
        return result
    }

    /// The text of `range` without its comments (each one a space), trimmed.
    private static func textWithoutComments(_ scanner: SwiftSourceScanner, _ range: Range<Int>) -> String {
        var result = ""
        var i = range.lowerBound, copied = range.lowerBound
        while i < range.upperBound {
            if let skip = scanner.stringEnd(at: i) { i = skip; continue }
            if let skip = scanner.commentEnd(at: i) {
                result += scanner.text(copied..<i) + " "
                i = min(skip, range.upperBound)
                copied = i
                continue
            }
            i += 1
        }
        result += scanner.text(copied..<min(max(copied, i), range.upperBound))
        return result.trimmed
    }

    /// Past the `>` closing the `<` at `open` (nested generics; `->` is not a close).
    private static func angleClose(_ scanner: SwiftSourceScanner, from open: Int, end: Int) -> Int {
        var depth = 0, i = open
        while i < end {
            let c = scanner.scalars[i]
            if c == "<" { depth += 1 } else if c == ">", i == 0 || scanner.scalars[i - 1] != "-" {
                depth -= 1
                if depth == 0 { return i + 1 }
            } else if c == "(" || c == "[" {
                i = scanner.matchingClose(from: i) ?? end
                continue
            }
            i += 1
        }
        return end
    }

    /// The end of a type annotation: the first `=`, `{` or `,` outside brackets and generics.
    private static func typeAnnotationEnd(_ scanner: SwiftSourceScanner, from start: Int, end: Int) -> Int {
        var i = start
        while i < end {
            if let skip = scanner.commentEnd(at: i) { i = skip; continue }
            switch scanner.scalars[i] {
            case "=", "{", ",": return i
            case "<": i = angleClose(scanner, from: i, end: end); continue
            case "(", "[": i = min(scanner.matchingClose(from: i) ?? end, end); continue
            default: i += 1
            }
        }
        return end
    }

    /// The end of an initializer expression: the first `,` or `{` at bracket depth 0 that does not
    /// continue it (a trailing closure after a call does: `= Foo() { ... }` is not accessors).
    private static func expressionEnd(_ scanner: SwiftSourceScanner, from start: Int, end: Int) -> Int {
        var i = scanner.skipTrivia(from: start)
        var last: Unicode.Scalar = "="
        while i < end {
            if let skip = scanner.commentEnd(at: i) { i = skip; continue }
            if let skip = scanner.stringEnd(at: i) { i = skip; last = "\""; continue }
            let c = scanner.scalars[i]
            if c == "," { return i }
            if c == "{", !"=(,:".unicodeScalars.contains(last) {
                let first = scanner.skipTrivia(from: i + 1)
                if scanner.hasPrefix("willSet", at: first) || scanner.hasPrefix("didSet", at: first) { return i }
            }
            if c == "(" || c == "[" || c == "{" { i = min(scanner.matchingClose(from: i) ?? end, end); last = ")"; continue }
            if !c.properties.isWhitespace { last = c }
            i += 1
        }
        return end
    }
}

extension String {
    /// The string without leading and trailing white space.
    var trimmed: String {
        var view = Substring(self)
        while let first = view.first, first.isWhitespace { view.removeFirst() }
        while let last = view.last, last.isWhitespace { view.removeLast() }
        return String(view)
    }
}
