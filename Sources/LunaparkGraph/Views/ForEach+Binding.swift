import Foundation
import LunaparkCore

extension ForEach {
    /// Views for the `Identifiable` elements of the collection `data` points at, each given a
    /// binding to its element (SwiftUI's `ForEach(_:content:)` over a `Binding`), so that
    /// `ForEach($items) { $item in Toggle(item.name, isOn: $item.done) }` edits the array.
    /// Elements are identified by their `id`; see `init(_:id:content:)` for how a row's
    /// binding finds its element after the collection changed.
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
          C: MutableCollection, C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable {
        self.init(data, id: \.id, content: content)
    }

    /// Views for the elements of the collection `data` points at, identified by the element
    /// property at `id`, each given a binding to its element (SwiftUI's `ForEach(_:id:content:)`
    /// over a `Binding`; `ForEach($names, id: \.self) { $name in TextField("Name", text: $name) }`).
    ///
    /// A row's binding reads and writes the element at the index it was made for while that
    /// element still has the row's id; when the collection changed under it (an element
    /// deleted or moved before the row is updated) it finds the element by its id, and when
    /// the element is gone it reads the value it was made with and drops writes, where
    /// SwiftUI would trap on the stale index.
    public init<C>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == LazyMapSequence<C.Indices, (C.Index, ID)>,
          C: MutableCollection, C: RandomAccessCollection, C.Index: Hashable {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { index in (index, collection[index][keyPath: id]) }
        self.init(elements, id: \.1) { entry in
            content(data.element(at: entry.0, id: entry.1, identifiedBy: id, madeWith: collection[entry.0]))
        }
    }
}

extension Binding where Value: MutableCollection, Value: RandomAccessCollection, Value.Index: Hashable {
    /// A binding to the element with `id` (at `index` when the collection was read), which
    /// reads `fallback` once the element is gone (see `ForEach.init(_:id:content:)`).
    func element<ID: Hashable>(at index: Value.Index, id: ID, identifiedBy idPath: KeyPath<Value.Element, ID>,
                               madeWith fallback: Value.Element) -> Binding<Value.Element> {
        let base = self
        /// Where the element is now: `index` if it still holds it, else a search by id.
        func currentIndex(in collection: Value) -> Value.Index? {
            if index >= collection.startIndex, index < collection.endIndex, collection[index][keyPath: idPath] == id {
                return index
            }
            return collection.firstIndex { $0[keyPath: idPath] == id }
        }
        return Binding<Value.Element>(
            get: {
                let collection = base.wrappedValue
                return currentIndex(in: collection).map { collection[$0] } ?? fallback
            },
            set: { newValue, _ in
                var collection = base.wrappedValue
                guard let at = currentIndex(in: collection) else { return }
                collection[at] = newValue
                base.wrappedValue = collection
            },
            identity: identity.map { BindingIdentity(location: $0.location, path: $0.path + [\Value.[index]]) },
            transaction: transaction)
    }
}
