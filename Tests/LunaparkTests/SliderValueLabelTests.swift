import Foundation
import Lunapark
import Testing

/// `Slider` with minimum and maximum value labels: the labels sit at the ends, the
/// track is shortened between them, and a drag maps along the shortened track.
@MainActor
struct SliderValueLabelTests {
    private final class Box { var value = 0.0 }

    private func isGrey(_ p: RGBA8) -> Bool {
        abs(Int(p.r) - 219) < 6 && abs(Int(p.g) - 219) < 6 && abs(Int(p.b) - 219) < 6
    }
    private func isBlue(_ p: RGBA8) -> Bool { p.b > 200 && p.r < 60 }

    /// The longest run of pixels passing `test` on the track's row (the middle row).
    private func longestRun(_ image: RenderedImage, _ test: (RGBA8) -> Bool) -> ClosedRange<Int> {
        let y = image.height / 2
        var best = 0...0, start: Int?
        for x in 0...image.width {
            if x < image.width, test(image.pixel(x: x, y: y)) {
                if start == nil { start = x }
            } else if let s = start {
                if x - 1 - s > best.count - 1 { best = s...(x - 1) }
                start = nil
            }
        }
        return best
    }

    /// The track's ends: where its blue fill starts with the value at the top of the range
    /// (the thumb then covers the other end), and where its grey ends with the value at the
    /// bottom. Labels are text in black, never a long run of the track's colours.
    private func trackEnds(_ slider: (Binding<Double>) -> some View) -> (first: Int, last: Int) {
        let full = HeadlessHost(size: CGSize(width: 300, height: 40)) { slider(.constant(100)) }.render()
        let empty = HeadlessHost(size: CGSize(width: 300, height: 40)) { slider(.constant(0)) }.render()
        return (longestRun(full, isBlue).lowerBound, longestRun(empty, isGrey).upperBound)
    }

    private func dark(_ image: RenderedImage, in xs: Range<Int>) -> Int {
        image.count(in: CGRect(x: xs.lowerBound, y: 0, width: xs.count, height: image.height)) { x, y in
            let p = image.pixel(x: x, y: y)
            return p.r < 90 && p.g < 90 && p.b < 90
        }
    }

    private func labelled(_ value: Binding<Double>) -> some View {
        Slider(value: value, in: 0...100) {
            Text("Speed")
        } minimumValueLabel: {
            Text("0")
        } maximumValueLabel: {
            Text("100")
        }
    }

    @Test func labelsSitAtTheEndsAndShortenTheTrack() {
        let bare = trackEnds { Slider(value: $0, in: 0...100) }
        let short = trackEnds(labelled)
        #expect(bare.first <= 1 && bare.last >= 298, "\(bare)")
        // "0" is about 11 points wide and "100" about 33, each 8 points from the track.
        #expect(short.first > 14 && short.first < 26, "\(short)")
        #expect(short.last < 300 - 36 && short.last > 300 - 52, "\(short)")
        // The labels are drawn in the spaces left, and the label "Speed" is not drawn.
        let image = HeadlessHost(size: CGSize(width: 300, height: 40)) { labelled(.constant(50)) }.render()
        #expect(dark(image, in: 0..<short.first) > 10)
        #expect(dark(image, in: (short.last + 1)..<300) > 30)
        #expect(dark(image, in: short.first..<(short.last + 1)) == 0)
    }

    @Test func aDragMapsAlongTheShortenedTrack() throws {
        let box = Box()
        var edits: [Bool] = []
        let host = HeadlessHost(size: CGSize(width: 300, height: 40)) {
            Slider(value: Binding(get: { box.value }, set: { box.value = $0 }), in: 0...100, step: 5) {
                Text("Speed")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            } onEditingChanged: { edits.append($0) }
        }
        let (first, last) = trackEnds(labelled)
        let y = 20.0
        // The thumb's centre travels between 13 points from each end of the track.
        host.drag(from: CGPoint(x: Double(first) + 13, y: y), to: CGPoint(x: Double(last) - 12, y: y))
        #expect(box.value == 100)
        host.tap(at: CGPoint(x: Double(first + last) / 2, y: y))
        #expect(box.value == 50)
        host.tap(at: CGPoint(x: Double(first) + 13, y: y))
        #expect(box.value == 0)
        #expect(edits == [true, false, true, false, true, false])
    }

    @Test func labelFormsWithoutValueLabelsKeepTheWholeWidth() {
        let ends = trackEnds { Slider(value: $0, in: 0...100) { Text("Level") } }
        #expect(ends.first <= 1 && ends.last >= 298, "\(ends)")
    }
}
