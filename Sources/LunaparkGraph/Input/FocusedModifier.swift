import Foundation
import LunaparkCore

/// What `focused(_:)` or `focused(_:equals:)` tells the text inputs below it: whether
/// their focus state names them, and how to tell it they gained or lost the focus.
struct FocusRequest {
    /// Whether the focus state names the field now (read in the field's body, which then depends on it).
    let isRequested: @MainActor () -> Bool
    /// Tells the focus state that the field gained (true) or lost (false) the focus.
    let report: @MainActor (Bool) -> Void
}

private struct FocusRequestKey: EnvironmentKey {
    static var defaultValue: FocusRequest? { nil }
}

extension EnvironmentValues {
    /// The innermost `focused` modifier's request, nil outside any.
    var focusRequest: FocusRequest? {
        get { self[FocusRequestKey.self] }
        set { self[FocusRequestKey.self] = newValue }
    }
}

extension View {
    /// Ties the text input in this view (a `TextField`, `SecureField` or `TextEditor`) to
    /// `condition`: true while it has the focus; setting it true focuses the input, false
    /// takes the focus away. The innermost `focused` modifier around an input applies.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        environment(\.focusRequest, FocusRequest(isRequested: { condition.wrappedValue },
                                                 report: { condition.wrappedValue = $0 }))
    }

    /// Ties the text input in this view to `binding`'s value `value`: the binding holds
    /// `value` while the input has the focus (and goes back to nil when it loses it);
    /// setting the binding to `value` focuses it.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View {
        environment(\.focusRequest, FocusRequest(
            isRequested: { binding.wrappedValue == value },
            report: { focused in
                if focused {
                    binding.wrappedValue = value
                } else if binding.wrappedValue == value {
                    binding.wrappedValue = binding.unfocusedValue
                }
            }))
    }
}
