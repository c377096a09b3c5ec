import Foundation
import LunaparkCore

/// One column of a wheel date picker: its titles stacked 32 points apart, the
/// selected one at the middle of a 216-point column, the others fading with
/// their distance from it. A vertical drag turns the column (one row per 32
/// points, with the drag's predicted end, so a flick turns it further) and the
/// release settles on the nearest row with a spring; a tap on a row turns the
/// column to it. Rows that `isAvailable` rejects are greyed; choosing one
/// still calls `onSelect`, which keeps the date in range.
struct _DatePickerWheel: View {
    let titles: [String]
    let selectedIndex: Int
    let isAvailable: (Int) -> Bool
    let onSelect: @MainActor (Int) -> Void
    /// The drag's vertical translation while the column is turned, in points.
    @State private var dragOffset: CGFloat = 0

    static var rowHeight: CGFloat { 32 }
    static var height: CGFloat { 216 }
    /// UIPickerView's deceleration as a spring: settles in about 0.35 s without bounce.
    static var settle: Animation { .spring(duration: 0.35, bounce: 0) }

    /// The index the column shows at its middle for a drag of `offset` points.
    private func index(for offset: CGFloat) -> Int {
        let raw = Double(selectedIndex) - Double(offset / Self.rowHeight)
        return min(max(0, titles.count - 1), max(0, Int(raw.rounded())))
    }

    var body: some View {
        let h = Self.rowHeight
        let position = CGFloat(selectedIndex) - dragOffset / h
        // The rows within five of the middle (all of them reach the column's edges).
        let last = max(0, min(titles.count - 1, Int(position.rounded()) + 5))
        let visible = min(last, max(0, Int(position.rounded()) - 5))...last
        return ZStack {
            Color.clear
            if !titles.isEmpty {
                ForEach(Array(visible), id: \.self) { i in
                    let distance = abs(CGFloat(i) - position)
                    Text(titles[i])
                        .font(.system(size: 20))
                        .foregroundStyle(isAvailable(i) ? Color.primary : Color(white: 0.7))
                        .lineLimit(1)
                        .frame(height: h)
                        .scaleEffect(x: 1, y: max(0.5, 1 - distance * distance * 0.04))
                        .opacity(max(0.2, 1 - distance * 0.25))
                        .offset(y: (CGFloat(i) - position) * h)
                }
            }
        }
        .frame(height: Self.height)
        .clipped()
        .contentShape(Rectangle())
        .gesture(DragGesture(minimumDistance: 0)
            .onChanged { drag in dragOffset = drag.translation.height }
            .onEnded { drag in
                let target: Int
                if abs(drag.translation.height) < 4 {
                    // A tap: the row under the pointer.
                    let rows = ((drag.location.y - Self.height / 2) / h).rounded()
                    target = min(max(0, titles.count - 1), max(0, selectedIndex + Int(rows)))
                } else {
                    target = index(for: drag.predictedEndTranslation.height)
                }
                withAnimation(Self.settle) {
                    dragOffset = 0
                    if target != selectedIndex { onSelect(target) }
                }
            })
    }
}
