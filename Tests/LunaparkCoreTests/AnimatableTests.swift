import Foundation
import Testing
@testable import LunaparkCore

/// A type that does not override `animatableData` gets `EmptyAnimatableData`.
struct StaticShape: Animatable {
    var cornerCount = 3
}

@MainActor
@Suite struct AnimatableTests {
    @Test func defaultAnimatableDataIsEmpty() {
        var shape = StaticShape()
        #expect(shape.animatableData == EmptyAnimatableData())
        shape.animatableData = EmptyAnimatableData()
        #expect(shape.cornerCount == 3)
    }

    @Test func geometryRoundTrips() {
        var point = CGPoint(x: 1, y: 2)
        #expect(point.animatableData == AnimatablePair(1, 2))
        point.animatableData = AnimatablePair(5, -6)
        #expect(point == CGPoint(x: 5, y: -6))

        var size = CGSize(width: 3, height: 4)
        size.animatableData = size.animatableData.scaled(by: 2)
        #expect(size == CGSize(width: 6, height: 8))

        var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        rect.animatableData = AnimatablePair(AnimatablePair(0, 0), AnimatablePair(10, 20))
        #expect(rect == CGRect(x: 0, y: 0, width: 10, height: 20))

        var angle = Angle.degrees(180)
        expectClose(angle.animatableData, .pi)
        angle.animatableData = .pi / 2
        expectClose(angle.degrees, 90)

        var unit = UnitPoint.center
        unit.animatableData = AnimatablePair(0, 1)
        #expect(unit == .bottomLeading)
    }

    @Test func colorAnimatesInLinearSRGB() {
        // Halfway from red to green: linear components average, then re-encode.
        let red = Color.red.resolved, green = Color.green.resolved
        var mid = red
        mid.animatableData = red.animatableData.interpolated(towards: green.animatableData, amount: 0.5)
        let expectedRed = Color.Resolved.encode((red.linearRed + green.linearRed) / 2)
        let expectedGreen = Color.Resolved.encode((red.linearGreen + green.linearGreen) / 2)
        expectClose(Double(mid.red), Double(expectedRed), 1e-5)
        expectClose(Double(mid.green), Double(expectedGreen), 1e-5)
        // Linear-light mixing is brighter than averaging the encoded values.
        #expect(mid.red > (red.red + green.red) / 2)
        #expect(mid.opacity == 1)

        var color = Color.blue.opacity(0.5)
        let data = color.animatableData
        expectClose(Double(data.second.second.second), 0.5, 1e-7)
        color.animatableData = data
        expectClose(Double(color.resolved.blue), 1, 1e-5)
        expectClose(Double(color.resolved.green), 122.0 / 255, 1e-5)  // Apple's system blue, (0, 122, 255)
    }
}
