import Lunapark

// "How to create complex animation series in SwiftUI", a Stack Overflow question and its
// answers (read in a Russian copy): every code block, as written, with `import Lunapark`.
// The question, the accepted answer and the second answer each declare `SomeProgressBar`
// (and the answers `ProgressBarModifier`, the question and the second answer
// `SomeProgressBarTestView`), so each one's blocks sit in a caseless enum named after it:
// `Question`, `AcceptedAnswer`, `SecondAnswer`. The code inside is unchanged.

// MARK: The question: "Simple ProgressBar" (one block)

enum Question {
struct SomeProgressBar: View {
    var height: CGFloat = 20
    
    var minValue: Double = 0
    var maxValue: Double = 100
    var currentValue: Double = 20
    
    var body: some View {
        let maxV = max(minValue, maxValue)
        let minV = min(minValue, maxValue)
        
        let currentV = max(min(abs(currentValue - minValue), maxV), minV)
        let isNegative = currentValue < minValue
        
        let progress = (currentV - minV) / (maxV - minV)
        
        Rectangle()
            .fill(.gray)
            .frame(height: height)
            .overlay(alignment: .leading) {
                GeometryReader { geometry in
                    Rectangle()
                        .fill(isNegative ? .red : .green)
                        .frame(width: geometry.size.width * progress)
                }
            }
            .animation(.easeInOut(duration: 0.5), value: progress)
    }
}

struct SomeProgressBarTestView: View {
    @State var value: Double = 40
    
    var body: some View {
        VStack {
            SomeProgressBar(currentValue: value)
            
            Button("Изменить") {
                value = .random(in: -100...100)
            }
        }
    }
}
}

// MARK: The accepted answer (one block)
// The block is a new `body` for the question's `SomeProgressBar` and the modifier; the
// struct around the body, with the question's stored properties, is the question's.

enum AcceptedAnswer {
struct SomeProgressBar: View {
    var height: CGFloat = 20

    var minValue: Double = 0
    var maxValue: Double = 100
    var currentValue: Double = 20

var body: some View {
    let maxV = max(minValue, maxValue)
    let minV = min(minValue, maxValue)
    
    let currentV = max(min(abs(currentValue - minValue), maxV), minV)
    let progress = (currentV - minV) / (maxV - minV)
    
    Rectangle()
        .fill(.gray)
        .frame(height: height)
        .overlay {
            Rectangle()
                .modifier(ProgressBarModifier(
                    progress: currentValue < minV ? -progress : progress
                ))
        }
        .animation(.linear(duration: 1), value: progress)
}
}

struct ProgressBarModifier: ViewModifier, Animatable {
    var progress: Double // между -1 и 1
    
    nonisolated var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }
    
    func body(content: Content) -> some View {
        content
            .foregroundStyle(progress < 0 ? .red : .green)
            // это яснее, чем GeometryReader, но GeometryReader также должен работать
            .scaleEffect(x: abs(progress), anchor: .leading)
    }
}
}

// MARK: The second answer ("Ответ или решение", four blocks)

enum SecondAnswer {
// Block 1: "Основная структура прогресс-бара"
struct SimpleProgressBar: View {
    var height: CGFloat = 20
    var minValue: Double = 0
    var maxValue: Double = 100
    var currentValue: Double = 20

    var body: some View {
        let progress = (currentValue - minValue) / (maxValue - minValue)

        Rectangle()
            .fill(Color.gray)
            .frame(height: height)
            .overlay(alignment: .leading) {
                Rectangle()
                    .fill(currentValue < minValue ? Color.red : Color.green)
                    .frame(width: (max(0, min(1, progress)) * 100))
            }
            .animation(.easeInOut(duration: 0.5), value: progress)
    }
}

// Block 2: "Создание ProgressBarModifier"
struct ProgressBarModifier: ViewModifier, Animatable {
    var progress: Double // between -1 and 1

    var animatableData: Double {
        get { progress }
        set { progress = newValue }
    }

    func body(content: Content) -> some View {
        content
            .foregroundStyle(progress < 0 ? Color.red : Color.green)
            .scaleEffect(x: abs(progress), anchor: .leading)
    }
}

// Block 3: "Использование ProgressBarModifier в SomeProgressBar"
struct SomeProgressBar: View {
    var height: CGFloat = 20
    var minValue: Double = 0
    var maxValue: Double = 100
    @State var currentValue: Double = 20

    var body: some View {
        let progress = (currentValue - minValue) / (maxValue - minValue)

        Rectangle()
            .fill(Color.gray)
            .frame(height: height)
            .overlay {
                Rectangle()
                    .modifier(ProgressBarModifier(progress: currentValue < minValue ? -progress : progress))
            }
            .animation(.linear(duration: 1), value: progress)
    }
}

// Block 4: "Пример тестового представления"
struct SomeProgressBarTestView: View {
    @State private var value: Double = 40

    var body: some View {
        VStack {
            SomeProgressBar(currentValue: value)
            Button("Изменить") {
                let randomValue = Double.random(in: -100...100)
                withAnimation {
                    value = randomValue
                }
            }
        }
    }
}
}
