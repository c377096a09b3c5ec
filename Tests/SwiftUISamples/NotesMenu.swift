import Lunapark

/// A toolbar menu and a context menu on a card, written the way tutorials write them (only
/// the import changed): a `Menu` in the navigation bar's trailing item (sort options, a
/// divider and a destructive "Delete All" with a `Label`), the list re-sorted with an
/// animation; a photo card whose long press lifts it and offers Favorite, Copy and Hide (the
/// card then scales away); and a `Menu("Share")` with a primary action.

struct NotesListView: View {
    @State private var notes = ["Groceries", "Ideas", "Trip", "Books"]
    @State private var sortedBy = "none"

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 12) {
                ForEach(notes, id: \.self) { note in
                    Text(note)
                        .padding(.horizontal)
                        .transition(.opacity)
                }
                Text("Sorted by \(sortedBy)")
                    .foregroundColor(.secondary)
                    .padding(.horizontal)
                Spacer()
            }
            .navigationTitle("Notes")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Menu {
                        Button("Sort by Name") {
                            withAnimation { notes.sort(); sortedBy = "name" }
                        }
                        Button("Sort by Length") {
                            withAnimation { notes.sort { $0.count < $1.count }; sortedBy = "length" }
                        }
                        Divider()
                        Button(role: .destructive) {
                            withAnimation { notes.removeAll() }
                        } label: {
                            Label("Delete All", systemImage: "trash")
                        }
                    } label: {
                        Image(systemName: "ellipsis")
                    }
                }
            }
        }
    }
}

struct PhotoCardView: View {
    @State private var isFavorite = false
    @State private var isHidden = false
    @State private var shareCount = 0

    var body: some View {
        VStack(spacing: 24) {
            if !isHidden {
                RoundedRectangle(cornerRadius: 16)
                    .fill(Color.orange)
                    .frame(width: 200, height: 140)
                    .overlay(
                        Image(systemName: isFavorite ? "heart.fill" : "heart")
                            .font(.largeTitle)
                            .foregroundColor(.white)
                    )
                    .contextMenu {
                        Button {
                            isFavorite.toggle()
                        } label: {
                            Label(isFavorite ? "Unfavorite" : "Favorite", systemImage: "heart")
                        }
                        Button("Copy") {}
                        Button(role: .destructive) {
                            withAnimation(.easeInOut(duration: 0.4)) { isHidden = true }
                        } label: {
                            Label("Hide", systemImage: "eye.slash")
                        }
                    }
                    .transition(.scale.combined(with: .opacity))
            }
            Menu("Share") {
                Button("Copy Link") { shareCount += 10 }
            } primaryAction: {
                shareCount += 1
            }
            Text("Shared \(shareCount) times")
        }
    }
}
