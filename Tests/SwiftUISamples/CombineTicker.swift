import Combine
import Foundation

extension Notification.Name {
    /// Posted to set every `CombineTicker` back to zero.
    static let tickerReset = Notification.Name("tickerReset")
}

/// A model written with `import Combine` alone, the way Combine code is written
/// on Apple platforms: a `Timer.publish` on the main run loop, subjects, a
/// notification, `receive(on:)` with Dispatch and RunLoop schedulers, and
/// subscriptions kept in a set of `AnyCancellable`s.
final class CombineTicker: ObservableObject {
    @Published var ticks = 0
    @Published var level = 0.0
    @Published var log: [String] = []

    /// Numbers pushed in by hand; each is logged doubled.
    let pushed = PassthroughSubject<Int, Never>()
    /// The current level, mirrored into `level`.
    let levelSubject = CurrentValueSubject<Double, Never>(0.25)
    private var cancellables = Set<AnyCancellable>()
    private var timer: AnyCancellable?

    init() {
        pushed
            .map { $0 * 2 }
            .receive(on: DispatchQueue.main)
            .sink { [weak self] value in self?.log.append("pushed \(value)") }
            .store(in: &cancellables)
        levelSubject
            .removeDuplicates()
            .assign(to: &$level)
        NotificationCenter.default.publisher(for: .tickerReset)
            .receive(on: DispatchQueue.main)
            .sink { [weak self] _ in self?.ticks = 0 }
            .store(in: &cancellables)
        Just("ready")
            .sink { [weak self] word in self?.log.append(word) }
            .store(in: &cancellables)
    }

    /// Counts a tick every `interval` seconds on `runLoop` (the main run loop, in an app),
    /// delivered through the same run loop as a scheduler.
    func start(every interval: TimeInterval, on runLoop: RunLoop = .main) {
        timer = Timer.publish(every: interval, on: runLoop, in: .common)
            .autoconnect()
            .receive(on: runLoop)
            .sink { [weak self] _ in self?.ticks += 1 }
    }

    /// Stops the timer.
    func stop() {
        timer = nil
    }
}
