import Foundation
import LunaparkCore

extension ScrollViewNode {
    /// Points the content must be pulled down past its top (as drawn, after the rubber band)
    /// for a release to refresh.
    static let refreshTriggerDistance: CGFloat = 60
    /// Points the content rests pulled down while refreshing: the spinner's band.
    static let refreshBand: CGFloat = 50

    /// The `refreshable` action this scroll view offers (vertical scroll views only).
    private var refreshAction: RefreshAction? {
        axes.contains(.vertical) ? environment.refresh : nil
    }

    /// Makes the spinner when the content is pulled down or refreshing, and removes it when the
    /// content is back at rest (a hidden spinner would keep animating, and the window busy).
    func updateRefreshIndicator() {
        let needed = refreshAction != nil && (offset.y < 0 || isRefreshing)
        if needed, refreshIndicator == nil {
            let context = UpdateContext(transaction: Transaction(), environment: environment)
            refreshIndicator = reconcile(nil, with: ProgressView(), context: context)
            if isMounted { refreshIndicator?.didMount() }
            placeRefreshIndicator()
        } else if !needed, let indicator = refreshIndicator {
            refreshIndicator = nil
            indicator.willUnmount()
            graph.setNeedsDisplay()
        }
    }

    /// Centres the spinner in the band above the content's top (content coordinates).
    func placeRefreshIndicator() {
        guard let indicator = refreshIndicator else { return }
        let size = indicator.measure(ProposedViewSize(width: nil, height: nil))
        let top = layoutFrame.minY + contentInsets.top - Self.refreshBand / 2
        indicator.place(in: CGRect(x: layoutFrame.midX - size.width / 2, y: top - size.height / 2,
                                   width: size.width, height: size.height),
                        transaction: Transaction())
    }

    /// Starts refreshing when the released content was pulled down far enough: it springs to
    /// rest over the spinner and the action runs. Returns true when it did.
    func beginRefreshingIfPulled(at time: TimeInterval) -> Bool {
        guard let refresh = refreshAction, !isRefreshing, -offset.y >= Self.refreshTriggerDistance else { return false }
        isRefreshing = true
        motions[.vertical] = ScrollAxisMotion(springFrom: offset.y, velocity: 0, to: -Self.refreshBand,
                                              spring: ScrollAxisMotion.edgeSpring, bounds: offsetBounds(.vertical), time: time)
        graph.registerAnimating(self)
        refreshTask = Task { @MainActor [weak self] in
            await refresh()
            self?.endRefreshing()
        }
        return true
    }

    /// The action returned: the content springs back to its top.
    private func endRefreshing() {
        guard isRefreshing else { return }
        isRefreshing = false
        refreshTask = nil
        let time = graph.currentTime
        stopMotion(at: time)
        motions[.vertical] = ScrollAxisMotion(releasedAt: offset.y, velocity: 0, bounds: offsetBounds(.vertical), time: time)
        lastMovementTime = time
        graph.registerAnimating(self)
    }
}
