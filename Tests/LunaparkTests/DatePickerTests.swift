import Foundation
import Lunapark
import Testing

/// The last date a picker under test wrote.
@MainActor private final class DateRecord {
    var date: Date?
}

/// A date picker in `style` over a date that starts at `start`, 320 points wide at the top.
private struct DatePickerHost<Style: DatePickerStyle>: View {
    let style: Style
    let start: Date
    var range: ClosedRange<Date>?
    var components: DatePickerComponents = [.date]
    let record: DateRecord
    @State private var date: Date?

    var body: some View {
        let binding = Binding<Date>(get: { date ?? start }, set: { date = $0; record.date = $0 })
        VStack(spacing: 0) {
            Group {
                if let range {
                    DatePicker("When", selection: binding, in: range, displayedComponents: components)
                } else {
                    DatePicker("When", selection: binding, displayedComponents: components)
                }
            }
            .datePickerStyle(style)
            .tint(.red)
            .frame(width: 320)
            Spacer(minLength: 0)
        }
    }
}

extension RenderedImage {
    /// The pixels in `rect` (clipped to the image) for which `test` holds.
    fileprivate func countPixels(in rect: CGRect, where test: (RGBA8) -> Bool) -> Int {
        let xs = max(0, Int(rect.minX))..<min(width, Int(rect.maxX))
        let ys = max(0, Int(rect.minY))..<min(height, Int(rect.maxY))
        guard !xs.isEmpty, !ys.isEmpty else { return 0 }
        return ys.reduce(0) { n, y in n + xs.filter { test(pixel(x: $0, y: y)) }.count }
    }
}

@MainActor
struct DatePickerTests {
    let calendar = Calendar.current

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 9, _ minute: Int = 30) -> Date {
        calendar.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// The centre of day `day`'s cell in the graphical calendar of the month of `month`
    /// (a 44-point header and a 20-point weekday row above 40-point rows, 320 / 7 points a column).
    private func cell(_ day: Int, of month: Date) -> CGPoint {
        let first = calendar.date(from: calendar.dateComponents([.year, .month], from: month))!
        let leading = (calendar.component(.weekday, from: first) - calendar.firstWeekday + 7) % 7
        let index = leading + day - 1
        return CGPoint(x: (CGFloat(index % 7) + 0.5) * 320 / 7, y: 64 + CGFloat(index / 7) * 40 + 20)
    }

    /// Pixels of the selection circle: the red tint at 12 % over white.
    private func isCircle(_ p: RGBA8) -> Bool { p.r > 240 && p.g > 200 && p.g < 238 && abs(Int(p.g) - Int(p.b)) < 8 }

    private func circlePixels(_ image: RenderedImage, around point: CGPoint) -> Int {
        image.countPixels(in: CGRect(x: point.x - 20, y: point.y - 20, width: 40, height: 40), where: isCircle)
    }

    @Test func aTapOnADayChoosesItAndKeepsTheTime() {
        let record = DateRecord()
        let start = date(2026, 3, 10)
        let host = HeadlessHost(size: CGSize(width: 320, height: 340)) {
            DatePickerHost(style: .graphical, start: start, record: record)
        }
        let before = host.render()
        #expect(circlePixels(before, around: cell(10, of: start)) > 300)
        #expect(circlePixels(before, around: cell(20, of: start)) == 0)
        host.tap(at: cell(20, of: start))
        #expect(record.date == date(2026, 3, 20))
        host.advance(by: 0.3)
        let after = host.render()
        #expect(circlePixels(after, around: cell(20, of: start)) > 300)
        #expect(circlePixels(after, around: cell(10, of: start)) == 0)
    }

    @Test func theNextChevronSlidesTheFollowingMonthIn() {
        let record = DateRecord()
        let start = date(2026, 3, 10)
        let host = HeadlessHost(size: CGSize(width: 320, height: 340)) {
            DatePickerHost(style: .graphical, start: start, record: record)
        }
        let march = host.render()
        // The next chevron: the last 44 points of the header.
        host.tap(at: CGPoint(x: 298, y: 22))
        host.advance(by: 0.15)
        let sliding = host.render()
        host.advance(by: 0.4)
        let april = host.render()
        #expect(sliding != march && sliding != april && april != march)
        let aprilDate = date(2026, 4, 1)
        host.tap(at: cell(15, of: aprilDate))
        #expect(record.date == date(2026, 4, 15))
    }

    @Test func daysOutsideTheRangeAreGreyedAndIgnored() {
        let record = DateRecord()
        let start = date(2026, 3, 10)
        let host = HeadlessHost(size: CGSize(width: 320, height: 340)) {
            DatePickerHost(style: .graphical, start: start, range: date(2026, 3, 5, 0, 0)...date(2026, 3, 25, 12, 0),
                           record: record)
        }
        let image = host.render()
        func darkText(_ day: Int) -> Int {
            let c = cell(day, of: start)
            return image.countPixels(in: CGRect(x: c.x - 15, y: c.y - 15, width: 30, height: 30)) {
                Int($0.r) + Int($0.g) + Int($0.b) < 300
            }
        }
        #expect(darkText(3) == 0 && darkText(28) == 0)
        #expect(darkText(6) > 10 && darkText(24) > 10)
        host.tap(at: cell(28, of: start))
        #expect(record.date == nil)
        // The last day keeps the time of day, which the range allows (9:30 is before 12:00).
        host.tap(at: cell(25, of: start))
        #expect(record.date == date(2026, 3, 25))
        // The previous month has no day in the range: its chevron does nothing.
        host.tap(at: CGPoint(x: 254, y: 22))
        host.advance(by: 0.5)
        host.tap(at: cell(12, of: start))
        #expect(record.date == date(2026, 3, 12))
    }

    @Test func theCompactDateOpensTheCalendarInAPopover() {
        let record = DateRecord()
        let start = date(2026, 3, 10)
        let host = HeadlessHost(size: CGSize(width: 320, height: 480)) {
            DatePickerHost(style: .compact, start: start, record: record)
        }
        let closed = host.render()
        // The date's capsule (white 0.93) ends at the trailing edge of the first row.
        #expect((235...239).contains(closed.pixel(x: 316, y: 16).r))
        #expect(closed.countPixels(in: CGRect(x: 0, y: 0, width: 320, height: 480), where: isCircle) == 0)
        host.tap(at: CGPoint(x: 300, y: 16))
        host.advance(by: 1)
        // The calendar is shown, its selected day circled in the tint.
        #expect(host.render().countPixels(in: CGRect(x: 0, y: 0, width: 320, height: 480), where: isCircle) > 300)
    }

    @Test func draggingTheMinuteWheelTurnsIt() {
        let record = DateRecord()
        let start = date(2026, 3, 10, 9, 30)
        let host = HeadlessHost(size: CGSize(width: 320, height: 260)) {
            DatePickerHost(style: .wheel, start: start, components: .hourAndMinute, record: record).labelsHidden()
        }
        // The columns (50 points, 4 apart, 8 of padding) are centred in 320 points.
        let twelveHour = DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: .current)?.contains("a") ?? false
        let width: CGFloat = twelveHour ? 8 + 50 + 4 + 50 + 4 + 50 + 8 : 8 + 50 + 4 + 50 + 8
        let minuteX = (320 - width) / 2 + 8 + 50 + 4 + 25
        // Two rows up, held still before the release (no flick): 32 minutes.
        host.press(at: CGPoint(x: minuteX, y: 108))
        for k in 1...8 {
            host.advanceFrame()
            host.movePressed(to: CGPoint(x: minuteX, y: 108 - CGFloat(k) * 8))
        }
        host.advance(by: 0.1)
        host.movePressed(to: CGPoint(x: minuteX, y: 44))
        host.release(at: CGPoint(x: minuteX, y: 44))
        #expect(record.date == date(2026, 3, 10, 9, 32))
        // A tap on the row under the middle one turns the wheel one minute on, with a spring.
        host.tap(at: CGPoint(x: minuteX, y: 108 + 32))
        #expect(record.date == date(2026, 3, 10, 9, 33))
        let turning = host.render()
        host.advance(by: 1)
        #expect(host.render() != turning)
    }
}
