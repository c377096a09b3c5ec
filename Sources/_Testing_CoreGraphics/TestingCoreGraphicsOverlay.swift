// The cross-import overlay of Swift Testing and CoreGraphics, empty on Linux.
//
// The toolchain's Testing.swiftcrossimport names `_Testing_CoreGraphics` as the
// module to load whenever a file imports both Testing and CoreGraphics (on
// Apple platforms it adds image attachments), but Linux toolchains do not ship
// it. Once this package provides a `CoreGraphics` module, every test file that
// imports Testing and Lunapark (which re-exports CoreGraphics) would fail with
// "no such module '_Testing_CoreGraphics'". This module has that name so the
// lookup succeeds; it adds nothing, because there is no CGImage to attach here.
