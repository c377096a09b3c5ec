import Foundation
import Lunapark
import Testing

/// The onboarding pager on pixels: Next slides to the next page in its `withAnimation`, a
/// flick goes one page on, a short slow drag springs back, the dots follow the page and sit
/// on their capsule; the gallery's deprecated style hides them.
@MainActor
struct OnboardingPagerTests {
    private let size = CGSize(width: 320, height: 480)

    private func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 90 && p.b < 90 }
    private func isGreen(_ p: RGBA8) -> Bool { p.g > 150 && p.r < 100 && p.b < 120 }
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 && p.g > 90 && p.g < 150 }

    /// The pixels of one row of the pages (y 60) that `test` accepts.
    private func row(_ host: HeadlessHost, _ test: (RGBA8) -> Bool) -> Int {
        host.render().pixels(in: CGRect(x: 0, y: 60, width: 320, height: 1), where: test)
    }

    /// The bottom of the pages: the first row from the bottom up that is red, green or blue at x 5.
    private func pagesBottom(_ image: RenderedImage) -> Int {
        (0..<480).reversed().first { y in let p = image.pixel(x: 5, y: y); return isRed(p) || isGreen(p) || isBlue(p) } ?? 0
    }

    @Test func nextSlidesToTheNextPageInItsAnimation() {
        let host = HeadlessHost(size: size) { OnboardingView() }
        let bottom = pagesBottom(host.render())
        #expect(bottom > 380 && bottom < 440, "the pages above the button: \(bottom)")
        #expect(row(host, isRed) == 320)
        let next = CGPoint(x: 160, y: CGFloat(bottom + 480) / 2)
        host.tap(at: next)
        host.advance(by: 0.23)
        let red = row(host, isRed), green = row(host, isGreen)
        #expect(red > 60 && green > 60 && red + green > 300, "half-way: \(red) red, \(green) green")
        host.advance(by: 1)
        #expect(row(host, isGreen) == 320)
        // The dots: the middle one white now, on the dark capsule.
        let image = host.render()
        let dotsY = bottom - 8 - 13
        let white = { (x: Int) in image.pixel(x: x, y: dotsY) }
        #expect(white(160).r > 240 && white(160).g > 240, "the current dot: \(white(160))")
        #expect(white(144).g < 220 && white(144).g > white(134).g, "a dimmer dot left of it: \(white(144))")
        #expect(white(134).g < image.pixel(x: 100, y: dotsY).g, "the capsule darkens the page")
        host.tap(at: next)
        host.advance(by: 1)
        #expect(row(host, isBlue) == 320)
    }

    @Test func aFlickGoesToTheNextPageAndAShortDragSpringsBack() {
        let host = HeadlessHost(size: size) { OnboardingView() }
        // Held part of the way: the pages follow the pointer.
        host.press(at: CGPoint(x: 250, y: 200))
        for x in stride(from: 240, through: 150, by: -10) {
            host.movePressed(to: CGPoint(x: CGFloat(x), y: 200))
            host.advanceFrame()
        }
        let green = row(host, isGreen)
        #expect(green > 85 && green < 115, "the next page 100 points in: \(green)")
        // Slowly released there: back to the first page, with a spring.
        host.advance(by: 0.5)
        host.movePressed(to: CGPoint(x: 150, y: 200))
        host.release(at: CGPoint(x: 150, y: 200))
        host.advanceFrame()
        let settling = row(host, isGreen)
        #expect(settling > 0 && settling < green, "springing back: \(settling)")
        host.advance(by: 1)
        #expect(row(host, isRed) == 320)
        // A quick flick of 80 points: on to the second page.
        host.drag(from: CGPoint(x: 240, y: 200), to: CGPoint(x: 160, y: 200), duration: 0.08)
        host.advance(by: 1)
        #expect(row(host, isGreen) == 320)
        // Past the first page, dragged right, it is rubber-banded and comes back.
        host.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.4)
        host.advance(by: 1)
        #expect(row(host, isRed) == 320)
        host.drag(from: CGPoint(x: 60, y: 200), to: CGPoint(x: 300, y: 200), duration: 0.4)
        host.advance(by: 1)
        #expect(row(host, isRed) == 320, "no page before the first")
    }

    @Test func theDeprecatedStyleWithoutDots() {
        let host = HeadlessHost(size: size) { GalleryView() }
        let image = host.render()
        let white = image.pixels(in: CGRect(x: 100, y: 420, width: 120, height: 60)) { $0.r > 240 && $0.g > 240 && $0.b > 240 }
        #expect(white == 0, "no dots: \(white)")
        host.drag(from: CGPoint(x: 260, y: 240), to: CGPoint(x: 140, y: 240), duration: 0.1)
        host.advance(by: 1)
        let second = host.render().pixel(x: 20, y: 20)
        #expect(second.r > 240 && second.g > 180 && second.b < 60, "the yellow page: \(second)")
    }
}
