import Lunapark

/// A contacts-style list whose letter headers stick to the top while their section scrolls,
/// each pushed away by the next.
struct StickyHeaderList: View {
    private let sections: [(letter: String, names: [String])] = [
        ("A", ["Ada", "Alan", "Alice", "Amir", "Anna", "Arlo"]),
        ("B", ["Bea", "Ben", "Bill", "Bo", "Brit", "Bruno"]),
        ("C", ["Cal", "Cara", "Cleo", "Cy", "Cyd", "Cyra"]),
    ]

    var body: some View {
        ScrollView {
            LazyVStack(alignment: .leading, spacing: 0, pinnedViews: [.sectionHeaders]) {
                ForEach(sections, id: \.letter) { section in
                    Section {
                        ForEach(section.names, id: \.self) { name in
                            Text(name)
                                .frame(maxWidth: .infinity, minHeight: 44, alignment: .leading)
                                .padding(.horizontal)
                        }
                    } header: {
                        Text(section.letter)
                            .font(.headline)
                            .foregroundStyle(.white)
                            .frame(maxWidth: .infinity, minHeight: 30, alignment: .leading)
                            .padding(.horizontal)
                            .background(Color.indigo)
                    }
                }
            }
        }
    }
}
