import Foundation

/// The inline Markdown SwiftUI renders in `Text` made from a string literal:
/// `*emphasis*` and `_emphasis_` (italic), `**strong**` and `__strong__`
/// (bold), `~strike~` and `~~strike~~`, `` `code` `` (monospaced, its content
/// taken literally), `[title](destination "optional title")` links, and
/// backslash escapes of ASCII punctuation. Whitespace and line breaks are kept
/// as written (Foundation's `inlineOnlyPreservingWhitespace`, which SwiftUI
/// uses); block syntax (`# heading`, lists, quotes) stays plain text.
///
/// Delimiter runs follow CommonMark 0.31's rules: a run opens or closes by
/// whether it is left- or right-flanking (`_` not inside a word), the nearest
/// matching opener wins, two characters on both sides make strong emphasis,
/// and the "rule of 3" keeps `*a**b*` from pairing the wrong runs. Tildes
/// pair only with a run of the same length (GitHub's strikethrough extension).
/// Unmatched delimiters and brackets are shown as typed.
struct InlineMarkdown {
    /// The text without its markup, and the styled stretches of it.
    private(set) var string = ""
    private(set) var spans: [TextSpan] = []

    /// A piece of the output: literal text, a code span, or a delimiter run
    /// whose unused characters are shown as text.
    struct Piece {
        var text: String
        var traits: TextSpan.Traits = []
        var link: URL?
        var delimiter: DelimiterRun?
    }

    /// A run of `*`, `_` or `~` that may open or close emphasis.
    struct DelimiterRun {
        let character: Character
        /// The run's length as written (the rule of 3 compares those).
        let originalCount: Int
        var count: Int
        let canOpen: Bool
        let canClose: Bool
    }

    /// An unmatched `[`: its piece, and how many delimiter runs preceded it.
    private struct BracketOpener {
        let piece: Int
        let delimiterHeight: Int
    }

    var pieces: [Piece] = []
    /// Indices in `pieces` of the delimiter runs still open to matching, in order.
    var delimiters: [Int] = []
    private var brackets: [BracketOpener] = []

    /// Parses `source`. Sources without any markup character are taken as they are.
    init(_ source: String) {
        guard source.contains(where: { "*_~`[\\".contains($0) }) else {
            string = source
            return
        }
        let characters = Array(source)
        var index = 0
        while index < characters.count {
            index = scan(characters, at: index)
        }
        processEmphasis(above: 0)
        assemble()
    }

    /// Reads the construct that starts at `index`; returns the index after it.
    private mutating func scan(_ characters: [Character], at index: Int) -> Int {
        let character = characters[index]
        switch character {
        case "\\":
            if index + 1 < characters.count, characters[index + 1].isASCII, characters[index + 1].isMarkdownPunctuation {
                appendText(String(characters[index + 1]))
                return index + 2
            }
            appendText("\\")
            return index + 1
        case "`":
            return scanCode(characters, at: index)
        case "*", "_", "~":
            var end = index
            while end < characters.count, characters[end] == character { end += 1 }
            let count = end - index
            if character == "~" && count > 2 {
                appendText(String(repeating: character, count: count))
                return end
            }
            pushDelimiter(character, count: count, before: index > 0 ? characters[index - 1] : nil,
                          after: end < characters.count ? characters[end] : nil)
            return end
        case "[":
            brackets.append(BracketOpener(piece: pieces.count, delimiterHeight: delimiters.count))
            pieces.append(Piece(text: "["))
            return index + 1
        case "]":
            return scanLinkEnd(characters, at: index)
        default:
            var end = index + 1
            while end < characters.count, !"*_~`[]\\".contains(characters[end]) { end += 1 }
            appendText(String(characters[index..<end]))
            return end
        }
    }

    /// A code span: a run of backticks up to the next run of the same length; without one, the backticks are text.
    private mutating func scanCode(_ characters: [Character], at index: Int) -> Int {
        var openEnd = index
        while openEnd < characters.count, characters[openEnd] == "`" { openEnd += 1 }
        let length = openEnd - index
        var probe = openEnd
        while probe < characters.count {
            guard characters[probe] == "`" else { probe += 1; continue }
            var runEnd = probe
            while runEnd < characters.count, characters[runEnd] == "`" { runEnd += 1 }
            if runEnd - probe == length {
                var content = String(characters[openEnd..<probe]).replacingOccurrences(of: "\n", with: " ")
                // One space on both sides is stripped, unless the span is only spaces (CommonMark 6.1).
                if content.count >= 2, content.first == " ", content.last == " ", content.contains(where: { $0 != " " }) {
                    content = String(content.dropFirst().dropLast())
                }
                pieces.append(Piece(text: content, traits: .monospaced))
                return runEnd
            }
            probe = runEnd
        }
        appendText(String(repeating: "`", count: length))
        return openEnd
    }

    /// `]`: closes a link when an opener is waiting and `(destination)` follows; otherwise it is text.
    private mutating func scanLinkEnd(_ characters: [Character], at index: Int) -> Int {
        guard let opener = brackets.popLast() else {
            appendText("]")
            return index + 1
        }
        guard let (destination, end) = Self.linkDestination(characters, from: index + 1) else {
            appendText("]")
            return index + 1
        }
        processEmphasis(above: opener.delimiterHeight)
        pieces[opener.piece].text = ""
        let url = URL(string: destination)
        for piece in opener.piece + 1 ..< pieces.count where pieces[piece].link == nil {
            pieces[piece].link = url
        }
        // Links do not nest: earlier openers stay plain brackets (CommonMark 6.3).
        brackets.removeAll()
        return end
    }

    /// `(destination "title")` starting at `start`: the destination and the index after `)`, or nil.
    static func linkDestination(_ characters: [Character], from start: Int) -> (String, Int)? {
        guard start < characters.count, characters[start] == "(" else { return nil }
        var index = start + 1
        func skipSpaces() { while index < characters.count, characters[index].isWhitespace { index += 1 } }
        skipSpaces()
        var destination = ""
        if index < characters.count, characters[index] == "<" {
            index += 1
            while index < characters.count, characters[index] != ">" {
                if characters[index] == "\n" { return nil }
                destination.append(characters[index]); index += 1
            }
            guard index < characters.count else { return nil }
            index += 1
        } else {
            var depth = 0
            while index < characters.count, !characters[index].isWhitespace {
                let character = characters[index]
                if character == "(" { depth += 1 }
                if character == ")" { if depth == 0 { break }; depth -= 1 }
                destination.append(character); index += 1
            }
        }
        skipSpaces()
        if index < characters.count, let close: Character = ["\"": "\"", "'": "'", "(": ")"][characters[index]] {
            index += 1
            while index < characters.count, characters[index] != close { index += 1 }
            guard index < characters.count else { return nil }
            index += 1
            skipSpaces()
        }
        guard index < characters.count, characters[index] == ")" else { return nil }
        return (destination, index + 1)
    }

    private mutating func appendText(_ text: String) {
        if let last = pieces.last, last.delimiter == nil, last.traits.isEmpty, last.link == nil, last.text != "[" {
            pieces[pieces.count - 1].text += text
        } else {
            pieces.append(Piece(text: text))
        }
    }

    /// Adds a delimiter run, classified by the characters around it (nil: the start or end of the text,
    /// which counts as whitespace).
    private mutating func pushDelimiter(_ character: Character, count: Int, before: Character?, after: Character?) {
        let beforeSpace = before?.isWhitespace ?? true, afterSpace = after?.isWhitespace ?? true
        let beforePunctuation = before?.isMarkdownPunctuation ?? false
        let afterPunctuation = after?.isMarkdownPunctuation ?? false
        let leftFlanking = !afterSpace && (!afterPunctuation || beforeSpace || beforePunctuation)
        let rightFlanking = !beforeSpace && (!beforePunctuation || afterSpace || afterPunctuation)
        let canOpen: Bool, canClose: Bool
        if character == "_" {
            canOpen = leftFlanking && (!rightFlanking || beforePunctuation)
            canClose = rightFlanking && (!leftFlanking || afterPunctuation)
        } else {
            canOpen = leftFlanking
            canClose = rightFlanking
        }
        delimiters.append(pieces.count)
        pieces.append(Piece(text: String(repeating: character, count: count),
                            delimiter: DelimiterRun(character: character, originalCount: count, count: count,
                                                    canOpen: canOpen, canClose: canClose)))
    }

    /// Applies `trait` to the pieces strictly between `opener` and `closer`.
    mutating func style(from opener: Int, to closer: Int, with trait: TextSpan.Traits) {
        for piece in opener + 1 ..< closer { pieces[piece].traits.insert(trait) }
    }

    /// Uses `used` characters of the delimiter run in piece `piece`.
    mutating func consume(_ used: Int, ofRun piece: Int) {
        guard var run = pieces[piece].delimiter else { return }
        run.count -= used
        pieces[piece].delimiter = run
        pieces[piece].text = String(repeating: run.character, count: run.count)
    }

    /// Joins the pieces into `string` and `spans`, merging neighbours styled alike.
    private mutating func assemble() {
        var offset = 0
        for piece in pieces where !piece.text.isEmpty {
            string += piece.text
            let end = offset + piece.text.utf8.count
            if !piece.traits.isEmpty || piece.link != nil {
                if let last = spans.last, last.range.upperBound == offset, last.traits == piece.traits, last.link == piece.link {
                    spans[spans.count - 1].range = last.range.lowerBound ..< end
                } else {
                    spans.append(TextSpan(range: offset ..< end, traits: piece.traits, link: piece.link))
                }
            }
            offset = end
        }
    }
}

extension Character {
    /// CommonMark's punctuation: Unicode punctuation (P) or symbol (S) characters.
    var isMarkdownPunctuation: Bool { isPunctuation || isSymbol }
}
