import Foundation
import Lunapark
import Testing

/// A rounded-border field whose text is mirrored into `log`, and whose Return is counted.
private struct NameForm: View {
    let log: TextLog
    @State private var name = ""

    var body: some View {
        TextField("Name", text: $name)
            .textFieldStyle(.roundedBorder)
            .onSubmit { log.submits += 1 }
            .onChange(of: name) { log.text = name }
            .frame(width: 200)
    }
}

/// A secure field mirroring its text into `log`.
private struct PasswordForm: View {
    let log: TextLog
    @State private var password = ""

    var body: some View {
        SecureField("Password", text: $password)
            .onChange(of: password) { log.text = password }
            .frame(width: 200)
    }
}

@MainActor
private final class TextLog {
    var text = ""
    var submits = 0
}

@MainActor
struct TextFieldTests {
    @Test func typingGoesToTheTappedFieldAtItsCursor() {
        let log = TextLog()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { NameForm(log: log) }
        // Not focused yet: typing does nothing.
        host.type("x")
        #expect(log.text == "")
        host.tap(at: CGPoint(x: 150, y: 50))
        host.type("Lunpark")
        #expect(log.text == "Lunpark")
        // Back over "park", insert the missing "a", then Delete the last character.
        for _ in 0..<4 { host.key(.leftArrow) }
        host.type("a")
        #expect(log.text == "Lunapark")
        host.key(.end)
        host.key(.delete)
        #expect(log.text == "Lunapar")
        host.key(.return)
        #expect(log.submits == 1)
    }

    @Test func theFieldDrawsItsTextItsPlaceholderAndItsCursor() {
        let log = TextLog()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { NameForm(log: log) }
        // The field spans x 50...250; the placeholder is light grey, no cursor yet.
        let empty = host.render()
        let grey = empty.count(in: CGRect(x: 57, y: 35, width: 60, height: 30)) { x, y in
            let p = empty.pixel(x: x, y: y); return p.r < 235 && p.r > 150 }
        #expect(grey > 10)
        #expect(empty.count(in: CGRect(x: 50, y: 35, width: 200, height: 30)) { x, y in
            let p = empty.pixel(x: x, y: y); return p.b > 200 && p.r < 80 } == 0)
        host.tap(at: CGPoint(x: 150, y: 50))
        host.type("Hi")
        let typed = host.render()
        #expect(typed.count(in: CGRect(x: 57, y: 35, width: 40, height: 30), where: typed.isDark) > 20)
        // The cursor: a blue bar after the text.
        #expect(typed.count(in: CGRect(x: 57, y: 35, width: 60, height: 30)) { x, y in
            let p = typed.pixel(x: x, y: y); return p.b > 200 && p.r < 80 } > 10)
    }

    @Test func aSecureFieldDrawsBulletsAndKeepsTheTypedText() {
        let log = TextLog()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { PasswordForm(log: log) }
        host.tap(at: CGPoint(x: 150, y: 50))
        host.type("WWWW")
        #expect(log.text == "WWWW")
        let secure = host.render()
        let plain = HeadlessHost(size: CGSize(width: 300, height: 100)) { NameForm(log: TextLog()) }
        plain.tap(at: CGPoint(x: 150, y: 50))
        plain.type("WWWW")
        // Four bullets cover less ink than four W's.
        let region = CGRect(x: 50, y: 30, width: 200, height: 40)
        let typed = plain.render()
        #expect(secure.count(in: region, where: secure.isDark) < typed.count(in: region, where: typed.isDark) / 2)
    }

    @Test func aTapPutsTheCursorAtTheNearestBoundary() {
        let log = TextLog()
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { NameForm(log: log) }
        host.tap(at: CGPoint(x: 150, y: 50))
        host.type("abcdef")
        // A tap just inside the leading edge of the text puts the cursor before "a".
        host.tap(at: CGPoint(x: 58, y: 50))
        host.type("_")
        #expect(log.text == "_abcdef")
    }
}
