import CSDL2
import Foundation
import LunaparkGraph

extension SDLHost {
    /// Builds the next frame at its target time, rasterizes it and uploads it
    /// into a free texture slot, where it waits for its present. With a
    /// `PipelinedFrameRasterizer` it only hands the display list to the raster
    /// thread; the pixels are uploaded when the frame is presented.
    func buildFrame() {
        let began = HostClock.now()
        let time = frameClock.beginFrame(at: began)
        let list = content.frame(at: time.targetTimestamp)
        let built = HostClock.now()

        var rastered = built
        var uploaded = built
        var slot: Int?
        let free = pipeline.freeSlot
        if free < resources.textures.count, let pipelined = rasterizer as? any PipelinedFrameRasterizer {
            // Rasterized on the raster thread while this thread goes on; uploaded when presented.
            pipelined.beginRasterizing(list, pixelSize: displayScale.pixelSize, scale: displayScale.scale, slot: free)
            rasteringSlots.insert(free)
            slot = free
            rastered = HostClock.now()
            uploaded = rastered
        } else if free < resources.textures.count {
            let texture = resources.textures[free]
            let frame = rasterizer.rasterize(list, pixelSize: displayScale.pixelSize, scale: displayScale.scale)
            rastered = HostClock.now()
            // Without new pixels the frame shows the newest ones again (FramePipeline.append).
            if let frame {
                SDL_UpdateTexture(texture, nil, frame.pixels, Int32(frame.bytesPerRow))
                slot = free
            }
            uploaded = HostClock.now()
        }
        frameClock.frameBuilt(began: began, at: uploaded)
        pipeline.append(FramePipeline.Frame(
            time: time, slot: slot, began: began,
            phases: FrameStatistics.Phases(build: built - began, raster: rastered - built, upload: uploaded - rastered),
            followsWait: waitedSinceLastFrame))
        needsFrame = false
        waitedSinceLastFrame = false
    }

    /// Presents the oldest waiting frame at its slot and records its statistics.
    func presentWaitingFrame() {
        guard let renderer = resources.renderer, let frame = pipeline.takeFrameToPresent(at: HostClock.now()) else {
            return
        }
        var phases = frame.phases
        var shownSlot = frame.slot
        if let slot = frame.slot, rasteringSlots.remove(slot) != nil {
            shownSlot = finishRasterizing(slot: slot, phases: &phases)
        }
        let copyStart = HostClock.now()
        if let slot = shownSlot, slot < resources.textures.count {
            // The texture covers the whole target, so no SDL_RenderClear is needed
            // (SDL wiki, SDL_RenderPresent: the backbuffer is undefined after a present).
            SDL_RenderCopy(renderer, resources.textures[slot], nil, nil)
        } else {
            // No pixels (SDL could not make a texture of this size): black rather than an undefined backbuffer.
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
        }
        let copied = HostClock.now()
        var presentStart = copied
        if let deadline = frameClock.presentDeadline(for: frame.time, at: copied) {
            sleepServingRunLoop(until: deadline)
            presentStart = HostClock.now()
        }
        // Lateness against the target: the timer's precision, or by how much a deadline was missed.
        let lateness = frameClock.pacing == .timer ? max(0, presentStart - frame.time.targetTimestamp) : 0
        SDL_RenderPresent(renderer)
        let presentEnd = HostClock.now()
        if frameClock.didPresent(frame.time, started: presentStart, returned: presentEnd) == .switchedToTimer {
            // The probe found vsync fake: stop SDL from waiting in present; the timer paces now.
            SDL_RenderSetVSync(renderer, 0)
        }

        presentedSlot = shownSlot
        phases.upload += copied - copyStart
        phases.pacingWait = presentStart - copied
        phases.present = presentEnd - presentStart
        phases.lateness = lateness
        phases.latency = presentEnd - frame.began
        statistics.record(phases, presentReturned: presentEnd, continuous: !frame.followsWait)
        statistics.lastPresentedTarget = frame.time.targetTimestamp
        statistics.pacing = frameClock.pacing
        statistics.refreshInterval = frameClock.refreshInterval
        statistics.missedDeadlines = frameClock.missedDeadlines
        statistics.droppedFrames = pipeline.droppedFrames
        if statistics.firstFrameLatency == nil, let processStart {
            statistics.firstFrameLatency = presentEnd - processStart
        }
        updateTitle()
        onFramePresented?(statistics)
    }

    /// Waits for the raster thread's pixels of the frame in `slot`, uploads them
    /// into the slot's texture, and adds the times to `phases`. Returns the slot to
    /// show: `slot`, or the one shown before when no pixels could be made.
    private func finishRasterizing(slot: Int, phases: inout FrameStatistics.Phases) -> Int? {
        guard let pipelined = rasterizer as? any PipelinedFrameRasterizer else { return slot }
        var uploaded = false
        var uploadTime: TimeInterval = 0
        let timing = pipelined.finishRasterizing(slot: slot) { frame in
            guard slot < resources.textures.count else { return }
            let start = HostClock.now()
            SDL_UpdateTexture(resources.textures[slot], nil, frame.pixels, Int32(frame.bytesPerRow))
            uploadTime = HostClock.now() - start
            uploaded = true
        }
        frameClock.frameRasterized(duration: timing.duration)
        phases.raster = timing.duration
        phases.rasterWait = timing.waited
        phases.upload = uploadTime
        return uploaded ? slot : presentedSlot
    }

    /// Drops the frames waiting to be presented (their pixels are the wrong
    /// size, lost, or stale); the next frame is built anew, never at an
    /// earlier target than theirs.
    func discardWaitingFrames(pixelsLost: Bool) {
        // Their raster jobs finish unseen; the next job in a slot waits for the one before.
        rasteringSlots.removeAll()
        if pixelsLost { presentedSlot = nil }
        if pipeline.discardWaitingFrames(pixelsLost: pixelsLost) > 0 {
            frameClock.discardUnpresentedFrames()
            statistics.droppedFrames = pipeline.droppedFrames
        }
        needsFrame = true
    }

    /// Replaces the streaming textures (one per pipeline slot) with ones of the drawable's pixel size.
    func recreateTextures() throws(SDLHostError) {
        for texture in resources.textures { SDL_DestroyTexture(texture) }
        resources.textures = []
        let size = displayScale.pixelSize
        guard !size.isEmpty, let renderer = resources.renderer else { return }
        for _ in 0..<pipeline.depth {
            // ARGB8888 is cairo's ARGB32 on little-endian hosts: the rasterizer's bytes upload as they are.
            guard let texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue,
                                                  Int32(SDL_TEXTUREACCESS_STREAMING.rawValue),
                                                  Int32(size.width), Int32(size.height)) else {
                let error = SDLWindowResources.lastError()
                for texture in resources.textures { SDL_DestroyTexture(texture) }
                resources.textures = []
                throw .textureCreationFailed(error)
            }
            // The frame is opaque where the content is; blending would only cost time.
            SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
            resources.textures.append(texture)
        }
    }
}
