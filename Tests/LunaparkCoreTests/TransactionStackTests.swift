import Foundation
import LunaparkCore
import Testing

/// `withAnimation` and `withTransaction` from any isolation: the current transaction is the calling thread's.
struct TransactionStackTests {
    @Test func withAnimationIsCallableOffTheMainActorAndNests() {
        #expect(Transaction._current == nil)
        let outer = withAnimation(.linear(duration: 2)) { () -> Animation? in
            let inner = withTransaction(\.disablesAnimations, true) { Transaction._current }
            // The inner transaction is a copy of the outer one with the change.
            #expect(inner?.disablesAnimations == true)
            #expect(inner?.animation == .linear(duration: 2))
            return Transaction._current?.animation
        }
        #expect(outer == .linear(duration: 2))
        #expect(Transaction._current == nil)
    }

    @Test func eachThreadHasItsOwnCurrentTransaction() {
        let entered = DispatchSemaphore(value: 0), release = DispatchSemaphore(value: 0), done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var seenOnOtherThread: Bool?
        let thread = Thread {
            withAnimation(.bouncy) {
                entered.signal()
                release.wait()
                seenOnOtherThread = Transaction._current?.animation != nil
            }
            done.signal()
        }
        thread.start()
        entered.wait()
        // The other thread is inside its withAnimation; this one is not.
        #expect(Transaction._current == nil)
        release.signal()
        done.wait()
        #expect(seenOnOtherThread == true)
    }
}
