import Foundation
import LunaparkCore

/// Where a popover points (SwiftUI's `PopoverAttachmentAnchor`). On an iPhone, where a
/// popover is presented as a sheet, it has no effect.
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view (`.bounds` by default).
    case rect(Anchor<CGRect>.Source)
    /// A point of the view, as a unit point of its bounds.
    case point(UnitPoint)
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true (SwiftUI's
    /// `popover(isPresented:attachmentAnchor:arrowEdge:content:)`). On an iPhone a popover
    /// adapts to a sheet, and Lunapark draws it so: exactly as `sheet(isPresented:onDismiss:content:)`,
    /// `attachmentAnchor` and `arrowEdge` having no effect.
    public func popover<Content: View>(isPresented: Binding<Bool>,
                                       attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                       arrowEdge: Edge? = nil,
                                       @ViewBuilder content: @escaping () -> Content) -> some View {
        sheet(isPresented: isPresented, onDismiss: nil, content: content)
    }

    /// Presents a popover for `item` while it is not nil (SwiftUI's
    /// `popover(item:attachmentAnchor:arrowEdge:content:)`): on an iPhone, a sheet for the item
    /// (see `sheet(item:onDismiss:content:)`); dismissing sets `item` to nil.
    public func popover<Item: Identifiable, Content: View>(item: Binding<Item?>,
                                                           attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
                                                           arrowEdge: Edge? = nil,
                                                           @ViewBuilder content: @escaping (Item) -> Content) -> some View {
        sheet(item: item, onDismiss: nil, content: content)
    }
}
