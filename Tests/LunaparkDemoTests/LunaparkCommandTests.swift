import ArgumentParser
import Foundation
import Lunapark
import Testing
@testable import LunaparkDemo

/// `lunapark`'s numbers: everything outside its range is one usage line (exit status 64)
/// saying what is wrong, before anything runs. On the main actor, as `lunapark` parses.
@MainActor @Suite(.serialized)
struct LunaparkCommandTests {
    /// The exit status and first line of the error parsing `arguments` gives, or nil when they parse.
    static func failure(_ arguments: [String]) -> (status: Int32, line: String)? {
        do {
            _ = try LunaparkCommand.parseAsRoot(arguments)
            return nil
        } catch {
            let line = LunaparkCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? ""
            return (LunaparkCommand.exitCode(for: error).rawValue, line)
        }
    }

    static let badNumbers: [(option: String, values: [String], extra: [String])] = [
        ("--width", ["inf", "-inf", "nan", "1e10", "-5", "0", "99", "16385"], []),
        ("--height", ["inf", "nan", "1e10", "-1", "0"], []),
        ("--scale", ["inf", "nan", "0", "-1", "4.01", "1e10"], ["--screenshot", "x.png"]),
        ("--at", ["inf", "nan", "-0.5", "1e9", "601"], ["--screenshot", "x.png"]),
        ("--frames", ["-5", "36001", "1e9", "nan"], ["--headless"]),
        ("--scene", ["-1", "0x", "21", "99"], []),
        ("--audio-frequency", ["-1", "0", "7999", "1e10", "192001"], []),
        ("--audio-channels", ["-1", "0", "9"], []),
        ("--soak", ["0", "-1", "nan", "inf", "3601"], ["--headless"]),
    ]

    @Test func everyNumericOptionRefusesWhatIsOutOfRangeInOneUsageLine() {
        for (option, values, extra) in Self.badNumbers {
            for value in values {
                let arguments = extra + [option, value]
                guard let failure = Self.failure(arguments) else {
                    Issue.record("\(arguments) was accepted")
                    continue
                }
                #expect(failure.status == 64, "\(arguments): exit status \(failure.status)")
                #expect(failure.line.contains(option) || failure.line.contains("scene"), "\(arguments): '\(failure.line)'")
                #expect(!failure.line.contains("Missing value"), "\(arguments): '\(failure.line)'")
            }
        }
    }

    @Test func aNegativeValueIsTheValueNotAMissingOne() {
        #expect(Self.failure(["--scene", "-1"])?.line == "no scene -1: use --list-scenes to see them")
        #expect(Self.failure(["--headless", "--frames", "-5"])?.line == "--frames must be 0...36000 frames, got -5")
        #expect(Self.failure(["--width", "inf"])?.line == "--width must be a number in 100...16384 points, got inf")
    }

    @Test func anImageLargerThanOneCairoSurfaceIsRefused() {
        let line = Self.failure(["--screenshot", "x.png", "--width", "16384", "--height", "16384", "--scale", "2"])?.line
        #expect(line?.contains("32768x32768 px image") == true, "\(line ?? "accepted")")
        #expect(Self.failure(["--screenshot", "x.png", "--width", "20000", "--height", "20000", "--scale", "4"])?.status == 64)
        // The largest image allowed: 16384 x 16384 px, 1 GiB.
        #expect(Self.failure(["--screenshot", "x.png", "--width", "8192", "--height", "8192", "--scale", "2"]) == nil)
        // The scale counts only for screenshots; a window is one texture of at most 16384 points a side.
        #expect(Self.failure(["--width", "16384", "--height", "16384", "--scale", "2"]) == nil)
    }

    @Test func theLimitsThemselvesAreAccepted() {
        for arguments in [["--screenshot", "x.png", "--at", "600", "--scale", "0.25"], ["--headless", "--frames", "0"],
                          ["--headless", "--frames", "36000"], ["--width", "100", "--height", "16384"],
                          ["--audio-frequency", "8000", "--audio-channels", "8"], ["--scene", "0"]] {
            #expect(Self.failure(arguments) == nil, "\(arguments)")
        }
    }

    @Test func dateIsISO8601AndOnlyForHeadlessRuns() throws {
        let command = try LunaparkCommand.parseAsRoot(["--headless", "--date", "2020-02-29T12:00:00Z"]) as! LunaparkCommand
        #expect(command.referenceDate == Date(timeIntervalSince1970: 1_582_977_600))
        let withOffset = try LunaparkCommand.parseAsRoot(["--headless", "--date", "2020-02-29T13:00:00.5+01:00"]) as! LunaparkCommand
        #expect(withOffset.referenceDate == Date(timeIntervalSince1970: 1_582_977_600.5))
        let dateOnly = try LunaparkCommand.parseAsRoot(["--headless", "--date", "2020-02-29"]) as! LunaparkCommand
        #expect(dateOnly.referenceDate == Date(timeIntervalSince1970: 1_582_934_400))
        let byDefault = try LunaparkCommand.parseAsRoot(["--headless"]) as! LunaparkCommand
        #expect(byDefault.referenceDate == HeadlessHost.defaultReferenceDate)
        #expect(Self.failure(["--headless", "--date", "yesterday"])?.line.hasPrefix("--date must be an ISO 8601") == true)
        #expect(Self.failure(["--date", "2020-02-29"])?.line.hasPrefix("--date needs --headless or --screenshot") == true)
        #expect(Self.failure(["--soak", "10"])?.line == "--soak needs --headless")
    }
}
