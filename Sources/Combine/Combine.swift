// Combine: Apple's Combine API under its own names, for Linux.
//
// OpenCombine implements Combine's publishers, subscribers, subjects,
// `ObservableObject` and `@Published`; OpenCombineDispatch makes
// `DispatchQueue` a `Scheduler` (`receive(on: DispatchQueue.main)`), and
// OpenCombineFoundation makes `RunLoop` and `OperationQueue` schedulers and
// adds `Timer.publish(every:tolerance:on:in:options:)` and
// `NotificationCenter.publisher(for:object:)`. Where Combine itself is absent
// (Linux) they declare those under Combine's names, so re-exporting them is
// all `import Combine` needs.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
