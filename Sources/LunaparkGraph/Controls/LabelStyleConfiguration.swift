import Foundation
import LunaparkCore

/// The parts of a label (SwiftUI's `LabelStyleConfiguration`).
public struct LabelStyleConfiguration {
    /// The label's title, as a view of its own.
    public struct Title: _StyledPart {
        public let _content: AnyView
    }

    /// The label's icon, as a view of its own.
    public struct Icon: _StyledPart {
        public let _content: AnyView
    }

    /// The title.
    public var title: Title
    /// The icon.
    public var icon: Icon
}

extension LabelStyleConfiguration.Title: ListContent {}

extension LabelStyleConfiguration.Icon: ListContent {}
