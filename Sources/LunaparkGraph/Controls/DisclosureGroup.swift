import Foundation
import LunaparkCore

/// A view that shows or hides its content under a label (SwiftUI's `DisclosureGroup`),
/// drawn as on iOS: the label on the leading side and a chevron in the tint colour on
/// the trailing side, pointing right while collapsed and turning down when expanded.
///
/// Pressing the label row toggles it in an ease-in-out animation of 0.3 s: the chevron
/// turns 90° and the content (laid out below the label, 8 points down, as wide as the
/// group) fades and slides in from the top, pushing what follows down. With
/// `isExpanded` the state is the caller's binding; otherwise the group keeps its own,
/// collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: () -> Content
    let isExpandedBinding: Binding<Bool>?
    @State private var ownExpanded = false
    @Environment(\.tint) private var tint

    /// A group, collapsed at first, that shows `content` under `label` when expanded.
    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = nil
    }

    /// A group whose expansion is `isExpanded` (setting it in `withAnimation` animates it too).
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content,
                @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content
        isExpandedBinding = isExpanded
    }

    public var body: some View {
        let expanded = isExpandedBinding ?? $ownExpanded
        return VStack(alignment: .leading, spacing: 0) {
            Button {
                withAnimation(.easeInOut(duration: 0.3)) { expanded.wrappedValue.toggle() }
            } label: {
                HStack {
                    label.frame(maxWidth: .infinity, alignment: .leading)
                    Image(systemName: "chevron.right")
                        .font(.body.weight(.semibold))
                        .foregroundStyle(tint ?? .accentColor)
                        .rotationEffect(.degrees(expanded.wrappedValue ? 90 : 0))
                }
                .contentShape(Rectangle())
            }
            .buttonStyle(.plain)
            if expanded.wrappedValue {
                content()
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.top, 8)
                    .transition(.move(edge: .top).combined(with: .opacity))
            }
        }
        .clipped()
    }
}

extension DisclosureGroup where Label == Text {
    /// A group titled `title`, collapsed at first.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A group titled `titleKey` (Markdown rendered as in `Text`), collapsed at first.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A group titled `title` whose expansion is `isExpanded`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>,
                                   @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }

    /// A group titled `titleKey` whose expansion is `isExpanded`.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>,
                @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}
