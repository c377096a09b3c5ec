import Testing

/// The module's `print` records into the log of the test that prints, and only there.
@Suite struct ArticlePrintLogTests {
    @Test func printInsideRecordIsCapturedWithSeparator() {
        let log = ArticlePrintLog.record { _ in
            print("new radius is", 42.5, separator: " = ")
            print("second", terminator: "")
        }
        #expect(log.lines == ["new radius is = 42.5", "second"])
    }

    @Test func printOutsideRecordIsNotCaptured() {
        let log = ArticlePrintLog.record { _ in }
        print("not recorded")
        #expect(log.lines.isEmpty)
    }

    @Test func resetForgetsEarlierLines() {
        let log = ArticlePrintLog.record { log in
            print("before")
            log.reset()
            print("after")
        }
        #expect(log.lines == ["after"])
    }

    @Test func concurrentTasksKeepTheirOwnLines() async {
        let logs = await withTaskGroup(of: (Int, [String]).self) { group in
            for task in 0..<8 {
                group.addTask {
                    let log = ArticlePrintLog.record { _ in
                        for step in 0..<50 { print("task \(task) step \(step)") }
                    }
                    return (task, log.lines)
                }
            }
            var result: [Int: [String]] = [:]
            for await (task, lines) in group { result[task] = lines }
            return result
        }
        for task in 0..<8 {
            #expect(logs[task] == (0..<50).map { "task \(task) step \($0)" })
        }
    }
}
