import Foundation
import LunaparkCore

/// A control for choosing a colour (SwiftUI's `ColorPicker`), drawn as on
/// iOS: the label on the leading side (unless `labelsHidden()`) and a
/// 28-point colour well on the trailing side, a ring of the hue spectrum
/// around a circle of the chosen colour. A tap on the well opens the colour
/// panel (`_ColorPickerPanel`) in a popover, which on an iPhone (and in
/// Lunapark) is a sheet, at its medium detent as iOS opens it; dragging in the panel writes the selection as the
/// pointer moves. Apple's reference pages for `ColorPicker` are not in the
/// project's copy of the documentation: the initializers follow Apple's
/// public documentation.
public struct ColorPicker<Label: View>: View {
    let selection: Binding<Color>
    let supportsOpacity: Bool
    let label: Label
    @State private var isPresented = false
    @Environment(\.labelsHidden) private var labelsHidden

    /// A picker writing the colour the user chooses into `selection`.
    ///
    /// - Parameters:
    ///   - supportsOpacity: Whether the panel has an opacity slider. Without
    ///     it, every colour the user chooses is opaque.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.supportsOpacity = supportsOpacity
        self.label = label()
    }

    /// A picker writing the colour the user chooses into a `CGColor` binding (sRGB components).
    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(selection: Binding(get: { Color(cgColor: selection.wrappedValue) },
                                     set: { if let color = $0.cgColor { selection.wrappedValue = color } }),
                  supportsOpacity: supportsOpacity, label: label)
    }

    public var body: some View {
        let selection = self.selection
        let supportsOpacity = self.supportsOpacity
        return HStack {
            if !labelsHidden {
                label
                Spacer(minLength: 8)
            }
            _ColorWell(color: selection.wrappedValue)
                .contentShape(Circle())
                .onTapGesture { isPresented = true }
        }
        .popover(isPresented: $isPresented) {
            _ColorPickerPanel(selection: selection, supportsOpacity: supportsOpacity)
                .presentationDetents([.medium, .large])
        }
    }
}

extension ColorPicker where Label == Text {
    /// A picker titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    /// A picker of a `CGColor`, titled with the text of `titleKey`.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    /// A picker of a `CGColor`, titled `title`.
    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}

/// The colour well: a 3-point ring of the hue spectrum (red at 12 o'clock,
/// clockwise through yellow, green, cyan, blue and magenta), 28 points wide,
/// around a 20-point circle of `color` (over white, so opacity shows).
struct _ColorWell: View {
    let color: Color

    /// The hues of the spectrum at 60-degree steps, red again at the end.
    static let spectrum: [Color] = [0, 1, 2, 3, 4, 5, 6].map { Color(hue: Double($0) / 6, saturation: 1, brightness: 1) }

    var body: some View {
        ZStack {
            Circle().strokeBorder(AngularGradient(colors: Self.spectrum, center: .center, startAngle: .degrees(-90),
                                                  endAngle: .degrees(270)), lineWidth: 3)
            Circle().fill(Color.white).frame(width: 20, height: 20)
            Circle().fill(color).frame(width: 20, height: 20)
        }
        .frame(width: 28, height: 28)
    }
}
