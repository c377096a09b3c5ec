import Foundation
import LunaparkCore

extension View {
    /// Adds buttons revealed by dragging this `List` row sideways (SwiftUI's
    /// `swipeActions(edge:allowsFullSwipe:content:)`), as iOS draws them.
    ///
    /// A horizontal drag that starts on the row and moves towards `edge`'s opposite side (left
    /// for `.trailing`, the default; right for `.leading`) slides the row's content and shows
    /// the buttons written in `content` in the uncovered part of the row, edge to edge in its
    /// height: the first button at the row's `edge`, each at least 74 points wide, with its
    /// label's icon (or title) in white on the button's tint (`tint(_:)`), red for a
    /// `.destructive` role, grey otherwise. A vertical drag still scrolls the list. On release
    /// the row springs open (showing the buttons at their width) when dragged past half of
    /// it, else closed; with `allowsFullSwipe`, a release past 60 % of the row's width runs
    /// the first button's action and closes the row. A tap on a button runs its action and
    /// closes the row; a tap elsewhere on an open row only closes it. Outside a list the
    /// modifier does nothing. Rows open independently (opening one does not close another).
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        _SwipeActionsRow(content: self, actions: content(), edge: edge, allowsFullSwipe: allowsFullSwipe)
    }
}

/// A row with swipe actions: the row's content, slid by `offset`, and the layout node that
/// draws the actions in the row's uncovered part and turns horizontal drags into `offset`.
public struct _SwipeActionsRow<Content: View, Actions: View>: View {
    let content: Content
    let actions: Actions
    let edge: HorizontalEdge
    let allowsFullSwipe: Bool
    /// How far the content is slid, in points: negative (to the left) for trailing actions.
    @State private var offset: CGFloat = 0

    public var body: some View {
        let offset = $offset
        let close: @MainActor () -> Void = { withAnimation(_SwipeActionsLayout.snapAnimation) { offset.wrappedValue = 0 } }
        return content
            .offset(x: self.offset)
            .modifier(_SwipeActionsLayout(
                offset: self.offset, edge: edge, allowsFullSwipe: allowsFullSwipe, setOffset: { offset.wrappedValue = $0 },
                actions: AnyView(
                    HStack(spacing: 0) { actions }
                        // The first action goes at the row's edge: at the right for trailing actions.
                        .environment(\.layoutDirection, edge == .trailing ? .rightToLeft : .leftToRight)
                        .buttonStyle(_SwipeActionButtonStyle(close: close))
                        .labelStyle(.iconOnly)
                        // Narrower than the buttons' least widths, the outer ones show.
                        .clipped())))
    }
}

/// How a swipe action's button is drawn: its label in white on its tint, filling its part of
/// the row's height; a tap runs the action and closes the row.
struct _SwipeActionButtonStyle: PrimitiveButtonStyle {
    let close: @MainActor () -> Void

    func makeBody(configuration: Configuration) -> some View {
        _SwipeActionButton(configuration: configuration, close: close)
    }
}

/// One swipe action button (see `_SwipeActionButtonStyle`).
struct _SwipeActionButton: View {
    let configuration: PrimitiveButtonStyleConfiguration
    let close: @MainActor () -> Void
    @Environment(\.tint) private var tint

    /// UIContextualAction's least width, in points.
    static let minimumWidth: CGFloat = 74
    /// iOS's grey for an action without a tint (systemGray, 142, 142, 147).
    static let defaultTint = Color(red: 0.557, green: 0.557, blue: 0.576)

    var body: some View {
        let configuration = self.configuration
        let close = self.close
        return configuration.label
            .foregroundStyle(Color.white)
            .lineLimit(1)
            .padding(.horizontal, 15)
            .frame(minWidth: Self.minimumWidth, maxWidth: .infinity, maxHeight: .infinity)
            .background(configuration.role == .destructive ? Color.red : (tint ?? Self.defaultTint))
            .environment(\.layoutDirection, .leftToRight)
            .contentShape(Rectangle())
            .onTapGesture {
                configuration.trigger()
                close()
            }
    }
}
