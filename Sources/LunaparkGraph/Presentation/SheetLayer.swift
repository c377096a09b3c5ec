import Foundation
import LunaparkCore

/// The layer of a `sheet` or a `fullScreenCover`: the dimming and the card while
/// something is presented, nothing otherwise. Presenting slides the card up from the
/// bottom edge and fades the dimming in; dismissing runs both backwards. Both use
/// `_SheetLayer.animation` whatever the transaction of the change, as UIKit's
/// presentations do.
struct _SheetLayer: View {
    let style: _SheetCard.Style
    /// The presented content (nil: nothing presented).
    let presented: AnyView?
    /// The identity of the presentation: a new one replaces the card (`sheet(item:)`).
    let identity: AnyHashable?
    let dismiss: @MainActor () -> Void
    let onDismiss: (() -> Void)?
    @State private var metrics = SheetMetrics()

    /// UIKit's presentation and dismissal: a spring of 0.5 s without bounce.
    static var animation: Animation { .spring(duration: 0.5, bounce: 0) }
    /// The black of the dimming behind a sheet, alert or dialog (UIKit's dimming view).
    static let dimmingOpacity = 0.2

    var body: some View {
        let metrics = self.metrics
        let dismiss = self.dismiss
        return ZStack(alignment: .bottom) {
            // Always there, so that the stack always fills the window: a stack growing from
            // nothing in an animated change would animate its frame too.
            Color.clear
            if presented != nil && style == .sheet {
                Color.black.opacity(Self.dimmingOpacity)
                    .onTapGesture { if !metrics.options.interactiveDismissDisabled { dismiss() } }
                    .transition(.opacity)
            }
            // One element per presentation: a new identity slides a new card in.
            ForEach(presented.map { [PresentationIdentity(value: identity, content: $0)] } ?? [], id: \.value) { item in
                _SheetPresentation(style: style, content: item.content, metrics: metrics, dismiss: dismiss)
                    .transition(.move(edge: .bottom))
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
        .animation(Self.animation, value: presented != nil)
        .animation(Self.animation, value: identity)
        .onChange(of: presented != nil) { wasPresented, isPresented in
            if wasPresented && !isPresented { onDismiss?() }
        }
    }
}

/// One presentation of a sheet: its card, the detent it rests at and the drag moving it.
struct _SheetPresentation: View {
    let style: _SheetCard.Style
    let content: AnyView
    let metrics: SheetMetrics
    let dismiss: @MainActor () -> Void
    @State private var detent: PresentationDetent?
    @State private var dragTranslation: CGFloat = 0

    /// The spring a released sheet settles with at its detent.
    static var settleAnimation: Animation { .interactiveSpring(response: 0.35, dampingFraction: 0.86) }

    var body: some View {
        _SheetCard(style: style,
                   content: AnyView(content.environment(\.dismiss, DismissAction(action: dismiss))
                                           .environment(\.isPresented, true)),
                   detent: detent, dragTranslation: dragTranslation, metrics: metrics)
            .simultaneousGesture(
                DragGesture(minimumDistance: 10, coordinateSpace: .global)
                    .onChanged { value in dragTranslation = value.translation.height }
                    .onEnded { value in settle(predictedTranslation: value.predictedEndTranslation.height) },
                including: style == .sheet ? .all : .subviews)
    }

    /// Ends a drag that would carry on to `predictedTranslation` (points, down positive):
    /// below half the smallest detent's height the sheet is dismissed (unless that is
    /// disabled); otherwise it settles at the detent nearest to where it would stop.
    private func settle(predictedTranslation: CGFloat) {
        let detents = metrics.resolvedDetents
        let projected = metrics.restingHeight - predictedTranslation
        if !metrics.options.interactiveDismissDisabled, projected < detents[0].height / 2 {
            dismiss()
            return
        }
        let nearest = detents.min { abs($0.height - projected) < abs($1.height - projected) }!.detent
        withAnimation(Self.settleAnimation) {
            dragTranslation = 0
            if let selection = metrics.options.selection { selection.wrappedValue = nearest } else { detent = nearest }
        }
    }
}

/// A presentation's identity with its content, for the `ForEach` of a presentation layer.
struct PresentationIdentity {
    let value: AnyHashable?
    let content: AnyView
}
