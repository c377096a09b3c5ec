import Foundation
@testable import LunaparkGraph
import Testing

/// Numbers and values formatted into `Text`: printf specifiers and Foundation format styles in
/// string interpolations, `Text(_:format:)`, and the locale environment values.
@MainActor
struct TextFormattingTests {
    private let english = Locale(identifier: "en_US")

    @Test func specifiersFormatNumbersAsPrintfDoes() {
        #expect(Text("\(3.14159, specifier: "%.2f")").string == "3.14")
        #expect(Text("Speed: \(2.5, specifier: "%05.1f") m/s").string == "Speed: 002.5 m/s")
        #expect(Text("\(42, specifier: "%d") items").string == "42 items")
        #expect(Text("\(255, specifier: "%X")").string == "FF")
        #expect(Text("\(Float(0.5), specifier: "%.0f%%")").string == "0%")  // %% is literal text; 0.5 rounds to even
        #expect(Text("\(CGFloat(1.25), specifier: "%.1f")").string == "1.2")
    }

    /// A specifier for another kind of value (or with two conversions, or a `*` width) would make
    /// `String(format:)` read arguments that are not there: the value is written plainly instead.
    @Test func aSpecifierThatDoesNotFitTheValueWritesItPlainly() {
        #expect(Text("\(3.5, specifier: "%s")").string == "3.5")
        #expect(Text("\(3.5, specifier: "%d")").string == "3.5")
        #expect(Text("\(7, specifier: "%.1f")").string == "7")
        #expect(Text("\(3.5, specifier: "%f %f")").string == "3.5")
        #expect(Text("\(3.5, specifier: "%*f")").string == "3.5")
        #expect(Text("\(3.5, specifier: "no conversion")").string == "3.5")
        #expect(Text("\(3.5, specifier: "%")").string == "3.5")
    }

    @Test func formatStylesInInterpolations() {
        #expect(Text("\(0.256, format: .percent.locale(english))").string == "25.6%")
        #expect(Text("Total: \(1234.5, format: .number.precision(.fractionLength(2)).locale(english))").string
            == "Total: 1,234.50")
        let germanPrice = Text("\(9.5, format: .currency(code: "EUR").locale(Locale(identifier: "de_DE")))").string
        #expect(germanPrice.hasPrefix("9,50") && germanPrice.hasSuffix("€"))
    }

    /// Interpolated values are escaped, never read as Markdown; the literal's Markdown still is.
    @Test func formattedValuesStayOutOfTheMarkdown() {
        let text = Text("**\(2.5, specifier: "%.1f")** of \(-1, format: .number.sign(strategy: .always()).locale(english))")
        #expect(text.string == "2.5 of -1")
        #expect(text.spans.count == 1)
        #expect(text.spans.first?.traits == .bold)
        #expect(Text("\(5, specifier: "*%d*")").string == "*5*")
    }

    @Test func textWithAFormatStyleShowsTheFormattedValue() {
        #expect(Text(3, format: .number).string == "3")
        #expect(Text(0.5, format: .percent.locale(english)).string == "50%")
        let epoch = Date(timeIntervalSince1970: 0)
        let utc = TimeZone(identifier: "UTC")!
        let style = Date.FormatStyle(date: .omitted, time: .shortened, locale: english, timeZone: utc)
        #expect(Text(epoch, format: style).string.hasPrefix("12:00"))
        #expect(Text("*\(4)*").spans.count == 1)
        #expect(Text(4, format: .number).spans.isEmpty, "formatted text is shown as it is")
    }

    @Test func localeCalendarAndTimeZoneDefaultToTheSystemsAndCanBeSet() {
        var environment = EnvironmentValues()
        #expect(environment.locale.identifier == Locale.autoupdatingCurrent.identifier)
        #expect(environment.timeZone.identifier == TimeZone.autoupdatingCurrent.identifier)
        #expect(environment.calendar.identifier == Calendar.autoupdatingCurrent.identifier)
        environment.locale = Locale(identifier: "fr_FR")
        environment.timeZone = TimeZone(identifier: "Asia/Bangkok")!
        environment.calendar = Calendar(identifier: .buddhist)
        #expect(environment.locale.identifier == "fr_FR")
        #expect(environment.timeZone.identifier == "Asia/Bangkok")
        #expect(environment.calendar.identifier == .buddhist)
    }
}
