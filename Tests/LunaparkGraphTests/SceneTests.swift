import Foundation
import LunaparkCore
import LunaparkGraph
import Testing

/// Scenes as an `App` declares them, resolved into the windows the host opens.
@MainActor
struct SceneTests {
    struct Greeting: View {
        var body: some View { Text("hello") }
    }

    struct TwoWindows: App {
        var body: some Scene {
            WindowGroup("Main") { Greeting() }
                .defaultSize(width: 600, height: 400)
            Window("Connection Doctor", id: "doctor") { Greeting() }
        }
    }

    struct Untitled: App {
        var body: some Scene {
            WindowGroup { Greeting() }
        }
    }

    /// A scene of one's own, made of Lunapark's.
    struct Wrapped: Scene {
        let name: String
        var body: some Scene {
            WindowGroup(Text(name), id: "wrapped") { Greeting() }
                .defaultSize(CGSize(width: 500, height: 300))
                .defaultSize(width: 800, height: 800)
        }
    }

    @Test func anAppsScenesResolveToWindowsInOrder() {
        let windows = TwoWindows().body._resolvedWindows()
        #expect(windows.count == 2)
        #expect(windows[0].kind == .windowGroup)
        #expect(windows[0].title == "Main")
        #expect(windows[0].id == nil)
        #expect(windows[0].defaultSize == CGSize(width: 600, height: 400))
        #expect(windows[0].rootView is Greeting)
        #expect(windows[1].kind == .window)
        #expect(windows[1].title == "Connection Doctor")
        #expect(windows[1].id == "doctor")
        #expect(windows[1].defaultSize == nil, "defaultSize applies to the scene it modifies only")
    }

    @Test func aGroupWithoutTitleLeavesItToTheHost() {
        let windows = Untitled().body._resolvedWindows()
        #expect(windows.count == 1)
        #expect(windows[0].title == nil)
        #expect(windows[0].defaultSize == nil)
    }

    @Test func aCustomSceneResolvesThroughItsBodyAndTheInnermostSizeWins() {
        let windows = Wrapped(name: "Sequencer").body._resolvedWindows()
        #expect(windows.count == 1)
        #expect(windows[0].title == "Sequencer")
        #expect(windows[0].id == "wrapped")
        #expect(windows[0].defaultSize == CGSize(width: 500, height: 300))
    }

    @Test func titlesFromEveryKindOfArgument() {
        let count = 3
        let key: LocalizedStringKey = "Items: \(count)"
        #expect(WindowGroup(key) { Greeting() }._resolvedWindows().first?.title == "Items: 3")
        #expect(WindowGroup(Text(verbatim: "Verbatim")) { Greeting() }._resolvedWindows().first?.title == "Verbatim")
        let name = "From a String"
        #expect(WindowGroup(name) { Greeting() }._resolvedWindows().first?.title == "From a String")
        #expect(WindowGroup(name[...], id: "sub") { Greeting() }._resolvedWindows().first?.id == "sub")
        #expect(Window(Text("Text"), id: "t") { Greeting() }._resolvedWindows().first?.title == "Text")
        #expect(Window(key, id: "k") { Greeting() }._resolvedWindows().first?.title == "Items: 3")
    }
}
