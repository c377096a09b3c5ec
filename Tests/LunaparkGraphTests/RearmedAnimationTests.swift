import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Testing

/// Animations re-armed by their own completions (issue 14): each dot changes its `@State` leg
/// in `withAnimation(...) { } completion: { next leg }`, legs staggered. Restarting costs what
/// it changes: no frame walks the tree for the display list, and every frame's list, made of
/// rewritten layers, equals a full build of the same state.
@MainActor
struct RearmedAnimationTests {
    private struct Dot: View {
        let index: Int
        let animation: Animation
        @State private var leg = 0

        var body: some View {
            Circle()
                .fill(index % 2 == 0 ? Color.red : Color.blue)
                .frame(width: 8, height: 8)
                .opacity(leg % 2 == 0 ? 0.9 : 0.5)
                .offset(x: CGFloat((index * 37 + leg * 53) % 300), y: CGFloat((index * 11 + leg * 29) % 200))
                .onAppear { next(after: Double(index) / 10) }
        }

        private func next(after delay: TimeInterval) {
            withAnimation(animation.delay(delay), completionCriteria: .logicallyComplete) {
                leg += 1
            } completion: {
                next(after: 0)
            }
        }
    }

    private struct Dots: View {
        let animation: Animation
        var body: some View {
            ZStack(alignment: .topLeading) {
                ForEach(0..<10, id: \.self) { Dot(index: $0, animation: animation) }
            }
            .frame(width: 320, height: 220, alignment: .topLeading)
        }
    }

    private func placed(_ list: DisplayList) -> [String] {
        list.placedDrawings.map { drawing in
            let frame = drawing.frame
            return String(format: "%.6f %.6f %.6f %.6f %.6f", frame.minX, frame.minY, frame.width, frame.height, drawing.opacity)
        }
    }

    @Test(arguments: [Animation.easeInOut(duration: 0.5), .spring(duration: 0.5, bounce: 0.3)])
    func restartsRewriteLayersAndMatchFullBuilds(animation: Animation) {
        let rewriting = GraphHarness(width: 320, height: 220, root: Dots(animation: animation))
        let building = GraphHarness(width: 320, height: 220, root: Dots(animation: animation))
        rewriting.advance(by: 1.0 / 60)
        building.advance(by: 1.0 / 60)
        let builds = rewriting.stats.displayListBuilds
        let bodies = rewriting.stats.bodyEvaluations
        for frame in 2...150 {
            let time = Double(frame) / 60
            rewriting.jump(to: time)
            // Setting the time scale makes the reference build its list by walking the tree.
            building.graph.timeScale = 1
            building.jump(to: time)
            #expect(placed(rewriting.list) == placed(building.list), "frame \(frame)")
        }
        // 2.5 s of legs of 0.5 s each, staggered: about 45 restarts, each one body evaluation.
        let restarts = rewriting.stats.bodyEvaluations - bodies
        #expect(restarts >= 35 && restarts <= 60, "\(restarts) restarts")
        #expect(rewriting.stats.displayListBuilds == builds, "no frame walked the tree for the display list")
        #expect(rewriting.graph.animatingNodeCount > 0)
    }
}
