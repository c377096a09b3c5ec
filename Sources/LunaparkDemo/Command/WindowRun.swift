import ArgumentParser
import Foundation
import Lunapark

/// Runs the park in an SDL window.
@MainActor
struct WindowRun {
    let size: CGSize
    let scene: Int
    let verbose: Bool
    let inspector: Bool
    /// The audio output to open for the run.
    var audio = AudioSetup()

    func run() throws {
        // No display: say so in one line, before audio prints anything.
        do {
            try SDLHost.checkDisplay()
        } catch {
            FileHandle.standardError.write(Data("lunapark: \(error.description)\n".utf8))
            throw ExitCode(error.exitStatus)
        }
        // Before the scene is built: sounds played as it appears have somewhere to go.
        let audioEngine = audio.open()
        defer { audio.close(audioEngine) }
        let renderer = CairoRenderer()
        let clockStart = HostClock.now()
        let graph = ViewGraph(size: size, textMeasurer: PangoTextMeasurer(engine: renderer.textEngine),
                              startTime: clockStart, referenceDate: Date().addingTimeInterval(-clockStart),
                              content: ParkView(selection: scene, quit: { SDLHost.postQuitEvent() }))
        graph.imageLoader = AnimatedImageLoader()  // PNG stills and GIF animations from Assets/Images
        let content = InspectedContent(scene: graph, textMeasurer: PangoTextMeasurer(engine: renderer.textEngine),
                                       showsInspector: inspector)
        let host: SDLHost
        do {
            host = try SDLHost(title: "Lunapark", size: size, content: content,
                               rasterizer: CairoFrameRasterizer(renderer: renderer))
        } catch {
            FileHandle.standardError.write(Data("lunapark: \(error.description)\n".utf8))
            throw ExitCode(error.exitStatus)
        }
        if verbose {
            print("video driver \(host.videoDriverName), renderer \(host.rendererName); \(host.pipelineDescription)")
        }
        host.onFramePresented = { stats in
            let phases = stats.last
            content.model.recordPhases([("build", phases.build), ("raster", phases.raster),
                                        ("upload", phases.upload), ("present", phases.present)])
        }
        host.run()
        if verbose {
            print(host.statistics.summary)
        }
    }
}
