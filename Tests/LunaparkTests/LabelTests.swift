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
