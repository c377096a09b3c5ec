import XCTest
@testable import LunaparkSDL

final class DisplayScaleTests: XCTestCase {
    func testRetinaScale() {
        let scale = DisplayScale(pointSize: CGSize(width: 800, height: 600), pixelSize: PixelSize(width: 1600, height: 1200))
        XCTAssertEqual(scale.scale, 2)
        XCTAssertEqual(scale.points(fromPixels: 300, 101), CGPoint(x: 150, y: 50.5))
        let pixels = scale.pixels(fromPoints: CGPoint(x: 10, y: 20.25))
        XCTAssertEqual(pixels.x, 20)
        XCTAssertEqual(pixels.y, 40.5)
    }

    func testX11IsOneToOne() {
        let scale = DisplayScale(pointSize: CGSize(width: 960, height: 640), pixelSize: PixelSize(width: 960, height: 640))
        XCTAssertEqual(scale.scale, 1)
        XCTAssertEqual(scale.points(fromPixels: 17, 33), CGPoint(x: 17, y: 33))
    }

    func testFractionalScaleRoundsToWholePixels() {
        XCTAssertEqual(DisplayScale.pixelSize(for: CGSize(width: 801, height: 601), scale: 1.5),
                       PixelSize(width: 1202, height: 902))
        let scale = DisplayScale(pointSize: CGSize(width: 800, height: 600), pixelSize: PixelSize(width: 1200, height: 900))
        XCTAssertEqual(scale.scale, 1.5)
    }

    func testEmptyWindowHasUnitScale() {
        let scale = DisplayScale(pointSize: .zero, pixelSize: PixelSize(width: 0, height: 0))
        XCTAssertEqual(scale.scale, 1)
        XCTAssertTrue(scale.pixelSize.isEmpty)
    }
}
