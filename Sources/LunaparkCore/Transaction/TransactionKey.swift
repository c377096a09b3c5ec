/// A key for a custom value carried by a `Transaction` (SwiftUI's
/// `TransactionKey`): the key type is the identity, `defaultValue` is read
/// when the transaction has no value for it.
public protocol TransactionKey {
    /// The type of the value.
    associatedtype Value

    /// The value of a transaction that was not given one.
    static var defaultValue: Value { get }
}
