import Foundation

/// A number that a `printf`-style specifier can format in a string interpolation
/// (`Text("\(value, specifier: "%.1f")")`), as SwiftUI's `_FormatSpecifiable`: the integer
/// and floating-point types of the standard library and `CGFloat`.
public protocol _FormatSpecifiable: Equatable {
    /// The value handed to `String(format:)`.
    associatedtype _Arg: CVarArg
    /// The value handed to `String(format:)`.
    var _arg: _Arg { get }
    /// The conversion characters valid for this type (`"f"`, `"d"`...).
    static var _conversions: Set<Character> { get }
}

extension _FormatSpecifiable where Self: BinaryInteger, Self: CVarArg {
    public var _arg: Self { self }
    public static var _conversions: Set<Character> { ["d", "i", "o", "u", "x", "X", "c"] }
}

extension _FormatSpecifiable where Self: BinaryFloatingPoint, Self: CVarArg {
    public var _arg: Self { self }
    public static var _conversions: Set<Character> { ["a", "A", "e", "E", "f", "F", "g", "G"] }
}

extension Int: _FormatSpecifiable {}
extension Int8: _FormatSpecifiable {}
extension Int16: _FormatSpecifiable {}
extension Int32: _FormatSpecifiable {}
extension Int64: _FormatSpecifiable {}
extension UInt: _FormatSpecifiable {}
extension UInt8: _FormatSpecifiable {}
extension UInt16: _FormatSpecifiable {}
extension UInt32: _FormatSpecifiable {}
extension UInt64: _FormatSpecifiable {}
extension Float: _FormatSpecifiable {}
extension Double: _FormatSpecifiable {}

extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public static var _conversions: Set<Character> { Double._conversions }
}

/// Checks `printf` specifiers before `String(format:)` sees them.
enum FormatSpecifier {
    /// True when `specifier` holds exactly one conversion, `%[flags][width][.precision][length]c`
    /// with c in `conversions`, besides literal text and `%%`; no `*` (it would read another argument).
    static func isSingleConversion(_ specifier: String, of conversions: Set<Character>) -> Bool {
        var count = 0
        var characters = specifier.makeIterator()
        while let character = characters.next() {
            guard character == "%" else { continue }
            guard var next = characters.next() else { return false }
            if next == "%" { continue }
            while "-+ #0'".contains(next) { guard let c = characters.next() else { return false }; next = c }
            while next.isASCII && next.isNumber { guard let c = characters.next() else { return false }; next = c }
            if next == "." {
                guard var c = characters.next() else { return false }
                while c.isASCII && c.isNumber { guard let d = characters.next() else { return false }; c = d }
                next = c
            }
            while "hlqLjzt".contains(next) { guard let c = characters.next() else { return false }; next = c }
            guard conversions.contains(next) else { return false }
            count += 1
        }
        return count == 1
    }
}
