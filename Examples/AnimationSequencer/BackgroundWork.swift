import Foundation
import Lunapark  // on Apple platforms: import SwiftUI

/// Work done on a background queue whose result is published on the main queue.
@MainActor
@Observable
final class BackgroundWork {
    private(set) var isFinished = false

    /// Runs the work on a global queue `seconds` from now, then hops to the main queue with the result.
    func start(after seconds: Double) {
        DispatchQueue.global(qos: .userInitiated).asyncAfter(deadline: .now() + seconds) {
            let checksum = (1...10_000).reduce(0, &+)
            DispatchQueue.main.async {
                withAnimation(.linear(duration: 1)) {
                    self.finish(checksum: checksum)
                }
            }
        }
    }

    private func finish(checksum: Int) {
        isFinished = checksum > 0
    }
}
