import Foundation
import LunaparkCore

/// Where the lines of an edited text break when it wraps at a width, and where each
/// character boundary lies: the caret of a `TextEditor` and the boundary nearest a press.
///
/// Lines break at line feeds and, greedily, before the word that would overflow the
/// width (a word wider than the width breaks between characters), as pango's
/// `PANGO_WRAP_WORD_CHAR` wraps the `Text` that draws the editor; spaces hang at the
/// end of their line. Widths come from the graph's `TextMeasuring`, so they are the drawn ones.
@MainActor
struct TextLines {
    /// A line's characters, as offsets into the text.
    struct Line { var range: Range<Int> }

    private let characters: [Character]
    private let font: Font.Resolved
    private let measurer: any TextMeasuring
    private(set) var lines: [Line] = []
    /// The height of one line in points.
    let lineHeight: CGFloat

    init(text: String, font: Font.Resolved, width: CGFloat, measurer: any TextMeasuring) {
        characters = Array(text)
        self.font = font
        self.measurer = measurer
        lineHeight = measurer.size(of: "", font: font, maxWidth: nil, lineLimit: 1).height
        var start = 0
        for (offset, character) in characters.enumerated() where character == "\n" {
            wrapParagraph(start ..< offset, width: width)
            start = offset + 1
        }
        wrapParagraph(start ..< characters.count, width: width)
    }

    /// The width of `characters[range]` set on one line, in points.
    private func width(_ range: Range<Int>) -> CGFloat {
        guard !range.isEmpty else { return 0 }
        return measurer.size(of: String(characters[range]), font: font, maxWidth: nil, lineLimit: 1).width
    }

    private mutating func wrapParagraph(_ paragraph: Range<Int>, width: CGFloat) {
        var lineStart = paragraph.lowerBound
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            // The next word and the spaces after it.
            var wordEnd = index
            while wordEnd < paragraph.upperBound, characters[wordEnd] != " " { wordEnd += 1 }
            var spacesEnd = wordEnd
            while spacesEnd < paragraph.upperBound, characters[spacesEnd] == " " { spacesEnd += 1 }
            if self.width(lineStart ..< wordEnd) > width {
                if index > lineStart {
                    // The word goes to the next line.
                    lines.append(Line(range: lineStart ..< index))
                    lineStart = index
                }
                // A word wider than the line breaks between characters.
                while self.width(lineStart ..< wordEnd) > width {
                    var fit = lineStart + 1
                    while fit < wordEnd, self.width(lineStart ..< fit + 1) <= width { fit += 1 }
                    lines.append(Line(range: lineStart ..< fit))
                    lineStart = fit
                }
            }
            index = spacesEnd
        }
        lines.append(Line(range: lineStart ..< paragraph.upperBound))
    }

    /// The width of line `index` in points, its hanging spaces left out.
    func width(ofLine index: Int) -> CGFloat {
        var range = lines[index].range
        while range.upperBound > range.lowerBound, characters[range.upperBound - 1] == " " {
            range = range.lowerBound ..< range.upperBound - 1
        }
        return width(range)
    }

    /// The index of the line holding the boundary `offset` (a boundary at a wrap belongs to the later line).
    func lineIndex(of offset: Int) -> Int {
        lines.lastIndex { $0.range.lowerBound <= offset } ?? 0
    }

    /// The top-left of the caret before character `offset`, in points from the text's top-left.
    func caret(at offset: Int) -> CGPoint {
        let clamped = min(max(offset, 0), characters.count)
        let index = lineIndex(of: clamped)
        let line = lines[index]
        return CGPoint(x: width(line.range.lowerBound ..< min(clamped, line.range.upperBound)),
                       y: CGFloat(index) * lineHeight)
    }

    /// The boundary nearest `point` (points from the text's top-left): on the line under it
    /// (the first or last line beyond the text), the one whose offset is nearest in x.
    func offset(nearest point: CGPoint) -> Int {
        let index = min(max(Int((point.y / max(lineHeight, 1)).rounded(.down)), 0), lines.count - 1)
        let line = lines[index]
        var best = line.range.lowerBound
        var bestDistance = abs(point.x)
        for end in stride(from: line.range.lowerBound + 1, through: line.range.upperBound, by: 1) {
            let distance = abs(point.x - width(line.range.lowerBound ..< end))
            if distance < bestDistance { best = end; bestDistance = distance }
        }
        return best
    }
}
