import Foundation
import Lunapark
import Testing

/// `@Environment(\.presentationMode)`, as pre-iOS 15 samples dismiss a sheet:
/// `presentationMode.wrappedValue.dismiss()`.
private struct SheetOpener: View {
    @State var showsSheet = false

    var body: some View {
        Color.yellow
            .onTapGesture { showsSheet = true }
            .sheet(isPresented: $showsSheet) { ModeReader() }
    }
}

private struct ModeReader: View {
    @Environment(\.presentationMode) var presentationMode

    var body: some View {
        Color.purple.onTapGesture {
            // dismiss() acts only when isPresented is true, so the sheet closing shows both.
            presentationMode.wrappedValue.dismiss()
        }
    }
}

@MainActor
struct PresentationModeTests {
    @Test func dismissClosesTheSheetItIsReadIn() {
        let host = HeadlessHost(size: CGSize(width: 200, height: 400)) { SheetOpener() }
        host.tap(at: CGPoint(x: 100, y: 200))
        host.advance(by: 1)
        #expect(host.graph.isPresenting)
        host.tap(at: CGPoint(x: 100, y: 300))
        host.advance(by: 1)
        #expect(!host.graph.isPresenting)
        #expect(host.render().matches(x: 100, y: 200, (255, 204, 0), tolerance: 10))
    }

    @Test func outsideAPresentationItIsNotPresentedAndDismissDoesNothing() {
        var mode = EnvironmentValues().presentationMode.wrappedValue
        #expect(!mode.isPresented)
        mode.dismiss()
        #expect(!mode.isPresented)
    }
}
