import Foundation
import Lunapark
import Testing

/// Rectangles with a radius per corner, the shapes' static members, and their animation.
@MainActor
struct UnevenRoundedRectangleTests {
    @Test func eachCornerHasItsOwnRadius() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            UnevenRoundedRectangle(topLeadingRadius: 40, bottomTrailingRadius: 20)
                .fill(.red)
        }
        host.background = .white
        let image = host.render()
        // Top-leading: radius 40, so (4, 4) is outside; bottom-leading and top-trailing square.
        #expect(image.isWhite(4, 4))
        #expect(image.isRed(1, 98) && image.isRed(98, 1))
        // Bottom-trailing: radius 20 about (80, 80): (96, 96) is 22.6 away (outside), (90, 90) 14.1 (inside).
        #expect(image.isWhite(96, 96) && image.isRed(90, 90))
        // A radius of 40 cuts deeper than one of 20: (8, 8) is still outside the top-leading arc.
        #expect(image.isWhite(8, 8))
    }

    @Test func radiiAreLimitedToHalfTheShorterSide() {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40),
                        cornerRadii: RectangleCornerRadii(topLeading: 500, bottomLeading: -3, bottomTrailing: .infinity,
                                                          topTrailing: 10))
        // Top-leading acts as radius 20: the point (3, 3) is outside, (20, 1) on the straight edge is in.
        #expect(!path.contains(CGPoint(x: 3, y: 3)))
        #expect(path.contains(CGPoint(x: 20.5, y: 1)))
        // A negative or infinite radius is a square corner.
        #expect(path.contains(CGPoint(x: 0.5, y: 39.5)) && path.contains(CGPoint(x: 99.5, y: 39.5)))
        #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 100, height: 40))
    }

    @Test func theRadiiAnimate() {
        struct Toggle: View {
            @State private var rounded = false
            var body: some View {
                UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: rounded ? 50 : 0))
                    .fill(.red)
                    .onAppear { withAnimation(.linear(duration: 1)) { rounded = true } }
            }
        }
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) { Toggle() }
        host.background = .white
        #expect(host.render().isRed(2, 2))
        host.advance(by: 0.5)
        let halfway = host.render()
        // Radius 25 halfway: (4, 4) is outside the arc, (10, 10) inside (distance 21 from (25, 25)).
        #expect(halfway.isWhite(4, 4) && halfway.isRed(10, 10))
        host.advance(by: 0.6)
        // Radius 50 at the end: (10, 10) is outside (distance 56.6 from (50, 50)).
        #expect(host.render().isWhite(10, 10))
    }

    @Test func staticMembersClipAndFill() {
        let host = HeadlessHost(size: CGSize(width: 100, height: 100)) {
            Color.red
                .clipShape(.rect(cornerRadius: 30))
                .overlay(alignment: .center) {
                    Color.clear.frame(width: 20, height: 20).background(.blue, in: .circle)
                }
        }
        host.background = .white
        let image = host.render()
        #expect(image.isWhite(2, 2) && image.isRed(50, 10))
        let center = image.pixel(x: 50, y: 50)
        #expect(center.b > 200 && center.r < 60)
        // The circle's 20-point frame: its corner (41, 41) stays red.
        #expect(image.isRed(41, 41))
        // The other members type-check where a shape is expected.
        let shapes: [AnyShape] = [AnyShape(.rect), AnyShape(.capsule), AnyShape(.capsule(style: .circular)),
                                  AnyShape(.ellipse), AnyShape(.containerRelative),
                                  AnyShape(.rect(cornerSize: CGSize(width: 4, height: 8))),
                                  AnyShape(.rect(topLeadingRadius: 8)),
                                  AnyShape(.rect(cornerRadii: RectangleCornerRadii(topTrailing: 4)))]
        let square = CGRect(x: 0, y: 0, width: 40, height: 40)
        #expect(shapes.allSatisfy { $0.path(in: square).boundingRect == square })
        #expect(ContainerRelativeShape().inset(by: 5).path(in: square).boundingRect == square.insetBy(dx: 5, dy: 5))
    }

    @Test func anInsetBorderStaysParallel() {
        let shape = UnevenRoundedRectangle(topLeadingRadius: 20).inset(by: 5)
        let path = shape.path(in: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(path.boundingRect == CGRect(x: 5, y: 5, width: 90, height: 90))
        // The inset corner has radius 15 centred at (20, 20): (9, 9) is outside, (12, 12) inside.
        #expect(!path.contains(CGPoint(x: 9, y: 9)) && path.contains(CGPoint(x: 12, y: 12)))
    }
}
