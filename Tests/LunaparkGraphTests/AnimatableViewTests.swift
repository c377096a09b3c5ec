import Foundation
import LunaparkCore
import LunaparkGraph
import Observation
import XCTest

/// A View that conforms to Animatable animates as in current SwiftUI: its body runs
/// each frame with the interpolated `animatableData`.
private struct SlidingSquare: View, Animatable {
    var position: Double
    let bodies: Counter

    var animatableData: Double {
        get { position }
        set { position = newValue }
    }

    var body: some View {
        let _ = bodies.hit()
        // The offset is set from the interpolated position; `.animation(nil)` shows the
        // movement does not come from `.offset` animating itself.
        Color.red.frame(width: 10, height: 10)
            .offset(x: position * 100)
            .animation(nil)
    }
}

@MainActor @Observable private final class Place { var position = 0.0 }

@MainActor
final class AnimatableViewTests: XCTestCase {
    func testAnimatableViewBodyRunsWithInterpolatedData() async {
        let place = Place()
        let bodies = Counter()
        let parentBodies = Counter()
        let h = GraphHarness {
            let _ = parentBodies.hit()
            SlidingSquare(position: place.position, bodies: bodies)
        }
        let start = h.box(.red).minX
        let parentBefore = parentBodies.count
        withAnimation(.linear(duration: 1)) { place.position = 1 }
        h.advance(by: 0.5)
        XCTAssertEqual(h.box(.red).minX - start, 100 * 0.5, accuracy: 1e-6, "half way at half time")
        XCTAssertEqual(parentBodies.count - parentBefore, 1, "the parent's body runs once, for the change")
        XCTAssertGreaterThanOrEqual(bodies.count, 30, "the animatable view's body runs every frame")
        h.advance(by: 0.6)
        XCTAssertEqual(h.box(.red).minX - start, 100, accuracy: 1e-6)
    }

    /// A View without animatable data is not animated and its body does not run per frame.
    func testPlainViewBodyDoesNotRunPerFrame() async {
        let place = Place()
        let bodies = Counter()
        let h = GraphHarness {
            PlainSquare(position: place.position, bodies: bodies)
        }
        withAnimation(.linear(duration: 1)) { place.position = 1 }
        h.render()                  // the change itself: one evaluation
        let after = bodies.count
        h.advance(by: 0.5)
        XCTAssertEqual(bodies.count, after, "no body evaluation during the animation")
    }
}

private struct PlainSquare: View {
    var position: Double
    let bodies: Counter
    var body: some View {
        let _ = bodies.hit()
        Color.red.frame(width: 10, height: 10).offset(x: position * 100)
    }
}
