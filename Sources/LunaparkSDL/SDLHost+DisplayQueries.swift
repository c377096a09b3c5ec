import CSDL2
import Foundation
import LunaparkGraph

extension SDLHost {
    /// The refresh rate in Hz of the display showing `window`, nil when it
    /// reports none (SDL_DisplayMode.refresh_rate is 0 when unknown; Xvfb reports 0).
    static func refreshRate(of window: OpaquePointer) -> Double? {
        var mode = SDL_DisplayMode()
        let displayIndex = SDL_GetWindowDisplayIndex(window)
        guard displayIndex >= 0, SDL_GetCurrentDisplayMode(displayIndex, &mode) == 0, mode.refresh_rate > 0 else {
            return nil
        }
        return Double(mode.refresh_rate)
    }

    /// vsync is only worth asking for where it can be real: an accelerated renderer on a
    /// display that knows its rate. Elsewhere SDL would simulate it with SDL_Delay
    /// (whole milliseconds: 16 ms frames), which the frame clock's timer does better.
    static func shouldRequestVSync(_ configuration: Configuration, refreshRate: Double?) -> Bool {
        configuration.vsync && configuration.presentation == .accelerated && refreshRate != nil
    }

    static func measureScale(window: OpaquePointer, renderer: OpaquePointer) -> DisplayScale {
        var pointWidth: Int32 = 0, pointHeight: Int32 = 0
        SDL_GetWindowSize(window, &pointWidth, &pointHeight)
        var pixelWidth: Int32 = 0, pixelHeight: Int32 = 0
        if SDL_GetRendererOutputSize(renderer, &pixelWidth, &pixelHeight) != 0 {
            pixelWidth = pointWidth
            pixelHeight = pointHeight
        }
        return DisplayScale(pointSize: CGSize(width: Int(pointWidth), height: Int(pointHeight)),
                            pixelSize: PixelSize(width: Int(pixelWidth), height: Int(pixelHeight)))
    }
}
