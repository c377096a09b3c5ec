import Lunapark

/// A photo screen whose filter sheet opens at half height on a frosted background with
/// rounder corners and a grabber, as iOS 16.4's sheet modifiers are used in blog posts;
/// the photo behind hides the status bar. Only the import differs.
struct FilterSheet: View {
    @State private var showsFilters = false
    @State private var intensity = 0.5

    var body: some View {
        ZStack {
            LinearGradient(colors: [.orange, .pink], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            Button("Filters") { showsFilters = true }
                .buttonStyle(.borderedProminent)
        }
        .statusBarHidden()
        .persistentSystemOverlays(.hidden)
        .sheet(isPresented: $showsFilters) {
            VStack(alignment: .leading, spacing: 16) {
                Text("Intensity")
                    .font(.headline)
                Slider(value: $intensity)
            }
            .padding(24)
            .presentationDetents([.medium, .large])
            .presentationDragIndicator(.visible)
            .presentationCornerRadius(24)
            .presentationBackground(.thinMaterial)
        }
    }
}

#Preview {
    FilterSheet()
}
