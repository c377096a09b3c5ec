import Foundation
import LunaparkCore

/// A height a sheet rests at (SwiftUI's `PresentationDetent`), set by
/// `presentationDetents(_:)` on the sheet's content. Heights are resolved against
/// the large detent's height, the window's height less the 10-point gap a sheet
/// leaves above it (as UIKit resolves custom detents against `maximumDetentValue`).
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large
        case medium
        case fraction(CGFloat)
        case height(CGFloat)
    }

    let kind: Kind

    /// The full height: the sheet's top 10 points under the window's top.
    public static let large = PresentationDetent(kind: .large)
    /// Half the large height (UIKit's medium detent, about half the screen).
    public static let medium = PresentationDetent(kind: .medium)

    /// `fraction` of the large height; values are clamped to 0...1.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .fraction(fraction))
    }

    /// A fixed height in points, at most the large height.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(kind: .height(height))
    }

    /// The sheet's height at this detent when the large one is `largeHeight` points.
    func resolvedHeight(large largeHeight: CGFloat) -> CGFloat {
        switch kind {
        case .large: return largeHeight
        case .medium: return largeHeight * 0.5
        case .fraction(let fraction): return largeHeight * min(max(fraction, 0), 1)
        case .height(let height): return min(max(height, 0), largeHeight)
        }
    }
}

/// What the sheet's content asks of its sheet through the presentation modifiers.
struct PresentationOptions: Equatable {
    /// The detents, empty for the default (large only).
    var detents: Set<PresentationDetent> = []
    /// The selected detent's binding from `presentationDetents(_:selection:)`, compared by presence only.
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var interactiveDismissDisabled = false
    /// The corner radius from `presentationCornerRadius(_:)` (nil: the system's 10 points).
    var cornerRadius: CGFloat?
    /// The background from `presentationBackground` (nil: the system background).
    var background: PresentationBackground?

    static func == (a: PresentationOptions, b: PresentationOptions) -> Bool {
        a.detents == b.detents && (a.selection == nil) == (b.selection == nil) && a.dragIndicator == b.dragIndicator
            && a.interactiveDismissDisabled == b.interactiveDismissDisabled && a.cornerRadius == b.cornerRadius
            && a.background == b.background
    }
}

/// A sheet's background set by `presentationBackground`: a style filling the card's
/// shape, or a view laid out in the card and clipped to its shape.
enum PresentationBackground: Equatable {
    case style(AnyShapeStyle)
    case content(AnyView, alignment: Alignment)

    /// Views compare as changed always (their content may differ); styles by their value.
    static func == (a: PresentationBackground, b: PresentationBackground) -> Bool {
        if case .style(let x) = a, case .style(let y) = b { return x == y }
        return false
    }
}
