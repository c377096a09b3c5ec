import Lunapark

/// WWDC24's zoom navigation transition in a gallery (only the import changed): each tile is a
/// `matchedTransitionSource`, and its detail page, pushed by a `NavigationLink`, zooms out of
/// it with `navigationTransition(.zoom(sourceID:in:))` and back into it when popped.
struct GalleryItem: Identifiable {
    let id: Int
    let color: Color
    let name: String
}

struct ZoomGallery: View {
    @Namespace private var namespace
    private let items = [
        GalleryItem(id: 0, color: .orange, name: "Sunset"),
        GalleryItem(id: 1, color: .teal, name: "Lagoon"),
        GalleryItem(id: 2, color: .purple, name: "Dusk"),
        GalleryItem(id: 3, color: .green, name: "Meadow"),
    ]

    var body: some View {
        NavigationStack {
            ScrollView {
                LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], spacing: 12) {
                    ForEach(items) { item in
                        NavigationLink {
                            GalleryDetail(item: item)
                                .navigationTransition(.zoom(sourceID: item.id, in: namespace))
                        } label: {
                            RoundedRectangle(cornerRadius: 16)
                                .fill(item.color)
                                .frame(height: 120)
                        }
                        .matchedTransitionSource(id: item.id, in: namespace) { source in
                            source.clipShape(RoundedRectangle(cornerRadius: 16))
                        }
                    }
                }
                .padding()
            }
            .navigationTitle("Gallery")
        }
    }
}

struct GalleryDetail: View {
    let item: GalleryItem

    var body: some View {
        item.color
            .overlay {
                Text(item.name)
                    .font(.largeTitle.bold())
                    .foregroundStyle(.white)
            }
            .navigationTitle(item.name)
    }
}
