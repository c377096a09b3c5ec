import Lunapark

/// A reading list as Apple's tutorials write deletion: `ForEach` with `onDelete`, the
/// offsets handed to `remove(atOffsets:)` in a `withAnimation`, in the default list style.
struct ReadingList: View {
    struct Book: Identifiable {
        let id = UUID()
        let title: String
        let author: String
    }

    @State private var books = [
        Book(title: "Dune", author: "Frank Herbert"),
        Book(title: "Emma", author: "Jane Austen"),
        Book(title: "Ulysses", author: "James Joyce"),
        Book(title: "Beloved", author: "Toni Morrison"),
    ]

    var body: some View {
        NavigationStack {
            List {
                Section("To read") {
                    ForEach(books) { book in
                        VStack(alignment: .leading) {
                            Text(book.title).font(.headline)
                            Text(book.author).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                    .onDelete(perform: deleteBooks)
                }
            }
            .navigationTitle("Reading List")
        }
    }

    private func deleteBooks(at offsets: IndexSet) {
        withAnimation {
            books.remove(atOffsets: offsets)
        }
    }
}
