import Foundation
import LunaparkCore

/// The tabs of a `TabView` (SwiftUI's `TabContent`, iOS 18): `Tab`, `TabSection`, a `ForEach`
/// of tabs, tabs with a badge, and `AnyTabContent`; `TabValue` is the type of the values that
/// select them. Lunapark has no way to write a tab content type of one's own (SwiftUI's `body`
/// requirement); the requirement is Lunapark's.
@MainActor
public protocol TabContent<TabValue> {
    associatedtype TabValue: Hashable
    /// The tabs as views the tab view reads (`TabEntry.extract`).
    var _tabView: AnyView { get }
}

/// Tabs of any type with values of `SelectionValue` (SwiftUI's `AnyTabContent`); what
/// `TabContentBuilder` builds.
public struct AnyTabContent<SelectionValue: Hashable>: TabContent, View {
    public typealias TabValue = SelectionValue
    let parts: [AnyView]

    init(parts: [AnyView]) { self.parts = parts }

    /// `tabContent` with its type erased.
    public init<T: TabContent>(_ tabContent: T) where T.TabValue == SelectionValue {
        parts = [tabContent._tabView]
    }

    public var _tabView: AnyView { AnyView(self) }

    /// Outside a tab view, the tabs' contents one after the other.
    public var body: some View {
        ForEach(0..<parts.count, id: \.self) { parts[$0] }
    }
}

extension AnyTabContent: TabGroupConvertible {
    var groupedTabs: [AnyView] { parts }
}

/// Tabs written in a row (`AnyTabContent`): the tab view reads each.
@MainActor
protocol TabGroupConvertible {
    var groupedTabs: [AnyView] { get }
}

/// Builds a tab view's tabs with selection values of `TabValue` (SwiftUI's `TabContentBuilder`):
/// tabs, sections and `ForEach`es of tabs in a row, `if`, `if`-`else` and `for` loops.
@MainActor @resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    public static func buildExpression<C: TabContent>(_ content: C) -> AnyTabContent<TabValue> where C.TabValue == TabValue {
        AnyTabContent(content)
    }

    public static func buildBlock(_ parts: AnyTabContent<TabValue>...) -> AnyTabContent<TabValue> {
        AnyTabContent(parts: parts.flatMap(\.parts))
    }

    public static func buildOptional(_ part: AnyTabContent<TabValue>?) -> AnyTabContent<TabValue> {
        part ?? AnyTabContent(parts: [])
    }

    public static func buildEither(first part: AnyTabContent<TabValue>) -> AnyTabContent<TabValue> { part }

    public static func buildEither(second part: AnyTabContent<TabValue>) -> AnyTabContent<TabValue> { part }

    public static func buildArray(_ parts: [AnyTabContent<TabValue>]) -> AnyTabContent<TabValue> {
        AnyTabContent(parts: parts.flatMap(\.parts))
    }

    public static func buildLimitedAvailability(_ part: AnyTabContent<TabValue>) -> AnyTabContent<TabValue> { part }
}

extension ForEach: TabContent where Content: TabContent {
    public typealias TabValue = Content.TabValue
    public var _tabView: AnyView { AnyView(self) }
}

/// A tab with a badge (`TabContent.badge(_:)`).
public struct _BadgedTabContent<Base: TabContent>: TabContent {
    public typealias TabValue = Base.TabValue
    let base: Base
    let label: Text?

    public var _tabView: AnyView { AnyView(_BadgedContent(content: base._tabView, label: label)) }
}

extension TabContent {
    /// Shows `count` in a red badge on the tab's item (none for 0), as iOS draws tab bar badges.
    public func badge(_ count: Int) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, label: count == 0 ? nil : Text("\(count)"))
    }

    /// Shows `label` in a red badge on the tab's item (none for nil).
    public func badge(_ label: Text?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, label: label)
    }

    /// Shows the text of `key` in a red badge on the tab's item (none for nil).
    public func badge(_ key: LocalizedStringKey?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, label: key.map { Text($0) })
    }

    /// Shows `label` in a red badge on the tab's item (none for nil).
    public func badge<S: StringProtocol>(_ label: S?) -> some TabContent<TabValue> {
        _BadgedTabContent(base: self, label: label.map { Text($0) })
    }
}
