// The cross-import overlay of Swift Testing and UIKit, empty on Linux.
//
// The toolchain's Testing.swiftcrossimport names `_Testing_UIKit` as the module
// to load whenever a file imports both Testing and UIKit (on iOS it adds image
// attachments of UIImage), but Linux toolchains do not ship it. Once this
// package provides a `UIKit` module, which Lunapark re-exports, every test file
// importing Testing and Lunapark would fail with "no such module
// '_Testing_UIKit'". This module has that name so the lookup succeeds; it adds
// nothing, because there is no UIImage to attach here.
