import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

// What the scene tests share: where colours are drawn, and the texts on screen.

extension RenderedImage {
    /// The smallest rect holding every pixel of `area` (pixel coordinates; the whole image
    /// when nil) for which `matches` is true, or nil.
    func region(in area: CGRect? = nil, where matches: (RGBA8) -> Bool) -> CGRect? {
        let bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let area = (area ?? bounds).intersection(bounds)
        guard !area.isNull, !area.isEmpty else { return nil }
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in Int(area.minY)..<Int(area.maxY) {
            for x in Int(area.minX)..<Int(area.maxX) where matches(pixel(x: x, y: y)) {
                minX = min(minX, x)
                maxX = max(maxX, x)
                minY = min(minY, y)
                maxY = max(maxY, y)
            }
        }
        guard maxX >= 0 else { return nil }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }
}

extension HeadlessHost {
    /// The strings of the texts in the last frame, in drawing order.
    var shownTexts: [String] { placedTexts.map(\.string) }

    /// The texts of the last frame with their bounds in root coordinates (points), in drawing order.
    var placedTexts: [(string: String, frame: CGRect)] {
        var result: [(string: String, frame: CGRect)] = []
        var layers: [DisplayList.Layer] = []
        for item in displayList.items {
            switch item {
            case .layer(let layer): layers.append(layer)
            case .end: _ = layers.popLast()
            case .drawing(let drawing):
                guard case .text(let run) = drawing.content else { continue }
                let transform = layers.reversed().reduce(drawing.transform) { $0.concatenating($1.transform) }
                result.append((run.string, drawing.bounds.applying(transform)))
            }
        }
        return result
    }

    /// Taps the middle of the first text reading `string` (a button's label), or records an issue.
    func tap(text string: String) {
        guard let label = placedTexts.first(where: { $0.string == string }) else {
            Issue.record("no text \"\(string)\" on screen")
            return
        }
        tap(at: CGPoint(x: label.frame.midX, y: label.frame.midY))
    }
}

/// A host for the demo's views whose `.now` (the park's `ParkClock`) reads the host's virtual
/// clock, as in `lunapark --headless`: schedules started `from: .now` start at virtual time 0.
@MainActor
func parkClockHost<Content: View>(size: CGSize, @ViewBuilder content: () -> Content) -> HeadlessHost {
    ParkClock.start(at: HeadlessHost.defaultReferenceDate)
    let host = HeadlessHost(size: size, content: content)
    ParkClock.attach(host.graph)
    return host
}
