import Foundation
import Testing
@testable import LunaparkCore

private struct SourceKey: TransactionKey {
    static var defaultValue: String { "unknown" }
}

@MainActor
@Suite struct TransactionTests {
    @Test func defaults() {
        let transaction = Transaction()
        #expect(transaction.animation == nil)
        #expect(!transaction.disablesAnimations)
        #expect(!transaction.isContinuous)
        #expect(!transaction.isAnimated)
        #expect(Transaction(animation: .easeIn).isAnimated)
    }

    @Test func currentTransactionNests() {
        #expect(Transaction._current == nil)
        withAnimation {
            #expect(Transaction._current?.animation == .default)
            withTransaction(Transaction(animation: .linear)) {
                #expect(Transaction._current?.animation == .linear)
                withAnimation(nil) {
                    #expect(Transaction._current != nil)
                    #expect(Transaction._current?.animation == nil)
                }
            }
            #expect(Transaction._current?.animation == .default)
        }
        #expect(Transaction._current == nil)
        let result = withAnimation(.snappy) { 42 }
        #expect(result == 42)
    }

    @Test func withTransactionKeyPath() {
        withTransaction(\.disablesAnimations, true) {
            #expect(Transaction._current?.disablesAnimations == true)
        }
    }

    @Test func withAnimationRethrows() {
        struct Failure: Error {}
        #expect(throws: Failure.self) { try withAnimation { throw Failure() } }
        #expect(Transaction._current == nil)
    }

    @Test func customValues() {
        var transaction = Transaction()
        #expect(transaction[SourceKey.self] == "unknown")
        transaction[SourceKey.self] = "drag"
        #expect(transaction[SourceKey.self] == "drag")
    }

    @Test func completionsAreRecordedWithTheirCriteria() {
        var transaction = Transaction()
        transaction.addAnimationCompletion {}
        transaction.addAnimationCompletion(criteria: .removed) {}
        #expect(transaction.animationCompletions.map(\.criteria) == [.logicallyComplete, .removed])
        withAnimation(.linear, completionCriteria: .removed, {
            #expect(Transaction._current?.animationCompletions.last?.criteria == .removed)
        }, completion: {})
    }
}
