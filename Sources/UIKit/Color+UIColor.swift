import Foundation
import LunaparkCore

extension Color {
    /// The SwiftUI colour of a UIKit colour (iOS 15's `Color(uiColor:)`): a
    /// dynamic system colour stays dynamic, following the `colorScheme` of the
    /// place it is drawn in.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The same as `init(uiColor:)` (iOS 13's spelling, as in `Color(.systemGray6)`).
    public init(_ color: UIColor) {
        self = color.color
    }
}
