import Foundation
import LunaparkCore
/// Decides whether a parent's new value for a child view differs from the
/// old one, so that an unchanged child's body is not evaluated again.
///
/// Like SwiftUI: `Equatable` views compare with `==`; otherwise each stored
/// property is compared — `Equatable` values with `==`, bindings by the
/// storage they reach, `@State`/`@Environment` not at all (they are
/// reconnected), class instances by identity (a model object passed down is
/// "the same input"; its changes reach readers through Observation), and
/// anything else (closures) counts as changed. A struct that is not `Equatable`
/// and is made only of numbers and `Bool`s with no padding between them
/// (`PlainData`) is compared by its bytes, which are then exactly its
/// properties; a type without stored bytes has one value and is always equal.
@MainActor
enum ViewComparison {
    static func isEqual<V>(_ a: V, _ b: V) -> Bool {
        if MemoryLayout<V>.size == 0 { return true }
        if let ea = a as? any Equatable {
            return equal(ea, b)
        }
        // Reflecting a `Circle` (one inset) with `Mirror` was 12 % of a restarted easeInOut leg (perf).
        if PlainData.isPlain(V.self) { return PlainData.bytesEqual(a, b) }
        let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
        guard ma.displayStyle == .struct || ma.displayStyle == .tuple || ma.displayStyle == .enum else { return false }
        if ma.displayStyle == .enum { return false }
        let ib = mb.children.makeIterator()
        for ca in ma.children {
            guard let cb = ib.next() else { return false }
            if !propertyEqual(ca.value, cb.value) { return false }
        }
        return ib.next() == nil
    }

    /// Whether two values of any type are the same input by the rules above: `Equatable` values
    /// by `==`, class instances by identity, structs property by property, closures never.
    static func isSameValue(_ a: Any, _ b: Any) -> Bool { propertyEqual(a, b) }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }

    /// `PlainData.bytesEqual` for a property whose type is known only at run time; nil when it is not plain data.
    private static func plainDataEqual(_ a: Any, _ b: Any) -> Bool? {
        func open<T>(_ a: T) -> Bool? {
            guard PlainData.isPlain(T.self) else { return nil }
            guard let b = b as? T else { return false }
            return PlainData.bytesEqual(a, b)
        }
        return open(a)
    }

    private static func propertyEqual(_ a: Any, _ b: Any) -> Bool {
        if a is ComparisonIgnoredProperty { return true }
        if let ba = a as? AnyBindingIdentity, let bb = b as? AnyBindingIdentity {
            guard let ia = ba.bindingIdentity, let ib = bb.bindingIdentity else { return false }
            return ia == ib
        }
        if let ea = a as? any Equatable { return equal(ea, b) }
        if let same = plainDataEqual(a, b) { return same }
        let ma = Mirror(reflecting: a)
        switch ma.displayStyle {
        case .struct?, .tuple?:
            let mb = Mirror(reflecting: b)
            let ib = mb.children.makeIterator()
            for ca in ma.children {
                guard let cb = ib.next(), propertyEqual(ca.value, cb.value) else { return false }
            }
            return ib.next() == nil
        case .class?:
            guard let ra = a as AnyObject?, let rb = b as AnyObject? else { return false }
            return ra === rb
        case .optional?:
            let mb = Mirror(reflecting: b)
            switch (ma.children.first, mb.children.first) {
            case (nil, nil): return true
            case let (x?, y?): return propertyEqual(x.value, y.value)
            default: return false
            }
        default:
            return false
        }
    }
}

@MainActor
protocol AnyBindingIdentity {
    var bindingIdentity: BindingIdentity? { get }
}

extension Binding: AnyBindingIdentity {
    var bindingIdentity: BindingIdentity? { identity }
}
