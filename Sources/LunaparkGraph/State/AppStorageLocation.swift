import Foundation
import LunaparkCore

/// The invalidation point of one key of one `UserDefaults` object, shared by
/// every `@AppStorage` of that key (views are re-created often; the location stays).
@MainActor
final class AppStorageLocation: ObservableLocation {
    private struct Key: Hashable {
        let store: ObjectIdentifier
        let key: String
    }
    private static var locations: [Key: AppStorageLocation] = [:]

    /// The location of `key` in `store`, made on first use.
    static func location(store: UserDefaults, key: String) -> AppStorageLocation {
        let id = Key(store: ObjectIdentifier(store), key: key)
        if let existing = locations[id] { return existing }
        let location = AppStorageLocation()
        locations[id] = location
        return location
    }
}
