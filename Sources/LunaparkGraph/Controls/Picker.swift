import Foundation
import LunaparkCore

/// A control for choosing one of several tagged values (SwiftUI's `Picker`).
/// Options are the content's views, each marked with `.tag(_:)` (in a
/// `ForEach` without tags, the element ids). Lunapark draws every picker as
/// a segmented control; the selection indicator slides to the chosen segment.
public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View {
    @Binding var selection: SelectionValue
    let label: Label
    let content: Content
    @Environment(\.pickerStyle) private var style

    /// A picker that writes the tag of the option the user taps into `selection`.
    ///
    /// The options are the views of `content` that carry a `tag(_:)`; give the
    /// tags the type of `selection`. Views without a tag are left out, except in
    /// a `ForEach`, where an untagged element is tagged with its id (as SwiftUI
    /// does). When no tag equals `selection`, no segment is highlighted.
    ///
    /// Whatever the style, Lunapark draws a segmented control 32 points tall that
    /// divides the width it is offered equally between the options; the
    /// highlight slides to a new selection with a 0.25 s `.snappy` animation.
    /// `label` is not drawn.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        _selection = selection
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        let items = TaggedItem.extract(from: content).filter { $0.tag != nil }
        let selectedIndex = items.firstIndex { $0.tag == AnyHashable(selection) }
        return HStack(spacing: 12) {
            GeometryReader { proxy in
                let count = max(1, items.count)
                let segment = proxy.size.width / CGFloat(count)
                ZStack(alignment: .leading) {
                    RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.92))
                    if let selectedIndex {
                        RoundedRectangle(cornerRadius: 7).fill(Color.white)
                            .shadow(color: Color(white: 0, opacity: 0.15), radius: 2, y: 1)
                            .frame(width: segment - 4, height: proxy.size.height - 4)
                            .offset(x: segment * CGFloat(selectedIndex) + 2)
                            .animation(.snappy(duration: 0.25), value: selectedIndex)
                    }
                    HStack(spacing: 0) {
                        ForEach(0..<items.count, id: \.self) { i in
                            AnyView(items[i].label)
                                .font(.callout)
                                .lineLimit(1)
                                .frame(width: segment, height: proxy.size.height)
                                .onTapGesture {
                                    if let tag = items[i].tag, let value = tag.base as? SelectionValue {
                                        selection = value
                                    }
                                }
                        }
                    }
                }
            }
            .frame(height: 32)
        }
    }
}

extension Picker where Label == Text {
    /// A picker labelled with `title` (the label is not drawn; see
    /// `init(selection:content:label:)`).
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { Text(title) }
    }
}

/// Styles of pickers. Lunapark draws all of them segmented.
public struct PickerStyleKind: Hashable, Sendable {
    let id: Int
    /// The default style: drawn segmented here.
    public static let automatic = PickerStyleKind(id: 0)
    /// A pop-up menu in SwiftUI; drawn segmented here.
    public static let menu = PickerStyleKind(id: 0)
    /// A row of segments, one per option.
    public static let segmented = PickerStyleKind(id: 1)
}

extension View {
    /// Sets the style of pickers in this view.
    public func pickerStyle(_ style: PickerStyleKind) -> some View { environment(\.pickerStyle, style) }
}

/// `tag(_:)`: the value a picker option stands for.
public struct _TagModifier<V: Hashable>: ViewModifier {
    public typealias Body = Never
    let tag: V

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        SingleChildModifierNode<_TagModifier<V>>(parent: parent, graph: graph)
    }
}

extension View {
    /// Marks this view with the value it stands for in a `Picker`.
    public func tag<V: Hashable>(_ tag: V) -> some View { modifier(_TagModifier(tag: tag)) }
}

/// A picker option: its label and tag.
@MainActor
struct TaggedItem {
    let label: any View
    let tag: AnyHashable?

    /// The options in `view`: tuple elements, ForEach elements, or the view itself.
    static func extract(from view: any View) -> [TaggedItem] {
        if let tagged = view as? TaggedContent { return tagged.taggedItems }
        return [TaggedItem(label: view, tag: nil)]
    }
}

/// Views that know their picker options.
@MainActor
protocol TaggedContent {
    var taggedItems: [TaggedItem] { get }
}

extension TupleView: TaggedContent {
    var taggedItems: [TaggedItem] { children.flatMap { TaggedItem.extract(from: $0) } }
}

extension ModifiedContent: TaggedContent where Content: View, Modifier: ViewModifier {
    var taggedItems: [TaggedItem] {
        if let tag = (modifier as? AnyTagModifier)?.anyTag { return [TaggedItem(label: content, tag: tag)] }
        // Modifiers around a tagged view stay on its label.
        let inner = TaggedItem.extract(from: content)
        if inner.count == 1 { return [TaggedItem(label: self, tag: inner[0].tag)] }
        return inner
    }
}

@MainActor
protocol AnyTagModifier {
    var anyTag: AnyHashable { get }
}

extension _TagModifier: AnyTagModifier {
    var anyTag: AnyHashable { AnyHashable(tag) }
}
