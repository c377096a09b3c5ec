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

    /// Which section of a list an element is in: a top-level `Section`'s number (loose
    /// elements between sections share one), or the element itself when it is a `Section`.
    enum SectionID: Hashable {
        case number(Int)
        case element(Int)
    }

    private var sources: [Source] = []
    /// The section number of each source (see `SectionID`).
    private var sectionOfSource: [Int] = []
    /// Every element's identity, in order.
    private(set) var keys: [Key] = []
    private var sourceStarts: [Int] = []
    /// Each source's first element index and element count, in order.
    private(set) var sourceRuns: [(source: Int, start: Int, count: Int)] = []
    private var indexOfKey: [Key: Int] = [:]

    init() {}

    init(content: any View) {
        var flattened: [Source] = []
        var numbering = SectionNumbering()
        Self.flatten(content, into: &flattened, sections: &sectionOfSource, section: nil, numbering: &numbering)
        sources = flattened
        for (s, source) in flattened.enumerated() {
            sourceStarts.append(keys.count)
            switch source {
            case .single(let view):
                // The view's type is part of its identity: when an `if` around a `Section` or an
                // `AnyView`'s content changes what stands at a position, a node is never handed a
                // view of another type (a `Toggle`'s node given a `Text` trapped in a cast).
                keys.append(Key(source: s, key: .type(ObjectIdentifier(type(of: view)))))
            case .forEach(let each):
                keys.append(contentsOf: each.lazyElementKeys.map { Key(source: s, key: $0) })
            }
            sourceRuns.append((s, sourceStarts[s], keys.count - sourceStarts[s]))
        }
        indexOfKey.reserveCapacity(keys.count)
        for (i, key) in keys.enumerated() where indexOfKey[key] == nil { indexOfKey[key] = i }
    }

    /// Numbers sections in order: each `Section` gets the next number, and a run of loose
    /// views between sections one more.
    private struct SectionNumbering {
        var next = 0
        var loose: Int?

        mutating func looseSection() -> Int {
            if let loose { return loose }
            defer { next += 1 }
            loose = next
            return next
        }

        mutating func newSection() -> Int {
            loose = nil
            defer { next += 1 }
            return next
        }
    }

    private static func flatten(_ view: any View, into sources: inout [Source], sections: inout [Int], section: Int?,
                                numbering: inout SectionNumbering) {
        if let each = view as? LazyElementSource {
            sources.append(.forEach(each))
            sections.append(section ?? numbering.looseSection())
        } else if let list = view as? ListContent, list.isViewList,
                  list.listKind == .tuple || list.listKind == .group || list.listKind == .anyView
                  || list.listKind == .conditional && isSectionBranch(list) {
            // An `AnyView` passes its views on as SwiftUI's does (a style's `configuration.content`
            // in a `List`, as `Form`'s grouped style puts it, keeps its sections and rows), and an
            // `if` around a `Section` adds or removes that section, not a row holding it.
            let inner = view is ListSectionView ? numbering.newSection() : section
            for child in list.listChildren {
                flatten(child.view, into: &sources, sections: &sections, section: inner, numbering: &numbering)
            }
        } else {
            sources.append(.single(view))
            sections.append(section ?? numbering.looseSection())
        }
    }

    /// True when an `if`/`else` (or `if` without `else`) holds a `Section` in its present branch.
    private static func isSectionBranch(_ list: ListContent) -> Bool {
        list.listChildren.contains { $0.view is ListSectionView }
    }

    /// The section element `index` is in (a `ForEach` of `Section`s gives one per element).
    func section(ofElement index: Int) -> SectionID {
        let key = keys[index]
        if case .forEach(let each) = sources[key.source],
           each.lazyElementView(at: index - sourceStarts[key.source]) is ListSectionView {
            return .element(index)
        }
        return .number(sectionOfSource[key.source])
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
