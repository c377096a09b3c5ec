import Foundation

/// The current transactions of one thread, innermost last (what
/// `withTransaction` pushes and `Transaction._current` reads).
///
/// Thread-local, as SwiftUI's current transaction is: `withAnimation` may be
/// called from any isolation, and a body runs synchronously on the thread that
/// called it, so a stack per thread is exactly the transactions enclosing the
/// running code. Kept in a POSIX thread-specific slot (one lookup, no lock),
/// made on a thread's first use and released when the thread ends.
final class TransactionStack {
    var transactions: [Transaction] = []

    /// The calling thread's stack.
    static var current: TransactionStack {
        if let raw = pthread_getspecific(key) {
            return Unmanaged<TransactionStack>.fromOpaque(raw).takeUnretainedValue()
        }
        let stack = TransactionStack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    /// The thread-specific slot; its destructor releases a finished thread's stack.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { raw in
            guard let raw else { return }
            Unmanaged<TransactionStack>.fromOpaque(raw).release()
        }
        precondition(status == 0, "lunapark: no thread-specific slot for the current transaction (pthread_key_create: \(status))")
        return key
    }()
}
