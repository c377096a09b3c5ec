import Foundation
import LunaparkCore

/// A value with a label beside it (SwiftUI's `LabeledContent`), drawn as in an iOS form
/// row: the label on the leading side and the content on the trailing side in the
/// secondary style (`Color.secondary`), a `Spacer` between them. Under `labelsHidden()`
/// only the content is drawn.
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    @Environment(\.labelsHidden) private var labelsHidden

    /// `content` labelled by `label`.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    public var body: some View {
        HStack {
            if !labelsHidden {
                label
                Spacer()
            }
            content.foregroundStyle(Color.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// `content` labelled with `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// `content` labelled with `titleKey`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// The string `value` labelled with `title`.
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// The string `value` labelled with `titleKey`.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }

    /// `value` formatted by `format` (`.number`, `.currency(code:)`, a date style...) labelled with `titleKey`.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
        where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(format.format(value)) }, label: { Text(titleKey) })
    }
}

private struct LabelsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// True below `labelsHidden()`: controls draw their control without its label.
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of controls in this view: a `Toggle` in the switch style, a
    /// `Stepper` and `LabeledContent` draw their control (or content) alone.
    public func labelsHidden() -> some View { environment(\.labelsHidden, true) }
}
