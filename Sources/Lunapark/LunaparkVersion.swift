/// The version of the Lunapark package, as `lunapark --version` prints it.
///
/// Follows semantic versioning: the major number stays 0 while SwiftUI's API is still being
/// filled in, and a minor step may change public API.
public let lunaparkVersion = "0.1.0"
