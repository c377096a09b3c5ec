import Foundation
import Lunapark
import Testing

/// The contact search on pixels: typing into the field under the title filters the list
/// (with an animation), and Cancel brings every contact back. Window 320 x 600: the title
/// rows and the search row take y 0...148; the list is inset grouped (iOS's default): its rows start 35 points
/// lower, at 183, are 54 points tall (a 32-point avatar + insets) and 16 + 20 points in.
@MainActor
struct ContactSearchTests {
    /// The number of avatars (blue circles) in the avatar column (x 40, left of the initials).
    private func avatars(_ image: RenderedImage) -> Int {
        var count = 0, inside = false
        for y in 148..<600 {
            let p = image.pixel(x: 40, y: y)
            let blue = p.b > 200 && p.r < 120
            if blue, !inside { count += 1 }
            inside = blue
        }
        return count
    }

    @Test func typingFiltersTheContactsAndCancelRestoresThem() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 600)) { ContactSearch() }
        #expect(avatars(host.render()) == 8)
        host.tap(at: CGPoint(x: 160, y: 122))
        host.type("ar")
        // Alice Martin and Farid Haddad contain "ar".
        host.advance(by: 0.05)
        let during = host.render()
        host.advance(by: 1)
        let filtered = host.render()
        let expected = ["Alice Martin", "Bruno Costa", "Chen Wei", "Dana Levi", "Elena Petrova",
                        "Farid Haddad", "Grace Kim", "Hugo Laurent"].filter { $0.localizedCaseInsensitiveContains("ar") }.count
        #expect(expected == 2)
        #expect(avatars(filtered) == expected)
        #expect(during != filtered)
        // Cancel: all eight again.
        host.tap(at: CGPoint(x: 278, y: 122))
        host.advance(by: 1)
        #expect(avatars(host.render()) == 8)
    }
}
