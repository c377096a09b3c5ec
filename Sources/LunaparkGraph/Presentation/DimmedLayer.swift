import Foundation
import LunaparkCore

/// The layer of an alert, a confirmation dialog or a popover: the window dimmed (black at
/// 20 %) and the presented card over it at `alignment`, both animated in and out with
/// `animation` whatever the transaction of the change (UIKit's presentations keep their own).
struct _DimmedLayer: View {
    let presented: AnyView?
    let alignment: Alignment
    let transition: AnyTransition
    let animation: Animation
    /// What a tap on the dimmed window does (nil: nothing, as for an alert).
    let onDimmingTap: (@MainActor () -> Void)?

    var body: some View {
        let onDimmingTap = self.onDimmingTap
        return ZStack(alignment: alignment) {
            // Always there, so that the stack always fills the window (see `_SheetLayer`).
            Color.clear
            if presented != nil {
                Color.black.opacity(_SheetLayer.dimmingOpacity)
                    .onTapGesture { onDimmingTap?() }
                    .transition(.opacity)
            }
            ForEach(presented.map { [PresentationIdentity(value: nil, content: $0)] } ?? [], id: \.value) { item in
                item.content.transition(transition)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(animation, value: presented != nil)
    }
}

extension Color {
    /// The background of alerts, dialogs and menus: UIKit's blurred light or dark platter,
    /// drawn opaque (242 grey in light mode, 44 in dark).
    static let presentationPlatter = Color(light: Resolved(red: 0.949, green: 0.949, blue: 0.949),
                                           dark: Resolved(red: 0.173, green: 0.173, blue: 0.180))
}
