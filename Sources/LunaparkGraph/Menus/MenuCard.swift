import Foundation
import LunaparkCore

/// A menu's card as iOS draws it: 250 points wide, rows 44 points tall in 17-point text with
/// their label at the leading edge (a `Label`'s icon at the trailing edge), hairlines between
/// rows and 8-point gaps for separators, on the menu platter with 13-point corners and a soft
/// shadow; destructive rows in red. A row closes the menu (`dismiss`) and runs its action.
struct _MenuCard: View {
    let items: [MenuItem]
    let dismiss: @MainActor () -> Void

    static let width: CGFloat = 250
    static let rowHeight: CGFloat = 44
    static let cornerRadius: CGFloat = 13

    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { index in
                switch items[index] {
                case .action(let action):
                    if index > 0, !items[index - 1].isSeparator { Divider() }
                    row(action)
                case .separator:
                    Color.black.opacity(0.08).frame(height: 8)
                }
            }
        }
        .frame(width: Self.width)
        .background(Color.presentationPlatter)
        .clipShape(RoundedRectangle(cornerRadius: Self.cornerRadius))
        .shadow(color: Color(white: 0, opacity: 0.2), radius: 16, y: 4)
    }

    private func row(_ action: PresentationAction) -> some View {
        action.view
            .labelStyle(_MenuRowLabelStyle())
            .font(.body)
            .lineLimit(1)
            .foregroundColor(action.isDestructive ? Color.red : Color.primary)
            .buttonStyle(_PresentationRowButtonStyle(dismiss: dismiss, alignment: .leading))
            .frame(height: Self.rowHeight)
    }
}

/// A `Label` in a menu row: the title at the leading edge, the icon at the trailing one.
struct _MenuRowLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.title
            Spacer(minLength: 8)
            configuration.icon
        }
    }
}

/// The layer of a menu: the card next to the view that opened it (`anchor`, its frame in the
/// window), under it when the view is in the upper 60 % of the window and above it otherwise,
/// aligned with its leading edge and kept 8 points inside the window's edges. The card grows
/// from the view's side with `animation` (a bouncy spring, as UIKit's menus) and fades, and
/// shrinks back when the menu closes. A tap outside the card closes the menu; with
/// `dimmed`, the window around `anchor` (the view lifted by a context menu) is dimmed.
struct _MenuLayer: View {
    /// The entries (nil: no menu shown).
    let items: [MenuItem]?
    let anchor: CGRect
    let dimmed: Bool
    let dismiss: @MainActor () -> Void

    /// UIKit's menu presentation: a spring of 0.4 s with a little bounce.
    static var animation: Animation { .spring(duration: 0.4, bounce: 0.2) }
    /// The gap between the view and the card, in points.
    static let gap: CGFloat = 8

    var body: some View {
        let dismiss = self.dismiss
        return GeometryReader { proxy in
            let size = proxy.size
            let opensDown = anchor.midY <= size.height * 0.6
            let x = min(max(Self.gap, anchor.minX), max(Self.gap, size.width - _MenuCard.width - Self.gap))
            let y = opensDown ? anchor.maxY + Self.gap : -(size.height - anchor.minY + Self.gap)
            let growthAnchor = UnitPoint(x: min(1, max(0, (anchor.midX - x) / _MenuCard.width)), y: opensDown ? 0 : 1)
            ZStack(alignment: opensDown ? .topLeading : .bottomLeading) {
                Color.clear
                if let items {
                    Group {
                        if dimmed { _DimmingAround(hole: anchor) } else { Color.clear }
                    }
                    .contentShape(Rectangle())
                    .onTapGesture { dismiss() }
                    .transition(.opacity)
                    _MenuCard(items: items, dismiss: dismiss)
                        .offset(x: x, y: y)
                        .transition(.scale(scale: 0.2, anchor: growthAnchor).combined(with: .opacity))
                }
            }
        }
        .animation(Self.animation, value: items != nil)
    }
}

/// The window dimmed (black at 20 %) except over `hole`: four rectangles around it.
struct _DimmingAround: View {
    let hole: CGRect

    var body: some View {
        GeometryReader { proxy in
            let size = proxy.size
            let dim = Color.black.opacity(_SheetLayer.dimmingOpacity)
            ZStack(alignment: .topLeading) {
                dim.frame(width: size.width, height: max(0, hole.minY))
                dim.frame(width: size.width, height: max(0, size.height - hole.maxY)).offset(y: hole.maxY)
                dim.frame(width: max(0, hole.minX), height: hole.height).offset(y: hole.minY)
                dim.frame(width: max(0, size.width - hole.maxX), height: hole.height).offset(x: hole.maxX, y: hole.minY)
            }
            .frame(width: size.width, height: size.height, alignment: .topLeading)
        }
    }
}
