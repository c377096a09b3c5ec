import Foundation

extension InlineMarkdown {
    /// CommonMark's "process emphasis" (spec appendix A) over the delimiter runs
    /// from `bottom` on: each closer, left to right, pairs with the nearest
    /// compatible opener before it; the runs between them can no longer match;
    /// what is left of both runs stays available. Afterwards the runs from
    /// `bottom` on are retired (their remaining characters are text).
    mutating func processEmphasis(above bottom: Int) {
        var closerPosition = bottom
        while closerPosition < delimiters.count {
            let closerPiece = delimiters[closerPosition]
            guard let closer = pieces[closerPiece].delimiter, closer.canClose else {
                closerPosition += 1
                continue
            }
            guard let openerPosition = opener(for: closer, before: closerPosition, above: bottom) else {
                // A closer that cannot open will never match anything: retire it.
                if closer.canOpen { closerPosition += 1 } else { delimiters.remove(at: closerPosition) }
                continue
            }
            let openerPiece = delimiters[openerPosition]
            let opener = pieces[openerPiece].delimiter!
            let used: Int
            let trait: TextSpan.Traits
            if closer.character == "~" {
                used = closer.count
                trait = .strikethrough
            } else {
                used = opener.count >= 2 && closer.count >= 2 ? 2 : 1
                trait = used == 2 ? .bold : .italic
            }
            style(from: openerPiece, to: closerPiece, with: trait)
            consume(used, ofRun: openerPiece)
            consume(used, ofRun: closerPiece)
            delimiters.removeSubrange(openerPosition + 1 ..< closerPosition)
            closerPosition = openerPosition + 1
            if pieces[openerPiece].delimiter!.count == 0 {
                delimiters.remove(at: openerPosition)
                closerPosition -= 1
            }
            if pieces[closerPiece].delimiter!.count == 0 {
                delimiters.remove(at: closerPosition)
            }
        }
        if bottom < delimiters.count { delimiters.removeSubrange(bottom...) }
    }

    /// The position in `delimiters` of the nearest run before `position` (and at or after `bottom`)
    /// that can open emphasis closed by `closer`.
    private func opener(for closer: DelimiterRun, before position: Int, above bottom: Int) -> Int? {
        var candidate = position - 1
        while candidate >= bottom {
            if let run = pieces[delimiters[candidate]].delimiter, run.character == closer.character, run.canOpen,
               Self.canPair(run, closer) {
                return candidate
            }
            candidate -= 1
        }
        return nil
    }

    /// Whether `opener` and `closer` may pair: tildes only with a run of the same length; asterisks
    /// and underscores not when one of them could do both and the lengths add up to a multiple of 3
    /// unless both are multiples of 3 (CommonMark's "rule of 3").
    private static func canPair(_ opener: DelimiterRun, _ closer: DelimiterRun) -> Bool {
        if closer.character == "~" { return opener.count == closer.count }
        if opener.canClose || closer.canOpen {
            let sum = opener.originalCount + closer.originalCount
            if sum % 3 == 0 && !(opener.originalCount % 3 == 0 && closer.originalCount % 3 == 0) { return false }
        }
        return true
    }
}
