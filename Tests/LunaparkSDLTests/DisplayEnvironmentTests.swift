import Testing
@testable import LunaparkSDL

/// Which display the environment names, and the one-line errors, without SDL.
struct DisplayEnvironmentTests {
    @Test func noDisplayVariablesMeansNoDisplay() {
        let environment = DisplayEnvironment(variables: ["DISPLAY": "", "HOME": "/root"])
        #expect(environment.driverForNamedDisplay == nil)
        #expect(throws: SDLHostError.noDisplay) { try environment.checkDisplay() }
    }

    @Test func anExplicitDriverNeedsNoDisplayVariable() throws {
        let environment = DisplayEnvironment(variables: [:])
        try environment.checkDisplay(videoDriver: "offscreen")
        try DisplayEnvironment(variables: ["SDL_VIDEODRIVER": "dummy"]).checkDisplay()
    }

    @Test func waylandComesBeforeX11AsInSDL() {
        #expect(DisplayEnvironment(variables: ["DISPLAY": ":0"]).driverForNamedDisplay == "x11")
        let both = DisplayEnvironment(variables: ["DISPLAY": ":0", "WAYLAND_DISPLAY": "wayland-0"])
        #expect(both.driverForNamedDisplay == "wayland,x11")
        #expect(both.namedDisplay == "wayland-0")
    }

    @Test func videoInitErrorNamesTheDisplayUnlessADriverWasChosen() {
        let environment = DisplayEnvironment(variables: ["DISPLAY": ":7"])
        #expect(environment.videoInitError(reason: "no X", driverChosen: nil) == .videoInitFailed(reason: "no X", display: ":7"))
        #expect(environment.videoInitError(reason: "no X", driverChosen: "x11") == .videoInitFailed(reason: "no X", display: nil))
    }
}
