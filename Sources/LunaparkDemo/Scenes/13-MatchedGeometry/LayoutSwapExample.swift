import Lunapark

/// Four tiles that move between a row and a column, each matched by its id.
struct LayoutSwapExample: View {
    @Namespace private var namespace
    @State private var isColumn = false

    private let colors: [Color] = [.red, .orange, .green, .blue]

    var body: some View {
        VStack(spacing: 16) {
            ZStack(alignment: .topLeading) {
                Color.clear
                if isColumn {
                    VStack(spacing: 6) { ForEach(0..<4) { tile($0) } }
                        .transition(.identity)
                } else {
                    HStack(spacing: 8) { ForEach(0..<4) { tile($0) } }
                        .transition(.identity)
                }
            }
            .frame(width: 290, height: 200)
            .padding(12)
            .background(Color(white: 0.94))
            Button(isColumn ? "row" : "column") {
                withAnimation(.spring(duration: 0.8, bounce: 0.3)) { isColumn.toggle() }
            }
            .buttonStyle(.borderedProminent)
        }
    }

    private func tile(_ index: Int) -> some View {
        RoundedRectangle(cornerRadius: 10)
            .fill(colors[index])
            .matchedGeometryEffect(id: index, in: namespace)
            .frame(width: 44, height: 44)
            .overlay { Text("\(index + 1)").font(.title2).foregroundColor(.white) }
    }
}
