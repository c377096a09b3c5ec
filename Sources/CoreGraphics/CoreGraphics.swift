// CoreGraphics: what `import CoreGraphics` gives SwiftUI code on Apple platforms, for Linux.
//
// Foundation already defines CGFloat, CGPoint, CGSize and CGRect on Linux; the
// animation core defines the Core Graphics types Foundation lacks
// (CGAffineTransform, CGVector, CGLineCap, CGLineJoin, CGColor). This module re-exports
// exactly those, so a file that imports CoreGraphics alone compiles, and the
// types are the same ones `import Lunapark` gives.
@_exported import Foundation
@_exported import struct LunaparkCore.CGAffineTransform
@_exported import struct LunaparkCore.CGVector
@_exported import enum LunaparkCore.CGLineCap
@_exported import enum LunaparkCore.CGLineJoin
@_exported import class LunaparkCore.CGColor
