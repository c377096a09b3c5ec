import Lunapark

/// A selectable tile as iOS 17 code writes it: tapping it recolours it at once, while
/// `transaction(_:body:)` gives only its scale a bouncy spring. Only the import differs.
struct SelectableTile: View {
    @State private var isSelected = false

    var body: some View {
        RoundedRectangle(cornerRadius: 16)
            .fill(isSelected ? Color.blue : Color.gray)
            .frame(width: 100, height: 100)
            .transaction { transaction in
                transaction.animation = .spring(duration: 0.5, bounce: 0.4)
            } body: { content in
                content.scaleEffect(isSelected ? 1.4 : 1.0)
            }
            .onTapGesture {
                isSelected.toggle()
            }
    }
}
