import XCTest
@testable import LunaparkSDL

final class SDLHostErrorTests: XCTestCase {
    func testMessagesAreOneLine() {
        let errors: [SDLHostError] = [
            .noDisplay,
            .videoInitFailed(reason: "No available video device", display: ":99"),
            .videoInitFailed(reason: "x", display: nil),
            .windowCreationFailed("x"), .rendererCreationFailed("x"), .textureCreationFailed("x"),
        ]
        for error in errors {
            XCTAssertFalse(error.description.contains("\n"))
            XCTAssertFalse(error.description.isEmpty)
        }
        XCTAssertEqual(SDLHostError.noDisplay.description, "no display: set DISPLAY or use --headless")
        XCTAssertEqual(SDLHostError.videoInitFailed(reason: "No available video device", display: ":99").description,
                       "video: cannot open display :99 (No available video device)")
    }

    func testExitStatuses() {
        XCTAssertEqual(SDLHostError.noDisplay.exitStatus, 69)
        XCTAssertEqual(SDLHostError.videoInitFailed(reason: "", display: nil).exitStatus, 69)
        XCTAssertEqual(SDLHostError.rendererCreationFailed("").exitStatus, 71)
    }
}
