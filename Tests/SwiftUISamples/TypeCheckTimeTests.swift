import Foundation
import Lunapark
import Testing

/// How long Swift takes to type-check long modifier chains written against Lunapark.
///
/// A library with many overloads of one modifier (several `scaleEffect`s, `offset`s, literal
/// types that convert to both `Double` and `CGFloat`) can make one SwiftUI expression take
/// seconds to type-check, or make the compiler give up ("unable to type-check this expression
/// in reasonable time") where SwiftUI's own overload set compiles it. These tests type-check
/// `LongModifierChains.swift` on its own, with the compiler's flags for this test target read
/// from SwiftPM's build manifest, and `-warn-long-expression-type-checking`, which names every
/// expression that took longer than the limit. Measured on the 2-core test machine at load 12
/// (three runs): 49-76 ms for the slowest expression and 129-172 ms for the whole body, so the
/// limit of one second leaves room for a busier machine.
struct TypeCheckTimeTests {
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("LongModifierChains.swift")

    @Test func longModifierChainsTypeCheckInUnderASecondEach() throws {
        let compiler = try SampleCompilerInvocation.forThisTestTarget()
        let result = try compiler.typeCheck(Self.fixture, slowExpressionMilliseconds: 1000)
        #expect(result.status == 0, "type-check failed:\n\(result.output)")
        #expect(!result.output.contains("reasonable time"), "\(result.output)")
        #expect(!result.output.contains("to type-check (limit"), "a slow expression:\n\(result.output)")
    }

    /// The check above can fail: with a limit of 1 ms the same file reports slow expressions.
    @Test func aLimitBelowTheMeasuredTimeReportsTheExpression() throws {
        let compiler = try SampleCompilerInvocation.forThisTestTarget()
        let result = try compiler.typeCheck(Self.fixture, slowExpressionMilliseconds: 1)
        #expect(result.status == 0, "type-check failed:\n\(result.output)")
        #expect(result.output.contains("to type-check (limit: 1ms)"), "\(result.output)")
    }
}
