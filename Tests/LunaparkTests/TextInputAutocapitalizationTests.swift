import Foundation
import Lunapark
import Testing

/// `textInputAutocapitalization(_:)`: typed letters become capitals where iOS's keyboard
/// shifts; the other keyboard hints are kept in the environment and change nothing typed.
@MainActor
struct TextInputAutocapitalizationTests {
    @MainActor
    private final class Log {
        var text = ""
        var keyboardType = UIKeyboardType.default
        var contentType: UITextContentType?
        var autocorrectionDisabled = false
    }

    private struct Field: View {
        let log: Log
        var multiline = false
        @State private var text = ""
        @Environment(\.keyboardType) private var keyboardType
        @Environment(\.textContentType) private var contentType
        @Environment(\.autocorrectionDisabled) private var autocorrectionDisabled

        var body: some View {
            Group {
                if multiline { TextEditor(text: $text) } else { TextField("Name", text: $text) }
            }
            .frame(width: 280, height: multiline ? 80 : nil)
            .onChange(of: text) { log.text = text }
            .onAppear {
                log.keyboardType = keyboardType
                log.contentType = contentType
                log.autocorrectionDisabled = autocorrectionDisabled
            }
        }
    }

    /// What typing `chunks` (each one `.text` event) into a field under `capitalization` enters.
    private func typed(_ chunks: [String], _ capitalization: TextInputAutocapitalization?, multiline: Bool = false) -> String {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            Field(log: log, multiline: multiline).textInputAutocapitalization(capitalization)
        }
        host.tap(at: CGPoint(x: 150, y: 50))
        for chunk in chunks { host.type(chunk) }
        return log.text
    }

    @Test func wordsCapitalizesTheFirstLetterOfEachWord() {
        #expect(typed(["hello world"], .words) == "Hello World")
        // Letter by letter, as keys arrive.
        #expect(typed("hello world".map { String($0) }, .words) == "Hello World")
        // A capital typed stays; letters inside a word are left as typed.
        #expect(typed(["macOS and iPad"], .words) == "MacOS And IPad")
    }

    @Test func sentencesCapitalizesAfterAFullStop() {
        #expect(typed(["hello world. it works! does it? yes"], .sentences) == "Hello world. It works! Does it? Yes")
        #expect(typed(["version 1.5 is out"], .sentences) == "Version 1.5 is out")
        #expect(typed(["first line\nsecond line"], .sentences, multiline: true) == "First line\nSecond line")
    }

    @Test func charactersAndNeverAndNil() {
        #expect(typed(["abc-12 x"], .characters) == "ABC-12 X")
        #expect(typed(["hello world"], .never) == "hello world")
        #expect(typed(["hello world"], nil) == "hello world")
    }

    @Test func theOtherHintsAreKeptAndChangeNothing() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            Field(log: log)
                .keyboardType(.emailAddress)
                .textContentType(.emailAddress)
                .autocorrectionDisabled()
                .submitLabel(.next)
        }
        #expect(log.keyboardType == .emailAddress)
        #expect(log.contentType == .emailAddress)
        #expect(log.autocorrectionDisabled)
        host.tap(at: CGPoint(x: 150, y: 50))
        host.type("Ann@example.com")
        #expect(log.text == "Ann@example.com")
    }

    /// The pre-iOS 15 spellings set the same environment values.
    @Test func theDeprecatedSpellingsSetTheSameValues() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
            Field(log: log).autocapitalization(.allCharacters).disableAutocorrection(true)
        }
        host.tap(at: CGPoint(x: 150, y: 50))
        host.type("abc")
        #expect(log.text == "ABC")
        #expect(log.autocorrectionDisabled)
        #expect(TextInputAutocapitalization(UITextAutocapitalizationType.none) == .never)
        #expect(TextInputAutocapitalization(.words) == .words)
    }
}
