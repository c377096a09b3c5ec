import Lunapark

/// How many times each layer's `body` has run, so the scene can show that a
/// beat re-evaluates the pendulum and nothing else.
///
/// A plain class, not `@Observable`: counting must not itself invalidate a
/// view. The layers get it as an input, and a class input compares by
/// identity, so passing it changes nothing.
@MainActor
final class MetronomeBodyCounts {
    var back = 0
    var pendulum = 0
    var front = 0
}
