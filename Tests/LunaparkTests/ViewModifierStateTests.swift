import Foundation
import Lunapark
import Testing

/// `@State` declared in a `ViewModifier`, as reusable modifiers in real code keep it (a shake, a
/// press highlight, a long-press menu): it lives as long as the modified view and its changes
/// re-run the modifier's `body`, as a view's own state does.
@MainActor
struct ViewModifierStateTests {
    private struct Highlight: ViewModifier {
        @State private var isOn = false
        func body(content: Content) -> some View {
            content
                .background(isOn ? Color.red : Color.blue)
                .onTapGesture { isOn.toggle() }
        }
    }

    private struct HoldToMark: ViewModifier {
        @State private var isMarked = false
        func body(content: Content) -> some View {
            content
                .background(isMarked ? Color.red : Color.blue)
                .onLongPressGesture { isMarked = true }
        }
    }

    /// The modified view's parent changes its own state; the modifier's state must survive that.
    private struct Parent: View {
        @State private var count = 0
        var body: some View {
            VStack(spacing: 0) {
                Color.clear.frame(width: 100, height: 60).modifier(Highlight())
                Color.green.frame(width: CGFloat(10 + count), height: 20).onTapGesture { count += 10 }
            }
        }
    }

    /// Reads the environment, as modifiers that adapt to the colour scheme do.
    private struct SchemeFill: ViewModifier {
        @Environment(\.colorScheme) private var colorScheme
        func body(content: Content) -> some View {
            content.background(colorScheme == .dark ? Color.red : Color.blue)
        }
    }

    @Test func aTapChangesTheModifiersState() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.clear.frame(width: 100, height: 60).modifier(Highlight())
        }
        #expect(!host.render().isRed(100, 50))
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(host.render().isRed(100, 50))
        host.tap(at: CGPoint(x: 100, y: 50))
        #expect(!host.render().isRed(100, 50))
    }

    @Test func aLongPressChangesTheModifiersState() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.clear.frame(width: 100, height: 60).modifier(HoldToMark())
        }
        host.press(at: CGPoint(x: 100, y: 50))
        host.advance(by: 0.7)
        host.release(at: CGPoint(x: 100, y: 50))
        #expect(host.render().isRed(100, 50))
    }

    @Test func theModifiersStateOutlivesItsParentsBodyRuns() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { Parent() }
        host.tap(at: CGPoint(x: 100, y: 40))
        #expect(host.render().isRed(100, 40))
        // The column is 80 points tall, centred: the modified view at y 10-70, the bar at 70-90.
        #expect(host.render().isWhite(108, 80), "the bar is 10 points wide (95-105)")
        host.tap(at: CGPoint(x: 100, y: 80))  // the parent's body runs again: the bar grows
        let after = host.render()
        #expect(!after.isWhite(108, 80), "the bar is 20 points wide (90-110)")
        #expect(after.isRed(100, 40), "the modifier's state is kept")
    }

    @Test func aModifiersEnvironmentFollowsTheColorScheme() {
        let light = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.clear.frame(width: 100, height: 60).modifier(SchemeFill())
        }
        #expect(!light.render().isRed(100, 50))
        let dark = HeadlessHost(size: CGSize(width: 200, height: 100)) {
            Color.clear.frame(width: 100, height: 60).modifier(SchemeFill()).environment(\.colorScheme, .dark)
        }
        #expect(dark.render().isRed(100, 50))
    }
}
