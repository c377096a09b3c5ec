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
        /// The smallest window size in points.
        public var minimumSize: CGSize
        /// How many recent frames `statistics` covers.
        public var statisticsWindow: Int
        /// Frames in flight (`FrameClock.pipelineDepth`), 1 or more. 2, the
        /// default: each frame is built one refresh interval before the frame
        /// it follows is shown, so timeline entries (and their sounds) are
        /// known an interval ahead, for one more interval of input latency.
        /// 1: each frame is built in the interval before it is shown.
        public var pipelineDepth: Int

        /// Creates a configuration.
        public init(presentation: PresentationPath = .software, vsync: Bool = true,
                    videoDriver: String? = nil, minimumSize: CGSize = CGSize(width: 320, height: 240),
                    statisticsWindow: Int = 240, pipelineDepth: Int = 2) {
            self.presentation = presentation
            self.vsync = vsync
            self.videoDriver = videoDriver
            self.minimumSize = minimumSize
            self.statisticsWindow = statisticsWindow
            self.pipelineDepth = max(1, pipelineDepth)
        }
    }
}
