import Foundation
import Lunapark
import Testing

/// `MeshGradient` on pixels: colours inside a patch, its background, and an animation's middle frame.
@MainActor
struct MeshGradientTests {
    private let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
    private let corners: [Color] = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                    Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)]

    private func close(_ p: RGBA8, _ r: Int, _ g: Int, _ b: Int, tolerance: Int = 4) -> Bool {
        abs(Int(p.r) - r) <= tolerance && abs(Int(p.g) - g) <= tolerance && abs(Int(p.b) - b) <= tolerance
    }

    @Test func aPatchBlendsItsCornersBilinearly() {
        let image = HeadlessHost(size: CGSize(width: 200, height: 200)) {
            MeshGradient(width: 2, height: 2, points: square, colors: corners, smoothsColors: false)
        }.render()
        // Centre: the mean of the corners, 0.5 each; a quarter in: weights 9/16, 3/16, 3/16, 1/16.
        #expect(close(image.pixel(x: 100, y: 100), 128, 128, 128))
        #expect(close(image.pixel(x: 50, y: 50), 159, 64, 64))
        #expect(close(image.pixel(x: 1, y: 1), 254, 1, 1, tolerance: 6))
    }

    @Test func smoothColoursDrawTheCubicBlendThroughSubPatches() {
        let row: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]]
        let levels: [Color] = [Color(white: 0), Color(white: 0.25), Color(white: 1)]
        func render(smooth: Bool) -> RenderedImage {
            HeadlessHost(size: CGSize(width: 200, height: 50)) {
                MeshGradient(width: 3, height: 2, points: row, colors: levels + levels, smoothsColors: smooth)
            }.render()
        }
        // A quarter across: bilinear 0.125 (32), the cubic 0.09375 (24).
        #expect(close(render(smooth: false).pixel(x: 50, y: 25), 32, 32, 32, tolerance: 3))
        #expect(close(render(smooth: true).pixel(x: 50, y: 25), 24, 24, 24, tolerance: 3))
    }

    @Test func theBackgroundShowsWhereNoPatchCovers() {
        let inset: [SIMD2<Float>] = [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]
        let image = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            MeshGradient(width: 2, height: 2, points: inset, colors: Array(repeating: Color(red: 1, green: 0, blue: 0), count: 4),
                         background: Color(red: 0, green: 0, blue: 0))
        }.render()
        #expect(close(image.pixel(x: 5, y: 5), 0, 0, 0))
        #expect(close(image.pixel(x: 50, y: 50), 255, 0, 0))
        // As a fill style it is clipped to the shape, and bezier points draw like plain ones.
        let bezier = square.map { MeshGradient.BezierPoint(position: $0, leadingControlPoint: $0, topControlPoint: $0,
                                                           trailingControlPoint: $0, bottomControlPoint: $0) }
        let circle = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Circle().fill(MeshGradient(width: 2, height: 2, bezierPoints: bezier, colors: corners, smoothsColors: false))
        }.render()
        #expect(close(circle.pixel(x: 50, y: 50), 128, 128, 128))
        #expect(close(circle.pixel(x: 3, y: 3), 255, 255, 255))
    }

    @Test func pointsAndColoursAnimateToTheOtherMesh() {
        struct Toggle: View {
            @State var moved = false
            var body: some View {
                MeshGradient(width: 2, height: 2,
                             points: moved ? [[0, 0], [0.5, 0], [0, 1], [0.5, 1]] : [[0, 0], [1, 0], [0, 1], [1, 1]],
                             colors: Array(repeating: moved ? Color(red: 0, green: 0, blue: 1) : Color(red: 1, green: 0, blue: 0),
                                           count: 4),
                             background: Color(red: 0, green: 0, blue: 0))
                    .onTapGesture { withAnimation(.linear(duration: 1)) { moved.toggle() } }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 200, height: 100)) { Toggle() }
        #expect(close(host.render().pixel(x: 150, y: 50), 255, 0, 0))
        host.tap(at: CGPoint(x: 50, y: 50))
        host.advance(by: 0.5)
        let middle = host.render()
        // Halfway: the right edge at x = 150 (columns left of it covered, right of it background),
        // the colour halfway in linear sRGB, (0.5, 0, 0.5) encoded 188.
        #expect(close(middle.pixel(x: 140, y: 50), 188, 0, 188, tolerance: 6))
        #expect(close(middle.pixel(x: 160, y: 50), 0, 0, 0))
        host.advance(by: 1)
        let end = host.render()
        #expect(close(end.pixel(x: 90, y: 50), 0, 0, 255) && close(end.pixel(x: 110, y: 50), 0, 0, 0))
    }

    @Test func aCanvasFillsWithAMeshShading() {
        let image = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Canvas { context, size in
                let mesh = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                        colors: [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0),
                                                 Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 1, blue: 1)],
                                        smoothsColors: false)
                context.fill(Path(CGRect(x: 50, y: 0, width: 50, height: 50)), with: .meshGradient(mesh))
            }
        }.render()
        // Laid over the filled rectangle: its top-leading corner red, its centre the mean.
        #expect(close(image.pixel(x: 51, y: 1), 242, 8, 8, tolerance: 8))
        #expect(close(image.pixel(x: 75, y: 25), 128, 128, 128))
    }
}
