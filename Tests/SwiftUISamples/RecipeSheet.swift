import Lunapark

/// A recipe card that springs when tapped and opens its details in a sheet, written the way
/// blog posts write it (only the import changed): `.sheet(isPresented:)`, a `@State` flag set
/// inside `withAnimation`, `@Environment(\.dismiss)` in the sheet's close button, detents with
/// a visible grabber, and an `onDismiss` that counts how often the sheet was closed.

struct Recipe {
    let title = "Lemon Tart"
    let minutes = 45
}

struct RecipeCardView: View {
    @State private var showDetails = false
    @State private var isPressed = false
    @State private var timesClosed = 0
    let recipe = Recipe()

    var body: some View {
        VStack(spacing: 16) {
            RoundedRectangle(cornerRadius: 20)
                .fill(Color.orange)
                .frame(width: 200, height: 120)
                .overlay(Text(recipe.title).font(.headline).foregroundColor(.white))
                .scaleEffect(isPressed ? 0.92 : 1)
                .onTapGesture {
                    withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) { isPressed = true }
                    showDetails = true
                }
            Text("Closed \(timesClosed) times")
                .font(.caption)
                .foregroundColor(.secondary)
        }
        .sheet(isPresented: $showDetails, onDismiss: {
            timesClosed += 1
            withAnimation(.spring()) { isPressed = false }
        }) {
            RecipeDetailView(recipe: recipe)
                .presentationDetents([.medium, .large])
                .presentationDragIndicator(.visible)
        }
    }
}

struct RecipeDetailView: View {
    @Environment(\.dismiss) private var dismiss
    let recipe: Recipe

    var body: some View {
        VStack(spacing: 12) {
            Text(recipe.title)
                .font(.title2.bold())
            Text("\(recipe.minutes) minutes")
                .foregroundColor(.secondary)
            Button("Close") {
                dismiss()
            }
            .buttonStyle(.borderedProminent)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .background(Color.green.opacity(0.3))
    }
}
