import Foundation
import Testing
@testable import LunaparkSDL

/// Sounds decoded before they are first played. In the suite that opens
/// devices one at a time (SDL_mixer has one output per process).
extension AudioMixerSuspensionTests {
    @MainActor
    @Test func preloadingDecodesEverySoundOfTheFolderAndLeavesBadFilesToTheirFirstPlay() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-preload-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Sounds")
        try FileManager.default.copyItem(at: assets.appendingPathComponent("tick.wav"), to: folder.appendingPathComponent("tick.wav"))
        try "not a sound".write(to: folder.appendingPathComponent("broken.wav"), atomically: true, encoding: .utf8)
        try "notes".write(to: folder.appendingPathComponent("README.txt"), atomically: true, encoding: .utf8)
        let device = try AudioDevice.open(chunkSize: 240, driver: "dummy").get()
        defer { device.close() }
        var lines: [String] = []
        let engine = AudioEngine(device: device, soundsFolder: folder) { lines.append($0) }
        #expect(engine.preloadSounds() == 1, "tick loads; broken.wav does not; README.txt is no sound")
        #expect(lines.isEmpty, "nothing reported until a sound is played")
        engine.play("broken", at: -.infinity, volume: 1)
        #expect(lines.count == 1)
    }
}
