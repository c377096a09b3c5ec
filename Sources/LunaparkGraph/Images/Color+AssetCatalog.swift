import Foundation
import LunaparkCore

extension Color {
    /// The colour set `name` of the app's asset catalog (SwiftUI's `init(_:bundle:)`),
    /// read from the `.colorset` folder of an `*.xcassets` catalog that
    /// `AssetCatalog` finds (in `bundle`'s resources first, when given). A set with
    /// a Dark appearance gives an adaptive colour that follows the `colorScheme`
    /// where it is drawn, as on iOS; Display P3 and linear components are converted
    /// to sRGB. A name no catalog has gives a clear colour and one line on standard
    /// error, as SwiftUI logs "No color named … found in asset catalog".
    public init(_ name: String, bundle: Bundle? = nil) {
        if let bundle { AssetCatalog.shared.include(bundle) }
        self = AssetCatalog.shared.color(named: name) ?? .clear
    }
}
