import Foundation
import Lunapark

/// Views and models shared by the tests of the object state types (`@StateObject`,
/// `@ObservedObject`, `@EnvironmentObject`, `@Bindable`, `@Environment(Model.self)`, `onReceive`).

/// A red 10-point square centred at `x` on row 50 of a 200 x 100 host.
struct RedMarker: View {
    let x: CGFloat
    var body: some View {
        Color.red.frame(width: 10, height: 10).position(x: x, y: 50)
    }
}

/// A switch drawn as the whole host: red when on, blue when off; a tap toggles it through the binding.
struct BoundSwitch: View {
    @Binding var isOn: Bool
    var body: some View {
        (isOn ? Color.red : Color.blue)
            .onTapGesture { isOn.toggle() }
    }
}

/// Pixel probes of the images those views draw (they render the host themselves, so a
/// failed expectation prints a number or a name rather than a whole image).
@MainActor
enum MarkerProbe {
    /// The centre of the red run on row 50 of the host's rendered frame, in points, or nil
    /// when no pixel there is red.
    static func redCentreX(_ host: HeadlessHost) -> Double? {
        let image = host.render()
        let reds = (0..<image.width).filter { x in isRed(image.pixel(x: x, y: 50)) }
        guard let first = reds.first, let last = reds.last else { return nil }
        return Double(first + last + 1) / 2
    }

    /// The colour at the host's centre: "red" (a `BoundSwitch` that is on), "blue" (off) or "other".
    static func centreColour(_ host: HeadlessHost) -> String {
        let image = host.render()
        let p = image.pixel(x: image.width / 2, y: image.height / 2)
        if isRed(p) { return "red" }
        if p.b > 200 && p.r < 60 && p.g < 160 { return "blue" }
        return "other (\(p.r), \(p.g), \(p.b))"
    }

    private static func isRed(_ p: RGBA8) -> Bool { p.r > 200 && p.g < 100 && p.b < 100 }
}

/// An `ObservableObject` with a position, a switch, and a count of the instances made.
final class MarkerModel: ObservableObject {
    /// Instances made so far, per test (tests run in parallel: each passes its own counter).
    final class Census: @unchecked Sendable {
        var made = 0
    }

    @Published var x: CGFloat = 50
    @Published var isOn = false

    init(census: Census? = nil, x: CGFloat = 50) {
        census?.made += 1
        self.x = x
    }
}
