import Lunapark
import Testing
@testable import LunaparkDemo

@Suite("SceneKey: number keys for scenes 1-10, Shift+number for 11-20")
struct SceneKeyTests {
    @Test func numbersMapToKeysAndBack() {
        for number in 1...20 {
            let key = SceneKey(number: number)
            #expect(key?.number == number)
        }
        #expect(SceneKey(number: 1)?.digit == "1")
        #expect(SceneKey(number: 1)?.shifted == false)
        #expect(SceneKey(number: 10)?.digit == "0")
        #expect(SceneKey(number: 11) == .shift("1"))
        #expect(SceneKey(number: 20) == .shift("0"))
        #expect(SceneKey(number: 0) == nil)
        #expect(SceneKey(number: 21) == nil)
    }

    @Test func labelsAndKeyNames() {
        #expect(SceneKey(number: 3)?.label == "3")
        #expect(SceneKey(number: 13)?.label == "⇧3")
        #expect(SceneKey(number: 13)?.keyName == "shift+3")
        #expect(SceneKey(number: 10)?.keyName == "0")
    }

    @Test func keyPressesMapToKeys() {
        #expect(SceneKey(KeyPress(key: "4")) == "4")
        #expect(SceneKey(KeyPress(key: "4", modifiers: .shift)) == .shift("4"))
        #expect(SceneKey(KeyPress(key: "0", modifiers: [.shift, .capsLock])) == .shift("0"))
        #expect(SceneKey(KeyPress(key: "q")) == nil)
        #expect(SceneKey(KeyPress(key: .escape)) == nil)
    }
}

@MainActor
@Suite("SceneCatalog: keys, pages and --list-scenes")
struct SceneCatalogTests {
    @Test func everySceneHasItsOwnKeyInKeyOrder() {
        let numbers = SceneCatalog.all.map(\.key.number)
        #expect(Set(numbers).count == numbers.count)
        #expect(numbers == numbers.sorted())
        #expect(numbers.allSatisfy { (1...20).contains($0) })
        for (index, scene) in SceneCatalog.all.enumerated() {
            #expect(SceneCatalog.index(forNumber: scene.key.number) == index)
        }
        // --scene 0 is the tenth scene, as its key "0".
        #expect(SceneCatalog.index(forNumber: 0) == SceneCatalog.index(forNumber: 10))
        #expect(SceneCatalog.index(forNumber: 21) == nil)
        #expect(SceneCatalog.index(forNumber: -1) == nil)
    }

    @Test func pagesSplitUnshiftedAndShiftedKeys() {
        let pages = SceneCatalog.pages
        #expect(pages[0].allSatisfy { !SceneCatalog.all[$0].key.shifted })
        #expect(pages[0].count == SceneCatalog.all.filter { !$0.key.shifted }.count)
        if pages.count > 1 {
            #expect(pages[1].allSatisfy { SceneCatalog.all[$0].key.shifted })
        }
        #expect(pages.joined().count == SceneCatalog.all.count)
    }

    @Test func listingHasNumberKeyAndTitleColumns() {
        let lines = SceneCatalog.listing
        #expect(lines.count == SceneCatalog.all.count)
        for (line, scene) in zip(lines, SceneCatalog.all) {
            let columns = line.split(separator: " ", omittingEmptySubsequences: true)
            #expect(columns[0] == Substring(String(scene.key.number)))
            #expect(columns[1] == Substring(scene.key.keyName))
            #expect(line.contains("  \(scene.title)  ("))
        }
    }
}

@MainActor
@Suite("ParkView: switching scenes with the keyboard")
struct ParkNavigationTests {
    /// Every scene is reached by its key (Shift+digit on the second page), as the window title says;
    /// a shifted digit without a scene is ignored.
    @Test func everySceneIsReachedByItsKey() {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: 0, quit: {})
        }
        host.advanceFrame()
        for scene in SceneCatalog.all.reversed() {
            host.key(KeyEquivalent(scene.key.digit), modifiers: scene.key.shifted ? .shift : [])
            host.advanceFrame()
            #expect(host.graph.title == "Lunapark - \(scene.key.label) \(scene.title)")
        }
        host.key("2")
        host.advanceFrame()
        let second = host.graph.title
        for number in 11...20 where SceneCatalog.index(forNumber: number) == nil {
            host.key(KeyEquivalent(SceneKey(number: number)!.digit), modifiers: .shift)
            host.advanceFrame()
            #expect(host.graph.title == second)
        }
    }
}
