import Foundation
import Lunapark
import Testing

/// The long chains also run: the heart beats on its own.
@MainActor
struct LongModifierChainsTests {
    @Test func theHeartBeatsOnItsOwn() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 560)) { LongModifierChains() }
        // Red, also at the 80 % opacity of the beat's high point over the white background.
        func heartPixels() -> Int {
            host.render().pixels(in: CGRect(x: 0, y: 0, width: 320, height: 150)) {
                $0.r > 200 && $0.g < 160 && $0.b < 160 && Int($0.r) - Int($0.g) > 80
            }
        }
        let rest = heartPixels()
        // The beat up runs the spring of response 0.3 s, damping 0.5: at 0.25 s it is at
        // 1 - e^(-10.47 * 0.25) (cos 4.53 + 0.578 sin 4.53) = 1.054 of the way, a scale of
        // 1 + 0.2 * 1.054 = 1.21, so the heart covers about 1.21^2 = 1.46 times its area.
        host.advance(by: 0.25)
        let beat = heartPixels()
        #expect(rest > 500, "the heart is drawn (\(rest) pixels)")
        let ratio = Double(beat) / Double(max(rest, 1))
        #expect(ratio > 1.3 && ratio < 1.65, "area ratio \(ratio) at the beat's high point")
    }
}
