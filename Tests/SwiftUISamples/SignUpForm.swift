import Lunapark

/// A sign-up form with the keyboard hints every iOS form sets: names capitalized by
/// word, the email address left as typed on an email keyboard without autocorrection,
/// and a Next/Join return key. Only the import differs.
struct SignUpForm: View {
    enum Field { case name, email }

    @State private var name = ""
    @State private var email = ""
    @FocusState private var focus: Field?

    var body: some View {
        VStack(spacing: 12) {
            TextField("Full name", text: $name)
                .textContentType(.name)
                .textInputAutocapitalization(.words)
                .submitLabel(.next)
                .focused($focus, equals: .name)
                .onSubmit { focus = .email }
            TextField("Email", text: $email)
                .textContentType(.emailAddress)
                .keyboardType(.emailAddress)
                .textInputAutocapitalization(.never)
                .autocorrectionDisabled()
                .submitLabel(.join)
                .focused($focus, equals: .email)
            Text(name.isEmpty ? "Welcome" : "Welcome, \(name)")
                .font(.headline)
        }
        .textFieldStyle(.roundedBorder)
        .padding()
    }
}

#Preview {
    SignUpForm()
}
