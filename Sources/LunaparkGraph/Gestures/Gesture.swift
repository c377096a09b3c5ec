import Foundation
import LunaparkCore

/// An input gesture (SwiftUI's `Gesture`), attached with `gesture(_:)`.
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
    /// A recognizer that turns pointer events into this gesture's callbacks.
    func _makeRecognizer() -> GestureRecognizer
}
