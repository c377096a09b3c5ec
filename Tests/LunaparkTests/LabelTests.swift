import Foundation
import Lunapark
import Testing

@MainActor
struct LabelTests {
    /// The width of what is drawn along row 50 of a 300 x 100 window showing `label`.
    private func inkWidth<V: View>(_ label: V) -> Int {
        let host = HeadlessHost(size: CGSize(width: 300, height: 100)) { label }
        return host.render().inkSpan(row: 50)?.count ?? 0
    }

    @Test func styleChoosesTitleIconOrBoth() {
        let label = Label { Text("Favourites").font(.system(size: 30)) } icon: {
            Circle().fill(Color.red).frame(width: 30, height: 30)
        }
        let both = inkWidth(label)
        let titleOnly = inkWidth(label.labelStyle(.titleOnly))
        let iconOnly = inkWidth(label.labelStyle(.iconOnly))
        #expect(abs(iconOnly - 30) <= 1)
        #expect(titleOnly > 60)
        // Title and icon side by side, 8 points apart.
        #expect(abs(both - (titleOnly + iconOnly + 8)) <= 2)
        #expect(inkWidth(label.labelStyle(.titleAndIcon)) == both)
    }

    @Test func aCustomStyleStacksTheParts() {
        let label = Label { Color.red.frame(width: 40, height: 20) } icon: { Color.blue.frame(width: 20, height: 20) }
        #expect(inkWidth(label.labelStyle(VerticalLabelStyle())) == 40)
    }

    /// `Label("Delete", systemImage: "trash")` beside a button in an HStack keeps its title on one line
    /// (it wrapped as "Dele-te"): a label is offered at least its ideal width when there is room.
    @Test func labelBesideAButtonKeepsItsTitleOnOneLine() {
        let oneLine = HeadlessHost(size: CGSize(width: 300, height: 100)) { Text("Delete") }
        let lineHeight = oneLine.titleFrame("Delete")?.height ?? 0
        #expect(lineHeight > 10)
        for variant in 0..<4 {
            let host = HeadlessHost(size: CGSize(width: 300, height: 100)) {
                switch variant {
                case 0: AnyView(HStack { Label("Delete", systemImage: "trash"); Button("Cancel") {} })
                case 1: AnyView(HStack { Button("Cancel") {}; Spacer(); Label("Delete", systemImage: "trash") }.padding())
                case 2: AnyView(HStack { Label("Delete", systemImage: "trash"); Button("Cancel") {}.buttonStyle(.bordered) })
                default: AnyView(HStack { Button(role: .destructive) {} label: { Label("Delete", systemImage: "trash") }; Button("Cancel") {} }.buttonStyle(.borderedProminent))
                }
            }
            let frame = host.titleFrame("Delete")
            #expect(frame.map { abs($0.height - lineHeight) < 0.5 } == true, "variant \(variant): \(String(describing: frame))")
        }
    }
}

private extension HeadlessHost {
    /// The layout box of the drawn text `string`, in window coordinates.
    func titleFrame(_ string: String) -> CGRect? {
        _ = render()
        for item in displayList.items {
            guard case .drawing(let d) = item, case .text(let run) = d.content, run.string == string else { continue }
            return run.frame.applying(d.transform)
        }
        return nil
    }
}

/// The icon above the title.
private struct VerticalLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 0) {
            configuration.icon
            configuration.title
        }
    }
}
