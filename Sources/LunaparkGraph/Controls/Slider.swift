import Foundation
import LunaparkCore

/// A control for selecting a value from a range by dragging a thumb
/// (SwiftUI's `Slider`). It takes the width offered and is 28 points tall;
/// pressing anywhere on the track jumps the thumb there. With `step`, the
/// value snaps to multiples of it from the range's lower bound.
public struct Slider<V: BinaryFloatingPoint>: View where V.Stride: BinaryFloatingPoint {
    @Binding var value: V
    let bounds: ClosedRange<V>
    let step: V.Stride?
    let onEditingChanged: @MainActor (Bool) -> Void
    @Environment(\.tint) private var tint
    @Environment(\.isEnabled) private var isEnabled
    /// True from the press on the track until its release (for `onEditingChanged`).
    @State private var isEditing = false

    static var thumbRadius: CGFloat { 13 }

    /// A slider that writes the position of its thumb into `value`.
    ///
    /// - Parameters:
    ///   - value: The bound value. It is written only while the user drags; a
    ///     value outside `bounds` set elsewhere is not corrected, the thumb just
    ///     stays at the nearer end of the track.
    ///   - bounds: The values at the leading and trailing ends of the track. A
    ///     range of zero width keeps the thumb at the leading end.
    ///   - step: When given and positive, a dragged value is rounded to the
    ///     nearest `bounds.lowerBound + n * step` and never goes past
    ///     `bounds.upperBound`. nil means any value in the range.
    ///   - onEditingChanged: Called with `true` when a press on the slider starts
    ///     and with `false` when it ends.
    ///
    /// The slider takes the whole width it is offered and is 28 points tall (a
    /// 26-point thumb); the thumb's centre travels between 13 points from each
    /// end, so the thumb never overhangs the track.
    public init(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
                onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }) {
        _value = value
        self.bounds = bounds
        self.step = step
        self.onEditingChanged = onEditingChanged
    }

    /// The value's position along the track, 0...1.
    private var fraction: CGFloat {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return CGFloat(min(1, max(0, (value - bounds.lowerBound) / span)))
    }

    /// The value for a touch at `x` points along a track `width` points wide.
    private func value(atX x: CGFloat, width: CGFloat) -> V {
        let r = Self.thumbRadius
        let usable = max(1, width - 2 * r)
        let f = min(1, max(0, (x - r) / usable))
        var v = bounds.lowerBound + V(f) * (bounds.upperBound - bounds.lowerBound)
        if let step, step > 0 {
            let steps = ((v - bounds.lowerBound) / V(step)).rounded()
            v = min(bounds.upperBound, bounds.lowerBound + steps * V(step))
        }
        return v
    }

    public var body: some View {
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
        .opacity(isEnabled ? 1 : 0.5)
    }
}
