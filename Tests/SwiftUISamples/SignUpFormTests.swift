import Foundation
import Lunapark
import Testing

/// The sign-up form: the name is capitalized word by word as it is typed, Return moves
/// to the email field, whose text stays as typed; the greeting shows the name.
@MainActor
struct SignUpFormTests {
    private func isInk(_ p: RGBA8) -> Bool { p.r < 80 && p.g < 80 && p.b < 80 }

    /// The runs of rows holding dark ink, top to bottom, each with its ink's width.
    private func inkRuns(_ image: RenderedImage) -> [(rows: ClosedRange<Int>, width: Int)] {
        var runs: [(rows: ClosedRange<Int>, width: Int)] = []
        var start: Int?
        for y in 0...image.height {
            let inked = y < image.height && (0..<image.width).contains { isInk(image.pixel(x: $0, y: y)) }
            if inked, start == nil { start = y }
            if !inked, let s = start {
                let xs = (0..<image.width).filter { x in (s..<y).contains { isInk(image.pixel(x: x, y: $0)) } }
                runs.append((s...(y - 1), (xs.last ?? 0) - (xs.first ?? 0) + 1))
                start = nil
            }
        }
        return runs
    }

    /// The ink width of `text` drawn alone.
    private func width(of text: Text) -> Int {
        let image = HeadlessHost(size: CGSize(width: 320, height: 60)) { text }.render()
        return inkRuns(image).first?.width ?? 0
    }

    @Test func theNameIsCapitalizedAndTheEmailIsNot() throws {
        let host = HeadlessHost(size: CGSize(width: 320, height: 160)) { SignUpForm() }
        let empty = inkRuns(host.render())
        // Empty fields show grey prompts: the only dark ink is the greeting.
        #expect(empty.count == 1)
        let greetingTop = try #require(empty.first).rows.lowerBound
        // The fields sit above the greeting, the name field first: tap near the top.
        host.tap(at: CGPoint(x: 160, y: CGFloat(greetingTop) - 70))
        host.type("ada lovelace")
        host.key(.return)
        host.type("lovelace@example.com")
        let runs = inkRuns(host.render())
        #expect(runs.count == 3)
        let greeting = try #require(runs.last).width
        let capitalized = width(of: Text("Welcome, Ada Lovelace").font(.headline))
        let asTyped = width(of: Text("Welcome, ada lovelace").font(.headline))
        #expect(abs(greeting - capitalized) <= 1 && abs(capitalized - asTyped) > 4, "\(greeting) \(capitalized) \(asTyped)")
        // The email field's text, the second run, is as typed.
        let email = runs[1].width
        let lower = width(of: Text("lovelace@example.com")), upper = width(of: Text("Lovelace@example.com"))
        #expect(abs(email - lower) <= 1 && upper - lower > 2, "\(email) \(lower) \(upper)")
    }
}
