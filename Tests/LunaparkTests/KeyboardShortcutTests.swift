import Foundation
import Lunapark
import Testing

/// `keyboardShortcut`: a button or toggle runs its action when its shortcut is pressed
/// anywhere in the window; Command is Ctrl on Linux; shortcuts come before `onKeyPress`.
@MainActor
struct KeyboardShortcutTests {
    private final class Log { var entries: [String] = [] }

    private struct Form: View {
        let log: Log
        var isSaveDisabled = false
        var isEditing = false
        @State private var text = ""
        @FocusState private var isFieldFocused: Bool

        var body: some View {
            VStack {
                TextField("Name", text: $text).focused($isFieldFocused)
                Button("Save") { log.entries.append("save") }
                    .keyboardShortcut("s")
                    .disabled(isSaveDisabled)
                Button("OK") { log.entries.append("ok") }
                    .keyboardShortcut(.defaultAction)
                Button("Cancel") { log.entries.append("cancel") }
                    .keyboardShortcut(.cancelAction)
                Button("Next") { log.entries.append("next") }
                    .keyboardShortcut(.rightArrow, modifiers: [.option, .shift])
                Button("Plain") { log.entries.append("plain") }
            }
            .frame(width: 200)
            .onKeyPress { press in
                log.entries.append("key \(press.key)")
                return .handled
            }
            .onAppear { isFieldFocused = isEditing }
        }
    }

    @Test func commandShortcutsArePressedWithCtrlAndNeedExactlyTheirModifiers() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Form(log: log) }
        host.key("s", modifiers: .control)
        host.key("s", modifiers: .command)
        host.key("s", modifiers: [.control, .capsLock])
        #expect(log.entries == ["save", "save", "save"], "Ctrl-S and Super-S; Caps Lock does not count")
        host.key("s")
        host.key("s", modifiers: [.control, .shift])
        #expect(log.entries.suffix(2) == ["key s", "key s"], "other modifiers go on to onKeyPress")
        host.key(.rightArrow, modifiers: [.option, .shift])
        host.key(.rightArrow, modifiers: .option)
        #expect(log.entries.suffix(2) == ["next", "key →"])
    }

    @Test func defaultAndCancelActionsAreReturnAndEscape() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Form(log: log) }
        host.key(.return)
        host.key(.escape)
        host.key(".", modifiers: .control)
        #expect(log.entries == ["ok", "cancel", "cancel"], "Ctrl-Period cancels as Command-Period does on a Mac")
    }

    @Test func aDisabledButtonLetsItsShortcutGoOn() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Form(log: log, isSaveDisabled: true) }
        host.key("s", modifiers: .control)
        #expect(log.entries == ["key s"])
    }

    @Test func aTextFieldBeingEditedKeepsItsKeysButNotCtrlShortcuts() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Form(log: log, isEditing: true) }
        host.advance(by: 0.1)
        #expect(host.graph.isEditingText)
        host.key("s")
        #expect(log.entries.isEmpty, "s types into the field")
        host.key(.return)
        #expect(!log.entries.contains("ok"), "Return submits the field: \(log.entries)")
        host.key("s", modifiers: .control)
        host.key(.return, modifiers: .control)
        host.key(.escape)
        #expect(log.entries == ["save", "key return", "cancel"], "Ctrl-Return is no shortcut here: it goes on")
    }

    /// The demo park's arrangement: number keys on the root switch scenes, and a scene's
    /// button has a plain "1" shortcut of its own.
    @Test func aShortcutInsideWinsOverAnOnKeyPressAround() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            VStack {
                Button("First") { log.entries.append("button 1") }.keyboardShortcut("1", modifiers: [])
            }
            .onKeyPress { press in
                log.entries.append("park \(press.key)")
                return .handled
            }
        }
        host.key("1")
        host.key("2")
        #expect(log.entries == ["button 1", "park 2"])
    }

    @Test func aToggleFlipsAndShowsItOnPixels() {
        struct Settings: View {
            @State private var isOn = false
            var body: some View {
                Toggle("Wi-Fi", isOn: $isOn)
                    .keyboardShortcut("w", modifiers: [.command, .shift])
                    .frame(width: 200)
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 60)) { Settings() }
        func green() -> Int {
            let image = host.render()
            return image.count(in: CGRect(x: 100, y: 0, width: 100, height: 60)) { x, y in
                let p = image.pixel(x: x, y: y)
                return p.g > 150 && p.r < 120 && p.b < 150
            }
        }
        #expect(green() == 0)
        host.key("w", modifiers: [.control, .shift])
        host.advance(by: 1)
        #expect(green() > 200, "the switch turned on")
        host.key("w", modifiers: [.control, .shift])
        host.advance(by: 1)
        #expect(green() == 0)
    }

    @Test func aPresentedSheetKeepsTheShortcutsBehindItFromFiring() {
        let log = Log()
        struct Behind: View {
            let log: Log
            @State private var isShown = true
            var body: some View {
                Button("Refresh") { log.entries.append("refresh") }
                    .keyboardShortcut("r")
                    .sheet(isPresented: $isShown) {
                        Button("Done") { log.entries.append("done") }.keyboardShortcut("d")
                    }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 300)) { Behind(log: log) }
        host.advance(by: 1)
        host.key("r", modifiers: .control)
        host.key("d", modifiers: .control)
        #expect(log.entries == ["done"])
    }

    @Test func theShortcutValueFollowsSwiftUI() {
        let save = KeyboardShortcut("s")
        #expect(save.modifiers == .command && save.localization == .automatic)
        #expect(KeyboardShortcut.defaultAction == KeyboardShortcut(.return, modifiers: []))
        #expect(KeyboardShortcut.cancelAction.key == .escape && KeyboardShortcut.cancelAction.modifiers.isEmpty)
    }
}
