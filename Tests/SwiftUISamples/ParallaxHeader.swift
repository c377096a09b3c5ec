import Lunapark

/// The parallax header of many profile and article screens: the header image scrolls at
/// half the speed of the content, read from a GeometryReader in the scroll view's named
/// coordinate space. Only the import differs.
struct ParallaxHeader: View {
    private let headerHeight: CGFloat = 200

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                GeometryReader { geometry in
                    let minY = geometry.frame(in: .named("scroll")).minY; 
                    LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom)
                        .frame(width: geometry.size.width, height: headerHeight)
                        .offset(y: minY < 0 ? -minY / 2 : 0)
                }
                .frame(height: headerHeight)

                VStack(alignment: .leading, spacing: 12) {
                    Text("Lunapark").font(.largeTitle.bold())
                    ForEach(0..<12) { index in
                        Text("Ride \(index + 1)")
                            .frame(maxWidth: .infinity, alignment: .leading)
                            .padding()
                            .background(Color.blue.opacity(0.15))
                    }
                }
                .padding()
                .background(Color.white)
            }
        }
        .coordinateSpace(name: "scroll")
    }
}
