import CSDL2Mixer
import Foundation
import Synchronization

/// Counts the sample frames SDL_mixer has mixed, from its post-mix hook.
///
/// The hook runs on SDL's audio thread, not the main actor. It is a C
/// function pointer built in this nonisolated type, so it carries no actor
/// isolation (a closure written in main-actor code would be inferred
/// `@MainActor` and trap when the audio thread calls it; platform notes), and
/// it shares the count with other threads only through an `Atomic`.
final class AudioMixCounter: Sendable {
    /// Sample frames mixed since the device opened.
    let framesMixed = Atomic<Int64>(0)
    /// Bytes per sample frame of the device's obtained format.
    let bytesPerFrame: Int

    init(bytesPerFrame: Int) {
        self.bytesPerFrame = max(1, bytesPerFrame)
    }

    /// The `Mix_SetPostMix` hook: `udata` is an unretained `AudioMixCounter`
    /// that outlives the hook (the device removes the hook before releasing it).
    static let postMix: @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<UInt8>?, Int32) -> Void = {
        udata, _, length in
        guard let udata else { return }
        let counter = Unmanaged<AudioMixCounter>.fromOpaque(udata).takeUnretainedValue()
        counter.framesMixed.add(Int64(length) / Int64(counter.bytesPerFrame), ordering: .releasing)
    }
}
