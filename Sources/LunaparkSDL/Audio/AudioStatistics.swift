import Foundation

/// What the audio output has done so far.
public struct AudioStatistics: Sendable, Hashable, CustomStringConvertible {
    /// Sample frames mixed since the device opened.
    public var framesMixed: Int64
    /// Mix callbacks so far.
    public var callbacks: Int64
    /// Sounds placed on their output frame.
    public var soundsPlaced: Int64
    /// Sounds that started late: their request reached the audio thread after
    /// the buffer holding their frame had been mixed.
    public var lateSounds: Int64
    /// The largest lateness, in frames.
    public var maxLateFrames: Int64
    /// Requests dropped (too many voices at once, or a full request queue).
    public var droppedSounds: Int64
    /// Callbacks that could not mix voices because the voice state was
    /// locked (never expected: only the audio thread takes that lock while open).
    public var skippedCallbacks: Int64
    /// Times the output suspended itself after a silence (`AudioDevice.silenceBeforeSuspending`).
    public var suspensions: Int64

    /// Creates statistics.
    public init(framesMixed: Int64 = 0, callbacks: Int64 = 0, soundsPlaced: Int64 = 0, lateSounds: Int64 = 0,
                maxLateFrames: Int64 = 0, droppedSounds: Int64 = 0, skippedCallbacks: Int64 = 0,
                suspensions: Int64 = 0) {
        self.framesMixed = framesMixed
        self.callbacks = callbacks
        self.soundsPlaced = soundsPlaced
        self.lateSounds = lateSounds
        self.maxLateFrames = maxLateFrames
        self.droppedSounds = droppedSounds
        self.skippedCallbacks = skippedCallbacks
        self.suspensions = suspensions
    }

    public var description: String {
        "\(callbacks) callbacks, \(framesMixed) frames mixed, \(soundsPlaced) sounds placed, \(lateSounds) late (max \(maxLateFrames) frames), \(droppedSounds) dropped, suspended \(suspensions) times"
    }
}
