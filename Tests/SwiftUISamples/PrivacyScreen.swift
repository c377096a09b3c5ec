import Lunapark

/// An app's privacy screen as tutorials write it: when the scene stops being active
/// (another window takes the focus, the window is minimized), the content fades under
/// black, and comes back when it is active again. Only the import differs.
struct PrivacyScreen: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var isObscured = false

    var body: some View {
        ZStack {
            Color.blue
            if isObscured {
                Color.black
                    .transition(.opacity)
            }
        }
        .onChange(of: scenePhase) { oldPhase, newPhase in
            withAnimation(.easeInOut(duration: 0.3)) {
                isObscured = newPhase != .active
            }
        }
    }
}
