import Lunapark

/// A settings form as iOS apps write it: an inset grouped list of sections with headers and
/// a footer, a toggle that reveals another row with an animation, and a compact section
/// spacing (iOS 17). Only the import differs.
struct FocusSettings: View {
    @State private var doNotDisturb = false
    @State private var allowCalls = true
    @State private var dimLockScreen = false

    var body: some View {
        NavigationStack {
            List {
                Section("Focus") {
                    Toggle("Do Not Disturb", isOn: $doNotDisturb.animation(.easeInOut(duration: 0.4)))
                    if doNotDisturb {
                        Toggle("Allow Calls", isOn: $allowCalls)
                    }
                }
                Section {
                    Toggle("Dim Lock Screen", isOn: $dimLockScreen)
                } header: {
                    Text("Options")
                } footer: {
                    Text("The lock screen dims while Focus is on.")
                }
            }
            .listStyle(.insetGrouped)
            .listSectionSpacing(.compact)
            .navigationTitle("Focus")
        }
    }
}
