import Foundation
@testable import LunaparkGraph
import LunaparkCore
import Testing

/// The mesh gradient's geometry and colour blending, on values.
@MainActor
struct MeshGradientPaintTests {
    private let grid3: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 0.5], [0.5, 0.5], [1, 0.5], [0, 1], [0.5, 1], [1, 1]]

    private func paint(_ mesh: MeshGradient, size: CGSize = CGSize(width: 100, height: 100)) -> DisplayList.MeshGradientPaint? {
        guard case .meshGradient(let paint) = mesh._resolve(in: EnvironmentValues()).paint(in: size) else { return nil }
        return paint
    }

    @Test func plainPointsOnAnEvenGridGiveStraightEdgesAtConstantSpeed() {
        let points = MeshGradient.smoothBezierPoints(grid3, width: 3, height: 3)
        // The centre's controls are a third of the way to each neighbour; a corner's point inward.
        func near(_ a: SIMD2<Float>, _ b: SIMD2<Float>) -> Bool { abs(a.x - b.x) < 1e-6 && abs(a.y - b.y) < 1e-6 }
        #expect(near(points[4].trailingControlPoint, [0.5 + 0.5 / 3, 0.5]))
        #expect(near(points[4].topControlPoint, [0.5, 0.5 - 0.5 / 3]))
        #expect(near(points[0].leadingControlPoint, [-0.5 / 3, 0]))
        #expect(near(points[8].bottomControlPoint, [1, 1 + 0.5 / 3]))
    }

    @Test func aMovedPointBendsTheEdgesOfItsNeighbours() {
        var moved = grid3
        moved[4] = [0.8, 0.2]
        let points = MeshGradient.smoothBezierPoints(moved, width: 3, height: 3)
        // The top-middle vertex's bottom control follows the centre: on the border the tangent is
        // one-sided, centre − top = (0.3, 0.2), and the control a third of it away.
        let bottom = points[1].bottomControlPoint
        #expect(abs(bottom.x - (0.5 + 0.1)) < 1e-6 && abs(bottom.y - 0.2 / 3) < 1e-6)
        // The middle-left vertex (0, 0.5) has no left neighbour: its trailing control is a third
        // of the way to the moved centre, (0.8, −0.3) / 3 from it.
        let trailing = points[3].trailingControlPoint
        #expect(abs(trailing.x - 0.8 / 3) < 1e-6 && abs(trailing.y - (0.5 - 0.1)) < 1e-6)
        // Between two neighbours the tangent is half their difference: the centre's trailing
        // control lies ((1, 0.5) − (0, 0.5)) / 2 / 3 from it.
        #expect(abs(points[4].trailingControlPoint.x - (0.8 + 1.0 / 6)) < 1e-6)
    }

    @Test func resolvesToUserSpacePatchesAndAnimatesAsOneVector() throws {
        let colors: [Color] = Array(repeating: .red, count: 9)
        let mesh = MeshGradient(width: 3, height: 3, points: grid3, colors: colors, smoothsColors: false)
        let p = try #require(paint(mesh, size: CGSize(width: 200, height: 100)))
        #expect(p.points.count == 45 && p.colors.count == 9)
        #expect(p.points[20] == CGPoint(x: 100, y: 50))
        // Without smoothing in device space there is one patch per cell, its net exact at the corners.
        let patches = p.patches()
        #expect(patches.count == 4)
        #expect(patches[3].net[0] == CGPoint(x: 100, y: 50) && patches[3].net[15] == CGPoint(x: 200, y: 100))
        // On an even grid the Coons interior lies a third of the way across: (100 + 100/3, 50 + 50/3).
        #expect(abs(patches[3].net[5].x - (100 + 100.0 / 3)) < 1e-4 && abs(patches[3].net[5].y - (50 + 50.0 / 3)) < 1e-4)
        // Smoothing cuts each cell in 8 × 8; sub-patches meet exactly.
        var smooth = mesh
        smooth.smoothsColors = true
        let subPatches = try #require(paint(smooth)).patches()
        #expect(subPatches.count == 4 * 64)
        #expect(abs(subPatches[0].net[3].x - subPatches[1].net[0].x) < 1e-9)
        #expect(abs(subPatches[0].net[3].x - 50.0 / 8) < 1e-4)
        // Meshes of one grid size are compatible styles; a different grid is not.
        let a = mesh._resolve(in: EnvironmentValues())
        var other = mesh
        other.locations = .points(grid3.map { $0 * 0.5 })
        #expect(a.isCompatible(with: other._resolve(in: EnvironmentValues())))
        // Its vector round-trips (colours through linear sRGB, within float rounding).
        let back = a.with(a.vector)
        #expect(back.isCompatible(with: a) && back.geometry == a.geometry)
        #expect(zip(back.colors, a.colors).allSatisfy { abs($0.red - $1.red) < 1e-5 && abs($0.blue - $1.blue) < 1e-5 })
        let wide = MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
                                colors: [.red, .red, .red, .red])
        #expect(!a.isCompatible(with: wide._resolve(in: EnvironmentValues())))
    }

    @Test func smoothColoursFollowACubicAcrossCellsBilinearOnesDoNot() throws {
        let row: [SIMD2<Float>] = [[0, 0], [0.5, 0], [1, 0], [0, 1], [0.5, 1], [1, 1]]
        let levels: [Color] = [Color(red: 0, green: 0, blue: 0), Color(red: 0.25, green: 0.25, blue: 0.25),
                               Color(red: 1, green: 1, blue: 1)]
        let bilinear = try #require(paint(MeshGradient(width: 3, height: 2, points: row, colors: levels + levels,
                                                       smoothsColors: false)))
        let smooth = try #require(paint(MeshGradient(width: 3, height: 2, points: row, colors: levels + levels)))
        #expect(abs(bilinear.color(x: 0.5, y: 0.5).red - 0.125) < 1e-6)
        // Catmull-Rom, tangents 0.25 (one-sided) and 0.5 ((1 − 0) / 2): at t = 0.5,
        // 0.25 · 0.125 + 0.25 · 0.5 − 0.5 · 0.125 = 0.09375.
        #expect(abs(smooth.color(x: 0.5, y: 0.5).red - 0.09375) < 1e-6)
        // At the vertices both give the vertex colour.
        #expect(abs(smooth.color(x: 1, y: 0).red - 0.25) < 1e-6 && abs(bilinear.color(x: 2, y: 1).red - 1) < 1e-6)
    }

    @Test func perceptualBlendsInOklab() throws {
        let square: [SIMD2<Float>] = [[0, 0], [1, 0], [0, 1], [1, 1]]
        let blueToYellow: [Color] = [.init(red: 0, green: 0, blue: 1), .init(red: 1, green: 1, blue: 0),
                                     .init(red: 0, green: 0, blue: 1), .init(red: 1, green: 1, blue: 0)]
        let device = try #require(paint(MeshGradient(width: 2, height: 2, points: square, colors: blueToYellow,
                                                     smoothsColors: false)))
        let perceptual = try #require(paint(MeshGradient(width: 2, height: 2, points: square, colors: blueToYellow,
                                                         smoothsColors: false, colorSpace: .perceptual)))
        // Device space passes through grey (0.5, 0.5, 0.5); Oklab keeps more lightness and no exact grey.
        let d = device.color(x: 0.5, y: 0.5), p = perceptual.color(x: 0.5, y: 0.5)
        #expect(abs(d.red - 0.5) < 1e-6 && abs(d.blue - 0.5) < 1e-6)
        #expect(p.red + p.green + p.blue > d.red + d.green + d.blue)
        // The round trip through Oklab keeps a colour.
        let c = Color.Resolved(red: 0.3, green: 0.6, blue: 0.9)
        let back = DisplayList.MeshGradientPaint.color(oklab: DisplayList.MeshGradientPaint.oklab(c))
        #expect(abs(back.red - c.red) < 1e-4 && abs(back.green - c.green) < 1e-4 && abs(back.blue - c.blue) < 1e-4)
    }

    @Test func aMalformedMeshResolvesToItsBackground() {
        let mesh = MeshGradient(width: 3, height: 3, points: [[0, 0]], colors: [.red], background: .blue)
        #expect(mesh._resolve(in: EnvironmentValues()) == Color.blue._resolve(in: EnvironmentValues()))
    }
}
