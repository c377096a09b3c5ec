import Lunapark

// The Habr article, "Mehrere Parameter": AnimatablePair is only a ready-made
// vector. Any struct with +, -, scale(by:), magnitudeSquared and zero can
// carry several animated values; the article wrote this one to show that
// the order of the components is whatever our getter and setter say.

/// Position and height of the bar as one vector the animation can add, subtract and scale.
struct MyAnimatableVector: VectorArithmetic {
    var position: CGFloat
    var height: CGFloat

    static var zero: MyAnimatableVector { MyAnimatableVector(position: 0, height: 0) }

    static func + (lhs: MyAnimatableVector, rhs: MyAnimatableVector) -> MyAnimatableVector {
        MyAnimatableVector(position: lhs.position + rhs.position, height: lhs.height + rhs.height)
    }

    static func - (lhs: MyAnimatableVector, rhs: MyAnimatableVector) -> MyAnimatableVector {
        MyAnimatableVector(position: lhs.position - rhs.position, height: lhs.height - rhs.height)
    }

    /// What the animation uses to take a fraction of the difference between "was" and "is".
    mutating func scale(by rhs: Double) {
        position *= CGFloat(rhs)
        height *= CGFloat(rhs)
    }

    /// The squared length; springs use it to decide they have settled.
    var magnitudeSquared: Double {
        Double(position * position + height * height)
    }
}
