import Lunapark

/// A login form the way SwiftUI tutorials write one: `@FocusState` with an enum of
/// fields, Return moving from the username to the password, an underline that grows
/// and turns blue under the focused field, and a welcome line springing in.
struct LoginForm: View {
    enum Field: Hashable {
        case username
        case password
    }

    @State private var username = ""
    @State private var password = ""
    @State private var isSignedIn = false
    @FocusState private var focusedField: Field?

    var body: some View {
        VStack(spacing: 24) {
            VStack(alignment: .leading, spacing: 6) {
                TextField("Username", text: $username)
                    .focused($focusedField, equals: .username)
                    .submitLabel(.next)
                underline(for: .username)
            }

            VStack(alignment: .leading, spacing: 6) {
                SecureField("Password", text: $password)
                    .focused($focusedField, equals: .password)
                    .submitLabel(.done)
                underline(for: .password)
            }

            Button("Sign In", action: signIn)
                .buttonStyle(.borderedProminent)

            if isSignedIn {
                Text("Welcome, \(username)!")
                    .font(.headline)
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
            Spacer()
        }
        .padding(32)
        .onSubmit {
            switch focusedField {
            case .username:
                focusedField = .password
            default:
                signIn()
            }
        }
        .onAppear {
            focusedField = .username
        }
    }

    private func underline(for field: Field) -> some View {
        Rectangle()
            .fill(focusedField == field ? Color.blue : Color.gray.opacity(0.4))
            .frame(height: focusedField == field ? 3 : 1)
            .animation(.easeInOut(duration: 0.25), value: focusedField)
    }

    private func signIn() {
        guard !username.isEmpty, !password.isEmpty else {
            focusedField = username.isEmpty ? .username : .password
            return
        }
        focusedField = nil
        withAnimation(.spring()) {
            isSignedIn = true
        }
    }
}
