#if canImport(LunaparkRender)
import Foundation
import LunaparkCore
import LunaparkGraph
import LunaparkRender
@testable import LunaparkSDL
import Testing

/// Dots, text and a gradient moving on the virtual clock; `turning` rotates the text.
private struct RasterThreadScene: View {
    var turning: Bool

    var body: some View {
        TimelineView(.animation) { timeline in
            let t = timeline.date.timeIntervalSince(HeadlessHost.defaultReferenceDate)
            ZStack(alignment: .topLeading) {
                LinearGradient(colors: [.yellow, .teal], startPoint: .leading, endPoint: .trailing)
                    .frame(width: 300, height: 40)
                    .offset(y: 60 + 20 * sin(t))
                Text("Rasterized on another thread")
                    .rotationEffect(.degrees(turning ? 40 * t : 0))
                    .offset(x: 20 + 9 * t, y: 70)
                ForEach(0..<60, id: \.self) { index in
                    Circle()
                        .fill(Color(hue: Double(index) / 60, saturation: 0.7, brightness: 0.8))
                        .frame(width: 8, height: 8)
                        .offset(x: Double(index) * 5, y: 80 + 60 * sin(t * 2 + Double(index) / 5))
                }
            }
            .frame(width: 320, height: 180, alignment: .topLeading)
        }
    }
}

/// `ThreadedCairoRasterizer`: the frames the raster thread draws (in bands or whole, the
/// next begun before the one before is taken, as `SDLHost` does) have the bytes of the
/// same display lists drawn one after the other on the main thread.
@MainActor
struct ThreadedCairoRasterizerTests {
    static func lists(turning: Bool, frames: Int) -> [DisplayList] {
        let host = HeadlessHost(size: CGSize(width: 320, height: 180)) { RasterThreadScene(turning: turning) }
        return (0..<frames).map { _ in
            host.advance(by: 0.29)
            return host.displayList
        }
    }

    static func bytes(_ frame: RasterizedFrame, size: PixelSize) -> [[UInt8]] {
        (0..<size.height).map { y in
            Array(UnsafeRawBufferPointer(start: frame.pixels + y * frame.bytesPerRow, count: size.width * 4))
        }
    }

    @Test(arguments: [(false, 1), (false, 2), (true, 2), (false, 3)])
    func theRasterThreadDrawsTheBytesOfASerialPass(turning: Bool, bands: Int) throws {
        let size = PixelSize(width: 640, height: 360)
        let lists = Self.lists(turning: turning, frames: 8)
        let serial = CairoFrameRasterizer()
        let expected = try lists.map { list in
            Self.bytes(try #require(serial.rasterize(list, pixelSize: size, scale: 2)), size: size)
        }
        let threaded = ThreadedCairoRasterizer(bandCount: bands)
        #expect(threaded.bandCount == bands)
        // Two slots, the next frame begun before the one before is taken: the host's pipeline.
        threaded.beginRasterizing(lists[0], pixelSize: size, scale: 2, slot: 0)
        var results: [[[UInt8]]] = []
        for index in lists.indices {
            if index + 1 < lists.count {
                threaded.beginRasterizing(lists[index + 1], pixelSize: size, scale: 2, slot: (index + 1) % 2)
            }
            var delivered: [[UInt8]]?
            let timing = threaded.finishRasterizing(slot: index % 2) { delivered = Self.bytes($0, size: size) }
            #expect(timing.duration > 0)
            results.append(try #require(delivered))
        }
        for index in lists.indices {
            #expect(results[index] == expected[index], "frame \(index) differs")
        }
        #expect(Set(expected[3].joined()).count > 8, "the frames are not blank")
        // Each band's renderer drew every frame when the frame could be split.
        let drawnFrames = threaded.statistics.map(\.frameCount)
        #expect(drawnFrames.first == lists.count)
        #expect(drawnFrames.dropFirst().allSatisfy { $0 == (turning ? 0 : lists.count) })
    }

    @Test func aSlotWithNothingBegunDeliversNothing() {
        let threaded = ThreadedCairoRasterizer(bandCount: 2)
        var calls = 0
        let timing = threaded.finishRasterizing(slot: 1) { _ in calls += 1 }
        #expect(calls == 0 && timing == RasterTiming())
        // A frame too large for a buffer: no pixels, the host shows the previous frame.
        threaded.beginRasterizing(DisplayList(), pixelSize: PixelSize(width: 40_000, height: 10), scale: 1, slot: 1)
        threaded.finishRasterizing(slot: 1) { _ in calls += 1 }
        #expect(calls == 0)
        #expect(threaded.rasterize(DisplayList(), pixelSize: PixelSize(width: 8, height: 8), scale: 1) != nil)
    }
}
#endif
