import Foundation
import Lunapark
import Testing

/// Materials as shape styles: the pixels beneath blurred, saturated and tinted by colour scheme.
@MainActor
struct MaterialTests {
    /// Black on the left half, white on the right, with `material` filling `shape` over the
    /// middle 100 x 60 points of a 200 x 100 window.
    private func halves<S: Shape>(_ material: Material, in shape: S, scheme: ColorScheme = .light,
                                  shadow: Bool = false) -> HeadlessHost {
        HeadlessHost(size: CGSize(width: 200, height: 100)) {
            ZStack {
                HStack(spacing: 0) { Color.black; Color.white }
                Color.clear.frame(width: 100, height: 60)
                    .background(material, in: shape)
                    .shadow(color: .black.opacity(shadow ? 0.3 : 0), radius: shadow ? 4 : 0)
            }
            .environment(\.colorScheme, scheme)
        }
    }

    private func brightness(_ image: RenderedImage, _ x: Int, _ y: Int) -> Int {
        let p = image.pixel(x: x, y: y)
        return Int(p.r) + Int(p.g) + Int(p.b)
    }

    @Test func aSharpEdgeBehindAMaterialIsBlurred() {
        let image = halves(.ultraThin, in: Rectangle()).render()
        // Outside the material (row 5) the edge between x = 99 and 100 stays sharp.
        #expect(brightness(image, 98, 5) < 10)
        #expect(brightness(image, 101, 5) > 750)
        // Inside (row 50) it is a ramp: neither black nor white within 5 points of the edge,
        // rising from left to right.
        let ramp = [90, 95, 100, 105, 110].map { brightness(image, $0, 50) }
        #expect(ramp[1] > 150 && ramp[3] < 740, "ramp \(ramp)")
        #expect(zip(ramp, ramp.dropFirst()).allSatisfy { $0 < $1 }, "ramp \(ramp)")
        // The light tint lifts the black side: far from the edge it is no longer black.
        #expect(brightness(image, 55, 50) > 150)
    }

    @Test func theTintFollowsTheColourScheme() {
        let light = halves(.regular, in: Rectangle()).render()
        let dark = halves(.regular, in: Rectangle(), scheme: .dark).render()
        // Over the white side, the dark tint darkens and the light one keeps it bright.
        #expect(brightness(light, 140, 50) > 700)
        #expect(brightness(dark, 140, 50) < 450)
        // Over the black side the light tint brightens more than the dark one.
        #expect(brightness(light, 60, 50) > brightness(dark, 60, 50) + 200)
    }

    @Test func thickerMaterialsHideMoreOfTheBackdrop() {
        let thin = halves(.ultraThin, in: Rectangle(), scheme: .dark).render()
        let thick = halves(.ultraThick, in: Rectangle(), scheme: .dark).render()
        // Over white, a thicker dark material lets less of the white through.
        #expect(brightness(thick, 140, 50) + 150 < brightness(thin, 140, 50))
    }

    @Test func theMaterialIsClippedToItsShape() {
        let image = halves(.thick, in: Capsule()).render()
        // The capsule's corner area (x 51, y 21) keeps the black backdrop; its middle is tinted.
        #expect(brightness(image, 51, 21) < 10)
        #expect(brightness(image, 75, 50) > 300)
    }

    @Test func aShadowedMaterialStillSeesTheBackdrop() {
        let image = halves(.ultraThin, in: RoundedRectangle(cornerRadius: 12), shadow: true).render()
        let ramp = [95, 100, 105].map { brightness(image, $0, 50) }
        #expect(ramp[0] > 150 && ramp[2] < 740 && ramp[0] < ramp[2], "ramp \(ramp)")
    }

    @Test func aHugeScaleOrAnEmptyShapeDrawsWithoutTrapping() {
        let host = HeadlessHost(size: CGSize(width: 60, height: 60)) {
            ZStack {
                Color.red
                Circle().fill(.regularMaterial).frame(width: 10, height: 10).scaleEffect(1e12)
                Circle().fill(.thinMaterial).frame(width: 0, height: 0)
            }
        }
        let image = host.render()
        // The enormous circle covers the window: the red is blurred and tinted, not pure red.
        let p = image.pixel(x: 30, y: 30)
        #expect(p.r > 150 && p.g > 60)
    }

    @Test func anUnchangedBackdropIsBlurredOnce() {
        let host = halves(.regular, in: Rectangle())
        let first = host.render()
        #expect(host.renderStatistics.materialsBlurred == 1)
        let second = host.render()
        #expect(host.renderStatistics.materialsFromCache == 1)
        #expect(host.renderStatistics.materialsBlurred == 0)
        #expect(first.pixels == second.pixels)
    }

    @Test func aChangedBackdropIsBlurredAgain() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            MovingBackdrop()
        }
        let before = host.render()
        host.advance(by: 1)
        let after = host.render()
        #expect(host.renderStatistics.materialsBlurred == 1)
        #expect(brightness(before, 50, 50) != brightness(after, 50, 50))
    }
}

/// A square sliding under a material once it appears.
private struct MovingBackdrop: View {
    @State private var moved = false
    var body: some View {
        ZStack {
            Color.white
            Color.black.frame(width: 40, height: 40).offset(x: moved ? 0 : -60)
            Color.clear.frame(width: 60, height: 60).background(.thinMaterial)
        }
        .onAppear { withAnimation(.linear(duration: 0.5)) { moved = true } }
    }
}
