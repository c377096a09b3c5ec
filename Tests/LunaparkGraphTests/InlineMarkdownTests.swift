import Foundation
@testable import LunaparkGraph
import Testing

/// The inline Markdown of `Text` string literals, against CommonMark's rules.
struct InlineMarkdownTests {
    /// The parsed string and, for each span, its text and traits.
    private func parse(_ source: String) -> (String, [(String, TextSpan.Traits)]) {
        let markdown = InlineMarkdown(source)
        let bytes = Array(markdown.string.utf8)
        let spans = markdown.spans.map { span in
            (String(decoding: bytes[span.range], as: UTF8.self), span.traits)
        }
        return (markdown.string, spans)
    }

    @Test func emphasisStrongCodeAndStrikethrough() {
        let (string, spans) = parse("**bold** *italic* `code` ~~strike~~ _under_ __strong__")
        #expect(string == "bold italic code strike under strong")
        #expect(spans.map(\.0) == ["bold", "italic", "code", "strike", "under", "strong"])
        #expect(spans.map(\.1) == [.bold, .italic, .monospaced, .strikethrough, .italic, .bold])
    }

    @Test func nestedAndTripleDelimiters() {
        let (string, spans) = parse("***both*** and **bold *inner* bold**")
        #expect(string == "both and bold inner bold")
        #expect(spans.map(\.0) == ["both", "bold ", "inner", " bold"])
        #expect(spans.map(\.1) == [[.bold, .italic], .bold, [.bold, .italic], .bold])
    }

    @Test func unmatchedAndNonFlankingDelimitersStayText() {
        #expect(parse("2 * 3 * 4").0 == "2 * 3 * 4")
        #expect(parse("2 * 3 * 4").1.isEmpty)
        #expect(parse("snake_case_name").0 == "snake_case_name")
        #expect(parse("**open").0 == "**open")
        #expect(parse("a ~~~ b").0 == "a ~~~ b")
        // Intraword asterisks do emphasise; an extra one stays outside.
        #expect(parse("un*frigging*believable").1.map(\.0) == ["frigging"])
        let (string, spans) = parse("***a**")
        #expect(string == "*a")
        #expect(spans.map(\.0) == ["a"])
    }

    @Test func ruleOfThreeKeepsRunsApart() {
        // CommonMark example 411: *foo**bar**baz* is one emphasis with strong inside.
        let (string, spans) = parse("*foo**bar**baz*")
        #expect(string == "foobarbaz")
        #expect(spans.map(\.0) == ["foo", "bar", "baz"])
        #expect(spans.map(\.1) == [.italic, [.italic, .bold], .italic])
    }

    @Test func codeSpansAreLiteral() {
        let (string, spans) = parse("`` a `*b*` c `` and `unclosed")
        #expect(string == "a `*b*` c and `unclosed")
        #expect(spans.map(\.0) == ["a `*b*` c"])
        #expect(spans.first?.1 == .monospaced)
    }

    @Test func escapesMakePunctuationLiteral() {
        let (string, spans) = parse(#"\*not italic\* and \[x\] and \n"#)
        #expect(string == #"*not italic* and [x] and \n"#)
        #expect(spans.isEmpty)
    }

    @Test func linksCarryTheirDestination() {
        let markdown = InlineMarkdown("See [the **docs**](https://example.com/a_(b) \"Title\") now [no link] (x)")
        #expect(markdown.string == "See the docs now [no link] (x)")
        #expect(markdown.spans.count == 2)
        #expect(markdown.spans.allSatisfy { $0.link == URL(string: "https://example.com/a_(b)") })
        #expect(markdown.spans.map(\.traits) == [[], .bold])
    }

    @Test func rangesAreUTF8Offsets() {
        let markdown = InlineMarkdown("héllo **wörld** 🎢")
        #expect(markdown.string == "héllo wörld 🎢")
        #expect(markdown.spans.first?.range == 7 ..< 13)
    }

    @Test func interpolatedValuesAreNotMarkdown() {
        let value = "**not bold**"
        let key: LocalizedStringKey = "**bold** \(value)"
        let markdown = InlineMarkdown(key.markdownSource)
        #expect(markdown.string == "bold **not bold**")
        #expect(markdown.spans.count == 1)
        #expect(key.key == "**bold** **not bold**")
    }

    @Test @MainActor func textChoosesMarkdownForLiteralsOnly() {
        let literal = Text("**bold**")
        let variable = "**bold**"
        #expect(literal.string == "bold" && literal.spans.count == 1)
        #expect(Text(variable).string == "**bold**" && Text(variable).spans.isEmpty)
        #expect(Text(verbatim: "**bold**").spans.isEmpty)
        #expect(Text(LocalizedStringKey(variable)).string == "bold")
    }

    @Test func whitespaceAndLineBreaksAreKept() {
        #expect(parse("a  *b*\n  c").0 == "a  b\n  c")
        #expect(parse("# Not a heading").0 == "# Not a heading")
    }
}
