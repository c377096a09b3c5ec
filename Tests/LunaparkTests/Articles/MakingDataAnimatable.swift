import Lunapark

// "Making data animatable", a tutorial on AnimatableData, AnimatablePair and
// VectorArithmetic (read in a Chinese copy that does not name its author): its
// four code blocks as written, with `import SwiftUI` replaced by `import Lunapark`.
// No two blocks declare the same name, so no block needs a namespace.
// Changes, each marked where it is made:
// - block 2 is the declaration of SwiftUI's own `AnimatablePair` (no body, not code one can
//   compile twice); `MakingDataAnimatableTests` checks that Lunapark's type has that shape;
// - block 4's `import enum Accelerate.vDSP`: Accelerate does not exist on Linux; the four vDSP
//   functions the block calls are given below with vDSP's argument shapes (`ArticleVDSP`), so the
//   block's own lines are unchanged;
// - block 4's `static var zero`: Swift 6 rejects a mutable static that is not isolated, so it is
//   `nonisolated(unsafe) static var` (the article was written for Swift 5).

// MARK: Block 1: AnimatableData

struct AnimatableDataView: View {
    
    @State private var startingPoint: CGFloat = 0.0
    
    var body: some View {
        
        VStack(spacing: 50) {
            Picker("选择", selection: $startingPoint) {
                Text("Triangle").tag(CGFloat(200))
                Text("Trapezium").tag(CGFloat(100))
                Text("Square").tag(CGFloat(0))
            }.pickerStyle(.segmented)
            
            RightAngleShape(startingPoint: startingPoint)
                .frame(width: 200, height: 200)
                .animation(.easeIn, value: startingPoint)
        }.padding()
        
    }
}

struct RightAngleShape: Shape {
    var startingPoint:CGFloat = 0.0
    
    var animatableData: CGFloat {
        get {startingPoint}
        set {startingPoint = newValue}
    }
    
    
    func path(in rect: CGRect) -> Path {
        var path = Path()
        
        path.move(to: CGPoint(x: startingPoint, y: 0))
        
        path.addLine(to: CGPoint(x: rect.maxX, y: 0))
        
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        
        path.addLine(to: CGPoint(x: 0, y: rect.maxY))
        
        path.closeSubpath()
        
        return path
    }
    
}

// MARK: Block 2: `@frozen struct AnimatablePair<First, Second> where First : VectorArithmetic, Second : VectorArithmetic`
// (SwiftUI's declaration; checked in MakingDataAnimatableTests.animatablePairHasTheDeclaredShape)

// MARK: Block 3: AnimatablePair

struct AnimatablePairView: View {
    @State private var xOffset: CGFloat = 0.0
    
    @State private var yOffset: CGFloat = 0.0
        
    var body: some View {
        
        Button("Animate") {
            withAnimation(.spring(response: 0.4, dampingFraction: 0.2)) {
                xOffset = xOffset == 60 ? 0 : 60
                yOffset = yOffset == 90 ? 0 : 90
            }
        }
        
        Blobshape(xOffset: xOffset, yOffset: yOffset).fill()
            .frame(height: 500)
            .padding()
    }
}


struct Blobshape: Shape {
    
    var xOffset: CGFloat = 0.0
    var yOffset: CGFloat = 0.0
    
    var animatableData: AnimatablePair<CGFloat, CGFloat>{
        get {AnimatablePair(xOffset, yOffset)}
        set {
            xOffset = newValue.first
            yOffset = newValue.second
        }
    }
    
    func path(in rect: CGRect) -> Path {
        
        let startPoint = CGPoint(x: rect.width * 0.5, y: 0)
        
        var path = Path()
        
        path.move(to: startPoint)
        
        path.addCurve(to: CGPoint(x: rect.width, y: rect.height / 2), 
                    control1: CGPoint(x:  (rect.width * 0.85) + xOffset, y: 0),
                    control2: CGPoint(x: rect.width - xOffset, y: (rect.height * 0.1)))
        path.addCurve(to: CGPoint(x: rect.width / 2, y: rect.height),
                    control1: CGPoint(x: rect.width + xOffset, y: (rect.height * 0.8) + yOffset),
                    control2: CGPoint(x: rect.width * 0.75, y: rect.height))
        
        path.addCurve(to: CGPoint(x: 0, y: rect.height * 0.7),
                    control1: CGPoint(x: (rect.width * 0.35) - xOffset, y: rect.height),
                    control2: CGPoint(x: 0, y: rect.height - yOffset))
        
        path.addCurve(to: CGPoint(x: rect.width * 0.3, y: rect.height * 0.3),
                    control1: CGPoint(x: 0, y: (rect.height * 0.4) + yOffset),
                    control2: CGPoint(x: (rect.width * 0.17) + xOffset, y: rect.height * 0.45))
        
        path.addCurve(to: startPoint,
                    control1: CGPoint(x: (rect.width * 0.4) - xOffset, y: rect.height * 0.16),
                    control2: CGPoint(x: (rect.width * 0.35) - xOffset, y: 0))
        
        return path
        
    }
    
}

// MARK: Block 4: VectorArithmetic (`import SwiftUI` and `import enum Accelerate.vDSP` replaced)

struct AnimatableVector: VectorArithmetic {
    nonisolated(unsafe) static var zero = AnimatableVector(values: [0.0]) // was `static var zero` (Swift 5)

    static func + (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: vDSP.add(lhs.values[0..<count], rhs.values[0..<count]))
    }

    static func += (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        let count = min(lhs.values.count, rhs.values.count)
        vDSP.add(lhs.values[0..<count], rhs.values[0..<count], result: &lhs.values[0..<count])
    }

    static func - (lhs: AnimatableVector, rhs: AnimatableVector) -> AnimatableVector {
        let count = min(lhs.values.count, rhs.values.count)
        return AnimatableVector(values: vDSP.subtract(lhs.values[0..<count], rhs.values[0..<count]))
    }

    static func -= (lhs: inout AnimatableVector, rhs: AnimatableVector) {
        let count = min(lhs.values.count, rhs.values.count)
        vDSP.subtract(lhs.values[0..<count], rhs.values[0..<count], result: &lhs.values[0..<count])
    }

    var values: [Double]

    mutating func scale(by rhs: Double) {
        values = vDSP.multiply(rhs, values)
    }

    var magnitudeSquared: Double {
        vDSP.sum(vDSP.multiply(values, values))
    }
}

struct LineChart: Shape {
    var vector: AnimatableVector

    var animatableData: AnimatableVector {
        get { vector }
        set { vector = newValue }
    }

    func path(in rect: CGRect) -> Path {
        Path { path in
            let xStep = rect.width / CGFloat(vector.values.count)
            var currentX: CGFloat = xStep
            path.move(to: .zero)

            vector.values.forEach {
                path.addLine(to: CGPoint(x: currentX, y: CGFloat($0)))
                currentX += xStep
            }
        }
    }
}

struct VectorArithmeticView: View {
    @State private var vector: AnimatableVector = .zero

    var body: some View {
        LineChart(vector: vector)
            .stroke(Color.red)
            .animation(.easeInOut.repeatForever(), value: vector)
            .padding()
            .onAppear {
                self.vector = AnimatableVector(values: [50, 100, 75, 100])
            }
    }
}
