import Lunapark

/// A checklist on a gradient, as iOS 16 tutorials write it: the list's own background
/// hidden with `.scrollContentBackground(.hidden)` so the gradient behind shows, each row
/// on a translucent white, and a tap on a row checking it off with a spring.
struct ThemedChecklist: View {
    struct Task: Identifiable {
        let id = UUID()
        var title: String
        var isDone = false
    }

    @State private var tasks = [
        Task(title: "Water the plants"),
        Task(title: "Call the bakery"),
        Task(title: "Book the train"),
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach(tasks) { task in
                    HStack {
                        Image(systemName: task.isDone ? "checkmark.circle.fill" : "circle")
                            .foregroundStyle(task.isDone ? .green : .secondary)
                            .scaleEffect(task.isDone ? 1.2 : 1)
                        Text(task.title)
                            .strikethrough(task.isDone)
                        Spacer()
                    }
                    .contentShape(Rectangle())
                    .onTapGesture {
                        withAnimation(.spring(response: 0.3, dampingFraction: 0.5)) {
                            toggle(task)
                        }
                    }
                    .listRowBackground(Color.white.opacity(0.6))
                }
            }
            .scrollContentBackground(.hidden)
            .background(
                LinearGradient(colors: [.mint, .teal], startPoint: .top, endPoint: .bottom)
            )
            .navigationTitle("Today")
        }
    }

    private func toggle(_ task: Task) {
        if let index = tasks.firstIndex(where: { $0.id == task.id }) {
            tasks[index].isDone.toggle()
        }
    }
}
