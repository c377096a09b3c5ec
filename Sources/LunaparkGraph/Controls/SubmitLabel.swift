import Foundation
import LunaparkCore

/// The label of the software keyboard's Return key (SwiftUI's `SubmitLabel`).
///
/// A desktop has no software keyboard: the label set with `submitLabel(_:)` is kept in
/// the environment (`EnvironmentValues.submitLabel`) and Return submits whatever it is.
public struct SubmitLabel: Hashable, Sendable {
    /// The key's name, as on iOS's keyboard ("done", "next"...).
    let name: String

    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

private struct SubmitLabelKey: EnvironmentKey {
    static let defaultValue = SubmitLabel.return
}

extension EnvironmentValues {
    /// The Return key's label `submitLabel(_:)` set (default `.return`).
    var submitLabel: SubmitLabel {
        get { self[SubmitLabelKey.self] }
        set { self[SubmitLabelKey.self] = newValue }
    }
}

extension View {
    /// Names the Return key of text inputs in this view (`.next`, `.done`...). There is no
    /// software keyboard to show it on: Return runs the `onSubmit` actions whatever the label.
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { environment(\.submitLabel, submitLabel) }
}
