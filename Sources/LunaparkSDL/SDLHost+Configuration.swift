import Foundation

extension SDLHost {
    /// Choices made when the host starts.
    public struct Configuration: Sendable, Hashable {
        /// How frames reach the screen. Software by default: under Xvfb a
        /// 960x640 frame costs ~0.2 ms to upload and ~0.7 ms to present
        /// (0.7 ms CPU per frame), against ~0.9 ms and ~4.1 ms (5 ms CPU)
        /// through OpenGL on llvmpipe (`lunapark-benchmarks host`).
        public var presentation: PresentationPath
        /// Whether to use the display's vsync when it proves real (accelerated path only).
        public var vsync: Bool
        /// An SDL video driver to use ("x11", "wayland", "offscreen", "dummy"),
        /// or nil for SDL's choice (which also honours SDL_VIDEODRIVER).
        public var videoDriver: String?
        /// The smallest window size in points, each side in 0...`SDLHost.maximumWindowDimension`.
        public var minimumSize: CGSize {
            didSet { minimumSize = Self.clamped(minimumSize) }
        }
        /// How many recent frames `statistics` covers, 1...100,000.
        public var statisticsWindow: Int {
            didSet { statisticsWindow = min(max(statisticsWindow, 1), 100_000) }
        }
        /// Frames in flight (`FrameClock.pipelineDepth`), 1...4 (one texture each). 2, the
        /// default: each frame is built one refresh interval before the frame
        /// it follows is shown, so timeline entries (and their sounds) are
        /// known an interval ahead, for one more interval of input latency.
        /// 1: each frame is built in the interval before it is shown.
        public var pipelineDepth: Int {
            didSet { pipelineDepth = min(max(pipelineDepth, 1), 4) }
        }

        /// Creates a configuration. Values outside their ranges are clamped into them: a
        /// `minimumSize` side that is negative or not a number counts as 0, a larger one as
        /// `SDLHost.maximumWindowDimension`; `statisticsWindow` to 1...100,000;
        /// `pipelineDepth` to 1...4.
        public init(presentation: PresentationPath = .software, vsync: Bool = true,
                    videoDriver: String? = nil, minimumSize: CGSize = CGSize(width: 320, height: 240),
                    statisticsWindow: Int = 240, pipelineDepth: Int = 2) {
            self.presentation = presentation
            self.vsync = vsync
            self.videoDriver = videoDriver
            self.minimumSize = Self.clamped(minimumSize)
            self.statisticsWindow = min(max(statisticsWindow, 1), 100_000)
            self.pipelineDepth = min(max(pipelineDepth, 1), 4)
        }

        /// `size` with each side in 0...`SDLHost.maximumWindowDimension` (not a number: 0).
        static func clamped(_ size: CGSize) -> CGSize {
            func side(_ value: CGFloat) -> CGFloat { value.isNaN ? 0 : min(max(value, 0), SDLHost.maximumWindowDimension) }
            return CGSize(width: side(size.width), height: side(size.height))
        }
    }
}
