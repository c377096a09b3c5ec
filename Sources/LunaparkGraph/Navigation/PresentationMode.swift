import Foundation
import LunaparkCore

/// Whether the view that reads it is presented, and a way to dismiss it
/// (SwiftUI's `PresentationMode`, deprecated in iOS 15 for `dismiss` and
/// `isPresented` but in many samples as
/// `@Environment(\.presentationMode) var presentationMode` and
/// `presentationMode.wrappedValue.dismiss()`).
///
/// It reads the same state as `EnvironmentValues.isPresented` and `dismiss`:
/// presented in a sheet, a full-screen cover or a level pushed on a navigation
/// stack, and dismissing it closes that presentation or pops that level.
public struct PresentationMode {
    /// True in a sheet's or a full-screen cover's content and in a pushed level.
    public private(set) var isPresented: Bool
    let dismissAction: DismissAction

    /// Dismisses the view if it is presented; does nothing otherwise, as in SwiftUI.
    @MainActor public mutating func dismiss() {
        guard isPresented else { return }
        dismissAction()
    }
}

extension EnvironmentValues {
    /// A binding to the presentation state of the view that reads it (see
    /// `PresentationMode`). Setting it does nothing; call `dismiss()` on its value.
    /// Main-actor isolated, as `Binding` is here (views read it in `body`).
    @MainActor public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, dismissAction: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
