import Foundation
import LunaparkCore
@testable import LunaparkGraph
import Testing

/// `FrameHistory`: the span and the memory budget it keeps to, drawings shared between frames.
@Suite struct FrameHistoryTests {
    /// A list of `count` layers, each moved by `offset` and holding one filled square of
    /// version `version` (a new version: new content).
    static func list(count: Int, offset: CGFloat, version: UInt64 = 1, pathPoints: Int = 4) -> DisplayList {
        var items: [DisplayList.Item] = []
        for i in 0..<count {
            items.append(.layer(DisplayList.Layer(id: DisplayID(UInt64(2 * i)), transform: CGAffineTransform(translationX: offset, y: 0))))
            var path = Path()
            path.move(to: .zero)
            for k in 1..<pathPoints { path.addLine(to: CGPoint(x: k, y: k % 7)) }
            items.append(.drawing(DisplayList.Drawing(id: DisplayID(UInt64(2 * i + 1)), version: version,
                                                      bounds: CGRect(x: 0, y: 0, width: 10, height: 10),
                                                      content: .fill(path, .color(Color.Resolved(red: 1, green: 0, blue: 0)), FillStyle()))))
            items.append(.end)
        }
        return DisplayList(items: items)
    }

    @Test func keepsTheLastSpanOfFrames() {
        var history = FrameHistory(span: 10)
        for k in 0...(12 * 60) {
            history.record(Self.list(count: 3, offset: CGFloat(k)), hostTime: Double(k) / 60, sceneTime: 0, animations: [])
        }
        #expect(history.frames.count == 601, "10 s at 60 fps, both ends: \(history.frames.count)")
        #expect(abs(history.frames.first!.hostTime - 2) < 1e-9)
        #expect(history.framesDroppedForMemory == 0)
    }

    @Test func aFrameAtTheSameTimeReplacesTheNewest() {
        var history = FrameHistory()
        history.record(Self.list(count: 2, offset: 0), hostTime: 1, sceneTime: 0, animations: ["a"])
        let bytes = history.estimatedBytes
        history.record(Self.list(count: 2, offset: 5), hostTime: 1, sceneTime: 0, animations: ["a"])
        #expect(history.frames.count == 1)
        #expect(history.estimatedBytes == bytes)
    }

    @Test func unchangedDrawingsAreStoredOnceForEveryFrameThatShowsThem() {
        var history = FrameHistory()
        let one = Self.list(count: 200, offset: 0, pathPoints: 50)
        for k in 0..<600 {
            history.record(Self.list(count: 200, offset: CGFloat(k), pathPoints: 50), hostTime: Double(k) / 60, sceneTime: 0, animations: [])
        }
        let itemArray = 600 * MemoryLayout<DisplayList.Item>.stride
        // 600 item arrays of 600 items, and the 200 paths once.
        #expect(history.estimatedBytes < one.estimatedBytes + 600 * (itemArray + 1024))
        #expect(history.estimatedBytes < 600 * one.estimatedBytes / 4, "sharing: \(history.estimatedBytes) bytes")
        // The shared items are the same boxes: an old frame shows the first offset, its drawings the same paths.
        guard case .layer(let layer) = history.frames[0].displayList.items[0] else { Issue.record("not a layer"); return }
        #expect(layer.transform.tx == 0)
    }

    @Test func theOldestFramesGoWhenTheBudgetIsReached() {
        var history = FrameHistory(span: 10, memoryBudget: FrameHistory.minimumMemoryBudget)
        // Every frame new content: about 100 KB a frame.
        for k in 0..<300 {
            history.record(Self.list(count: 100, offset: 0, version: UInt64(k), pathPoints: 50),
                           hostTime: Double(k) / 60, sceneTime: 0, animations: [])
            #expect(history.estimatedBytes <= history.memoryBudget)
        }
        #expect(history.framesDroppedForMemory > 0)
        #expect(history.frames.count < 30 && history.frames.last!.hostTime == 299.0 / 60)
    }

    @Test func bytesComeBackWhenFramesLeave() {
        var history = FrameHistory(span: 1)
        for k in 0..<300 {
            history.record(Self.list(count: 50, offset: 0, version: UInt64(k % 3)), hostTime: Double(k) / 60, sceneTime: 0, animations: ["x = 1"])
        }
        let steady = history.estimatedBytes
        for k in 300..<600 {
            history.record(Self.list(count: 50, offset: 0, version: UInt64(k % 3)), hostTime: Double(k) / 60, sceneTime: 0, animations: ["x = 1"])
        }
        #expect(abs(history.estimatedBytes - steady) <= 4 * 1024, "\(history.estimatedBytes) vs \(steady)")
        history.removeAll()
        #expect(history.estimatedBytes == 0 && history.isEmpty)
    }

    @Test func indexAtATimeIsTheNewestFrameAtOrBeforeIt() {
        var history = FrameHistory()
        #expect(history.index(at: 1) == nil)
        for k in 0..<10 { history.record(Self.list(count: 1, offset: 0), hostTime: Double(k), sceneTime: 0, animations: []) }
        #expect(history.index(at: -5) == 0)
        #expect(history.index(at: 3) == 3)
        #expect(history.index(at: 3.99) == 3)
        #expect(history.index(at: 100) == 9)
    }

    @Test func limitsOutsideTheirRangesAreClamped() {
        #expect(FrameHistory(span: 0).span == FrameHistory.spanRange.lowerBound)
        #expect(FrameHistory(span: .infinity).span == FrameHistory.spanRange.upperBound)
        #expect(FrameHistory(span: .nan).span == FrameHistory.defaultSpan)
        #expect(FrameHistory(memoryBudget: -1).memoryBudget == FrameHistory.minimumMemoryBudget)
    }
}
