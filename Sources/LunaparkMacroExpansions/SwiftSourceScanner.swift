/// Just enough of Swift's lexical structure to take a macro's source text apart without
/// swift-syntax: skips comments (nested block comments included) and string literals (with
/// escapes, interpolations and `#"..."#` raw strings, single and multi-line) while it tracks
/// the nesting of brackets. Works on the text's Unicode scalars; indices are scalar offsets.
struct SwiftSourceScanner {
    let scalars: [Unicode.Scalar]

    init(_ text: String) { scalars = Array(text.unicodeScalars) }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars[range])
        return String(result)
    }

    /// The offset of the first scalar at or after `start` that is neither white space nor part
    /// of a comment.
    func skipTrivia(from start: Int) -> Int {
        var i = start
        while i < scalars.count {
            if scalars[i].properties.isWhitespace { i += 1; continue }
            if let end = commentEnd(at: i) { i = end; continue }
            break
        }
        return i
    }

    /// Whether the text at `offset` reads `word`.
    func hasPrefix(_ word: String, at offset: Int) -> Bool {
        let wordScalars = Array(word.unicodeScalars)
        guard offset + wordScalars.count <= scalars.count else { return false }
        return Array(scalars[offset..<offset + wordScalars.count]) == wordScalars
    }

    /// The offset just past the comment that starts at `i`, or nil when none starts there.
    func commentEnd(at i: Int) -> Int? {
        guard i + 1 < scalars.count, scalars[i] == "/" else { return nil }
        if scalars[i + 1] == "/" {
            var j = i + 2
            while j < scalars.count, scalars[j] != "\n" { j += 1 }
            return j
        }
        guard scalars[i + 1] == "*" else { return nil }
        var depth = 1, j = i + 2
        while j < scalars.count, depth > 0 {
            if hasPrefix("/*", at: j) { depth += 1; j += 2 } else if hasPrefix("*/", at: j) { depth -= 1; j += 2 } else { j += 1 }
        }
        return j
    }

    /// The offset just past the string literal that starts at `i` (a `"` or the `#` of a raw
    /// string), or nil when none starts there. An unterminated literal runs to the end.
    func stringEnd(at i: Int) -> Int? {
        var hashes = 0
        while i + hashes < scalars.count, scalars[i + hashes] == "#" { hashes += 1 }
        let quote = i + hashes
        guard quote < scalars.count, scalars[quote] == "\"" else { return nil }
        let multiline = hasPrefix("\"\"\"", at: quote)
        let delimiter = (multiline ? "\"\"\"" : "\"") + String(repeating: "#", count: hashes)
        var j = quote + (multiline ? 3 : 1)
        while j < scalars.count {
            if scalars[j] == "\\", hasPrefix("\\" + String(repeating: "#", count: hashes), at: j) {
                let afterEscape = j + 1 + hashes
                // An interpolation: its expression may hold strings and parentheses of its own.
                if afterEscape < scalars.count, scalars[afterEscape] == "(" {
                    j = matchingClose(from: afterEscape) ?? scalars.count
                    continue
                }
                j = afterEscape + 1
                continue
            }
            if hasPrefix(delimiter, at: j) { return j + delimiter.unicodeScalars.count }
            if !multiline, scalars[j] == "\n" { return j }
            j += 1
        }
        return j
    }

    /// The offset just past the bracket that closes the one at `open` (`(`, `[` or `{`),
    /// skipping strings and comments; nil when it is not closed.
    func matchingClose(from open: Int) -> Int? {
        var depth = 0, i = open
        while i < scalars.count {
            if let end = commentEnd(at: i) ?? stringEnd(at: i) { i = end; continue }
            switch scalars[i] {
            case "(", "[", "{": depth += 1
            case ")", "]", "}":
                depth -= 1
                if depth == 0 { return i + 1 }
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The offset of the first `{` at bracket depth 0 at or after `start` (strings and comments
    /// skipped), or nil.
    func firstTopLevelBrace(from start: Int) -> Int? {
        var i = start
        while i < scalars.count {
            if let end = commentEnd(at: i) ?? stringEnd(at: i) { i = end; continue }
            switch scalars[i] {
            case "{": return i
            case "(", "[": i = matchingClose(from: i) ?? scalars.count; continue
            default: break
            }
            i += 1
        }
        return nil
    }

    /// The offset just past the statement that starts at `start` and ends before `end`: at the
    /// first newline or `;` at bracket depth 0 after which the statement is complete (a line
    /// ending in an operator, `=`, `.` or `,` goes on to the next). With `closesGenerics`, a `>`
    /// that closes a `<` opened in the statement ends a line as a bracket does (a declaration's
    /// `var pair: AnimatablePair<Double, Double>` is complete at its line's end).
    func statementEnd(from start: Int, before end: Int, closesGenerics: Bool = false) -> Int {
        var i = start
        var lastSignificant: Unicode.Scalar?
        var angles = 0
        while i < end {
            if let close = commentEnd(at: i) { i = min(close, end); continue }
            if let close = stringEnd(at: i) { i = min(close, end); lastSignificant = "\""; continue }
            let c = scalars[i]
            switch c {
            case "(", "[", "{":
                i = min(matchingClose(from: i) ?? end, end)
                lastSignificant = ")"
                continue
            case ";": return i + 1
            case "\n":
                let continues = lastSignificant.map { "=.,+-*/&|<>?:".unicodeScalars.contains($0) } ?? true
                let next = skipTrivia(from: i)
                let nextContinues = next < end && (scalars[next] == "." || scalars[next] == "{")
                if !continues && !nextContinues { return i + 1 }
            case "<" where closesGenerics:
                angles += 1
                lastSignificant = c
            case ">" where closesGenerics && angles > 0 && (i == start || scalars[i - 1] != "-"):
                angles -= 1
                lastSignificant = ")"
            default:
                if !c.properties.isWhitespace { lastSignificant = c }
            }
            i += 1
        }
        return end
    }
}
