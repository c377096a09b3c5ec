// CPrefetch is header-only; this file gives SwiftPM a source to build.
