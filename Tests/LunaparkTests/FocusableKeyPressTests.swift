import Foundation
import Lunapark
import Testing

/// `focusable` views and `onKeyPress`: a click or the Tab key focuses a view, its handlers get
/// the presses first and what they ignore goes to the handlers around it; `@FocusState` follows
/// and moves the focus; the focus ring; key phases.
@MainActor
struct FocusableKeyPressTests {
    private final class Log { var entries: [String] = [] }

    private enum Field: Hashable { case left, right, name }

    /// Two focusable squares side by side (x 0...100 and 100...200), a text field under them,
    /// and a handler around everything.
    private struct Panel: View {
        let log: Log
        var rightInteractions: FocusInteractions = .automatic
        var focusOnAppear: Field? = nil
        var ringsDisabled = false
        @State private var name = ""
        @FocusState private var focus: Field?

        var body: some View {
            VStack(spacing: 0) {
                HStack(spacing: 0) {
                    Color.gray.frame(width: 100, height: 100)
                        .focusable()
                        .focused($focus, equals: .left)
                        .onKeyPress { press in
                            log.entries.append("left \(press.key)")
                            return press.key == "a" ? .handled : .ignored
                        }
                    Color.gray.frame(width: 100, height: 100)
                        .focusable(interactions: rightInteractions)
                        .focused($focus, equals: .right)
                        .onKeyPress("b") { log.entries.append("right b"); return .handled }
                }
                TextField("Name", text: $name).focused($focus, equals: .name).frame(height: 40)
            }
            .focusEffectDisabled(ringsDisabled)
            .frame(width: 200, height: 140)
            .onKeyPress { press in
                log.entries.append("outer \(press.key)")
                return press.key == .tab ? .ignored : .handled
            }
            .onChange(of: focus) { _, new in log.entries.append("focus \(new.map { "\($0)" } ?? "nil")") }
            .onAppear { focus = focusOnAppear }
        }
    }

    private let size = CGSize(width: 200, height: 140)

    @Test func aClickFocusesAndUnhandledPressesGoToTheHandlersAround() {
        let log = Log()
        let host = HeadlessHost(size: size) { Panel(log: log) }
        host.key("a")
        #expect(log.entries == ["left a"], "nothing focused: every handler, deepest first")
        log.entries.removeAll()
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.1)
        #expect(log.entries == ["focus left"])
        host.key("a")
        host.key("b")
        #expect(log.entries == ["focus left", "left a", "left b", "outer b"], "the right square's b is not on the way")
        log.entries.removeAll()
        host.tap(at: CGPoint(x: 150, y: 50))
        host.key("b")
        host.key("a")
        #expect(log.entries == ["focus right", "right b", "outer a"])
    }

    @Test func tabAndShiftTabMoveTheFocusInOrderAroundTheEnd() {
        let log = Log()
        let host = HeadlessHost(size: size) { Panel(log: log) }
        host.key(.tab)
        host.key(.tab)
        host.key(.tab)
        #expect(log.entries.filter { $0.hasPrefix("focus") } == ["focus left", "focus right", "focus name"])
        #expect(host.graph.isEditingText)
        host.key(.tab)
        #expect(!host.graph.isEditingText && log.entries.last == "focus left", "around the end")
        host.key(.tab, modifiers: .shift)
        #expect(log.entries.last == "focus name")
    }

    @Test func aFocusStateSetByCodeFocusesAndTheRingIsDrawn() {
        let log = Log()
        let host = HeadlessHost(size: size) { Panel(log: log, focusOnAppear: .right) }
        host.advance(by: 0.2)
        host.key("b")
        #expect(log.entries.contains("right b"))
        // The accent-coloured ring just outside the right square (x 100...200, y 0...100).
        func isAccent(_ p: RGBA8) -> Bool { p.b > 150 && Int(p.b) > Int(p.r) + 60 }
        let image = host.render()
        let ring = image.count(in: CGRect(origin: .zero, size: size)) { isAccent(image.pixel(x: $0, y: $1)) }
        #expect(ring > 300, "ring pixels: \(ring)")
        #expect(isAccent(image.pixel(x: 150, y: 102)) && !isAccent(image.pixel(x: 50, y: 102)), "around the right square only")
        let plain = HeadlessHost(size: size) { Panel(log: Log(), focusOnAppear: .right, ringsDisabled: true) }
        plain.advance(by: 0.2)
        let flat = plain.render()
        #expect(flat.count(in: CGRect(origin: .zero, size: size)) { isAccent(flat.pixel(x: $0, y: $1)) } == 0,
                "focusEffectDisabled draws no ring")
    }

    @Test func anActivateOnlyViewTakesTheFocusFromTabNotFromAClick() {
        let log = Log()
        let host = HeadlessHost(size: size) { Panel(log: log, rightInteractions: .activate) }
        host.tap(at: CGPoint(x: 150, y: 50))
        #expect(!log.entries.contains("focus right"))
        host.key(.tab)
        host.key(.tab)
        #expect(log.entries.filter { $0.hasPrefix("focus") } == ["focus left", "focus right"])
    }

    @Test func handlersAskForTheirPhases() {
        var phases: [String] = []
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.gray
                .focusable()
                .onKeyPress(phases: .up) { press in phases.append("up \(press.key)"); return .ignored }
                .onKeyPress { press in
                    phases.append(press.phase == .repeat ? "repeat \(press.key)" : "down \(press.key)")
                    return .handled
                }
        }
        host.tap(at: CGPoint(x: 50, y: 50))
        host.key("x")
        host.key("x", phase: .repeat)
        host.key("x", phase: .up)
        #expect(phases == ["down x", "repeat x", "up x"])
    }
}
