import Foundation
import Lunapark
import Testing

/// `GroupBox` on pixels: a rounded box of the secondary system background around its
/// label and content, padded by 16; a custom `GroupBoxStyle` replaces it.
@MainActor
struct GroupBoxTests {
    @Test func theBoxIsTheSecondaryBackgroundInEachScheme() {
        func render(_ scheme: ColorScheme) -> RenderedImage {
            HeadlessHost(size: CGSize(width: 200, height: 120), background: .white) {
                GroupBox("Today") { Text("Three rings closed") }
                    .padding(10)
                    .environment(\.colorScheme, scheme)
            }.render()
        }
        let light = render(.light), dark = render(.dark)
        // Inside the box near its leading edge (x 10 + 4), below the label's line: only background.
        #expect(light.matches(x: 14, y: 60, (242, 242, 247), tolerance: 2), "\(light.pixel(x: 14, y: 60))")
        #expect(dark.matches(x: 14, y: 60, (28, 28, 30), tolerance: 2), "\(dark.pixel(x: 14, y: 60))")
        // The box is rounded: its very corner shows the window's white.
        let box = (0..<120).first { light.matches(x: 100, y: $0, (242, 242, 247), tolerance: 2) } ?? 0
        #expect(light.isWhite(10, box))
    }

    private struct Framed: GroupBoxStyle {
        func makeBody(configuration: Configuration) -> some View {
            configuration.content.padding(8).background(Color(red: 1, green: 0, blue: 0))
        }
    }

    @Test func aCustomStyleDrawsTheBox() {
        let image = HeadlessHost(size: CGSize(width: 200, height: 120), background: .white) {
            GroupBox { Text("x") }.groupBoxStyle(Framed())
        }.render()
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 200, height: 120)) { image.isRed($0, $1) } > 100)
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 200, height: 120)) { x, y in image.matches(x: x, y: y, (242, 242, 247), tolerance: 1) } == 0)
    }
}
