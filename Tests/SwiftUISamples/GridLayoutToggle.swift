import Lunapark

/// Four tiles that switch between a row and a two-by-two grid: one `AnyLayout` holding either an
/// `HStackLayout` or a `GridLayout`, the way iOS 16 layout tutorials show it. The tiles keep
/// their identity, so the switch animates them to their new places.
struct GridLayoutToggle: View {
    @State private var showsGrid = false

    var body: some View {
        let layout = showsGrid
            ? AnyLayout(GridLayout(horizontalSpacing: 10, verticalSpacing: 10))
            : AnyLayout(HStackLayout(spacing: 10))

        VStack(spacing: 24) {
            layout {
                GridRow {
                    tile(.red)
                    tile(.green)
                }
                GridRow {
                    tile(.blue)
                    tile(.orange)
                }
            }
            .frame(height: 130)

            Button(showsGrid ? "Show as row" : "Show as grid") {
                withAnimation(.easeInOut(duration: 0.5)) {
                    showsGrid.toggle()
                }
            }
        }
    }

    private func tile(_ color: Color) -> some View {
        RoundedRectangle(cornerRadius: 8)
            .fill(color)
            .frame(width: 60, height: 60)
    }
}
