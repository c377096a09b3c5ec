import Foundation

/// Types whose values are compared by their bytes in `ViewComparison`: structs (and tuples) made
/// only of fixed-size integers, floating-point numbers and `Bool`s, nested to any depth, with no
/// padding anywhere, so that every byte belongs to a stored number. Padding bytes (an `Int8`
/// before a `Double`) and an enum's unused payload bytes are undefined and would make equal
/// values differ; references and closures have their own rules. Which types qualify is found once
/// per type from its field layout (`StoredFields`).
@MainActor
enum PlainData {
    private static var known: [ObjectIdentifier: Bool] = [:]

    /// Number types, whose bytes are their value (a float's -0 and +0 differ, which costs at most
    /// an evaluation that was not needed).
    private static let scalars: Set<ObjectIdentifier> = [
        Int.self, Int8.self, Int16.self, Int32.self, Int64.self,
        UInt.self, UInt8.self, UInt16.self, UInt32.self, UInt64.self,
        Double.self, Float.self, CGFloat.self, Bool.self,
    ].reduce(into: []) { $0.insert(ObjectIdentifier($1)) }

    /// Whether values of `type` are compared by their bytes (see the type's description).
    static func isPlain(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        if let plain = known[key] { return plain }
        let plain = scalars.contains(key) || packsPlainFields(type)
        known[key] = plain
        return plain
    }

    /// True when `type` is a struct or tuple whose stored fields are all plain and cover its size without a gap.
    private static func packsPlainFields(_ type: Any.Type) -> Bool {
        guard let fields = StoredFields.of(type), !fields.isEmpty else { return false }
        var end = 0
        for field in fields.sorted(by: { $0.offset < $1.offset }) {
            guard field.offset == end, isPlain(field.type) else { return false }
            end += StoredFields.size(of: field.type)
        }
        return end == StoredFields.size(of: type)
    }

    /// Whether `a` and `b` have the same bytes; meaningful when `isPlain(T.self)`.
    static func bytesEqual<T>(_ a: T, _ b: T) -> Bool {
        withUnsafeBytes(of: a) { x in
            withUnsafeBytes(of: b) { y in
                x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0
            }
        }
    }
}
