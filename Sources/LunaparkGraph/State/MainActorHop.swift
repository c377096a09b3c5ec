import Foundation
import LunaparkCore

/// Brings a change notification from whatever thread made the change to the
/// main actor, where the render tree lives, with the transaction that was
/// current on that thread (so `withAnimation` around a change made on a
/// background thread still animates it, as in SwiftUI).
enum MainActorHop {
    /// Marks the main queue, so code running on it is known to be on the main actor
    /// even when the queue is drained by a worker thread (under `dispatchMain()`, as in `swift test`).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs on the main actor: the main thread, or a block of the main queue.
    static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Runs `work` with the calling thread's current transaction (or none): at once when the
    /// caller is on the main actor, else on the main queue's next turn.
    static func run(_ work: @escaping @MainActor (Transaction) -> Void) {
        let transaction = Transaction._current ?? Transaction()
        if isOnMainActor {
            MainActor.assumeIsolated { work(transaction) }
        } else {
            let carried = TransactionCarrier(transaction: transaction, work: work)
            DispatchQueue.main.async { MainActor.assumeIsolated { carried.work(carried.transaction) } }
        }
    }
}

/// A transaction and the work to run with it, handed once from the thread of a change to the
/// main queue: neither side touches it after the hand-over, so no lock is needed.
private final class TransactionCarrier: @unchecked Sendable {
    let transaction: Transaction
    let work: @MainActor (Transaction) -> Void

    init(transaction: Transaction, work: @escaping @MainActor (Transaction) -> Void) {
        self.transaction = transaction
        self.work = work
    }
}
