import Foundation
import Lunapark
import Testing

/// `@AppStorage` on UserDefaults and `@SceneStorage` per scene: reads, writes
/// through the value and its binding, invalidation of every reader, animation
/// in the write's transaction.
@MainActor
struct AppStorageTests {
    enum Theme: String { case light, sunset }

    /// A fresh suite for one test.
    private func freshStore(_ name: String) -> UserDefaults {
        let store = UserDefaults(suiteName: "lunapark.tests.\(name)")!
        store.removePersistentDomain(forName: "lunapark.tests.\(name)")
        for key in ["flag", "count", "name", "theme"] { store.removeObject(forKey: key) }
        return store
    }

    struct FlagSwatch: View {
        @AppStorage var flag: Bool
        init(store: UserDefaults) { _flag = AppStorage(wrappedValue: false, "flag", store: store) }
        var body: some View {
            (flag ? Color.red : Color.white).frame(width: 40, height: 40)
        }
    }

    struct FlagButton: View {
        @Binding var flag: Bool
        var body: some View {
            Button { flag.toggle() } label: { Color.black.frame(width: 40, height: 40) }.buttonStyle(.plain)
        }
    }

    struct Screen: View {
        @AppStorage var flag: Bool
        init(store: UserDefaults) { _flag = AppStorage(wrappedValue: false, "flag", store: store) }
        var body: some View {
            HStack(spacing: 0) {
                FlagButton(flag: $flag)
                Color.clear.frame(width: 40, height: 40)
            }
        }
    }

    @Test func aWriteThroughABindingIsStoredAndRedrawsEveryReader() {
        let store = freshStore("binding")
        let host = HeadlessHost(size: CGSize(width: 120, height: 40)) {
            HStack(spacing: 0) {
                Screen(store: store)
                FlagSwatch(store: store)
            }
        }
        #expect(!host.render().isRed(100, 20))
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.5)
        #expect(store.bool(forKey: "flag"))
        #expect(host.render().isRed(100, 20))
        // A new view of the same key starts from the stored value.
        let later = HeadlessHost(size: CGSize(width: 40, height: 40)) { FlagSwatch(store: store) }
        #expect(later.render().isRed(20, 20))
    }

    struct Fader: View {
        @AppStorage var count: Int
        init(store: UserDefaults) { _count = AppStorage(wrappedValue: 0, "count", store: store) }
        var body: some View {
            Color.black.frame(width: 40, height: 40).opacity(count == 0 ? 1 : 0)
        }
    }

    @Test func aWriteInWithAnimationAnimatesItsReaders() {
        let store = freshStore("animation")
        let writer = AppStorage(wrappedValue: 0, "count", store: store)
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) { Fader(store: store) }
        #expect(host.render().pixel(x: 20, y: 20).r < 10)
        withAnimation(.linear(duration: 1)) { writer.wrappedValue = 3 }
        host.advance(by: 0.5)
        let half = Int(host.render().pixel(x: 20, y: 20).r)
        #expect(abs(half - 128) <= 8)
        host.advance(by: 1)
        #expect(host.render().pixel(x: 20, y: 20).r > 250)
        #expect(store.integer(forKey: "count") == 3)
    }

    @Test func defaultsOptionalsAndRawValues() {
        let store = freshStore("values")
        let name = AppStorage<String?>("name", store: store)
        #expect(name.wrappedValue == nil)
        name.wrappedValue = "Ada"
        #expect(store.string(forKey: "name") == "Ada")
        #expect(AppStorage<String?>("name", store: store).wrappedValue == "Ada")
        name.wrappedValue = nil
        #expect(store.object(forKey: "name") == nil)

        let theme = AppStorage(wrappedValue: Theme.light, "theme", store: store)
        #expect(theme.wrappedValue == .light)
        theme.wrappedValue = .sunset
        #expect(store.string(forKey: "theme") == "sunset")
        store.set("no such theme", forKey: "theme")
        #expect(theme.wrappedValue == .light)
        // Something of another type under the key reads as the default.
        store.set("text", forKey: "count")
        #expect(AppStorage(wrappedValue: 7, "count", store: store).wrappedValue == 7)
    }

    struct SceneCounter: View {
        @SceneStorage("selectedTab") private var tab = 0
        var body: some View {
            Button { tab += 1 } label: {
                (tab == 0 ? Color.white : Color.red).frame(width: 40, height: 40)
            }
            .buttonStyle(.plain)
        }
    }

    struct SceneReader: View {
        @SceneStorage("selectedTab") private var tab = 0
        var body: some View { (tab == 0 ? Color.white : Color.red).frame(width: 40, height: 40) }
    }

    @Test func sceneStorageIsSharedWithinAWindowOnly() {
        let host = HeadlessHost(size: CGSize(width: 80, height: 40)) {
            HStack(spacing: 0) { SceneCounter(); SceneReader() }
        }
        host.tap(at: CGPoint(x: 20, y: 20))
        host.advance(by: 0.5)
        let image = host.render()
        #expect(image.isRed(20, 20))
        #expect(image.isRed(60, 20))
        let otherWindow = HeadlessHost(size: CGSize(width: 40, height: 40)) { SceneReader() }
        #expect(!otherWindow.render().isRed(20, 20))
        // Outside a scene: the default, and writes are dropped.
        let loose = SceneStorage(wrappedValue: 5, "selectedTab")
        loose.wrappedValue = 9
        #expect(loose.wrappedValue == 5)
    }
}
