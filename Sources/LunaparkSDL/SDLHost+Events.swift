import CSDL2
import Foundation
import LunaparkGraph

extension SDLHost {
    func processPendingEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            handle(event)
        }
        updateTitle()
    }

    func handle(_ event: SDL_Event) {
        switch SDL_EventType(event.type) {
        case SDL_QUIT:
            isRunning = false
        case SDL_WINDOWEVENT:
            switch SDL_WindowEventID(UInt32(event.window.event)) {
            case SDL_WINDOWEVENT_SIZE_CHANGED:
                updateSize()
            case SDL_WINDOWEVENT_DISPLAY_CHANGED:
                // Another monitor: maybe another scale and another refresh rate.
                updateSize()
                updateRefreshRate()
            case SDL_WINDOWEVENT_EXPOSED:
                needsFrame = true
            case SDL_WINDOWEVENT_RESTORED, SDL_WINDOWEVENT_SHOWN:
                needsFrame = true
                updateScenePhase()
            case SDL_WINDOWEVENT_FOCUS_GAINED, SDL_WINDOWEVENT_FOCUS_LOST, SDL_WINDOWEVENT_MINIMIZED,
                 SDL_WINDOWEVENT_HIDDEN:
                updateScenePhase()
            default:
                break
            }
        case SDL_RENDER_DEVICE_RESET:
            // Textures are lost (SDL wiki, SDL_EventType), with the waiting frames' pixels: make new ones.
            discardWaitingFrames(pixelsLost: true)
            try? recreateTextures()
            needsFrame = true
        case SDL_RENDER_TARGETS_RESET:
            needsFrame = true
        default:
            if let input = SDLInputTranslator.inputEvent(from: event) {
                content.handle(input, at: HostClock.now())
            }
        }
    }

    /// Sets the scene's phase from the window's flags: minimized or hidden is `.background`,
    /// shown with the keyboard focus `.active`, shown without it `.inactive`.
    func updateScenePhase() {
        guard let window = resources.window else { return }
        let flags = SDL_GetWindowFlags(window)
        let hidden = SDL_WINDOW_MINIMIZED.rawValue | SDL_WINDOW_HIDDEN.rawValue
        let phase: ScenePhase = flags & hidden != 0 ? .background
            : flags & SDL_WINDOW_INPUT_FOCUS.rawValue != 0 ? .active : .inactive
        if let graph = content as? ViewGraph {
            graph.scenePhase = phase
        } else if let inspected = content as? InspectedContent {
            inspected.scene.scenePhase = phase
        }
    }

    func updateSize() {
        guard let window = resources.window, let renderer = resources.renderer else { return }
        let scale = Self.measureScale(window: window, renderer: renderer)
        let pixelsChanged = scale.pixelSize != displayScale.pixelSize
        // A waiting frame was drawn for the old size: never show it in the new window.
        if scale != displayScale { discardWaitingFrames(pixelsLost: pixelsChanged) }
        displayScale = scale
        updateDisplayScaleEnvironment()
        if pixelsChanged { try? recreateTextures() }
        if content.viewportSize != scale.pointSize { content.viewportSize = scale.pointSize }
        needsFrame = true
    }

    /// Starts a new frame clock when the window's display reports another refresh rate.
    func updateRefreshRate() {
        guard let window = resources.window, let renderer = resources.renderer else { return }
        let rate = Self.refreshRate(of: window)
        guard rate != statistics.reportedRefreshRate else { return }
        let requestVSync = Self.shouldRequestVSync(configuration, refreshRate: rate)
        SDL_RenderSetVSync(renderer, requestVSync ? 1 : 0)
        // Waiting frames were planned on the old display's slots; the new clock starts after them.
        discardWaitingFrames(pixelsLost: false)
        let evaluatedUpTo = frameClock.latestTarget
        frameClock = FrameClock(reportedRefreshRate: rate, vsyncRequested: requestVSync,
                                pipelineDepth: configuration.pipelineDepth)
        frameClock.discardUnpresentedFrames(evaluatedUpTo: evaluatedUpTo)
        needsFrame = true
        statistics.reportedRefreshRate = rate
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        waitedSinceLastFrame = true
    }

    func updateTitle() {
        let wanted = content.title ?? defaultTitle
        guard wanted != shownTitle, let window = resources.window else { return }
        SDL_SetWindowTitle(window, wanted)
        shownTitle = wanted
    }
}
