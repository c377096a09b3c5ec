import Foundation
import XCTest
@testable import LunaparkSDL

/// Audio output through SDL's dummy and disk drivers (no sound card needed).
final class AudioDeviceTests: XCTestCase {
    func testDummyDriverOpensWithTheRequestedSpecAndCountsMixedFrames() throws {
        let device = try AudioDevice.open(frequency: 48_000, format: .s16, channels: 2, chunkSize: 480, driver: "dummy").get()
        XCTAssertEqual(device.driverName, "dummy")
        XCTAssertEqual(device.spec, AudioSpec(frequency: 48_000, format: .s16, channels: 2, chunkSize: 480))
        XCTAssertEqual(device.spec.bytesPerFrame, 4)
        XCTAssertEqual(device.spec.chunkDuration, 0.010, accuracy: 1e-12)
        let deadline = Date().addingTimeInterval(2)
        while device.framesMixed < 4_800, Date() < deadline { usleep(10_000) }
        XCTAssertGreaterThanOrEqual(device.framesMixed, 4_800, "the post-mix hook counts on the audio thread")
        XCTAssertEqual(device.framesMixed % 480, 0, "whole mix buffers")
    }

    func testDiskDriverWritesExactlyTheCountedFrames() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-audio-\(getpid()).raw")
        defer { try? FileManager.default.removeItem(at: file) }
        setenv("SDL_DISKAUDIOFILE", file.path, 1)
        defer { unsetenv("SDL_DISKAUDIOFILE") }
        var device: AudioDevice? = try AudioDevice.open(chunkSize: 480, driver: "disk").get()
        usleep(200_000)
        let counted = try XCTUnwrap(device?.framesMixed)
        device = nil  // closes the output: the audio thread stops after writing what it mixed
        let bytes = try Data(contentsOf: file).count
        XCTAssertGreaterThan(counted, 0)
        XCTAssertEqual(bytes % 4, 0)
        // The thread may mix one or two more buffers between the read and the close.
        XCTAssertGreaterThanOrEqual(Int64(bytes / 4), counted)
        XCTAssertLessThanOrEqual(Int64(bytes / 4), counted + 2 * 480)
    }

    func testOnlyOneDeviceAtATime() throws {
        var first: AudioDevice? = try AudioDevice.open(driver: "dummy").get()
        XCTAssertNotNil(first)
        guard case .failure(let error) = AudioDevice.open(driver: "dummy") else { return XCTFail("opened twice") }
        XCTAssertEqual(error, .alreadyOpen)
        first = nil
        // Closed cleanly: it opens again.
        XCTAssertNoThrow(try AudioDevice.open(driver: "dummy").get())
    }

    func testMissingDeviceGoesOnMutedWithOneLine() throws {
        // On machines without a sound card (these CI machines) ALSA cannot open one.
        try XCTSkipIf(FileManager.default.fileExists(atPath: "/dev/snd"), "this machine has a sound card")
        var lines: [String] = []
        let stderr = try CapturedStandardError()
        let device = AudioDevice.openOrMuted(driver: "alsa") { lines.append($0) }
        let noise = stderr.finish()
        XCTAssertNil(device)
        XCTAssertEqual(lines.count, 1)
        let line = try XCTUnwrap(lines.first)
        XCTAssertTrue(line.hasPrefix("audio: no output device (") && line.hasSuffix("); continuing muted"), line)
        XCTAssertFalse(line.contains("\n"))
        XCTAssertFalse(noise.contains("ALSA lib"), "libasound's own messages are silenced: \(noise)")
    }

    func testUnknownDriverIsAOneLineReason() {
        guard case .failure(let error) = AudioDevice.open(driver: "no-such-driver") else { return XCTFail("opened") }
        XCTAssertFalse(error.description.isEmpty)
        XCTAssertFalse(error.description.contains("\n"))
        XCTAssertEqual(AudioDevice.mutedWarning(for: .openFailed("x")), "audio: no output device (x); continuing muted")
    }
}

/// Redirects file descriptor 2 into a temporary file until `finish()`.
private final class CapturedStandardError {
    private let saved: Int32
    private let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-stderr-\(getpid()).txt")
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        saved = dup(2)
        dup2(handle.fileDescriptor, 2)
        try handle.close()
    }

    /// Restores stderr and returns what was written to it.
    func finish() -> String {
        fflush(nil)
        dup2(saved, 2)
        close(saved)
        defer { try? FileManager.default.removeItem(at: url) }
        return (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }
}
