// UIKit: the UIKit names that SwiftUI code uses through `import SwiftUI` on iOS
// (`UIScreen.main.bounds`, `UIColor` and its system colours, the haptic
// feedback generators), over Lunapark's scene graph. `import UIKit` gives them
// with Foundation and Core Graphics' geometry types, as on iOS; `import
// Lunapark` gives them too.
@_exported import Foundation
@_exported import CoreGraphics
