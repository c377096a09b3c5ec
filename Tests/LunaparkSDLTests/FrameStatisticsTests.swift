import XCTest
@testable import LunaparkSDL

final class FrameStatisticsTests: XCTestCase {
    func testIntervalsMedianAndDeviation() {
        var statistics = FrameStatistics(window: 100)
        statistics.refreshInterval = 0.016
        var time = 0.0
        for index in 0..<101 {
            time += index == 50 ? 0.020 : 0.016
            statistics.record(.init(build: 0.001, raster: 0.002, upload: 0.003, present: 0.004),
                              presentReturned: time, continuous: true)
        }
        XCTAssertEqual(statistics.frameCount, 101)
        XCTAssertEqual(statistics.frameIntervals.count, 100)
        XCTAssertEqual(statistics.medianFrameInterval ?? 0, 0.016, accuracy: 1e-9)
        XCTAssertEqual(statistics.intervalDeviation(percentile: 0.99) ?? 0, 0, accuracy: 1e-9)
        XCTAssertEqual(statistics.intervalDeviation(percentile: 1) ?? 0, 0.004, accuracy: 1e-9)
        XCTAssertEqual(statistics.meanPhases.raster, 0.002, accuracy: 1e-12)
        XCTAssertEqual(statistics.last.present, 0.004)
    }

    func testGapsAfterIdleAreNotIntervals() {
        var statistics = FrameStatistics()
        statistics.record(.init(), presentReturned: 1, continuous: false)
        statistics.record(.init(), presentReturned: 1.016, continuous: true)
        statistics.record(.init(), presentReturned: 9, continuous: false)
        statistics.record(.init(), presentReturned: 9.017, continuous: true)
        XCTAssertEqual(statistics.frameIntervals.count, 2)
        XCTAssertEqual(statistics.frameIntervals[0], 0.016, accuracy: 1e-9)
        XCTAssertEqual(statistics.frameIntervals[1], 0.017, accuracy: 1e-9)
    }

    func testWindowKeepsTheNewestIntervals() {
        var statistics = FrameStatistics(window: 3)
        for index in 0..<6 {
            statistics.record(.init(), presentReturned: Double(index * index), continuous: true)
        }
        XCTAssertEqual(statistics.frameIntervals, [5, 7, 9])
    }

    func testSummaryNamesPacingAndRenderer() {
        var statistics = FrameStatistics()
        statistics.rendererName = "software"
        statistics.record(.init(), presentReturned: 1, continuous: false)
        statistics.record(.init(), presentReturned: 1 + 1.0 / 60, continuous: true)
        XCTAssertTrue(statistics.summary.hasPrefix("60.0 fps (16.67 ms"), statistics.summary)
        XCTAssertTrue(statistics.summary.contains("paced by timer"))
        XCTAssertTrue(statistics.summary.contains("renderer software"))
        XCTAssertFalse(statistics.summary.contains("\n"))
    }

    func testLatencyAndDroppedFramesAreReported() {
        var statistics = FrameStatistics(window: 10)
        for latency in [0.030, 0.031, 0.032, 0.050] {
            statistics.record(.init(latency: latency), presentReturned: latency, continuous: false)
        }
        statistics.droppedFrames = 2
        statistics.missedDeadlines = 1
        XCTAssertEqual(statistics.latency(percentile: 0.5) ?? 0, 0.031, accuracy: 1e-12)
        XCTAssertEqual(statistics.meanPhases.latency, 0.03575, accuracy: 1e-12)
        XCTAssertTrue(statistics.summary.contains("latency 35.75 ms; 1 missed, 2 dropped"), statistics.summary)
    }
}
