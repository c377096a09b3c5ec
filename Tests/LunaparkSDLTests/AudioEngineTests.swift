import Foundation
import LunaparkGraph
import XCTest
@testable import LunaparkSDL

/// Sample-accurate scheduling as pure logic: fake buffers and callback times, no device.
final class AudioSchedulingTests: XCTestCase {
    private func sound(_ frames: Int, value: Float = 0.5, channels: Int = 1) -> SoundBuffer {
        SoundBuffer(name: "test", samples: [Float](repeating: value, count: frames * channels), channels: channels, frequency: 48_000)
    }

    /// Renders `count` buffers of `frames` frames, callback k at `t0 + k * frames / rate`; returns all samples.
    private func render(_ mixer: inout VoiceMixer, buffers count: Int, frames: Int, channels: Int = 1,
                        t0: Double = 100, period: Double? = nil) -> [Int16] {
        var output: [Int16] = []
        for k in 0..<count {
            var buffer = [Int16](repeating: 0, count: frames * channels)
            let time = t0 + Double(k) * (period ?? Double(frames) / 48_000)
            buffer.withUnsafeMutableBytes { raw in
                mixer.render(into: raw.baseAddress!, format: .s16, frames: frames, firstFrame: Int64(k * frames), callbackTime: time)
            }
            output += buffer
        }
        return output
    }

    func testASoundStartsOnItsFrameInsideABuffer() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 1)
        // Due 1234 frames after the first callback: buffer 5 (of 240 frames), offset 34.
        mixer.add(ScheduledSound(sound: sound(100), mixTime: 100 + 1_234.0 / 48_000, volume: 1))
        let out = render(&mixer, buffers: 8, frames: 240)
        XCTAssertEqual(out.firstIndex { $0 != 0 }, 1_234)
        XCTAssertEqual(out.lastIndex { $0 != 0 }, 1_333)
        XCTAssertEqual(out[1_234], 16_384)  // 0.5 * 32767, rounded
        XCTAssertEqual(mixer.placements.map(\.startFrame), [1_234])
        XCTAssertEqual(mixer.lateCount, 0)
        XCTAssertTrue(mixer.voices.isEmpty, "an ended sound leaves the voice list")
    }

    func testASoundCrossingBuffersContinuesWithoutGapOrRepeat() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 2, placement: .callbackTimes)
        let ramp = SoundBuffer(name: "ramp", samples: (0..<1_000).flatMap { [Float($0) / 32_767, -Float($0) / 32_767] },
                               channels: 2, frequency: 48_000)
        mixer.add(ScheduledSound(sound: ramp, mixTime: 100 + 200.0 / 48_000, volume: 1))
        let out = render(&mixer, buffers: 6, frames: 256, channels: 2)
        for frame in 0..<1_000 {
            XCTAssertEqual(out[(200 + frame) * 2], Int16(frame))
            XCTAssertEqual(out[(200 + frame) * 2 + 1], -Int16(frame))
        }
        XCTAssertEqual(out[1_200 * 2], 0, "and ends on its last frame")
    }

    func testSoundsAddAndClampAndFollowVolume() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 1, placement: .callbackTimes)
        mixer.add(ScheduledSound(sound: sound(10, value: 0.75), mixTime: 100, volume: 1))
        mixer.add(ScheduledSound(sound: sound(10, value: 0.75), mixTime: 100, volume: 1))
        mixer.add(ScheduledSound(sound: sound(10, value: 0.5), mixTime: 100 + 20.0 / 48_000, volume: 0.5))
        let out = render(&mixer, buffers: 1, frames: 64)
        XCTAssertEqual(out[0], Int16.max, "two sounds at 0.75 clamp to full scale")
        XCTAssertEqual(out[20], 8_192, "volume 0.5 of 0.5")
    }

    func testALateRequestStartsOnTheFirstUnmixedFrameAndIsCounted() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 1)
        _ = render(&mixer, buffers: 2, frames: 240)  // frames 0..<480 mixed, callbacks at 100 and 100.005
        // Due at frame 300, which is already mixed: the next buffer starts at 480.
        mixer.add(ScheduledSound(sound: sound(10), mixTime: 100 + 300.0 / 48_000, volume: 1))
        var buffer = [Int16](repeating: 0, count: 240)
        buffer.withUnsafeMutableBytes {
            mixer.render(into: $0.baseAddress!, format: .s16, frames: 240, firstFrame: 480, callbackTime: 100 + 480.0 / 48_000)
        }
        XCTAssertEqual(buffer.firstIndex { $0 != 0 }, 0)
        XCTAssertEqual(mixer.lateCount, 1)
        XCTAssertEqual(mixer.maxLateFrames, 180)
        XCTAssertEqual(mixer.placements.first?.lateFrames, 180)
    }

    func testNowMeansTheNextBufferAndIsNeverLate() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 1)
        mixer.add(ScheduledSound(sound: sound(10), mixTime: -.infinity, volume: 1))
        let out = render(&mixer, buffers: 1, frames: 240)
        XCTAssertEqual(out.firstIndex { $0 != 0 }, 0)
        XCTAssertEqual(mixer.lateCount, 0)
    }

    func testPlacementFollowsTheMeasuredRateOfASlowDevice() {
        // A device that takes 5.4 ms per 240-frame buffer (SDL's disk driver sleeps after each write):
        // a time 2.7 ms after a callback is half way through its buffer, frame 120, not 130.
        var mixer = VoiceMixer(frequency: 48_000, channels: 1, placement: .callbackTimes)
        let period = 0.0054
        _ = render(&mixer, buffers: 40, frames: 240, period: period)
        XCTAssertEqual(mixer.clock.placementFrequency, 240 / period, accuracy: 1)
        mixer.add(ScheduledSound(sound: sound(10), mixTime: 100 + 40 * period + period / 2, volume: 1))
        var buffer = [Int16](repeating: 0, count: 240)
        buffer.withUnsafeMutableBytes {
            mixer.render(into: $0.baseAddress!, format: .s16, frames: 240, firstFrame: 40 * 240, callbackTime: 100 + 40 * period)
        }
        XCTAssertEqual(buffer.firstIndex { $0 != 0 }, 120)
    }

    func testTheVoiceListIsBoundedAndDropsAreCounted() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 1, capacity: 2)
        XCTAssertTrue(mixer.add(ScheduledSound(sound: sound(10), mixTime: 1, volume: 1)))
        XCTAssertTrue(mixer.add(ScheduledSound(sound: sound(10), mixTime: 1, volume: 1)))
        XCTAssertFalse(mixer.add(ScheduledSound(sound: sound(10), mixTime: 1, volume: 1)))
        XCTAssertEqual(mixer.droppedCount, 1)
    }

    func testFloatOutput() {
        var mixer = VoiceMixer(frequency: 48_000, channels: 1, placement: .callbackTimes)
        mixer.add(ScheduledSound(sound: sound(4, value: 0.25), mixTime: 100 + 2.0 / 48_000, volume: 1))
        var buffer = [Float](repeating: 0.5, count: 8)
        buffer.withUnsafeMutableBytes {
            mixer.render(into: $0.baseAddress!, format: .f32, frames: 8, firstFrame: 0, callbackTime: 100)
        }
        XCTAssertEqual(buffer, [0.5, 0.5, 0.75, 0.75, 0.75, 0.75, 0.5, 0.5])
    }
}

/// The audio clock's host time <-> output frame mapping, with fake callback times.
final class AudioClockTests: XCTestCase {
    func testMappingAndLatency() throws {
        var clock = AudioClock(frequency: 48_000)
        XCTAssertNil(clock.frame(mixedAt: 1))
        for k in 0..<10 { clock.observe(firstFrame: Int64(k * 480), frames: 480, at: 50 + Double(k) * 0.01) }
        XCTAssertEqual(clock.deviceLatency, 0.010, accuracy: 1e-12, "one device buffer: 480 / 48000 s")
        XCTAssertEqual(try XCTUnwrap(clock.measuredCallbackInterval), 0.010, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(clock.measuredFrequency), 48_000, accuracy: 1e-6)
        // The latest callback: frame 4320 mixed at 50.09, heard at 50.10.
        XCTAssertEqual(try XCTUnwrap(clock.frame(mixedAt: 50.09 + 0.001)), 4_368, accuracy: 1e-6)
        XCTAssertEqual(try XCTUnwrap(clock.presentationTime(ofFrame: 4_320)), 50.10, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(clock.frame(presentedAt: 50.10)), 4_320, accuracy: 1e-6)
        XCTAssertEqual(clock.placementFrequency, 48_000, "too few callbacks to trust a measurement yet")
    }
}

/// Loading sounds from files: WAV and OGG, and one-line errors for missing or corrupt files.
final class AudioEngineTests: XCTestCase {
    private var folder: URL!

    override func setUpWithError() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("lunapark-sounds-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: folder)
    }

    private var projectSounds: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Assets/Sounds")
    }

    func testMissingAndCorruptSoundsAreOneLineErrorsAndThePlayerGoesOn() async throws {
        try "not a sound".write(to: folder.appendingPathComponent("broken.wav"), atomically: true, encoding: .utf8)
        let device = try AudioDevice.open(chunkSize: 240, driver: "dummy").get()
        defer { device.close() }
        let folder: URL = self.folder
        try await MainActor.run {
            var lines: [String] = []
            let engine = AudioEngine(device: device, soundsFolder: folder) { lines.append($0) }
            XCTAssertThrowsError(try engine.prepare("missing")) { error in
                XCTAssertEqual("\(error)", "sound 'missing': no missing.wav or missing.ogg in \(folder.path)")
            }
            XCTAssertThrowsError(try engine.prepare("broken")) { error in
                let line = "\(error)"
                XCTAssertTrue(line.hasPrefix("sound 'broken': cannot decode \(folder.path)/broken.wav: "), line)
                XCTAssertFalse(line.contains("\n"))
            }
            // Playing them reports each once, in one line, and plays nothing.
            engine.play("missing", at: 0, volume: 1)
            engine.play("missing", at: 1, volume: 1)
            engine.play("broken", at: 0, volume: 1)
            XCTAssertEqual(lines.count, 2)
            XCTAssertTrue(lines.allSatisfy { !$0.contains("\n") })
            XCTAssertEqual(device.statistics.droppedSounds, 0)
        }
    }

    func testProjectSoundsLoadInTheDeviceFormat() async throws {
        let device = try AudioDevice.open(frequency: 48_000, channels: 2, chunkSize: 240, driver: "dummy").get()
        defer { device.close() }
        let projectSounds = self.projectSounds
        try await MainActor.run {
            let engine = AudioEngine(device: device, soundsFolder: projectSounds)
            let tick = try engine.sound(named: "tick")
            let bell = try engine.sound(named: "bell")
            XCTAssertEqual(tick.channels, 2)
            XCTAssertEqual(tick.frames, 1_920, "40 ms at 48 kHz")
            XCTAssertEqual(bell.frames, 20_160, "420 ms")
            // Full amplitude on the first sample (cosine phase), as the sync test's onset detection expects.
            XCTAssertEqual(tick.samples[0], 0.55, accuracy: 0.001)
            XCTAssertEqual(bell.samples[0], 0.70, accuracy: 0.001)
        }
    }

    func testOggLoads() async throws {
        // sox writes Ogg Vorbis when built with it (Debian's sox is).
        let ogg = folder.appendingPathComponent("bell.ogg")
        let sox = Process()
        sox.executableURL = URL(fileURLWithPath: "/usr/bin/sox")
        sox.arguments = [projectSounds.appendingPathComponent("bell.wav").path, ogg.path]
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/sox"), "sox is not installed")
        try sox.run()
        sox.waitUntilExit()
        try XCTSkipUnless(sox.terminationStatus == 0, "this sox cannot write Ogg Vorbis")
        let device = try AudioDevice.open(chunkSize: 240, driver: "dummy").get()
        defer { device.close() }
        let folder: URL = self.folder
        try await MainActor.run {
            let engine = AudioEngine(device: device, soundsFolder: folder)
            let bell = try engine.sound(named: "bell")
            XCTAssertEqual(Double(bell.frames), 20_160, accuracy: 100, "Vorbis may pad a little")
        }
    }

    func testSoundsAreMixedOneDeviceBufferEarlySoThatTheyAreHeardOnTheirTime() async throws {
        let device = try AudioDevice.open(frequency: 48_000, channels: 2, chunkSize: 240, driver: "dummy").get()
        defer { device.close() }
        let projectSounds = self.projectSounds
        await MainActor.run {
            let engine = AudioEngine(device: device, soundsFolder: projectSounds)
            XCTAssertEqual(device.deviceLatency, 0.005, accuracy: 1e-9, "one 240-frame buffer at 48 kHz")
            XCTAssertEqual(engine.outputDelay, 0)
            XCTAssertEqual(engine.schedulingLead, -0.005, accuracy: 1e-9)
            XCTAssertEqual(engine.mixTime(for: 10), 9.995, accuracy: 1e-9)
            XCTAssertEqual(engine.mixTime(for: -.infinity), -.infinity, "as soon as possible stays so")
            XCTAssertEqual(engine.requiredRequestLead, 0.010, accuracy: 1e-9, "mixed a buffer early, after waiting for a callback")
            XCTAssertTrue(engine.specDescription.contains("sounds mixed 5.00 ms before their time and heard on their time"),
                          engine.specDescription)
            XCTAssertFalse(engine.specDescription.contains("\n"))

            // A host that cannot learn of its sounds in time may delay them all alike.
            let delayed = AudioEngine(device: device, outputDelay: 0.020, soundsFolder: projectSounds)
            XCTAssertEqual(delayed.mixTime(for: 10), 10.015, accuracy: 1e-9)
            XCTAssertEqual(delayed.requiredRequestLead, -0.010, accuracy: 1e-9, "a request may even come after its time")
            XCTAssertTrue(delayed.specDescription.contains("mixed 15.00 ms after their time and heard 20.00 ms after their time"),
                          delayed.specDescription)
        }
    }

    func testARequestInTimeLandsOnItsFrameAndOneAtItsOwnTimeIsLate() async throws {
        let device = try AudioDevice.open(frequency: 48_000, channels: 2, chunkSize: 240, driver: "dummy").get()
        let projectSounds = self.projectSounds
        try await MainActor.run {
            let engine = AudioEngine(device: device, soundsFolder: projectSounds)
            try engine.prepare("tick")
            let now = HostClock.now()
            // A timeline entry 100 ms ahead (the pipelined host gives at least an interval), and a
            // click's sound at its own time, which can only be heard as soon as possible.
            engine.play("tick", at: now + 0.1, volume: 1)
            engine.play("tick", at: now, volume: 1)
        }
        usleep(250_000)
        device.close()
        let placements = device.placements
        XCTAssertEqual(placements.count, 2)
        let ahead = try XCTUnwrap(placements.max { $0.mixTime < $1.mixTime })
        let atOnce = try XCTUnwrap(placements.min { $0.mixTime < $1.mixTime })
        XCTAssertEqual(ahead.lateFrames, 0, "placed on its own frame")
        XCTAssertGreaterThan(atOnce.lateFrames, 0, "counted late")
        XCTAssertEqual(device.statistics.lateSounds, 1)
        XCTAssertEqual(ahead.mixTime - atOnce.mixTime, 0.1, accuracy: 1e-9)
    }
}
