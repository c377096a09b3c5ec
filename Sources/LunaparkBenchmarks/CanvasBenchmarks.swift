import CPangoCairo
import Foundation
import Lunapark

// Canvas benchmark: 10,000 small filled circles moving, drawn each frame through
// `TimelineView(.animation)` + `Canvas` on the headless host (the timeline's update pass, the
// renderer closure recording 10,000 fills, the cairo renderer replaying them), against the
// same circles drawn by direct cairo calls (`cairo_arc` + `cairo_fill` per circle) into a
// surface of the same size. Frames of A and B alternate; medians of wall-clock times per
// frame, release build, 960x640 pixels at scale 1. Target: Canvas within 1.5x of cairo.

/// Where particle `index` is at `time` seconds and its colour: 10,000 particles orbiting the
/// centre at speeds and radii spread by index (deterministic, the same for both sides).
private func particle(_ index: Int, at time: Double) -> (x: Double, y: Double, hue: Double) {
    let seed = Double(index)
    let radius = 20 + (seed * 7.31).truncatingRemainder(dividingBy: 290)
    let speed = 0.3 + (seed * 0.618).truncatingRemainder(dividingBy: 1.2)
    let angle = seed * 2.399 + time * speed
    return (480 + radius * cos(angle), 320 + radius * 0.66 * sin(angle), (seed * 0.0137).truncatingRemainder(dividingBy: 1))
}

private let particleCount = 10_000
private let particleRadius = 2.0

/// The particles as people write them: a canvas in an animation timeline.
private struct ParticleField: View {
    var body: some View {
        TimelineView(.animation) { timeline in
            Canvas { context, size in
                let time = timeline.date.timeIntervalSince(HeadlessHost.defaultReferenceDate)
                for index in 0..<particleCount {
                    let p = particle(index, at: time)
                    let rect = CGRect(x: p.x - particleRadius, y: p.y - particleRadius,
                                      width: 2 * particleRadius, height: 2 * particleRadius)
                    context.fill(Path(ellipseIn: rect), with: .color(Color(hue: p.hue, saturation: 0.8, brightness: 0.9)))
                }
            }
        }
    }
}

@MainActor
func runCanvasBenchmarks() {
    let width = 960, height = 640, frames = 120
    let host = HeadlessHost(size: CGSize(width: width, height: height)) { ParticleField() }
    host.rasterize()

    // B: the same circles with cairo, on a surface of the same size, cleared to white each
    // frame as the host clears its target.
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    let cr = cairo_create(surface)!
    defer { cairo_destroy(cr); cairo_surface_destroy(surface) }
    var directTime = 0.0
    func drawDirectly() {
        directTime += 1.0 / 60
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_paint(cr)
        for index in 0..<particleCount {
            let p = particle(index, at: directTime)
            let c = Color(hue: p.hue, saturation: 0.8, brightness: 0.9).resolved
            cairo_set_source_rgba(cr, Double(c.red), Double(c.green), Double(c.blue), Double(c.opacity))
            cairo_new_path(cr)
            cairo_arc(cr, p.x, p.y, particleRadius, 0, 2 * .pi)
            cairo_fill(cr)
        }
        cairo_surface_flush(surface)
    }
    drawDirectly()

    var canvasTimes: [Double] = [], directTimes: [Double] = []
    for _ in 0..<frames {
        canvasTimes += timeRuns(1) {
            host.advanceFrame()
            host.rasterize()
        }
        directTimes += timeRuns(1) { drawDirectly() }
    }
    let canvas = Summary(canvasTimes).median / 1e6, direct = Summary(directTimes).median / 1e6
    report("canvas: 10,000 particles, TimelineView + Canvas", canvas, "ms/frame",
           "update + record + replay; \(host.displayList.drawingCount) drawing(s) in the list")
    report("canvas: the same circles, direct cairo calls", direct, "ms/frame")
    report("canvas: ratio Canvas / direct cairo", canvas / direct, "x", "target: at most 1.5")
}
