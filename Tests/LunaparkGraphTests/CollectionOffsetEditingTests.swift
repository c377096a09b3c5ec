import Foundation
import LunaparkGraph
import Testing

/// `remove(atOffsets:)` and `move(fromOffsets:toOffset:)` with SwiftUI's semantics: the
/// destination is an offset in the collection before the move, and the moved elements land,
/// in order, just before the element that was there.
struct CollectionOffsetEditingTests {
    let letters = ["a", "b", "c", "d", "e"]

    @Test func removeTakesOutTheElementsAtTheOffsets() {
        var items = letters
        items.remove(atOffsets: [1, 3])
        #expect(items == ["a", "c", "e"])
        var runs = letters
        // Two runs, 0...1 and 3...4: only c stays.
        runs.remove(atOffsets: [0, 1, 3, 4])
        #expect(runs == ["c"])
        var text = "hello"
        text.remove(atOffsets: [0, 4])
        #expect(text == "ell")
    }

    @Test func removeIgnoresOffsetsOutsideTheCollection() {
        var items = letters
        items.remove(atOffsets: [2, 7])
        #expect(items == ["a", "b", "d", "e"])
        var empty: [Int] = []
        empty.remove(atOffsets: [0])
        #expect(empty.isEmpty)
    }

    @Test func moveDownLandsBeforeTheDestinationsElement() {
        var items = letters
        // Destination 3 is "d" before the move: "a" goes just before it.
        items.move(fromOffsets: [0], toOffset: 3)
        #expect(items == ["b", "c", "a", "d", "e"])
        var oneDown = letters
        // Destination 2 is "c": "b" lands just before it, which is where it was.
        oneDown.move(fromOffsets: [1], toOffset: 2)
        #expect(oneDown == letters)
        var ownPlace = letters
        // Destination equal to the offset itself: nothing moves.
        ownPlace.move(fromOffsets: [1], toOffset: 1)
        #expect(ownPlace == letters)
    }

    @Test func moveToTheEndAndToTheStart() {
        var toEnd = letters
        // Destination count (5): past every element, so "b" is last.
        toEnd.move(fromOffsets: [1], toOffset: 5)
        #expect(toEnd == ["a", "c", "d", "e", "b"])
        var toStart = letters
        toStart.move(fromOffsets: [4], toOffset: 0)
        #expect(toStart == ["e", "a", "b", "c", "d"])
    }

    @Test func movingSeveralKeepsTheirOrderAndTheOthers() {
        var items = letters
        // Moving b (1) and d (3) to 3: the others before 3 are a, c; then b, d; then e.
        items.move(fromOffsets: [1, 3], toOffset: 3)
        #expect(items == ["a", "c", "b", "d", "e"])
        var up = letters
        // Moving c (2) and e (4) to 1: a; then c, e; then b, d.
        up.move(fromOffsets: [2, 4], toOffset: 1)
        #expect(up == ["a", "c", "e", "b", "d"])
        var around = letters
        // Destination 2 lies between the moved offsets 0 and 4: b (1) is before it; c, d after.
        around.move(fromOffsets: [0, 4], toOffset: 2)
        #expect(around == ["b", "a", "e", "c", "d"])
    }

    @Test func moveClampsAPastTheEndDestinationAndWorksOnOtherMutableCollections() {
        var items = letters
        items.move(fromOffsets: [0], toOffset: 99)
        #expect(items == ["b", "c", "d", "e", "a"])
        var slice = letters[1...3]
        // The offsets count from the slice's start (b = 0): moving b to 3 (the end) gives c, d, b.
        slice.move(fromOffsets: [0], toOffset: 3)
        #expect(Array(slice) == ["c", "d", "b"])
    }
}
