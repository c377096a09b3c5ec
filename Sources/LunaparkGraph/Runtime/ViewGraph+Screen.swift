import Foundation
import LunaparkCore

/// Which window counts as "the screen" for code that asks for it outside
/// SwiftUI's layout (UIKit's `UIScreen.main.bounds`, in the `UIKit` module).
extension ViewGraph {
    /// The graph of the window opened last that is still open (through its `GraphLink`: a
    /// closed window's graph is not kept alive by being the screen, and no weak reference
    /// gives every graph a side table).
    private static var latestWindowGraph: GraphLink?

    /// The graph whose window is "the screen": while a view's body is being
    /// evaluated, the graph of that view (so a body reads its own window's
    /// size); otherwise the graph made last (or marked with
    /// `becomeScreenGraph()`) that still exists; nil before any exists.
    package static var screenGraph: ViewGraph? {
        DependencyTracker.current?.graph ?? latestWindowGraph?.graph
    }

    /// Makes this graph's window the screen for reads outside a body. Every
    /// graph does so when it is made; the inspector's own panels give it back
    /// to the scene they show.
    package func becomeScreenGraph() {
        Self.latestWindowGraph = link
    }
}
