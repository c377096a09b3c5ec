import Lunapark

/// A searchable contact list as tutorials write it: `searchable(text:prompt:)` on the list
/// inside a `NavigationStack`, the rows filtered by the text, the change animated.
struct ContactSearch: View {
    let names = ["Alice Martin", "Bruno Costa", "Chen Wei", "Dana Levi", "Elena Petrova",
                 "Farid Haddad", "Grace Kim", "Hugo Laurent"]

    @State private var searchText = ""

    var filteredNames: [String] {
        if searchText.isEmpty {
            return names
        }
        return names.filter { $0.localizedCaseInsensitiveContains(searchText) }
    }

    var body: some View {
        NavigationStack {
            List(filteredNames, id: \.self) { name in
                HStack(spacing: 12) {
                    Circle()
                        .fill(.blue.gradient)
                        .frame(width: 32, height: 32)
                        .overlay {
                            Text(String(name.prefix(1)))
                                .font(.headline)
                                .foregroundStyle(.white)
                        }
                    Text(name)
                }
            }
            .animation(.default, value: searchText)
            .navigationTitle("Contacts")
            .searchable(text: $searchText, prompt: "Search contacts")
        }
    }
}
