import Foundation
import Lunapark

/// The park's `.now`: the scene's date (`ViewGraph.currentDate`) rather than the wall clock.
///
/// The articles start their schedules with `.periodic(from: .now, by: ...)`. In SwiftUI, and
/// in an app using Lunapark, `.now` is Foundation's `Date.now`, the wall clock when the body
/// runs. In the park it is this clock (the extension of `Date` below shadows Foundation's
/// `now` in this module only): in a headless run (`HeadlessRun`) the virtual clock from the
/// host's reference date, so a scene's schedules start on the scene's own clock and
/// screenshots repeat byte for byte; in a window, where the scene's dates are the wall
/// clock's, it is not attached and reads the wall clock, as SwiftUI does.
/// `Date()` is always the wall clock; the park's scenes do not read it.
@MainActor
enum ParkClock {
    /// The graph whose date `.now` reads; nil before the host has made it.
    private static weak var graph: ViewGraph?
    /// The date before the graph exists: the one its time 0 stands for (its first body
    /// evaluations run in its initializer).
    private static var startDate: Date?

    /// The scene's current date, or the wall clock outside a park run.
    static var now: Date { graph?.currentDate ?? startDate ?? Date() }

    /// Reads `.now` from `startDate` until `attach(_:)` (call before making the graph).
    static func start(at date: Date) {
        graph = nil
        startDate = date
    }

    /// Reads `.now` from `graph` from now on.
    static func attach(_ graph: ViewGraph) {
        self.graph = graph
    }
}

extension Date {
    /// In the park, the scene's date (`ParkClock`); shadows Foundation's `Date.now` in this module.
    static var now: Date {
        MainActor.assumeIsolated { ParkClock.now }
    }
}
