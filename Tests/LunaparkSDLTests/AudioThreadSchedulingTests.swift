import Foundation
import Synchronization
import Testing
@testable import LunaparkSDL

@Suite struct AudioThreadSchedulingTests {
    /// Runs `body` on a new thread of its own (so the test runner's threads keep their scheduling).
    static func onNewThread<T: Sendable>(_ body: @escaping @Sendable () -> T) -> T {
        let result = Mutex<T?>(nil)
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.withLock { $0 = body() }
            done.signal()
        }
        thread.start()
        done.wait()
        return result.withLock { $0! }
    }

    @Test func reportsTheSchedulingTheThreadReallyGot() {
        let (reported, policy, priority) = Self.onNewThread { () -> (AudioThreadScheduling, Int32, Int32) in
            let reported = AudioThreadScheduling.raiseCurrentThread()
            var policy: Int32 = 0
            var parameters = sched_param()
            pthread_getschedparam(pthread_self(), &policy, &parameters)
            return (reported, policy, parameters.sched_priority)
        }
        switch reported {
        case let .realtime(requested):
            #expect(policy == SCHED_RR)
            #expect(Int(priority) == requested)
            #expect(requested == AudioThreadScheduling.requestedPriority)
        case .timeSharing:
            #expect(policy == SCHED_OTHER, "refused: the thread keeps time-sharing")
        case .unknown:
            Issue.record("raiseCurrentThread always answers")
        }
    }

    @Test func describesEachCaseInWords() {
        #expect(AudioThreadScheduling.realtime(priority: 4).description == "round-robin real-time, priority 4")
        #expect(AudioThreadScheduling.realtime(priority: 4).priority == 4)
        #expect(AudioThreadScheduling.timeSharing.priority == nil)
        #expect(AudioThreadScheduling.unknown.description == "not yet running")
    }
}
