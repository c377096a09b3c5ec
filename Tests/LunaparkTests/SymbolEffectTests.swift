import Foundation
import Lunapark
@testable import LunaparkGraph
import Testing

/// Symbol effects, variants and the variable value on pixels: what each effect draws at
/// known times of the virtual clock.
@MainActor
struct SymbolEffectTests {
    private let all = CGRect(x: 0, y: 0, width: 100, height: 100)

    /// Pixels darker than mid grey: the opaque part of a black symbol.
    private func solid(_ image: RenderedImage) -> Int { image.count(in: all) { image.isDark($0, $1) } }
    private func ink(_ image: RenderedImage) -> Int { image.count(in: all) { !image.isWhite($0, $1) } }

    private func host<V: View>(_ view: V) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 100, height: 100)) { view }
    }

    private func symbol(_ name: String) -> some View {
        Image(systemName: name).font(.system(size: 60)).foregroundStyle(.black)
    }

    @Test func pulseFadesAndComesBackEverySecondWhileActive() {
        let host = host(symbol("heart.fill").symbolEffect(.pulse))
        let full = solid(host.render())
        host.advance(by: 0.5)
        // 0.5 s in: at 30 % opacity black is light grey, nothing dark is left.
        #expect(solid(host.render()) == 0)
        #expect(ink(host.render()) > full / 2)
        host.advance(by: 0.5)
        #expect(abs(solid(host.render()) - full) < full / 20)
        host.advance(by: 0.5)
        #expect(solid(host.render()) == 0)
    }

    @Test func inactiveEffectsDrawTheSymbolAsItIs() {
        let plain = host(symbol("heart.fill")).render()
        let inactive = host(symbol("heart.fill").symbolEffect(.pulse, isActive: false))
        inactive.advance(by: 0.5)
        #expect(solid(inactive.render()) == solid(plain))
    }

    @Test func scaleUpIsHeldWhileActive() throws {
        struct Toggled: View {
            @State var big = false
            var body: some View {
                Image(systemName: "square.fill").font(.system(size: 50)).foregroundStyle(.black)
                    .symbolEffect(.scale.up, isActive: big)
                    .onTapGesture { big.toggle() }
            }
        }
        let host = host(Toggled())
        let rest = try #require(host.render().bounds(where: { Int($0.r) < 100 }))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.4)
        let big = try #require(host.render().bounds(where: { Int($0.r) < 100 }))
        #expect(abs(big.width - rest.width * 1.2) <= 2)
        host.advance(by: 1)
        #expect(host.render().bounds(where: { Int($0.r) < 100 }) == big)
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.4)
        #expect(host.render().bounds(where: { Int($0.r) < 100 }) == rest)
    }

    @Test func rotateTurnsOnceAtHalfSpeed() throws {
        struct Refresh: View {
            @State var count = 0
            var body: some View {
                Image(systemName: "arrow.right").font(.system(size: 60)).foregroundStyle(.black)
                    .symbolEffect(.rotate, options: .speed(0.5), value: count)
                    .onTapGesture { count += 1 }
            }
        }
        let host = host(Refresh())
        let rest = try #require(host.render().bounds(where: { Int($0.r) < 100 }))
        host.tap(at: CGPoint(x: 50, y: 50))
        // 1 s of a 2 s turn: half way, the arrow points left (its tip was on the right).
        host.advance(by: 1 - 1.0 / 60)
        let image = host.render()
        let rightHalf = image.count(in: CGRect(x: 60, y: 40, width: 20, height: 20)) { image.isDark($0, $1) }
        let leftHalf = image.count(in: CGRect(x: 20, y: 40, width: 20, height: 20)) { image.isDark($0, $1) }
        #expect(leftHalf > rightHalf)
        host.advance(by: 1.1)
        #expect(host.render().bounds(where: { Int($0.r) < 100 }) == rest)
    }

    @Test func effectsRemovedInsideDrawNothingMoving() {
        let host = host(symbol("heart.fill").symbolEffectsRemoved().symbolEffect(.pulse))
        let full = solid(host.render())
        host.advance(by: 0.5)
        #expect(solid(host.render()) == full)
        #expect(host.graph.animatingNodeCount == 0)
    }

    @Test func variantsChooseTheVariantsName() {
        let filled = host(symbol("heart.fill")).render()
        let outline = host(symbol("heart")).render()
        #expect(solid(host(symbol("heart").symbolVariant(.fill)).render()) == solid(filled))
        // A variant the table lacks falls back to the name itself.
        #expect(solid(host(symbol("heart").symbolVariant(.square)).render()) == solid(outline))
        let names = { (variants: SymbolVariants, name: String) in
            variants.symbolName(for: name) { SystemSymbolTable.codepoints[$0] != nil }
        }
        #expect(names(.circle.fill, "xmark") == "xmark.circle.fill")
        #expect(names(.slash, "bell") == "bell.slash")
        #expect(names(.fill, "bell.fill") == "bell.fill")
        #expect(names(.none, "bell") == "bell")
    }

    @Test func optionsCountPlaysAndSpeed() {
        let motion = SymbolEffectMotion(kind: .pulse)
        var twice = SymbolEffectActivation(motion: motion, options: .repeat(2).speed(2), isIndefinite: false)
        #expect(twice.pose(at: 5).isRunning == false)
        twice.start = 1
        // Two plays of 1 s at double speed: over at 2 s; half way through a play at 1.25 s.
        #expect(twice.pose(at: 1.25).pose.opacity < 0.31)
        #expect(twice.pose(at: 1.9).isRunning)
        #expect(!twice.pose(at: 2.01).isRunning)
        #expect(SymbolEffectOptions.speed(-1) == .default)
        #expect(SymbolEffectOptions.repeat(0) == .nonRepeating)
    }
}
