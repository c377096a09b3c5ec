import Lunapark

/// The key that shows a scene: a number key for the first ten scenes ("1"..."9" for
/// scenes 1-9, "0" for scene 10), the same number key with Shift held for scenes 11-20
/// (Shift+1 for 11 ... Shift+0 for 20). Keys arrive unshifted with `.shift` in their
/// modifiers (`KeyPress.key`), so Shift+1 is "1" + `.shift` on every keyboard layout.
struct SceneKey: Hashable, ExpressibleByExtendedGraphemeClusterLiteral {
    /// The number key, "0"..."9".
    let digit: Character
    /// Whether Shift is held: the second page of scenes.
    let shifted: Bool

    /// The key of scene `number` (1...20), or nil outside that range.
    init?(number: Int) {
        guard (1...20).contains(number) else { return nil }
        let onPage = (number - 1) % 10 + 1
        digit = onPage == 10 ? "0" : Character(String(onPage))
        shifted = number > 10
    }

    /// An unshifted number key, as the first ten scenes write it (`key: "2"`).
    init(extendedGraphemeClusterLiteral digit: Character) {
        self.digit = digit
        shifted = false
    }

    /// Scene 11...20's key: `digit` with Shift held.
    static func shift(_ digit: Character) -> SceneKey {
        SceneKey(digit: digit, shifted: true)
    }

    private init(digit: Character, shifted: Bool) {
        self.digit = digit
        self.shifted = shifted
    }

    /// The key of a key press, if it is a number key (other modifiers than Shift are not looked at).
    init?(_ press: KeyPress) {
        guard let digit = press.key.character.wholeNumberValue.map({ Character(String($0)) }),
              press.key.character.isASCII else { return nil }
        self.digit = digit
        shifted = press.modifiers.contains(.shift)
    }

    /// The scene number, 1...20 ("0" is 10, Shift+0 is 20); 0 if `digit` is not a digit.
    var number: Int {
        guard let value = digit.wholeNumberValue else { return 0 }
        return (value == 0 ? 10 : value) + (shifted ? 10 : 0)
    }

    /// How the footer and the window title show the key: "1", or "⇧1" for Shift+1.
    var label: String { shifted ? "⇧\(digit)" : String(digit) }

    /// The key as `xdotool key` and `--list-scenes` name it: "1", or "shift+1".
    var keyName: String { shifted ? "shift+\(digit)" : String(digit) }
}
