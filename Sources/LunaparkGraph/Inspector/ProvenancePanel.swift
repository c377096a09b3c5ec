import Foundation
import LunaparkCore

/// The inspector's provenance panel ("why", `w`): where each running animation came
/// from, the latest state changes and the changes that snapped, and the legend of
/// the outlines shown. Drawn at the bottom left, over the scene, above
/// where the timeline strip goes (the value plots take the top left).
struct ProvenancePanel: View {
    let model: ProvenanceModel

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("why: where animations came from").font(.caption.bold())
            section("animating", model.animations, empty: "nothing animates")
            section("state changes", model.stateChanges, empty: "none yet")
            section("snapped (no animation)", model.snaps, empty: "none yet")
            if !model.outlineLegend.isEmpty {
                section("outlines", model.outlineLegend, empty: "")
            }
            Text("w hide   o animating   b bodies   t hit targets")
                .font(.caption2)
                .foregroundStyle(Color(white: 0.7))
        }
        .foregroundStyle(Color.white)
        .padding(10)
        .frame(width: 460, alignment: .leading)
        .background(Color(white: 0.08, opacity: 0.86), in: RoundedRectangle(cornerRadius: 10))
    }

    @ViewBuilder
    private func section(_ title: String, _ lines: [String], empty: String) -> some View {
        Text(title).font(.caption.bold())
        if lines.isEmpty {
            Text(empty).font(.caption2).foregroundStyle(Color(white: 0.6))
        } else {
            ForEach(0..<lines.count, id: \.self) { i in
                Text(lines[i]).font(.caption2.monospaced()).lineLimit(2)
            }
        }
    }
}
