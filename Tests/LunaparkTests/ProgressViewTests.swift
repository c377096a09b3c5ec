import Foundation
import Lunapark
import Testing

@MainActor
struct ProgressViewTests {
    @Test func aDeterminateBarFillsToItsFraction() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 40)) {
            ProgressView(value: 30, total: 120).tint(.red).frame(width: 200)
        }
        let image = host.render()
        // A quarter of 200 points is red from the leading end; the rest is the grey track.
        guard let row = (0..<40).first(where: { image.isRed(10, $0) }) else { Issue.record("no bar"); return }
        #expect(image.isRed(45, row + 1))
        #expect(!image.isRed(55, row + 1))
        let track = image.pixel(x: 150, y: row + 1)
        #expect(track.r > 200 && track.r < 245 && track.g == track.r)
    }

    @Test func theSpinnerTurns() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { ProgressView() }
        let first = host.render()
        host.advance(by: 0.25)
        let quarter = host.render()
        #expect(first != quarter)
        // A turn a second: the same picture one second later.
        host.advance(by: 1)
        #expect(host.render() == quarter)
    }

    @Test func aRingFillsClockwiseFromTwelveOClock() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            ProgressView(value: 0.5).progressViewStyle(.circular).tint(.red)
        }
        let image = host.render()
        // The ring's radius is 10 around (50, 50): half filled, the right side.
        #expect(image.isRed(60, 50))
        #expect(!image.isRed(40, 50))
    }

    @Test func aSpinnerStyleWithATintDrawsItsSpokesInIt() {
        // The spinner is 20 points around (50, 50): its spokes red with the style's tint, grey without.
        let styled = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            ProgressView().progressViewStyle(CircularProgressViewStyle(tint: .red))
        }.render()
        let plain = HeadlessHost(size: CGSize(width: 100, height: 100)) { ProgressView() }.render()
        let area = CGRect(x: 38, y: 38, width: 24, height: 24)
        #expect(styled.count(in: area) { styled.isRed($0, $1) } > 5)
        #expect(plain.count(in: area) { plain.isRed($0, $1) } == 0)
    }

    @Test func aLinearStyleWithATintWinsOverTheTintModifier() {
        let image = HeadlessHost(size: CGSize(width: 200, height: 40)) {
            ProgressView(value: 0.5).progressViewStyle(LinearProgressViewStyle(tint: .red)).tint(.blue).frame(width: 200)
        }.render()
        #expect((0..<40).contains { image.isRed(10, $0) })
    }
}
