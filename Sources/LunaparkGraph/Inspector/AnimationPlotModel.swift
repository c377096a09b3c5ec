import Foundation
import LunaparkCore
import Observation

/// What the inspector's value plots show: a row per running animation and the row
/// selected, whose view is outlined. Written only when it changes (an @Observable
/// write redraws the panel even when the value is equal).
@Observable
@MainActor
final class AnimationPlotModel {
    /// The running animations, as plotted in the latest frame.
    private(set) var rows: [AnimationPlotRow] = []
    /// The row clicked last, while its animation runs.
    private(set) var selection: AnimationPlotRow.ID?

    /// Where the selected row's view is drawn now, window points; nil without a selection.
    var outline: CGRect? {
        guard let selection else { return nil }
        return rows.first { $0.id == selection }?.viewFrame
    }

    /// Shows `newRows`; a selection whose animation ended is dropped.
    func update(_ newRows: [AnimationPlotRow]) {
        if rows != newRows { rows = newRows }
        if let selection, !rows.contains(where: { $0.id == selection }) { self.selection = nil }
    }

    /// Selects row `index`, or clears the selection when that row is selected already.
    func toggleSelection(ofRow index: Int) {
        guard rows.indices.contains(index) else { return }
        let id = rows[index].id
        selection = selection == id ? nil : id
    }

    /// Clears the selection.
    func clearSelection() {
        if selection != nil { selection = nil }
    }
}
