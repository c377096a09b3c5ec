/// The four functions of Accelerate's `vDSP` that the AnimatableData tutorial's
/// `AnimatableVector` calls, with vDSP's argument shapes, as plain loops: Accelerate
/// is an Apple framework and not on Linux, and this keeps the article's lines as written.
/// Element-wise operations use the shorter operand's length, as vDSP requires equal ones.
enum vDSP {
    /// Element-wise `a + b`.
    static func add(_ a: ArraySlice<Double>, _ b: ArraySlice<Double>) -> [Double] {
        zip(a, b).map { $0 + $1 }
    }

    /// Element-wise `a + b`, written into `result`.
    static func add(_ a: ArraySlice<Double>, _ b: ArraySlice<Double>, result: inout ArraySlice<Double>) {
        for (index, value) in zip(result.indices, add(a, b)) { result[index] = value }
    }

    /// Element-wise `a - b`.
    static func subtract(_ a: ArraySlice<Double>, _ b: ArraySlice<Double>) -> [Double] {
        zip(a, b).map { $0 - $1 }
    }

    /// Element-wise `a - b`, written into `result`.
    static func subtract(_ a: ArraySlice<Double>, _ b: ArraySlice<Double>, result: inout ArraySlice<Double>) {
        for (index, value) in zip(result.indices, subtract(a, b)) { result[index] = value }
    }

    /// `scalar · vector`.
    static func multiply(_ scalar: Double, _ vector: [Double]) -> [Double] {
        vector.map { scalar * $0 }
    }

    /// Element-wise `a · b`.
    static func multiply(_ a: [Double], _ b: [Double]) -> [Double] {
        zip(a, b).map { $0 * $1 }
    }

    /// The sum of the elements.
    static func sum(_ vector: [Double]) -> Double {
        vector.reduce(0, +)
    }
}
