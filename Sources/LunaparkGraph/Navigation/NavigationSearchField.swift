import Foundation
import LunaparkCore

/// The search field a `searchable` view puts under its navigation level's title, drawn as
/// iOS's navigation bar drawer: a 36-point field with 10-point corners on UIKit's tertiary
/// fill (118, 118, 128 at 12 %), a magnifying glass and the prompt in the secondary colour,
/// 16 points from each edge with 8 above and below; while it has the focus, a Cancel button
/// in the tint colour slides in at its trailing end (0.25 s ease in and out).
struct _NavigationSearchField: View {
    let search: NavigationSearch
    @FocusState private var isFocused: Bool
    @Environment(\.tint) private var tint

    static let fieldHeight: CGFloat = 36
    static let rowHeight: CGFloat = 52
    static let fill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    static let animation = Animation.easeInOut(duration: 0.25)

    var body: some View {
        let search = self.search
        let isPresented = search.isPresented.wrappedValue
        return HStack(spacing: 8) {
            HStack(spacing: 6) {
                Image(systemName: "magnifyingglass")
                    .foregroundStyle(.secondary)
                ZStack(alignment: .leading) {
                    if search.text.wrappedValue.isEmpty {
                        search.prompt.foregroundStyle(.secondary).lineLimit(1)
                    }
                    TextField(text: search.text, prompt: Text(verbatim: "")) { EmptyView() }
                        .textFieldStyle(.plain)
                        .focused($isFocused)
                }
            }
            .padding(.horizontal, 8)
            .frame(height: Self.fieldHeight)
            .background(Self.fill, in: RoundedRectangle(cornerRadius: 10))
            if isPresented {
                Button("Cancel") {
                    withAnimation(Self.animation) {
                        search.text.wrappedValue = ""
                        search.isPresented.wrappedValue = false
                    }
                }
                .foregroundStyle(tint ?? .accentColor)
                .transition(.move(edge: .trailing).combined(with: .opacity))
            }
        }
        .padding(.horizontal, _NavigationBar.edgeInset)
        .frame(height: Self.rowHeight)
        .onChange(of: isFocused) { _, focused in
            if focused, !search.isPresented.wrappedValue {
                withAnimation(Self.animation) { search.isPresented.wrappedValue = true }
            }
        }
        .onChange(of: isPresented) { _, presented in
            // Cancel, `dismissSearch` or the binding ended the search: the field lets go of the focus.
            if !presented { isFocused = false }
        }
    }
}
