import Foundation
import LunaparkGraph
@testable import LunaparkSDL
import Testing

/// `SDLHost`'s size and configuration with values no window can have: refused with a typed
/// error (the size) or clamped as documented (the configuration), never trapped on.
@MainActor
struct SDLHostArgumentTests {
    @MainActor final class StillContent: FrameProducing {
        var viewportSize: CGSize = .zero
        func frame(at time: TimeInterval) -> DisplayList { DisplayList() }
        func handle(_ event: InputEvent, at time: TimeInterval) {}
        var frameRequest: FrameRequest { .idle }
        var title: String? { nil }
    }

    @MainActor final class NoPixels: FrameRasterizer {
        func rasterize(_ list: DisplayList, pixelSize: PixelSize, scale: Double) -> RasterizedFrame? { nil }
    }

    @Test(arguments: [CGSize(width: CGFloat.infinity, height: 640), CGSize(width: 1e10, height: 640),
                      CGSize(width: 960, height: CGFloat.nan), CGSize(width: 0, height: 640),
                      CGSize(width: -960, height: 640), CGSize(width: 16_385, height: 100)])
    func aWindowSizeNoWindowCanHaveIsAUsageError(size: CGSize) {
        do {
            _ = try SDLHost(title: "size", size: size, content: StillContent(), rasterizer: NoPixels(),
                            configuration: SDLHost.Configuration(videoDriver: "dummy"))
            Issue.record("a \(size) window opened")
        } catch {
            guard case .invalidWindowSize = error else {
                Issue.record("\(error)")
                return
            }
        }
        let error = SDLHostError.invalidWindowSize(width: Double(size.width), height: Double(size.height))
        #expect(error.exitStatus == 64)
        #expect(!error.description.contains("\n") && error.description.contains("16384"))
    }

    @Test func theConfigurationClampsWhatIsOutOfRange() {
        var configuration = SDLHost.Configuration(minimumSize: CGSize(width: CGFloat.nan, height: .infinity),
                                                  statisticsWindow: -3, pipelineDepth: 1_000_000_000)
        #expect(configuration.minimumSize == CGSize(width: 0, height: SDLHost.maximumWindowDimension))
        #expect(configuration.statisticsWindow == 1)
        #expect(configuration.pipelineDepth == 4)
        configuration.pipelineDepth = -1
        configuration.statisticsWindow = .max
        configuration.minimumSize = CGSize(width: -1, height: 200)
        #expect(configuration.pipelineDepth == 1)
        #expect(configuration.statisticsWindow == 100_000)
        #expect(configuration.minimumSize == CGSize(width: 0, height: 200))
    }
}
