import Foundation
import LunaparkCore

/// An alert drawn after iOS (15 to 18): a 270-point platter with 14-point corners, the title
/// in semibold 17 points and the message in 13 points centred above the buttons, the buttons
/// 44 points tall under hairlines, side by side when there are two (the cancel one leading),
/// stacked otherwise (the cancel one last). A cancel button is semibold, a destructive one red,
/// the others in the accent colour. Without buttons it shows "OK".
struct _AlertCard: View {
    let title: Text
    let message: AnyView?
    let actions: [PresentationAction]
    let dismiss: @MainActor () -> Void

    /// Appearing: from 1.15 times its size and transparent; leaving: fading out.
    static var transition: AnyTransition {
        .asymmetric(insertion: .scale(scale: 1.15).combined(with: .opacity), removal: .opacity)
    }
    /// UIKit's alert animation: about 0.4 s, without bounce.
    static var animation: Animation { .spring(duration: 0.4, bounce: 0) }

    private var orderedActions: [PresentationAction] {
        let shown = actions.isEmpty ? [PresentationAction(view: AnyView(Button("OK") {}), role: .cancel)] : actions
        let cancel = shown.filter(\.isCancel), others = shown.filter { !$0.isCancel }
        return shown.count == 2 ? cancel + others : others + cancel
    }

    var body: some View {
        let rows = orderedActions
        return VStack(spacing: 0) {
            VStack(spacing: 4) {
                title.font(.headline)
                if let message { message.font(.footnote) }
            }
            .multilineTextAlignment(.center)
            .foregroundColor(.primary)
            .padding(.horizontal, 16)
            .padding(.vertical, 19)
            .frame(maxWidth: .infinity)
            Divider()
            if rows.count == 2 {
                HStack(spacing: 0) {
                    row(rows[0])
                    Divider()
                    row(rows[1])
                }
                .frame(height: 44)
            } else {
                ForEach(0..<rows.count, id: \.self) { index in
                    if index > 0 { Divider() }
                    row(rows[index]).frame(height: 44)
                }
            }
        }
        .frame(width: 270)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color.presentationPlatter))
        .clipShape(RoundedRectangle(cornerRadius: 14))
    }

    private func row(_ action: PresentationAction) -> some View {
        action.view
            .font(action.isCancel ? Font.body.weight(.semibold) : Font.body)
            .foregroundColor(action.isDestructive ? Color.red : Color.accentColor)
            .buttonStyle(_PresentationRowButtonStyle(dismiss: dismiss))
    }
}
