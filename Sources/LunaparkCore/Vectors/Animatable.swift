/// A type that describes how to animate a property of a view.
///
/// Follows SwiftUI's `Animatable`: during an animation the runtime writes an
/// interpolated value into `animatableData` of a copy of the shape or modifier
/// each frame, then asks that copy to draw (`path(in:)`) or to build its
/// content (`body(content:)`). A type that does not override
/// `animatableData` gets `EmptyAnimatableData`, and its changes jump.
///
/// The protocol is main-actor isolated like `View`, so that both
/// `var animatableData` and `nonisolated var animatableData` (as written in
/// Swift 6 code) satisfy it.
@MainActor @preconcurrency
public protocol Animatable {
    /// The type defining the data to animate.
    associatedtype AnimatableData: VectorArithmetic

    /// The data to animate.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// The default: nothing to animate.
    public var animatableData: EmptyAnimatableData {
        @inlinable get { EmptyAnimatableData() }
        @inlinable set {}
    }
}
