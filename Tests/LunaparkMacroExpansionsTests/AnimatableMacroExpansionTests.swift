@testable import LunaparkMacroExpansions
import Testing

/// `@Animatable` expanded as text: the `animatableData` member and the conformance the plugin
/// hands back. The compiler checks the expansions where the samples use the macro
/// (Tests/SwiftUISamples/AnimatableMacroWave.swift).
struct AnimatableMacroExpansionTests {
    /// The example of Apple's page: a `CGFloat` and an `Angle` animated, a `Bool` ignored.
    @Test func applesWedgeShapeAnimatesItsRadiusAndSweep() {
        let expansion = AnimatableMacroExpansion(declaration: """
            @Animatable
            struct WedgeShape: Shape {
                var radius: CGFloat
                var sweep: Angle
                @AnimatableIgnored var isFilled: Bool

                func path(in rect: CGRect) -> Path { Path() }
            }
            """)
        #expect(expansion.error == nil)
        #expect(expansion.members == """
            var animatableData: AnimatablePair<CGFloat.AnimatableData, Angle.AnimatableData> {
                get { AnimatablePair(radius.animatableData, sweep.animatableData) }
                set {
                    radius.animatableData = newValue.first
                    sweep.animatableData = newValue.second
                }
            }
            """)
    }

    /// Three properties nest to the right; comments, default values, `private`, observers and a
    /// trailing comment are read; computed properties, `let`s, statics and wrappers are left out.
    @Test func whatPeopleWriteIsReadAndTheRestLeftOut() {
        let expansion = AnimatableMacroExpansion(declaration: """
            @Animatable
            public struct Wave: Shape {
                // The wave's phase, in radians: animating it makes the wave flow.
                var phase: Double = 0
                /* Peak height */ private var amplitude: CGFloat /* points */ = 20 // points
                @AnimatableIgnored
                var color: Color = .blue
                let frequency: Double
                static var count = 0.0
                @State private var tapped = false
                var offset = CGPoint.zero {
                    didSet { print("moved") }
                }
                var halfAmplitude: CGFloat { amplitude / 2 }
                var body: some View {
                    Text("{ not a brace")
                }
                func path(in rect: CGRect) -> Path {
                    var path = Path()
                    var x: Double = 0
                    return path
                }
            }
            """)
        #expect(expansion.error == nil)
        #expect(expansion.members.hasPrefix("""
            public var animatableData: AnimatablePair<Double.AnimatableData, AnimatablePair<CGFloat.AnimatableData, CGPoint.AnimatableData>> {
                get { AnimatablePair(phase.animatableData, AnimatablePair(amplitude.animatableData, offset.animatableData)) }
            """))
        #expect(expansion.members.contains("phase.animatableData = newValue.first\n"))
        #expect(expansion.members.contains("amplitude.animatableData = newValue.second.first\n"))
        #expect(expansion.members.contains("offset.animatableData = newValue.second.second\n"))
    }

    /// One property is its own `AnimatableData`; none is `EmptyAnimatableData`.
    @Test func oneOrNoPropertiesNeedNoPair() {
        let one = AnimatableMacroExpansion(declaration: "@Animatable struct Ring: Shape {\n var progress: Double // 0...1\n let width: CGFloat\n}")
        #expect(one.members.contains("var animatableData: Double.AnimatableData {"))
        #expect(one.members.contains("get { progress.animatableData }"))
        #expect(one.members.contains("progress.animatableData = newValue\n"))
        let none = AnimatableMacroExpansion(declaration: "@Animatable enum Mode { case a, b }")
        #expect(none.error == nil)
        #expect(none.members.contains("var animatableData: EmptyAnimatableData {"))
    }

    /// `var a, b: Double` gives `a` the type of `b`, as Swift does; generic types are read whole.
    @Test func sharedAnnotationsAndGenericTypes() {
        let expansion = AnimatableMacroExpansion(declaration: """
            @Animatable struct Bars<Data: Animatable> {
                var low, high: Double
                var data: Data
                var pair: AnimatablePair<Double, CGFloat> = .zero
            }
            """)
        // A generic type (here an `Animatable` type of the app's) at a line's end completes the declaration.
        let lineEnd = AnimatableMacroExpansion(declaration: """
            @Animatable struct Bars: Shape {
                var heights: Spectrum<Double>
                var a, b: CGFloat
                var isLarge: Bool { a > b }
            }
            """)
        #expect(lineEnd.error == nil)
        #expect(lineEnd.members.contains(
            "AnimatablePair<Spectrum<Double>.AnimatableData, AnimatablePair<CGFloat.AnimatableData, CGFloat.AnimatableData>>"))
        #expect(expansion.error == nil)
        #expect(expansion.members.contains(
            "AnimatablePair<Double.AnimatableData, AnimatablePair<Double.AnimatableData, AnimatablePair<Data.AnimatableData, AnimatablePair<Double, CGFloat>.AnimatableData>>>"))
    }

    /// Types read off initializers; a property whose type cannot be read is a one-line error.
    @Test func typesAreReadOffLiteralsAndInitializersOrAskedFor() {
        #expect(TypeDeclarationScanner.inferredType(of: "0.5") == "Double")
        #expect(TypeDeclarationScanner.inferredType(of: "-1e3") == "Double")
        #expect(TypeDeclarationScanner.inferredType(of: "CGFloat(4)") == "CGFloat")
        #expect(TypeDeclarationScanner.inferredType(of: "Angle.degrees(30)") == "Angle")
        #expect(TypeDeclarationScanner.inferredType(of: "3") == nil)
        #expect(TypeDeclarationScanner.inferredType(of: "makeValue()") == nil)
        let expansion = AnimatableMacroExpansion(declaration: "@Animatable struct S { var count = 3 }")
        #expect(expansion.members.isEmpty)
        #expect(expansion.error == "@Animatable needs the type of 'count': write 'var count: Type = …', or mark it @AnimatableIgnored")
    }

    /// Declarations the macro cannot read give a one-line error, never a crash.
    @Test func unreadableDeclarationsGiveOneLineErrors() {
        let cases = [
            "@Animatable extension Wave { }",
            "@Animatable protocol P { var x: Double { get } }",
            "@Animatable struct S { var (a, b) = (1.0, 2.0) }",
            "@Animatable struct S {\n#if os(Linux)\nvar a: Double\n#endif\n}",
            "@Animatable struct S { var animatableData: Double }",
            "@Animatable",
            "@Animatable struct S {",
            "",
            "@Animatable struct S { var }",
        ]
        for source in cases {
            let expansion = AnimatableMacroExpansion(declaration: source)
            #expect(expansion.error != nil, "\(source)")
            #expect(expansion.error?.contains("\n") == false)
            #expect(expansion.members.isEmpty)
        }
    }

    /// The conformance is added only when the compiler lists it as missing (a `Shape` has it).
    @Test func theConformanceOnlyWhenMissing() {
        #expect(AnimatableMacroExpansion.conformanceExtension(extendedType: "Wave ", conformances: "Animatable")
            == "extension Wave: Animatable {}")
        #expect(AnimatableMacroExpansion.conformanceExtension(extendedType: "Wave", conformances: "").isEmpty)
    }
}
