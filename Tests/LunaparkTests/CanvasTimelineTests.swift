import Foundation
import Lunapark
import Testing

/// Counts body evaluations of a view beside an animated canvas.
@MainActor
final class CanvasBodyCounter {
    var count = 0
}

/// A label that counts its body evaluations.
private struct CountedLabel: View {
    let counter: CanvasBodyCounter
    var body: some View {
        let _ = { counter.count += 1 }()
        return Text("Particles")
    }
}

/// The usual animated pattern: a canvas inside `TimelineView(.animation)`, a red dot moving
/// right 100 points a second from the left edge, beside a view that does not depend on time.
private struct MovingDot: View {
    let counter: CanvasBodyCounter
    var body: some View {
        VStack(spacing: 0) {
            CountedLabel(counter: counter)
            TimelineView(.animation) { timeline in
                Canvas { context, size in
                    let t = timeline.date.timeIntervalSince(HeadlessHost.defaultReferenceDate)
                    let x = (t * 100).truncatingRemainder(dividingBy: size.width)
                    context.fill(Path(ellipseIn: CGRect(x: x, y: 10, width: 10, height: 10)), with: .color(.red))
                }
                .frame(width: 200, height: 30)
            }
        }
    }
}

/// A canvas beside a square whose offset animates when tapped.
private struct CanvasBesideAnimation: View {
    @State private var moved = false
    var body: some View {
        VStack {
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 0, y: 0, width: 20, height: 20)), with: .color(.blue))
            }
            .frame(width: 20, height: 20)
            Rectangle().fill(Color.red).frame(width: 20, height: 20).offset(x: moved ? 60 : 0)
                .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
        }
    }
}

@MainActor
struct CanvasTimelineTests {
    /// The left edge of the red dot in row `y`, if any.
    private func dotLeft(_ image: RenderedImage, y: Int) -> Int? {
        (0..<image.width).first { image.isRed($0, y) }
    }

    @Test func aCanvasInAnAnimationTimelineRedrawsEveryFrameWithoutOtherBodies() throws {
        let counter = CanvasBodyCounter()
        let host = HeadlessHost(size: CGSize(width: 200, height: 60)) { MovingDot(counter: counter) }
        let first = host.render()
        let bodiesBefore = counter.count
        let recordingsBefore = host.statistics.canvasRecordings
        let rowY = try #require((0..<60).first { y in dotLeft(first, y: y) != nil }) + 4
        let start = try #require(dotLeft(first, y: rowY))
        for _ in 0..<30 { host.advanceFrame() }
        let later = host.render()
        let end = try #require(dotLeft(later, y: rowY))
        // Half a second at 100 points a second: 50 points further (within a frame's travel).
        #expect(abs(end - start - 50) <= 3)
        #expect(host.statistics.canvasRecordings - recordingsBefore >= 30)
        #expect(counter.count == bodiesBefore)
    }

    @Test func aCanvasIsNotRedrawnWhileAnotherViewAnimates() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { CanvasBesideAnimation() }
        _ = host.render()
        // The tap runs the parent's body again, which hands the canvas a new renderer (drawn
        // once, as in SwiftUI); the animation's frames after that do not.
        host.tap(at: CGPoint(x: 50, y: 62))
        host.advanceFrame()
        let recordings = host.statistics.canvasRecordings
        for _ in 0..<20 { host.advanceFrame() }
        let image = host.render()
        #expect(host.statistics.canvasRecordings == recordings)
        let blue = image.pixel(x: 50, y: 30)
        #expect(blue.b > 200 && blue.r < 60)
    }

    @Test func tenThousandParticlesAreOneViewAndOneDrawing() {
        let host = HeadlessHost(size: CGSize(width: 400, height: 300)) {
            Canvas { context, size in
                for index in 0..<10_000 {
                    let x = Double(index % 100) * 4, y = Double(index / 100) * 3
                    context.fill(Path(ellipseIn: CGRect(x: x, y: y, width: 2, height: 2)), with: .color(.red))
                }
            }
        }
        let image = host.render()
        #expect(host.displayList.drawingCount == 1)
        guard case .drawing(let drawing)? = host.displayList.items.first(where: {
            if case .drawing = $0 { true } else { false }
        }), case .canvas(let operations) = drawing.content else {
            Issue.record("no canvas drawing")
            return
        }
        #expect(operations.count == 10_000)
        #expect(image.pixel(x: 1, y: 1).g < 200)        // a particle
        #expect(image.pixel(x: 397, y: 298).g < 200)    // the last one
    }
}
