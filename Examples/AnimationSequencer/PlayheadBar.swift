import Lunapark  // on Apple platforms: import SwiftUI

/// The elapsed part of the sequence, as a bar under the lanes' tracks.
struct PlayheadBar: View {
    let progress: CGFloat

    var body: some View {
        HStack(spacing: 16) {
            Text("playhead")
                .font(.callout)
                .frame(width: 200, alignment: .leading)
            ZStack(alignment: .leading) {
                Rectangle()
                    .fill(Color(white: 0.92))
                    .frame(width: CueLane.trackWidth, height: 10)
                Rectangle()
                    .fill(Color.blue)
                    .frame(width: CueLane.trackWidth * progress, height: 10)
            }
        }
    }
}
