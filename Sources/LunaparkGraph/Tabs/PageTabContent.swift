import Foundation
import LunaparkCore

/// The tabs of a `TabView` in the page style: pages as wide and tall as the tab view, side by
/// side and clipped to it, the selected one in view. A horizontal drag moves them with the
/// pointer (rubber-banded past the first and last page, as UIScrollView); at its end they
/// settle with `settleAnimation` on the page where the drag would carry them
/// (`predictedEndTranslation` past half a page: a flick goes to the next page, never more than
/// one). A selection changed in an animated transaction slides them in that animation. The
/// dots (`_PageIndexDots`) are drawn 8 points above the bottom edge when `indexDisplayMode`
/// asks for them.
struct _PageTabContent: View {
    let pages: [TabEntry]
    let selectedIndex: Int?
    let indexDisplayMode: PageTabViewStyle.IndexDisplayMode
    let select: @MainActor (Int) -> Void
    @State private var dragTranslation: CGFloat = 0
    @State private var isDragging = false
    @Environment(\.pageIndexBackgroundDisplayMode) private var backgroundMode

    /// The paging settle of UIScrollView, as a spring: 0.35 s without bounce.
    static var settleAnimation: Animation { .spring(duration: 0.35, bounce: 0) }

    var body: some View {
        let current = selectedIndex ?? 0
        let showsDots = indexDisplayMode == .always || (indexDisplayMode == .automatic && pages.count > 1)
        let showsBackground = backgroundMode == .always || (backgroundMode == .interactive && isDragging)
        return GeometryReader { proxy in
            let width = proxy.size.width
            let lastOffset = -CGFloat(max(0, pages.count - 1)) * width
            let raw = -CGFloat(current) * width + dragTranslation
            HStack(spacing: 0) {
                ForEach(pages, id: \.key) { page in
                    page.content.frame(width: width, height: proxy.size.height)
                }
            }
            .offset(x: ScrollAxisMotion.rubberBanded(raw, bounds: min(0, lastOffset)...0, dimension: width))
            .frame(width: width, height: proxy.size.height, alignment: .leading)
            .contentShape(Rectangle())
            .simultaneousGesture(
                DragGesture(minimumDistance: 10)
                    .onChanged { value in
                        isDragging = true
                        dragTranslation = value.translation.width
                    }
                    .onEnded { value in
                        settle(from: current, predictedTranslation: value.predictedEndTranslation.width, pageWidth: width)
                    })
        }
        .clipped()
        .overlay(alignment: .bottom) {
            if showsDots {
                _PageIndexDots(count: pages.count, current: current, showsBackground: showsBackground) { target in
                    withAnimation(Self.settleAnimation) { select(target) }
                }
                .padding(.bottom, 8)
            }
        }
    }

    /// Ends a drag from page `current` that would carry on `predictedTranslation` points
    /// (right positive): past half a page it goes to the neighbouring page on that side
    /// (if there is one), else back to `current`.
    private func settle(from current: Int, predictedTranslation: CGFloat, pageWidth: CGFloat) {
        var target = current
        if predictedTranslation < -pageWidth / 2 { target += 1 }
        if predictedTranslation > pageWidth / 2 { target -= 1 }
        target = min(max(target, 0), max(0, pages.count - 1))
        withAnimation(Self.settleAnimation) {
            dragTranslation = 0
            isDragging = false
            if target != current { select(target) }
        }
    }
}

/// The page dots of a page-style `TabView`, as UIPageControl draws them: 7-point dots 16
/// points apart in a 26-point row, the current one white, the others white at 35 %; with
/// `showsBackground`, on a capsule of black at 25 %. A tap on a dot after the current one
/// goes one page forward, before it one page back (UIPageControl's step).
struct _PageIndexDots: View {
    let count: Int
    let current: Int
    let showsBackground: Bool
    let step: @MainActor (Int) -> Void

    static let dotDiameter: CGFloat = 7
    static let pitch: CGFloat = 16

    var body: some View {
        let current = self.current
        let step = self.step
        return HStack(spacing: 0) {
            ForEach(0..<count, id: \.self) { index in
                Circle()
                    .fill(Color.white.opacity(index == current ? 1 : 0.35))
                    .frame(width: Self.dotDiameter, height: Self.dotDiameter)
                    .frame(width: Self.pitch, height: 26)
                    .contentShape(Rectangle())
                    .onTapGesture {
                        if index > current { step(current + 1) } else if index < current { step(current - 1) }
                    }
            }
        }
        .padding(.horizontal, 4)
        .background(Capsule().fill(Color.black.opacity(showsBackground ? 0.25 : 0)))
    }
}
