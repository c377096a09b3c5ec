import Foundation
import Lunapark
import Testing

/// `@FocusState` tied to text fields: setting it moves the focus (where typed text goes),
/// pressing a field sets it, and `onSubmit` can move it on.
@MainActor
struct FocusStateTests {
    private final class Log { var focused: [Bool] = []; var field: [String?] = [] }

    private struct BoolForm: View {
        @State var name = ""
        @State var other = ""
        @FocusState var nameFocused: Bool
        let log: Log
        let focusOnAppear: Bool

        var body: some View {
            VStack(spacing: 20) {
                TextField("Name", text: $name).focused($nameFocused)
                TextField("Other", text: $other)
                Text(verbatim: "\(name)|\(other)").id("echo")
            }
            .frame(width: 200)
            .onChange(of: nameFocused) { _, focused in log.focused.append(focused) }
            .onAppear { if focusOnAppear { nameFocused = true } }
        }
    }

    @Test func settingTheBoolFocusesTheFieldAndPressingElsewhereClearsIt() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 120)) { BoolForm(log: log, focusOnAppear: true) }
        host.advance(by: 0.1)
        #expect(log.focused == [true])
        #expect(host.graph.isEditingText)
        host.type("Ann")
        // Pressing the other field takes the focus: the state turns false.
        host.tap(at: CGPoint(x: 100, y: 60))
        host.advance(by: 0.1)
        #expect(log.focused == [true, false])
        host.type("Bo")
        // Pressing the name field sets it true again.
        host.tap(at: CGPoint(x: 100, y: 20))
        host.advance(by: 0.1)
        #expect(log.focused == [true, false, true])
        host.type("!")
        let echo = HeadlessHost(size: CGSize(width: 200, height: 40)) { Text(verbatim: "Ann!|Bo") }.render()
        let image = host.render()
        // The echo line shows what went where.
        let echoRow = image.count(in: CGRect(x: 0, y: 80, width: 200, height: 40)) { image.isDark($0, $1) }
        let expected = echo.count(in: CGRect(x: 0, y: 0, width: 200, height: 40)) { echo.isDark($0, $1) }
        #expect(abs(echoRow - expected) <= 2)
    }

    private struct EnumForm: View {
        enum Field: Hashable { case first, second }
        @State var first = ""
        @State var second = ""
        @FocusState var field: Field?
        let log: Log

        var body: some View {
            VStack(spacing: 20) {
                TextField("First", text: $first).focused($field, equals: .first)
                TextField("Second", text: $second).focused($field, equals: .second)
                Button("Clear") { field = nil }
            }
            .frame(width: 200)
            .onSubmit { if field == .first { field = .second } }
            .onChange(of: field) { _, field in log.field.append(field.map { "\($0)" }) }
        }
    }

    @Test func anOptionalStateNamesTheFocusedFieldAndSubmitMovesIt() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 140)) { EnumForm(log: log) }
        host.advance(by: 0.1)
        #expect(!host.graph.isEditingText)
        // Centred in 140 points: the fields' rows are near y 30 and 70, the button's near 110.
        host.tap(at: CGPoint(x: 100, y: 30))
        host.advance(by: 0.1)
        #expect(log.field == ["first"])
        host.key(.return)
        host.advance(by: 0.1)
        // Moved on by onSubmit: the first field reports losing the focus without clearing the state.
        #expect(log.field == ["first", "second"])
        #expect(host.graph.isEditingText)
        host.type("x")
        // Setting nil takes the focus away from every field: typing goes nowhere.
        host.tap(at: CGPoint(x: 100, y: 110))
        host.advance(by: 0.1)
        #expect(log.field == ["first", "second", nil])
        #expect(!host.graph.isEditingText)
    }
}
