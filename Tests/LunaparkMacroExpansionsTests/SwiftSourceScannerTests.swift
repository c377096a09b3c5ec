import Foundation
@testable import LunaparkMacroExpansions
import Testing

struct SwiftSourceScannerTests {
    @Test func bracketsInStringsAndCommentsDoNotCount() throws {
        let text = #"f("(", /* ) */ "\(g(")"))") { x }"#
        let scanner = SwiftSourceScanner(text)
        let close = try #require(scanner.matchingClose(from: 1))
        #expect(scanner.text(0..<close) == #"f("(", /* ) */ "\(g(")"))")"#)
        #expect(scanner.firstTopLevelBrace(from: 0) == close + 1)
    }

    @Test func rawAndMultilineStringsAreSkippedWhole() throws {
        let text = "a(#\"x)\"#, \"\"\"\n ) {\n\"\"\") {"
        let scanner = SwiftSourceScanner(text)
        let brace = try #require(scanner.firstTopLevelBrace(from: 0))
        #expect(brace == text.unicodeScalars.count - 1)
    }

    @Test func aStatementGoesOnAcrossOperatorsModifiersAndBrackets() {
        let text = "let a = 1 +\n  2\nText(\"x\")\n  .padding()\nlet b = [\n1]\nlast"
        let scanner = SwiftSourceScanner(text)
        var starts: [String] = []
        var i = 0
        let end = text.unicodeScalars.count
        while i < end {
            let next = scanner.statementEnd(from: i, before: end)
            starts.append(scanner.text(i..<next).trimmingCharacters(in: .newlines))
            i = scanner.skipTrivia(from: next)
        }
        #expect(starts == ["let a = 1 +\n  2", "Text(\"x\")\n  .padding()", "let b = [\n1]", "last"])
    }
}
