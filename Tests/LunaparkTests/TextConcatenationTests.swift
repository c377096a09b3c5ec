import Foundation
import Lunapark
import Testing

/// `Text + Text` on pixels: each part keeps its own font, colour and typography, a modifier on the
/// sum reaches only the parts that did not set it, and the whole wraps as one paragraph.
@MainActor
struct TextConcatenationTests {
    private func render<V: View>(_ view: V, width: CGFloat = 320, height: CGFloat = 80) -> RenderedImage {
        HeadlessHost(size: CGSize(width: width, height: height)) {
            view.font(.system(size: 20)).frame(width: width, height: height, alignment: .topLeading)
        }.render()
    }

    /// The first column whose pixel in row 5 is red: where a red marker after the text starts.
    private func markerColumn<V: View>(after text: V) -> Int {
        let image = render(HStack(alignment: .top, spacing: 0) { text; Color.red.frame(width: 10, height: 10) })
        return (0..<image.width).first { image.isRed($0, 5) } ?? -1
    }

    /// The first row whose pixel in column 5 is red: where a red marker below the text starts.
    private func markerRow<V: View>(below text: V, width: CGFloat = 320) -> Int {
        let image = render(VStack(alignment: .leading, spacing: 0) { text; Color.red.frame(width: 10, height: 10) },
                           width: width, height: 200)
        return (0..<image.height).first { image.isRed(5, $0) } ?? -1
    }

    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 80 && p.g < 150 }
    private func isBlack(_ p: RGBA8) -> Bool { Int(p.r) + Int(p.g) + Int(p.b) < 150 }

    /// The columns holding pixels for which `test` holds.
    private func columns(_ image: RenderedImage, where test: (RGBA8) -> Bool) -> [Int] {
        (0..<image.width).filter { x in (0..<image.height).contains { test(image.pixel(x: x, y: $0)) } }
    }

    /// The rows holding pixels for which `test` holds in columns `xs`.
    private func rows(_ image: RenderedImage, _ xs: Range<Int>, where test: (RGBA8) -> Bool) -> [Int] {
        (0..<image.height).filter { y in xs.contains { test(image.pixel(x: $0, y: y)) } }
    }

    @Test func eachPartKeepsItsColourAndWeight() throws {
        let image = render(Text("Hello ").bold() + Text("world").foregroundColor(.red))
        let black = columns(image, where: isBlack)
        let red = columns(image) { $0.r > 200 && $0.g < 80 && $0.b < 80 }
        let lastBlack = try #require(black.last), firstRed = try #require(red.first)
        #expect(lastBlack < firstRed, "'Hello ' in black before 'world' in red: \(lastBlack) \(firstRed)")
        #expect(red.count > 30)
        // "Hello " is bold (wider than regular), "world" is not.
        let boldHello = markerColumn(after: Text("Hello ").bold() + Text("world"))
        let plain = markerColumn(after: Text("Hello ") + Text("world"))
        let boldWorld = markerColumn(after: Text("Hello ") + Text("world").bold())
        #expect(boldHello > plain + 2 && boldWorld > plain + 2)
        #expect(plain == markerColumn(after: Text("Hello world")))
    }

    @Test func aModifierOnTheSumReachesOnlyThePartsThatDidNotSetIt() {
        let image = render((Text("AAA").foregroundColor(.red) + Text("BBB")).foregroundColor(.blue))
        let red = columns(image) { $0.r > 200 && $0.g < 80 && $0.b < 80 }
        let blue = columns(image, where: isBlue)
        #expect(!red.isEmpty && !blue.isEmpty && red.last! < blue.first!)
        #expect(columns(image, where: isBlack).isEmpty, "no part is left in the primary colour")
        // The weight of the sum reaches both parts; a part's own weight wins.
        let sum = Text("$").font(.caption) + Text("42").font(.largeTitle)
        #expect(markerColumn(after: sum.fontWeight(.bold)) > markerColumn(after: sum) + 2)
        let ownWeights = Text("$").fontWeight(.ultraLight) + Text("42").fontWeight(.ultraLight)
        #expect(markerColumn(after: ownWeights.fontWeight(.black)) == markerColumn(after: ownWeights))
    }

    @Test func partsOfDifferentSizesShareTheBaseline() throws {
        let image = render((Text("$").font(.caption) + Text("42").font(.largeTitle)).fontWeight(.bold), height: 80)
        let ink = columns(image, where: isBlack)
        let first = try #require(ink.first)
        // The dollar sign is at most 12 points wide, then "42" in 34 points.
        let dollarEnd = try #require((first..<image.width).first { x in !ink.contains(x) })
        let dollar = rows(image, first..<dollarEnd, where: isBlack)
        let digits = rows(image, dollarEnd + 2..<image.width, where: isBlack)
        let dollarHeight = try #require(dollar.last) - dollar[0], digitsHeight = try #require(digits.last) - digits[0]
        #expect(digitsHeight > dollarHeight * 2, "42 in the large title, $ in the caption: \(digitsHeight) \(dollarHeight)")
        // Baseline shared: the digits end on it; the dollar sign ends on it or hangs below by a
        // point or two (its stroke descends).
        #expect(abs(dollar.last! - digits.last!) <= 3)
        // The line is as tall as the large title's.
        #expect(markerRow(below: Text("$").font(.caption) + Text("42").font(.largeTitle))
                == markerRow(below: Text("42").font(.largeTitle)))
    }

    @Test func theEnvironmentsFontReachesPartsWithoutTheirOwn() {
        let big = VStack { Text("iiii") + Text("iiii").font(.system(size: 40)) }.font(.system(size: 10))
        let small = VStack { Text("iiii") + Text("iiii") }.font(.system(size: 10))
        let allBig = Text("iiiiiiii").font(.system(size: 40))
        #expect(markerColumn(after: small) < markerColumn(after: big))
        #expect(markerColumn(after: big) < markerColumn(after: allBig))
    }

    @Test func theSumWrapsAcrossItsPartsAsOneParagraph() {
        let line = markerRow(below: Text("one"))
        let sum = Text("one two three ") + Text("four five six").bold() + Text(" seven")
        let wrapped = markerRow(below: sum, width: 90)
        #expect(wrapped >= line * 3, "three lines or more at 90 points: \(wrapped) vs a line of \(line)")
        #expect(markerRow(below: sum, width: 600) == line, "one line where it fits")
    }

    @Test func typographyOfOnePartStaysInIt() {
        let plain = markerColumn(after: Text("iii") + Text("iii"))
        // Pango spaces around each character, so a part starting inside a line also gets half a
        // spacing before its first character: 9 points and 1.5 more.
        #expect(abs(markerColumn(after: Text("iii") + Text("iii").tracking(3)) - (plain + 10)) <= 1)
        // The sum's tracking reaches the parts without their own.
        #expect(abs(markerColumn(after: (Text("iii") + Text("iii").tracking(0)).tracking(3)) - (plain + 9)) <= 1)
        // An underline on the second part only: red line pixels right of the first part.
        let image = render(Text("mnmnmn") + Text("mnmnmn").underline(color: .red))
        let reddish = columns(image) { $0.r > 200 && $0.g < 170 && $0.b < 170 }
        let firstPart = markerColumn(after: Text("mnmnmn"))
        #expect(reddish.count > 30 && reddish.first! >= firstPart - 1)
    }

    @Test func aPartsBaselineOffsetRaisesOnlyThatPart() throws {
        let image = render(HStack(alignment: .top) { Text("HH") + Text("HH").baselineOffset(8) }, height: 80)
        let split = markerColumn(after: Text("HH"))
        let left = rows(image, 0..<split - 1, where: isBlack), right = rows(image, split + 1..<image.width, where: isBlack)
        let leftBottom = try #require(left.last), rightBottom = try #require(right.last)
        #expect(abs((leftBottom - rightBottom) - 8) <= 1, "raised by 8: \(leftBottom) \(rightBottom)")
    }

    @Test func aSymbolImageIsAGlyphInTheLine() throws {
        let alone = markerColumn(after: Text(" Favorites"))
        let withStar = markerColumn(after: Text(Image(systemName: "star.fill")) + Text(" Favorites"))
        // One em of the 20-point font for the icon.
        #expect(abs(withStar - alone - 20) <= 1)
        let image = render((Text(Image(systemName: "star.fill")) + Text(" Favorites")).foregroundColor(.red))
        #expect(image.count(in: CGRect(x: 0, y: 0, width: 20, height: 30)) { image.isRed($0, $1) } > 60,
                "the star is drawn in the text's colour")
    }

    @Test func aContentTransitionKeepsThePartsStyles() {
        let host = HeadlessHost(size: CGSize(width: 320, height: 80)) { PriceChange() }
        host.advance(by: 0.1)
        // Mid-fade (a 1-second linear animation): the red dollar sign is still red.
        host.advance(by: 0.4)
        let image = host.render()
        let red = image.count(in: CGRect(x: 0, y: 0, width: 320, height: 80)) { x, y in
            let p = image.pixel(x: x, y: y); return p.r > 200 && p.g < 140 && p.b < 140
        }
        #expect(red > 15, "the red part keeps its colour while the text cross-fades: \(red)")
    }

    @Test func equalSumsAreEqualAndModifiersMakeThemDiffer() {
        #expect(Text("a") + Text("b") == Text("a") + Text("b"))
        #expect(Text("a") + Text("b") != Text("a") + Text("b").bold())
        #expect((Text("a") + Text("b")).italic() != Text("a") + Text("b"))
    }
}

/// A price whose number changes in a one-second linear animation as it appears.
private struct PriceChange: View {
    @State private var price = 9

    var body: some View {
        (Text("$").foregroundColor(.red).font(.system(size: 30)) + Text("\(price)"))
            .font(.system(size: 20))
            .frame(width: 320, height: 80, alignment: .topLeading)
            .onAppear { withAnimation(.linear(duration: 1)) { price = 99 } }
    }
}
