import Lunapark

/// An onboarding carousel, written the way blogs write it (only the import changed): pages
/// in a `TabView` with the page style and its dots on a capsule, a Next button that advances
/// the bound page inside `withAnimation`, "Get Started" on the last page; and the deprecated
/// `PageTabViewStyle(indexDisplayMode:)` form on a plain image gallery.

struct OnboardingPage: Identifiable {
    let id: Int
    let title: String
    let systemImage: String
    let color: Color
}

struct OnboardingView: View {
    @State private var currentPage = 0
    @State private var finished = false

    private let pages = [
        OnboardingPage(id: 0, title: "Welcome", systemImage: "sparkles", color: .red),
        OnboardingPage(id: 1, title: "Track", systemImage: "chart.bar", color: .green),
        OnboardingPage(id: 2, title: "Share", systemImage: "paperplane", color: .blue),
    ]

    var body: some View {
        VStack(spacing: 0) {
            TabView(selection: $currentPage) {
                ForEach(pages) { page in
                    VStack(spacing: 20) {
                        Image(systemName: page.systemImage)
                            .font(.system(size: 80))
                        Text(page.title)
                            .font(.largeTitle.bold())
                    }
                    .foregroundColor(.white)
                    .frame(maxWidth: .infinity, maxHeight: .infinity)
                    .background(page.color)
                    .tag(page.id)
                }
            }
            .tabViewStyle(.page(indexDisplayMode: .always))
            .indexViewStyle(.page(backgroundDisplayMode: .always))

            Button(currentPage == pages.count - 1 ? "Get Started" : "Next") {
                if currentPage < pages.count - 1 {
                    withAnimation(.easeInOut(duration: 0.5)) {
                        currentPage += 1
                    }
                } else {
                    finished = true
                }
            }
            .buttonStyle(.borderedProminent)
            .padding()
        }
    }
}

struct GalleryView: View {
    let colors: [Color] = [.pink, .yellow, .mint]

    var body: some View {
        TabView {
            ForEach(colors.indices, id: \.self) { index in
                colors[index]
                    .overlay(Text("Photo \(index + 1)").foregroundColor(.white))
            }
        }
        .tabViewStyle(PageTabViewStyle(indexDisplayMode: .never))
    }
}
