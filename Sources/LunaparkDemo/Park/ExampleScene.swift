import Lunapark

/// One example of a scene that shows several behind a segmented picker.
protocol SceneExample: Hashable, CaseIterable, RawRepresentable where RawValue == String, AllCases: RandomAccessCollection {
    /// What the example shows, under the picker.
    var explanation: String { get }
}

/// A scene of several examples: its header, a segmented picker of the examples, the chosen
/// example's explanation, and the example itself (a new view each time: `.id(example)`).
struct ExampleScene<Example: SceneExample, Content: View>: View {
    let info: SceneInfo
    let lesson: String
    @Binding var example: Example
    @ViewBuilder let content: (Example) -> Content

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            SceneHeader(info: info, lesson: lesson)
            Picker("Example", selection: $example) {
                ForEach(Array(Example.allCases), id: \.self) { example in
                    Text(example.rawValue).tag(example)
                }
            }
            .pickerStyle(.segmented)
            Text(example.explanation)
                .font(.callout)
                .foregroundStyle(Color(white: 0.3))
                .frame(maxWidth: .infinity, alignment: .leading)
            content(example)
                .id(example)
                .frame(maxWidth: .infinity)
        }
    }
}
