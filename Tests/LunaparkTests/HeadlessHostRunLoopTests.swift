import Dispatch
import Foundation
import Lunapark
import XCTest

/// `HeadlessHost` serves the main run loop between frames: main-queue work
/// and main-actor tasks already enqueued show in the next frame;
/// `advanceInRealTime(by:)` lines the wall clock (Dispatch, timers,
/// `Task.sleep`) up with the virtual one.
///
/// XCTest: only a synchronous test on the main thread can serve the main
/// queue (see `MainRunLoopWaiterTests`).
final class HeadlessHostRunLoopTests: XCTestCase {
    func testMainQueueWorkShowsInTheNextFrame() { MainActor.assumeIsolated { Self.checkMainQueueWorkShowsInTheNextFrame() } }
    func testRealTimeFramesMeetDispatchAndTaskDeadlines() { MainActor.assumeIsolated { Self.checkRealTimeFramesMeetDispatchAndTaskDeadlines() } }

    struct Swatch: View {
        @State var color = Color.red
        let onReady: @MainActor (Binding<Color>) -> Void

        var body: some View {
            color
                .frame(width: 40, height: 40)
                .onAppear { onReady($color) }
        }
    }

    static func isBlue(_ image: RenderedImage) -> Bool {
        let pixel = image.pixel(x: 20, y: 20)
        return pixel.b > 200 && pixel.r < 60
    }

    @MainActor
    static func checkMainQueueWorkShowsInTheNextFrame() {
        var binding: Binding<Color>?
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) { Swatch { binding = $0 } }
        host.advanceFrame()
        let color = try? XCTUnwrap(binding)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue.global().async {
            // A background queue hops to the main queue with its result.
            DispatchQueue.main.async { MainActor.assumeIsolated { color?.wrappedValue = .blue } }
            done.signal()
        }
        done.wait()
        host.advanceFrame()
        XCTAssertTrue(isBlue(host.render()), "the change hopped to the main queue shows in the next frame")
    }

    @MainActor
    static func checkRealTimeFramesMeetDispatchAndTaskDeadlines() {
        var binding: Binding<Color>?
        let host = HeadlessHost(size: CGSize(width: 40, height: 40)) { Swatch { binding = $0 } }
        host.advanceFrame()
        let start = host.time
        var ranAt: [String: TimeInterval] = [:]
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { ranAt["asyncAfter"] = host.time }
        Task { @MainActor in
            try await Task.sleep(for: .seconds(0.35))
            ranAt["Task.sleep"] = host.time
            binding?.wrappedValue = .blue
        }
        host.advanceInRealTime(by: 0.3)
        XCTAssertFalse(isBlue(host.render()), "before the task's time")
        host.advanceInRealTime(by: 0.2)
        XCTAssertTrue(isBlue(host.render()), "after it")
        // Virtual times of the frames before which each ran: its wall-clock delay, within a few
        // frames (Dispatch's leeway is a tenth of the delay; the machine may be loaded).
        let frame = 1 / host.frameRate
        if let t = ranAt["asyncAfter"] { XCTAssertEqual(t - start, 0.2, accuracy: 0.06 + frame) } else { XCTFail("asyncAfter never ran") }
        if let t = ranAt["Task.sleep"] { XCTAssertEqual(t - start, 0.35, accuracy: 0.06 + frame) } else { XCTFail("the task never resumed") }
    }
}
