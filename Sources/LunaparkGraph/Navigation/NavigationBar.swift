import Foundation
import LunaparkCore

/// The title bar of a navigation level, drawn as on iOS: a 44-point row with
/// the back button and leading items, the inline title (17-point semibold,
/// centred) or the `.principal` item, and the trailing items, 16 points from
/// each edge; a large title adds a 52-point row under it (34-point bold,
/// leading). The inline bar has a light grey background (white 0.97) and a
/// half-point hairline at its bottom; a large bar is drawn on the level's own
/// white background, as iOS does before content scrolls under it. `appearance` replaces
/// the background (see `toolbarBackground(_:for:)`) and the colour scheme; a `searchable`
/// view's field is drawn in a 52-point row at the bottom (see `_NavigationSearchField`).
struct _NavigationBar: View {
    let title: Text?
    let displayMode: NavigationBarItem.TitleDisplayMode
    let items: [ToolbarEntry]
    /// The back button's text, nil for no back button.
    let backTitle: String?
    let onBack: @MainActor () -> Void
    var appearance = BarAppearance()
    /// The search field of a `searchable` view, drawn under the title.
    var search: NavigationSearch?

    static let rowHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    static let edgeInset: CGFloat = 16

    private func views(in slot: ToolbarItemPlacement.Slot) -> [AnyView] {
        items.filter { $0.placement.slot == slot }.map(\.view)
    }

    var body: some View {
        let isLarge = displayMode == .large
        let leading = views(in: .leading)
        let trailing = views(in: .trailing)
        let principal = views(in: .principal).first
        return VStack(spacing: 0) {
            ZStack {
                HStack(spacing: Self.edgeInset) {
                    if let backTitle {
                        Button(action: onBack) {
                            HStack(spacing: 5) {
                                _BackChevron()
                                    .stroke(style: StrokeStyle(lineWidth: 2.5, lineCap: .round, lineJoin: .round))
                                    .frame(width: 11, height: 20)
                                Text(backTitle)
                            }
                        }
                    }
                    ForEach(0..<leading.count, id: \.self) { leading[$0] }
                    Spacer(minLength: 0)
                    ForEach(0..<trailing.count, id: \.self) { trailing[$0] }
                }
                .padding(.horizontal, Self.edgeInset)
                if let principal {
                    principal
                } else if !isLarge, let title {
                    title.font(.headline).lineLimit(1)
                }
            }
            .frame(height: Self.rowHeight)
            if isLarge, let title {
                title.font(.largeTitle.bold()).lineLimit(1)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, Self.edgeInset)
                    .frame(height: Self.largeTitleHeight)
            }
            if let search { _NavigationSearchField(search: search) }
        }
        .labelStyle(.iconOnly)
        .background {
            // A large title sits on the level's white unless the bar's background is asked to show.
            let showsBar = !isLarge || appearance.backgroundVisibility == .visible
            appearance.backgroundView(standard: showsBar ? Self.barColor : Color.white)
        }
        .overlay(alignment: .bottom) {
            if appearance.showsHairline, !isLarge || appearance.backgroundVisibility == .visible { Self.hairline }
        }
        .transformEnvironment(\.colorScheme) { scheme in
            if let barScheme = appearance.colorScheme { scheme = barScheme }
        }
    }

    /// The bars' light grey.
    static let barColor = Color(white: 0.97)
    /// The half-point line between a bar and the content.
    static var hairline: some View { Rectangle().fill(Color(white: 0, opacity: 0.3)).frame(height: 0.5) }
}

/// The bar under a level's content for `.bottomBar` and `.status` items: 44
/// points tall, items spread across it with 16 points at each end, on white
/// 0.97 with a hairline at its top (`appearance` as for the title bar).
struct _NavigationBottomBar: View {
    let items: [ToolbarEntry]
    var appearance = BarAppearance()

    var body: some View {
        HStack(spacing: 0) {
            ForEach(0..<items.count, id: \.self) { index in
                if index > 0 { Spacer(minLength: 8) }
                items[index].view
            }
        }
        .padding(.horizontal, _NavigationBar.edgeInset)
        .frame(maxWidth: .infinity)
        .frame(height: _NavigationBar.rowHeight)
        .background { appearance.backgroundView(standard: _NavigationBar.barColor) }
        .overlay(alignment: .top) { if appearance.showsHairline { _NavigationBar.hairline } }
        .transformEnvironment(\.colorScheme) { scheme in
            if let barScheme = appearance.colorScheme { scheme = barScheme }
        }
    }
}

/// The back button's chevron: a `<` as tall as its rect, its point on the leading edge.
struct _BackChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.maxX - 1.5, y: rect.minY + 1.5))
        path.addLine(to: CGPoint(x: rect.minX + 1.5, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX - 1.5, y: rect.maxY - 1.5))
        return path
    }
}
