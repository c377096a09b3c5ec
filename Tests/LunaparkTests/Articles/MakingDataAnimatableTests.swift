import Foundation
import Lunapark
import Testing

// What "Making data animatable" says you will see, checked on rendered pixels of its
// own code (MakingDataAnimatable.swift).

/// A row's filled span: the first and last column darker than mid-grey, or nil.
private func darkSpan(_ image: RenderedImage, row y: Int) -> ClosedRange<Int>? {
    let columns = (0..<image.width).filter { x in
        let p = image.pixel(x: x, y: y)
        return Int(p.r) + Int(p.g) + Int(p.b) < 3 * 128
    }
    guard let first = columns.first, let last = columns.last else { return nil }
    return first...last
}

/// The AnimatablePair block's view held still at one pair of offsets: the same layout,
/// so its pixels are those the animation should show at that pair.
private struct StillBlobView: View {
    let xOffset: CGFloat
    let yOffset: CGFloat
    var body: some View {
        Button("Animate") {}
        Blobshape(xOffset: xOffset, yOffset: yOffset).fill()
            .frame(height: 500)
            .padding()
    }
}

@MainActor
@Suite("Making data animatable: the right-angle shape, the blob and the line chart")
struct MakingDataAnimatableTests {
    /// Block 1: picking Triangle moves the top-left corner from x 0 to 200 points along the top
    /// edge with `.easeIn` (0.35 s): the square becomes a trapezium on its way to a triangle.
    @Test func theSquareSlidesItsCornerIntoATriangle() {
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { AnimatableDataView() }
        let square = host.render()
        // The square: the rows with the shape's full 200 points dark (the picker's text is not).
        let rows = (0..<square.height).filter { row in
            (0..<square.width).filter { Int(square.pixel(x: $0, y: row).r) < 128 }.count >= 199
        }
        #expect(rows.count >= 199 && rows.count <= 201, "a 200 pt square: \(rows.count) full rows")
        let top = rows.first ?? 0, left = darkSpan(square, row: top + 100)?.lowerBound ?? 0
        // The picker sits 50 pt above the shape; its first segment, Triangle, is the left third.
        let pickerWidth = 300.0 - 2 * 16
        host.tap(at: CGPoint(x: 16 + pickerWidth / 6, y: Double(top) - 50 - 12))
        // Half-way down the shape the left edge is at startingPoint / 2.
        func corner() -> Double {
            let image = host.render()
            return 2 * Double((darkSpan(image, row: top + 100)?.lowerBound ?? left) - left)
        }
        let start = host.time - 1.0 / 60 // the tap's frame started the animation
        for elapsed in [0.1, 0.2, 0.3] {
            host.advance(by: start + elapsed - host.time)
            let expected = 200 * UnitCurve.easeIn.value(at: elapsed / 0.35)
            #expect(abs(corner() - expected) <= 2.5, "at \(elapsed) s: corner at \(corner()), easeIn gives \(expected)")
        }
        host.advance(by: 0.1)
        #expect(abs(corner() - 200) <= 2.5, "a triangle: the corner has reached the right edge")
        let triangle = host.render()
        #expect((darkSpan(triangle, row: top + 2)?.count ?? 0) <= 3, "nothing left of the top edge")
        #expect((darkSpan(triangle, row: top + 198)?.count ?? 0) >= 196, "the bottom edge is whole")
        // Trapezium: the middle segment, 100 points.
        host.tap(at: CGPoint(x: 16 + pickerWidth / 2, y: Double(top) - 50 - 12))
        host.advance(by: 0.4)
        #expect(abs(corner() - 100) <= 2.5, "a trapezium: its top edge half as long")
    }

    /// Block 2 is SwiftUI's declaration of `AnimatablePair`: a frozen struct of two VectorArithmetic values.
    @Test func animatablePairHasTheDeclaredShape() {
        func pair<First: VectorArithmetic, Second: VectorArithmetic>(_ first: First, _ second: Second) -> AnimatablePair<First, Second> {
            AnimatablePair(first, second)
        }
        var value = pair(CGFloat(60), 90.0) - pair(CGFloat(20), 30.0)
        value.scale(by: 0.5)
        #expect(value.first == 20 && value.second == 30)
    }

    /// Block 3: "Animate" flips both offsets with `.spring(response: 0.4, dampingFraction: 0.2)`:
    /// each frame shows exactly the blob at the spring's value, which overshoots and wobbles back.
    @Test func theBlobFollowsTheBouncySpringFrameByFrame() {
        let size = CGSize(width: 400, height: 600)
        let host = HeadlessHost(size: size) { AnimatablePairView() }
        let before = host.render()
        let buttonRow = (0..<before.height).first { row in (0..<before.width).contains { !before.isWhite($0, row) } } ?? 0
        host.tap(at: CGPoint(x: size.width / 2, y: Double(buttonRow) + 6))
        let start = host.time - 1.0 / 60
        let spring = Spring(response: 0.4, dampingRatio: 0.2)
        let blobRows = CGRect(x: 0, y: Double(buttonRow) + 40, width: size.width, height: size.height - Double(buttonRow) - 40)
        for elapsed in [0.1, 0.2, 0.3, 0.5] {
            host.advance(by: start + elapsed - host.time)
            let progress = spring.value(target: 1.0, time: elapsed)
            let still = HeadlessHost(size: size) {
                StillBlobView(xOffset: 60 * progress, yOffset: 90 * progress)
            }.render()
            let animated = host.render()
            let differing = animated.count(in: blobRows) { x, y in
                animated.pixel(x: x, y: y) != still.pixel(x: x, y: y)
            }
            #expect(differing <= 40, "at \(elapsed) s (spring at \(progress)): \(differing) pixels differ from the still blob")
        }
        #expect(spring.value(target: 1.0, time: 0.2) > 1.3, "the spring overshoots by more than 30 %")
    }

    /// Block 4: the chart starts at `.zero`, one value, and the type's `+`, `-`, `+=` and `-=`
    /// work on the common length only. The animation shows the target plus the running
    /// change less the whole change (`shown += covered - interval`, SwiftUI's additive model),
    /// where the change from `.zero` to [50, 100, 75, 100] is [50]: so the first point moves
    /// from y 0 to 50 and back with easeInOut (0.35 s each way, forever) while the other three
    /// sit at their values from the first frame. The park's scene uses a vector whose missing
    /// values count as 0, so that every point rises from the baseline.
    @Test func theLineChartAnimatesOnlyTheCommonLength() {
        let host = HeadlessHost(size: CGSize(width: 232, height: 232)) { VectorArithmeticView() }
        // The chart's rect is the view less 16 pt of padding and the path ignores the rect's origin,
        // so (0, 0) is the rect's corner: point k of four is at x = 16 + 50 k, y = 16 + value.
        func y(atColumn x: Int) -> Double {
            let image = host.render()
            let rows = (0..<image.height).filter { row in
                let p = image.pixel(x: x, y: row)
                return Int(p.r) - Int(p.g) > 60
            }
            return rows.isEmpty ? -1 : Double(rows.reduce(0, +)) / Double(rows.count) + 0.5
        }
        for elapsed in [0.175, 0.35, 0.525, 0.7] {
            host.advance(by: elapsed - host.time)
            let phase = elapsed <= 0.35 ? elapsed / 0.35 : 2 - elapsed / 0.35
            let expected = 16 + 50 * UnitCurve.easeInOut.value(at: phase)
            #expect(abs(y(atColumn: 66) - expected) <= 1.5, "at \(elapsed) s: the first point at y \(y(atColumn: 66)), expected \(expected)")
            #expect(abs(y(atColumn: 166) - (16 + 75)) <= 1.5, "the third point stays at 75")
        }
    }
}
