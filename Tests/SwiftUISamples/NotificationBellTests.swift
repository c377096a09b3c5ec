import Foundation
import Lunapark
import Testing

/// The bell bounces once per notification; the ringing bell wiggles three times, fast.
@MainActor
struct NotificationBellTests {
    private func isOrange(_ p: RGBA8) -> Bool { p.r > 200 && p.g > 90 && p.g < 200 && p.b < 90 }
    private func isDark(_ p: RGBA8) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 200 }

    @Test func theBellBouncesOncePerNotification() throws {
        let host = HeadlessHost(size: CGSize(width: 240, height: 140)) { NotificationBell() }
        let rest = try #require(host.render().bounds(where: isOrange))
        #expect(rest.height > 30)
        // The button's title sits under the bell; a tap there adds a notification.
        host.tap(at: CGPoint(x: 120, y: rest.maxY + 30))
        var tallest: CGFloat = 0
        for _ in 0..<18 {
            host.advanceFrame()
            tallest = max(tallest, host.render().bounds(where: isOrange)?.height ?? 0)
        }
        // Bounce up: the bell grows to 1.2 times its size about 0.12 s in.
        #expect(tallest > rest.height * 1.12)
        host.advance(by: 0.5)
        let settled = try #require(host.render().bounds(where: isOrange))
        #expect(abs(settled.height - rest.height) <= 1 && abs(settled.midY - rest.midY) <= 1)
        // Nothing plays without a change.
        host.advance(by: 1)
        #expect(host.render().bounds(where: isOrange) == settled)
    }

    @Test func theRingingBellWigglesThreeTimesAtDoubleSpeed() throws {
        let host = HeadlessHost(size: CGSize(width: 120, height: 120)) { RingingBell() }
        let rest = try #require(host.render().bounds(where: isDark))
        host.tap(at: CGPoint(x: 60, y: 60))
        // A play lasts 0.6 s / 2 = 0.3 s: the bell turns (its box's left edge moves) until 0.9 s.
        var turnedFrames = 0
        var lastTurned = 0
        for frame in 0..<60 {
            host.advanceFrame()
            if let box = host.render().bounds(where: isDark), abs(box.minX - rest.minX) >= 2 {
                turnedFrames += 1
                lastTurned = frame
            }
        }
        // Each play's swing dies away (damped), so its turns show in its first part: the third
        // play, from frame 36, still turns; nothing turns after the third.
        #expect(turnedFrames >= 10)
        #expect(lastTurned > 36 && lastTurned < 54)
        host.advance(by: 0.2)
        #expect(host.render().bounds(where: isDark) == rest)
    }
}
