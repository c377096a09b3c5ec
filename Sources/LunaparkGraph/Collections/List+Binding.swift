import Foundation
import LunaparkCore

extension List where SelectionValue == Never {
    /// A list of one row per `Identifiable` element of the collection `data` points at, each
    /// row given a binding to its element (SwiftUI's `List(_:rowContent:)` over a `Binding`):
    /// `List($tasks) { $task in Toggle(task.title, isOn: $task.isDone) }`.
    public init<Data, RowContent>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable, Data.Index: Hashable {
        self.content = ForEach(data, content: rowContent)
    }

    /// A list of one row per element of the collection `data` points at, identified by the
    /// key path `id`, each row given a binding to its element (SwiftUI's
    /// `List(_:id:rowContent:)` over a `Binding`): `List($names, id: \.self) { $name in ... }`.
    public init<Data, ID, RowContent>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
                                      @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
          Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View, Data.Index: Hashable {
        self.content = ForEach(data, id: id, content: rowContent)
    }
}
