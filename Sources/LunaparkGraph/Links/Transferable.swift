import Foundation
import LunaparkCore

/// A value that can be shared or copied (CoreTransferable's `Transferable`,
/// which SwiftUI code gets with `import SwiftUI`). Lunapark has none of its
/// transfer representations: the protocol only marks what a `ShareLink` may
/// hold. `String` and `URL` are shared as their text (a URL as its absolute
/// string); `Data` and `Image` conform so that code sharing them compiles,
/// but Linux offers no action for them (their `ShareLink` is dimmed).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// The text a shared item puts on the clipboard.
protocol ShareableText {
    var sharedText: String { get }
}

extension String: ShareableText {
    var sharedText: String { self }
}

extension URL: ShareableText {
    var sharedText: String { absoluteString }
}
