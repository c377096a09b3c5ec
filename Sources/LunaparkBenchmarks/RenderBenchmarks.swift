import Foundation
import Lunapark

// Renderer benchmarks: cairo rasterization vs the layer cache, a typical
// scene, text layout, and the costs behind the cache policy. Medians of
// wall-clock times per frame, release build, 960x640 pixels at scale 1.

/// The design card's claim to check: an animation that moves drawings only
/// re-composites cached rasters (~0.5 µs per small circle) instead of
/// re-rasterizing them (~3.4 µs).
@MainActor
func runRenderBenchmarks() {
    let width = 960, height = 640
    guard let target = try? RenderTarget(pixelWidth: width, pixelHeight: height) else {
        print("render: cannot create a \(width)x\(height) target")
        return
    }
    target.tracksChanges = false

    // 200 circles of radius 8 moving every frame (sub-pixel steps).
    let circle = Path(ellipseIn: CGRect(x: 0, y: 0, width: 16, height: 16))
    let circleBounds = circle.boundingRect
    let red = Color.Resolved(red: 1, green: 0.23, blue: 0.19)
    func circles(frame: Int) -> DisplayList {
        DisplayList(items: (0..<200).map { i in
            // Wrapped so every circle stays on screen whatever the frame number.
            let x = (Double((i * 47) % 900) + Double(frame) * 0.7).truncatingRemainder(dividingBy: 940)
            let y = (Double((i * 31) % 600) + Double(frame) * 0.3).truncatingRemainder(dividingBy: 620)
            return .drawing(.init(id: DisplayID(UInt64(i)), version: 1,
                                  transform: CGAffineTransform(translationX: x, y: y),
                                  bounds: circleBounds, content: .fill(circle, .color(red), FillStyle())))
        })
    }
    let frames = 300
    let raster = CairoRenderer(), cached = CairoRenderer()
    raster.isLayerCacheEnabled = false
    // cairo skips clearing a surface it knows is clear, so the baseline frame
    // draws one pixel: its cost is the clear of a used 960x640 surface.
    let dot = Path(CGRect(x: 0, y: 0, width: 1, height: 1))
    let baseline = DisplayList(items: [.drawing(.init(id: DisplayID(999), version: 1, bounds: dot.boundingRect,
                                                      content: .fill(dot, .color(red), FillStyle())))])
    let clearTimes = timeRuns(frames) { raster.render(baseline, into: target) }
    report("render: clear 960x640 (+ one pixel)", Summary(clearTimes).median / 1000, "µs/frame")
    var frame = 0
    let rasterTimes = timeRuns(frames) { frame += 1; raster.render(circles(frame: frame), into: target) }
    report("render: 200 moving circles, re-rasterized", Summary(rasterTimes).median / 1000, "µs/frame",
           String(format: "%.2f µs per circle over the clear", (Summary(rasterTimes).median - Summary(clearTimes).median) / 200 / 1000))
    cached.render(circles(frame: 0), into: target)
    let cachedTimes = timeRuns(frames) { frame += 1; cached.render(circles(frame: frame), into: target) }
    report("render: 200 moving circles, composited from cache", Summary(cachedTimes).median / 1000, "µs/frame",
           String(format: "%.2f µs per circle; last frame: %d rasterized, %d from cache",
                  (Summary(cachedTimes).median - Summary(clearTimes).median) / 200 / 1000,
                  cached.statistics.rasterized, cached.statistics.compositedFromCache))

    // A typical scene: full-window gradient, a circle moving, a bézier stroke, text.
    let engine = PangoTextEngine()
    let measurer = PangoTextMeasurer(engine: engine)
    let font = Font.Resolved(size: 28, weight: .semibold)
    let title = "Welcome to Lunapark"
    let titleSize = measurer.size(of: title, font: font, maxWidth: nil, lineLimit: nil)
    func scene(frame: Int) -> DisplayList {
        let background = Path(CGRect(x: 0, y: 0, width: width, height: height))
        let wave = Path { p in
            p.move(to: CGPoint(x: 0, y: 60))
            p.addCurve(to: CGPoint(x: 400, y: 60), control1: CGPoint(x: 130, y: -40), control2: CGPoint(x: 270, y: 160))
        }
        let ball = Path(ellipseIn: CGRect(x: 0, y: 0, width: 120, height: 120))
        let titleFrame = CGRect(origin: CGPoint(x: 60, y: 40), size: titleSize)
        return DisplayList(items: [
            .drawing(.init(id: DisplayID(1), version: 1, bounds: background.boundingRect, content: .fill(background,
                .linearGradient(stops: [.init(color: Color.Resolved(red: 0.95, green: 0.9, blue: 1), location: 0),
                                        .init(color: Color.Resolved(red: 0.6, green: 0.8, blue: 1), location: 1)],
                                start: .zero, end: CGPoint(x: 0, y: height)), FillStyle()))),
            .drawing(.init(id: DisplayID(2), version: 1,
                           transform: CGAffineTransform(translationX: 200 + Double(frame % 400), y: 300),
                           bounds: ball.boundingRect, content: .fill(ball, .color(red), FillStyle()))),
            .drawing(.init(id: DisplayID(3), version: 1, transform: CGAffineTransform(translationX: 300, y: 180),
                           bounds: CGRect(x: -5, y: -20, width: 410, height: 150),
                           content: .stroke(wave, .color(Color.Resolved(red: 0, green: 0.48, blue: 1)),
                                            StrokeStyle(lineWidth: 6, lineCap: .round)))),
            .drawing(.init(id: DisplayID(4), version: 1, bounds: titleFrame,
                           content: .text(.init(string: title, font: font, paint: .color(Color.Resolved(red: 0, green: 0, blue: 0)),
                                                frame: titleFrame)))),
        ])
    }
    let sceneRaster = CairoRenderer(textEngine: engine), sceneCached = CairoRenderer(textEngine: engine)
    sceneRaster.isLayerCacheEnabled = false
    let sceneRasterTimes = timeRuns(frames) { frame += 1; sceneRaster.render(scene(frame: frame), into: target) }
    report("render: scene (gradient+circle+bézier+text), raster", Summary(sceneRasterTimes).median / 1000, "µs/frame")
    sceneCached.render(scene(frame: 0), into: target)
    let sceneCachedTimes = timeRuns(frames) { frame += 1; sceneCached.render(scene(frame: frame), into: target) }
    report("render: scene, cached (circle moving)", Summary(sceneCachedTimes).median / 1000, "µs/frame")
    target.tracksChanges = true
    let trackedTimes = timeRuns(frames) { frame += 1; sceneCached.render(scene(frame: frame), into: target) }
    target.tracksChanges = false
    report("render: scene, cached, with changedRect tracking", Summary(trackedTimes).median / 1000, "µs/frame")

    // Policy inputs: a full-window background drawn directly vs from the cache.
    func background(_ content: DisplayList.Content) -> DisplayList {
        DisplayList(items: [.drawing(.init(id: DisplayID(9), version: 1,
                                           bounds: CGRect(x: 0, y: 0, width: width, height: height), content: content))])
    }
    let rect = Path(CGRect(x: 0, y: 0, width: width, height: height))
    // The same rectangle with an extra point on its top edge, which the renderer does not
    // recognise as a rectangle, so it caches it.
    let rectPlus = Path { p in
        p.addLines([.zero, CGPoint(x: width / 2, y: 0), CGPoint(x: width, y: 0), CGPoint(x: width, y: height),
                    CGPoint(x: 0, y: height)])
        p.closeSubpath()
    }
    let gray = Color.Resolved(red: 0.9, green: 0.9, blue: 0.92)
    let gradient = DisplayList.Paint.linearGradient(stops: [.init(color: gray, location: 0), .init(color: red, location: 1)],
                                                    start: .zero, end: CGPoint(x: 0, y: height))
    for (name, list) in [("solid rectangle", background(.fill(rect, .color(gray), FillStyle()))),
                         ("gradient rectangle", background(.fill(rect, gradient, FillStyle())))] {
        let direct = CairoRenderer()
        direct.isLayerCacheEnabled = false
        let directTimes = timeRuns(frames) { direct.render(list, into: target) }
        report("render: full-window \(name), drawn directly", Summary(directTimes).median / 1000, "µs/frame")
    }
    let solidCached = CairoRenderer(), gradientCached = CairoRenderer()
    let solidList = background(.fill(rectPlus, .color(gray), FillStyle()))
    let gradientList = background(.fill(rect, gradient, FillStyle()))
    solidCached.render(solidList, into: target)
    gradientCached.render(gradientList, into: target)
    report("render: full-window solid rectangle, from cache",
           Summary(timeRuns(frames) { solidCached.render(solidList, into: target) }).median / 1000, "µs/frame")
    report("render: full-window gradient rectangle, from cache",
           Summary(timeRuns(frames) { gradientCached.render(gradientList, into: target) }).median / 1000, "µs/frame",
           "composited \(gradientCached.statistics.compositedFromCache)")

    // Group effects on the 200 cached circles.
    func inLayer(_ layer: DisplayList.Layer, _ list: DisplayList) -> DisplayList {
        DisplayList(items: [.layer(layer)] + list.items + [.end])
    }
    let faded = CairoRenderer()
    let fadedTimes = timeRuns(frames) {
        frame += 1
        faded.render(inLayer(.init(id: DisplayID(1000), opacity: 0.5), circles(frame: frame)), into: target)
    }
    report("render: 200 cached circles in an opacity group", Summary(fadedTimes).median / 1000, "µs/frame")
    let blurred = CairoRenderer()
    let blurredTimes = timeRuns(60) {
        frame += 1
        blurred.render(inLayer(.init(id: DisplayID(1000), blurRadius: 4), circles(frame: frame)), into: target)
    }
    report("render: 200 cached circles, group blurred σ=4pt", Summary(blurredTimes).median / 1000, "µs/frame")

    // A 300x200 card with a soft shadow, moving (the shadow is blurred every frame).
    let card = Path(roundedRect: CGRect(x: 0, y: 0, width: 300, height: 200), cornerRadius: 16)
    let cardBounds = card.boundingRect
    let shadowed = CairoRenderer()
    let shadowTimes = timeRuns(frames) {
        frame += 1
        let drawing = DisplayList.Drawing(id: DisplayID(1), version: 1, bounds: cardBounds,
                                          content: .fill(card, .color(Color.Resolved(red: 1, green: 1, blue: 1)), FillStyle()))
        let layer = DisplayList.Layer(id: DisplayID(2), transform: CGAffineTransform(translationX: 100 + Double(frame % 300), y: 150),
                                      shadow: .init(color: Color.Resolved(red: 0, green: 0, blue: 0, opacity: 0.3), radius: 10, x: 0, y: 6))
        shadowed.render(DisplayList(items: [.layer(layer), .drawing(drawing), .end]), into: target)
    }
    report("render: moving 300x200 card with shadow σ=10pt", Summary(shadowTimes).median / 1000, "µs/frame")

    // The same card flipping (rotation3DEffect about y, perspective 1): its content is
    // rasterized and warped projectively every frame; beside it the card turning in 2D
    // (rotationEffect, composited from the cache), and the card's colours turned
    // (hueRotation, a colour matrix on its pixels).
    let cardDrawing = DisplayList.Drawing(id: DisplayID(1), version: 1, bounds: cardBounds,
                                          content: .fill(card, .color(red), FillStyle()))
    let origin = CGAffineTransform(translationX: 330, y: 220)
    func cardLayer(_ layer: DisplayList.Layer) -> DisplayList { DisplayList(items: [.layer(layer), .drawing(cardDrawing), .end]) }
    let flipped = CairoRenderer(), turned = CairoRenderer(), tinted = CairoRenderer()
    let flipTimes = timeRuns(frames) {
        frame += 1
        let effect = _Rotation3DEffect(angle: .degrees(Double(frame % 80)), axis: (x: 0, y: 1, z: 0))
        var layer = DisplayList.Layer(id: DisplayID(2), transform: origin)
        layer.projection = effect.effectValue(size: cardBounds.size)
        flipped.render(cardLayer(layer), into: target)
    }
    report("render: 300x200 card flipping (rotation3DEffect, projective warp)", Summary(flipTimes).median / 1000, "µs/frame")
    let turnTimes = timeRuns(frames) {
        frame += 1
        let rotation = CGAffineTransform(rotationAngle: Double(frame % 80) * .pi / 180).about(CGPoint(x: 150, y: 100))
        turned.render(cardLayer(DisplayList.Layer(id: DisplayID(2), transform: rotation.concatenating(origin))), into: target)
    }
    report("render: 300x200 card turning in 2D (rotationEffect)", Summary(turnTimes).median / 1000, "µs/frame")
    let tintTimes = timeRuns(frames) {
        frame += 1
        var layer = DisplayList.Layer(id: DisplayID(2), transform: origin)
        layer.colorMatrix = .hueRotation(.degrees(Double(frame % 360)))
        tinted.render(cardLayer(layer), into: target)
    }
    report("render: 300x200 card, hue turning (colour matrix)", Summary(tintTimes).median / 1000, "µs/frame")

    // Text layout: new strings (pango shaping) vs cached measurements.
    var counter = 0
    let layoutTimes = timeRuns(500) {
        counter += 1
        blackHole(measurer.size(of: "Ride number \(counter) opens at noon", font: Font.Resolved(size: 17),
                                maxWidth: 200, lineLimit: nil))
    }
    report("text: pango layout of a new 30-character string", Summary(layoutTimes).median / 1000, "µs")
    let cachedLayoutTimes = timeRuns(500) {
        blackHole(measurer.size(of: "Ride number 1 opens at noon", font: Font.Resolved(size: 17), maxWidth: 200, lineLimit: nil))
    }
    report("text: cached measurement", Summary(cachedLayoutTimes).median / 1000, "µs")
}
