import Foundation
import Lunapark
import Testing

/// `ForEach` and `List` over a `Binding`: each row edits its element of the array.
/// A 300 x 400 window; plain list rows are 44 points tall (row 0 at y 0...44), a switch
/// sits in the trailing 51 points inside the 20-point inset (x 229...280).
@MainActor
struct ForEachBindingTests {
    struct Chore: Identifiable, Equatable {
        let id: Int
        var title: String
        var isDone = false
    }

    @MainActor final class Log { var chores: [[Chore]] = [] }

    private struct Chores: View {
        let log: Log
        var usesList = false
        @State private var chores = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]

        var body: some View {
            Group {
                if usesList {
                    List($chores) { $chore in
                        Toggle(chore.title, isOn: $chore.isDone)
                    }
                } else {
                    List {
                        ForEach($chores) { $chore in
                            Toggle(chore.title, isOn: $chore.isDone)
                        }
                    }
                }
            }
            .listStyle(.plain)
            .onChange(of: chores) { _, new in log.chores.append(new) }
        }
    }

    @Test(arguments: [false, true]) func aToggleInARowWritesItsElement(usesList: Bool) {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Chores(log: log, usesList: usesList) }
        _ = host.render()
        // The second row's switch.
        host.tap(at: CGPoint(x: 260, y: 66))
        host.advance(by: 0.5)
        #expect(log.chores.last?.map(\.isDone) == [false, true, false])
        // On: the switch is filled with green at its left end.
        #expect(host.render().pixel(x: 236, y: 66).g > 150)
        host.tap(at: CGPoint(x: 260, y: 22))
        host.advance(by: 0.5)
        #expect(log.chores.last?.map(\.isDone) == [true, true, false])
        #expect(log.chores.last?.map(\.title) == ["Dishes", "Laundry", "Plants"])
    }

    private struct Names: View {
        let log: Log
        @State private var names = ["Ada", "Grace"]

        var body: some View {
            List($names, id: \.self) { $name in
                Text(name).onTapGesture { name += "!" }
            }
            .listStyle(.plain)
            .onChange(of: names) { _, new in log.chores.append(new.enumerated().map { Chore(id: $0, title: $1) }) }
        }
    }

    @Test func aRowOfAListIdentifiedBySelfWritesItsString() {
        let log = Log()
        let host = HeadlessHost(size: CGSize(width: 300, height: 400)) { Names(log: log) }
        _ = host.render()
        host.tap(at: CGPoint(x: 30, y: 66))
        host.advance(by: 0.1)
        #expect(log.chores.last?.map(\.title) == ["Ada", "Grace!"])
        // The row's id changed with its string: the new row still writes its own element.
        host.tap(at: CGPoint(x: 30, y: 66))
        host.advance(by: 0.1)
        #expect(log.chores.last?.map(\.title) == ["Ada", "Grace!!"])
    }

    @MainActor final class RowBindings { var rows: [Binding<Chore>] = [] }

    @Test func aStaleRowBindingFindsItsElementByIDOrDropsTheWrite() {
        var chores = [Chore(id: 1, title: "A"), Chore(id: 2, title: "B"), Chore(id: 3, title: "C")]
        let binding = Binding(get: { chores }, set: { chores = $0 })
        let made = RowBindings()
        let each = ForEach(binding) { $chore in
            let _ = made.rows.append($chore)
            Text(chore.title)
        }
        // Make each row as a list would, keeping the bindings the rows were given.
        for element in each.data { _ = each.content(element) }
        #expect(made.rows.count == 3)
        chores.remove(at: 0)
        // Row 2 was made for index 1; B is now at index 0 and is found by its id.
        made.rows[1].wrappedValue.isDone = true
        #expect(chores.map(\.isDone) == [true, false])
        // Row 1's element is gone: it reads what it was made with and its writes are dropped.
        #expect(made.rows[0].wrappedValue.title == "A")
        made.rows[0].wrappedValue.title = "Z"
        #expect(chores.map(\.title) == ["B", "C"])
    }
}
