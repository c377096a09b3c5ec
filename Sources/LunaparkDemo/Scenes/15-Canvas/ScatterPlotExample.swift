import Foundation
import Lunapark

/// Apple's scatter plot: a mark view passed as a symbol and drawn once per point; here the
/// points drift on a timeline, and a second row is drawn through filters.
struct ScatterPlotExample: View {
    enum SymbolID: Int {
        case mark
    }

    var body: some View {
        TimelineView(.animation) { timeline in
            let time = timeline.date.timeIntervalSinceReferenceDate
            Canvas { context, size in
                guard let mark = context.resolveSymbol(id: SymbolID.mark) else { return }
                let rowHeight = size.height / 2
                for row in 0..<2 {
                    var rowContext = context
                    rowContext.translateBy(x: 0, y: Double(row) * rowHeight)
                    if row == 1 {
                        rowContext.addFilter(.shadow(color: .black.opacity(0.5), radius: 3, x: 3, y: 4))
                        rowContext.addFilter(.hueRotation(.degrees(time * 60)))
                    }
                    for index in 0..<50 {
                        let seed = Double(index)
                        let x = (seed * 97.3).truncatingRemainder(dividingBy: size.width - 24)
                        let y = 20 + (seed * 53.1 + 20 * sin(time + seed)).truncatingRemainder(dividingBy: rowHeight - 44)
                        rowContext.draw(mark, in: CGRect(x: x, y: y, width: 24, height: 24))
                    }
                }
            } symbols: {
                Circle()
                    .fill(LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom))
                    .frame(width: 24, height: 24)
                    .tag(SymbolID.mark)
            }
            .frame(width: 700, height: 300)
            .border(Color.blue)
        }
    }
}
