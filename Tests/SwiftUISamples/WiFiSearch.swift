import Lunapark

// A Wi-Fi indicator that lights its arcs in turn while searching, and a signal strength
// readout drawn with a variable value, as in WWDC23's "Animate symbols in your app".
struct WiFiSearch: View {
    @State private var isSearching = true
    var strength = 0.4

    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "wifi")
                .font(.system(size: 56))
                .foregroundStyle(.blue)
                .symbolEffect(.variableColor.iterative.reversing, isActive: isSearching)
            Image(systemName: "wifi", variableValue: strength)
                .font(.system(size: 56))
                .foregroundStyle(.blue)
        }
        .onTapGesture { isSearching.toggle() }
    }
}
