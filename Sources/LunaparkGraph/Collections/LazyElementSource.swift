import Foundation
import LunaparkCore

/// Views whose elements a lazy container can make one at a time (`ForEach`): how many there
/// are, the identity of each, and the view of one.
@MainActor
protocol LazyElementSource {
    var lazyElementCount: Int { get }
    /// The identities of all elements, in order (cheap: no view is made).
    var lazyElementKeys: [ListKey] { get }
    /// The view of the element at `index` (0..<lazyElementCount).
    func lazyElementView(at index: Int) -> any View
}

extension ForEach: LazyElementSource {
    var lazyElementCount: Int { data.count }
    var lazyElementKeys: [ListKey] { data.map { .id(AnyHashable(identify($0))) } }
    func lazyElementView(at index: Int) -> any View {
        content(data[data.index(data.startIndex, offsetBy: index)])
    }
}

/// The elements of a lazy container's content: its views written in a row (tuples and
/// `Group`s, `Section`s, flattened) with each `ForEach` standing for its elements, made on demand.
@MainActor
struct LazyElements {
    /// One element's identity: which top-level source it comes from and its key there.
    struct Key: Hashable {
        var source: Int
        var key: ListKey
    }

    private enum Source {
        case single(any View)
        case forEach(any LazyElementSource)
    }

    private var sources: [Source] = []
    /// Every element's identity, in order.
    private(set) var keys: [Key] = []
    private var sourceStarts: [Int] = []
    /// Each source's first element index and element count, in order.
    private(set) var sourceRuns: [(source: Int, start: Int, count: Int)] = []
    private var indexOfKey: [Key: Int] = [:]

    init() {}

    init(content: any View) {
        var flattened: [Source] = []
        Self.flatten(content, into: &flattened)
        sources = flattened
        for (s, source) in flattened.enumerated() {
            sourceStarts.append(keys.count)
            switch source {
            case .single:
                keys.append(Key(source: s, key: .index(0)))
            case .forEach(let each):
                keys.append(contentsOf: each.lazyElementKeys.map { Key(source: s, key: $0) })
            }
            sourceRuns.append((s, sourceStarts[s], keys.count - sourceStarts[s]))
        }
        indexOfKey.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() where indexOfKey[key] == nil { indexOfKey[key] = i }
    }

    private static func flatten(_ view: any View, into sources: inout [Source]) {
        if let each = view as? LazyElementSource {
            sources.append(.forEach(each))
        } else if let list = view as? ListContent, list.isViewList, list.listKind == .tuple || list.listKind == .group {
            for child in list.listChildren { flatten(child.view, into: &sources) }
        } else {
            sources.append(.single(view))
        }
    }

    var count: Int { keys.count }

    /// The index of the element with `key`, or nil when it is gone.
    func index(of key: Key) -> Int? { indexOfKey[key] }

    /// The view of element `index`.
    func view(at index: Int) -> any View {
        let key = keys[index]
        switch sources[key.source] {
        case .single(let view):
            return view
        case .forEach(let each):
            return each.lazyElementView(at: index - sourceStarts[key.source])
        }
    }
}
