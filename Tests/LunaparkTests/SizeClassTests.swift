import Foundation
import Lunapark
import Testing

/// The size classes follow the window (compact below 700 points wide, below 500 tall),
/// and `displayScale` / `pixelLength` the host's scale.
@MainActor
struct SizeClassTests {
    /// Red while compact horizontally, blue while regular; the top half for the
    /// horizontal class, the bottom half green while compact vertically, else black.
    private struct Classes: View {
        @Environment(\.horizontalSizeClass) private var horizontal
        @Environment(\.verticalSizeClass) private var vertical
        var body: some View {
            VStack(spacing: 0) {
                horizontal == .compact ? Color.red : Color.blue
                vertical == .compact ? Color.green : Color.black
            }
        }
    }

    private func classes(_ host: HeadlessHost) -> (UserInterfaceSizeClass?, UserInterfaceSizeClass?) {
        let image = host.render()
        let top = image.pixel(x: 10, y: 10), bottom = image.pixel(x: 10, y: image.height - 10)
        let horizontal: UserInterfaceSizeClass? = top.r > 200 && top.b < 60 ? .compact : top.b > 200 && top.r < 60 ? .regular : nil
        let vertical: UserInterfaceSizeClass? = bottom.g > 150 ? .compact : bottom.r < 40 && bottom.g < 40 ? .regular : nil
        return (horizontal, vertical)
    }

    @Test func sizeClassesFlipWhenTheWindowIsResized() {
        let host = HeadlessHost(size: CGSize(width: 390, height: 844)) { Classes() }
        #expect(classes(host) == (.compact, .regular))       // a phone in portrait
        host.resize(to: CGSize(width: 844, height: 390))
        #expect(classes(host) == (.regular, .compact))       // in landscape
        host.resize(to: CGSize(width: 1024, height: 768))
        #expect(classes(host) == (.regular, .regular))       // a tablet
        host.resize(to: CGSize(width: 699, height: 500))
        #expect(classes(host) == (.compact, .regular))       // just under the width threshold
    }

    @Test func environmentOverridesTheWindowsClass() {
        let host = HeadlessHost(size: CGSize(width: 1024, height: 768)) {
            Classes().environment(\.horizontalSizeClass, .compact)
        }
        #expect(classes(host).0 == .compact)
        #expect(classes(host).1 == .regular)
    }

    /// A hairline as thick as one pixel, as code drawing separators writes it.
    private struct Hairline: View {
        @Environment(\.pixelLength) private var pixelLength
        @Environment(\.displayScale) private var displayScale
        var body: some View {
            VStack(spacing: 0) {
                Color.black.frame(height: pixelLength)
                Color.white.frame(height: 10 * displayScale)
            }
            .frame(maxHeight: .infinity, alignment: .top)
        }
    }

    @Test func displayScaleAndPixelLengthFollowTheHostScale() {
        for scale in [1.0, 2.0, 3.0] {
            let host = HeadlessHost(size: CGSize(width: 40, height: 40), scale: scale) { Hairline() }
            let image = host.render()
            let dark = (0..<image.height).filter { y in image.pixel(x: 20, y: y).r < 60 }
            // One pixel row, whatever the scale.
            #expect(dark == [0], "scale \(scale)")
        }
        #expect(EnvironmentValues().displayScale == 1 && EnvironmentValues().pixelLength == 1)
    }
}
