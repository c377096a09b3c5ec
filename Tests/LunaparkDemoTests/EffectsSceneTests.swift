import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// Scene 16 (Shift+6) in the park on the headless host, 960x640 points.
@MainActor
struct EffectsSceneTests {
    /// The park on scene 16, showing the example whose segment is at `segmentX` (y = 134).
    static func park(example segmentX: CGFloat? = nil) -> HeadlessHost {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: SceneCatalog.index(forKey: .shift("6"))!, quit: {})
        }
        host.advance(by: 1)
        if let segmentX {
            host.tap(at: CGPoint(x: segmentX, y: 134))
            host.advance(by: 1)
        }
        return host
    }

    private static func projectedLayers(_ host: HeadlessHost) -> [DisplayList.Layer] {
        host.displayList.items.compactMap { item in
            if case .layer(let layer) = item, layer.projection != nil { layer } else { nil }
        }
    }

    private static func matrixLayers(_ host: HeadlessHost) -> Int {
        host.displayList.items.filter { item in
            if case .layer(let layer) = item { layer.colorMatrix != nil } else { false }
        }.count
    }

    @Test func sceneSixteenIsOnShiftSix() {
        let index = SceneCatalog.index(forKey: .shift("6"))
        #expect(index.map { SceneCatalog.all[$0].title } == "3D and colour effects")
    }

    @Test func applesTextIsTurnedWithPerspective() {
        let host = Self.park()
        #expect(!Self.projectedLayers(host).isEmpty)
        #expect(Self.projectedLayers(host).allSatisfy { !($0.projection?.isAffine ?? true) })
    }

    /// The text turns from 0° to Apple's 45° over 0.8 s when the scene appears: its projection
    /// changes between 0.1 s and 0.6 s (the end-to-end run's check that every scene moves on its
    /// own), and is still after 0.8 s.
    @Test func applesTextTurnsToFortyFiveDegreesWhenItAppears() {
        let host = HeadlessHost(size: CGSize(width: 960, height: 640)) {
            ParkView(selection: SceneCatalog.index(forKey: .shift("6"))!, quit: {})
        }
        host.advance(by: 0.1)
        let early = Self.projectedLayers(host).first?.projection
        host.advance(by: 0.5)
        let later = Self.projectedLayers(host).first?.projection
        #expect(early != nil && later != nil)
        if let early, let later { #expect(abs(early.m13 - later.m13) > 1e-6, "the perspective term grows with the angle") }
        host.advance(by: 0.4)
        let settled = Self.projectedLayers(host).first?.projection
        host.advance(by: 0.5)
        #expect(settled == Self.projectedLayers(host).first?.projection)
    }

    @Test func everyExampleDrawsItsEffects() {
        // The segments of the picker, left to right: find each example's effect in its frame.
        let host = Self.park()
        let segments = Self.segmentCentres(host)
        #expect(segments.count == 5, "\(segments)")
        guard segments.count == 5 else { return }
        host.tap(at: CGPoint(x: segments[2], y: 134))
        host.advance(by: 1)
        #expect(Self.matrixLayers(host) >= 5, "Apple's hue squares")
        host.tap(at: CGPoint(x: segments[3], y: 134))
        host.advance(by: 1)
        // Eight badges; hueRotation(0) and brightness(0) are neutral and need no layer.
        #expect(Self.matrixLayers(host) >= 6, "the colour effects")
    }

    /// The x centres of the example picker's segment labels, from the texts drawn at y ≈ 134.
    static func segmentCentres(_ host: HeadlessHost) -> [CGFloat] {
        let titles = Set(EffectsScene.Example.allCases.map(\.rawValue))
        return host.displayList.items.compactMap { item -> CGFloat? in
            guard case .drawing(let d) = item, case .text(let run) = d.content, titles.contains(run.string) else { return nil }
            return run.frame.applying(d.transform).midX
        }.sorted()
    }

    @Test func theCardFlipsOnATapWithoutRunningBodiesPerFrame() {
        let host = Self.park()
        let segments = Self.segmentCentres(host)
        guard segments.count == 5 else { Issue.record("segments \(segments)"); return }
        host.tap(at: CGPoint(x: segments[1], y: 134))
        host.advance(by: 1)
        let before = host.render()
        // The card is under the explanation, in the middle of the window.
        host.tap(at: CGPoint(x: 480, y: 400))
        host.advance(by: 0.05)
        let bodies = host.statistics.bodyEvaluations
        host.advance(by: 0.2)
        let turning = Self.projectedLayers(host)
        #expect(!turning.isEmpty, "the card is drawn through a projection while it turns")
        #expect(host.statistics.bodyEvaluations == bodies)
        host.advance(by: 2)
        #expect(host.render().pixel(x: 480, y: 400) != before.pixel(x: 480, y: 400), "the back shows")
    }
}
