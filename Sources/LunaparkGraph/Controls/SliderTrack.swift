import Foundation
import LunaparkCore

/// A slider's track and thumb (`Slider` puts its value labels beside it): it takes
/// the width offered and is 28 points tall; pressing anywhere on the track jumps
/// the thumb there, and a drag maps its position along the track to the value.
struct _SliderTrack: View {
    @Binding var value: Double
    let bounds: ClosedRange<Double>
    let step: Double?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    /// True from the press on the track until its release (for `onEditingChanged`).
    @State private var isEditing = false

    static var thumbRadius: CGFloat { 13 }

    /// The value's position along the track, 0...1.
    private var fraction: CGFloat {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return CGFloat(min(1, max(0, (value - bounds.lowerBound) / span)))
    }

    /// The value for a touch at `x` points along a track `width` points wide.
    private func value(atX x: CGFloat, width: CGFloat) -> Double {
        let r = Self.thumbRadius
        let usable = max(1, width - 2 * r)
        let f = Double(min(1, max(0, (x - r) / usable)))
        var v = bounds.lowerBound + f * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 {
            let steps = ((v - bounds.lowerBound) / step).rounded()
            v = min(bounds.upperBound, bounds.lowerBound + steps * step)
        }
        return v
    }

    var body: some View {
        let color = tint ?? .accentColor
        let fraction = self.fraction
        return GeometryReader { proxy in
            let width = proxy.size.width
            let r = Self.thumbRadius
            let x = r + (width - 2 * r) * fraction
            ZStack(alignment: .leading) {
                Capsule().fill(Color(white: 0.86)).frame(width: width, height: 4)
                Capsule().fill(color).frame(width: max(4, x), height: 4)
                Circle().fill(Color.white)
                    .overlay { Circle().strokeBorder(Color(white: 0.8), lineWidth: 0.5) }
                    .shadow(color: Color(white: 0, opacity: 0.25), radius: 2, y: 1)
                    .frame(width: 2 * r, height: 2 * r)
                    .offset(x: x - r)
            }
            .frame(width: width, height: proxy.size.height)
            .gesture(DragGesture(minimumDistance: 0)
                .onChanged { drag in
                    guard isEnabled else { return }
                    if !isEditing {
                        isEditing = true
                        onEditingChanged(true)
                    }
                    value = self.value(atX: drag.location.x, width: width)
                }
                .onEnded { _ in
                    guard isEditing else { return }
                    isEditing = false
                    onEditingChanged(false)
                })
        }
        .frame(height: 2 * Self.thumbRadius + 2)
    }
}
