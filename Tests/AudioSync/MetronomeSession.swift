import Foundation
import Lunapark
@testable import LunaparkDemo

/// The metronome (scene 7) played in a real SDL host on an open audio engine,
/// as `lunapark` runs it: the window opens on an empty view, and the
/// metronome replaces it once `isReady` says so (as when key 7 is pressed in
/// the park), then plays for `duration` seconds. Every sound request is noted.
@MainActor
struct MetronomeSession {
    let output: RecordingAudioOutput
    let content: FrameRecordingContent
    let host: SDLHost
    /// The host time the metronome was set as the root view.
    let shownAt: TimeInterval
    /// The index in `content.frames` of the first frame built after that: the first that shows it.
    let firstFrameIndex: Int

    static func run(engine: AudioEngine, bpm: Double, beatsPerBar: Int, duration: TimeInterval,
                    isReady: @escaping @MainActor (TimeInterval) -> Bool) throws -> MetronomeSession {
        engine.preloadSounds()  // as AudioSetup.open() does for the park
        let output = RecordingAudioOutput(engine: engine)
        AudioRouting.output = output
        defer { AudioRouting.output = nil }

        // As WindowRun builds the scene graph: scene time is host time.
        let textEngine = PangoTextEngine()
        let clockStart = HostClock.now()
        let size = CGSize(width: 960, height: 640)
        // The empty view asks for every frame, so the host keeps presenting (and calling back).
        let graph = ViewGraph(size: size, textMeasurer: PangoTextMeasurer(engine: textEngine),
                              startTime: clockStart, referenceDate: Date().addingTimeInterval(-clockStart),
                              content: AnyView(TimelineView<AnimationTimelineSchedule, Color>(.animation) { _ in Color.clear }))
        let content = FrameRecordingContent(graph: graph)
        let host = try SDLHost(title: "audio sync", size: size, content: content,
                               rasterizer: CairoFrameRasterizer(),  // as the park runs
                               // `LUNAPARK_SYNC_VIDEO_DRIVER=x11` (with DISPLAY set) runs it in a real window.
                               configuration: SDLHost.Configuration(
                                   videoDriver: ProcessInfo.processInfo.environment["LUNAPARK_SYNC_VIDEO_DRIVER"] ?? "offscreen"))
        var end = Double.infinity
        var shownAt = 0.0
        var firstFrameIndex = 0
        host.onFramePresented = { [unowned host] _ in
            let now = HostClock.now()
            if end == .infinity, isReady(now - clockStart) {
                graph.setRootView(AnyView(MetronomeScene(bpm: bpm, beatsPerBar: beatsPerBar)))
                shownAt = now
                firstFrameIndex = content.frames.count
                end = now + duration
            }
            if now >= end { host.stop() }
        }
        host.run()
        return MetronomeSession(output: output, content: content, host: host, shownAt: shownAt,
                                firstFrameIndex: firstFrameIndex)
    }
}
