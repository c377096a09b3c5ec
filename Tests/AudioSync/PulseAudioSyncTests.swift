import Foundation
import Lunapark
import XCTest
@testable import LunaparkDemo

/// The metronome (scene 7) at 124.14 bpm for 10 s through a real sound
/// server: a private PulseAudio daemon (`PrivatePulseServer`) with a null
/// sink, whose monitor `parec` records, played through SDL's PulseAudio
/// driver as `lunapark` opens it. The null sink consumes frames on the
/// monotonic clock `HostClock` reads, so the recording's frame index is host
/// time at 48 kHz plus one unknown offset (the recording's start and the
/// server's constant latency): every beat's onset, the first (played as the
/// metronome appears) included, must fall on the line
/// `offset + 48000 * entry time` (`OnsetAlignment`). The spread of the
/// onsets about that line is printed.
///
/// Why 124.14 bpm: a beat of 29 frames at 60 Hz (483.33 ms). At the park's
/// 120 bpm every beat falls at the same place in its 5 ms mix buffer (500 ms
/// is 100 buffers), so sounds started on buffer boundaries (as SDL_mixer's
/// own channels start them) would all be off by the same amount and fit the
/// line; here consecutive beats fall 3.33 ms further along their buffer, so
/// such sounds would spread by 3.33 ms (measured). Beats still fall on frame times,
/// as at 120 bpm (at 133 bpm, between frames, many requests came less than
/// the 10 ms ahead the mixer needs on this loaded machine).
///
/// XCTest, as the disk-driver test next to it: the SDL host runs on the
/// process's main thread, which XCTest's main-actor tests are on (Swift
/// Testing's main actor is not the main thread here). Skipped, with one
/// line saying why, only where no PulseAudio daemon can run.
final class PulseAudioSyncTests: XCTestCase {
    /// The largest spread of the onsets about the line allowed, frames at 48 kHz (0.25 ms; measured
    /// 0-7 frames, see the README, against 3.33 ms when sounds start on buffer boundaries as
    /// SDL_mixer's channels do).
    static let toleranceFrames = 12.0

    @MainActor
    func testMetronomeThroughPulseAudioLandsOnItsEntries() async throws {
        let bpm = 3_600.0 / 29, beatsPerBar = 4, duration = 10.0
        func play() throws -> PulseMetronomeRun {
            do {
                let run = try PulseMetronomeRun.play(bpm: bpm, beatsPerBar: beatsPerBar, duration: duration)
                for line in run.report { print("pulse sync: " + line) }
                print("pulse sync: " + run.summary)
                fflush(nil)
                return run
            } catch let error as PulseMetronomeRun.ServerUnavailable {
                throw XCTSkip("PulseAudio sync test skipped: \(error)")
            }
        }
        var run = try play()
        // A server that ran dry (its stream holds 3.75 ms: 5 ms buffers) plays everything after the gap
        // later by the gap: a stall of the audio thread or the daemon, not a placement. Both run round-robin
        // real-time, yet this machine is a Firecracker VM on KVM (dmesg), whose host can stop a virtual CPU
        // for milliseconds whatever the guest's priorities. Measured 2026-11-26 with the main-thread
        // rasterizer, load 8-11 (other builds): 5 of 18 plays ran dry, by 0.27-6.5 ms (with the raster
        // thread 3 of 7; last session 3 of 20 at load 7.5-27). A larger buffer rides this out (8 ms
        // buffers: 0 of 5; 10 ms: 1 of 12) but needs a longer request lead than a beat played from
        // `onAppear` always has (its lead is one to two frame intervals: 15.6-33 ms measured, against the
        // 20 ms two 10 ms buffers need), so the buffers stay at 5 ms (`AudioSetup.chunkSize`) and such a
        // play is played again, up to twice: every assertion below holds for the play that did not run dry.
        for _ in 0..<2 where run.serverShiftRange > 0 {
            print("pulse sync: the server ran dry (sounds moved by up to \(PulseMetronomeRun.ms(run.serverShiftRange)) ms): played once more")
            run = try play()
        }

        XCTAssertEqual(run.warnings, [], "both sounds load")
        XCTAssertEqual(run.driverName, "pulseaudio")
        XCTAssertGreaterThanOrEqual(run.requests.count, Int(duration * bpm / 60) - 1)
        XCTAssertEqual(run.serverShiftRange, 0, "the server never ran dry (it would play every later sound later)")
        let lost = run.judged.filter { $0.onset == nil }.map(\.index)
        XCTAssertEqual(lost, [], "every beat placed in time is heard within 5 ms of the line through the others")
        for match in run.alignment.matches {
            guard let onset = match.onset else { continue }
            let isBell = onset.length > PulseMetronomeRun.rate / 10  // the bell rings 420 ms, the tick 40 ms
            XCTAssertEqual(isBell, run.requests[match.index].name == "bell",
                           "beat \(match.index): the recording holds a \(isBell ? "bell" : "tick")")
        }
        XCTAssertTrue(run.inTime.first ?? false, "the first beat, played as the metronome appears, is requested in time for its frame")
        // On a quiet machine all 21 are in time; at load 20 on 2 cores the main thread was seen to make
        // 14 of 21 requests too late (the disk-driver test guards the host's lead). A spread needs some.
        XCTAssertGreaterThanOrEqual(run.judged.count, 6, "at least 6 of about 21 beats requested in time")
        XCTAssertLessThanOrEqual(run.spread, Self.toleranceFrames,
                                 "every beat placed in time, the first included, on its entry's sample: spread \(PulseMetronomeRun.ms(run.spread)) ms")
        XCTAssertEqual(Int(run.statistics.lateSounds), run.requests.count - run.judged.count,
                       "the engine places every request made in time on its frame")
    }
}
