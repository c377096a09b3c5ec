import Foundation
import LunaparkCore

/// What the views of one navigation level ask its title bar to show, gathered
/// from their navigation modifiers (outermost first; an inner title or mode
/// overrides an outer one, toolbar items add up).
struct NavigationBarContent {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode = .automatic
    var items: [ToolbarEntry] = []
    var backButtonHidden = false
    var barHidden = false
    /// What `toolbarBackground` and `toolbarColorScheme` ask of the title bar and the bottom bar.
    var navigationBarAppearance = BarAppearance()
    var bottomBarAppearance = BarAppearance()
    /// The search field of a `searchable` view, shown under the title.
    var search: NavigationSearch?
}

/// One thing a navigation modifier contributes to its level's title bar.
enum NavigationBarContribution {
    case title(Text)
    case displayMode(NavigationBarItem.TitleDisplayMode)
    case titleAndDisplayMode(Text, NavigationBarItem.TitleDisplayMode)
    case toolbar([ToolbarEntry])
    case backButtonHidden(Bool)
    case barHidden(Bool)
    case appearance(navigationBar: Bool, bottomBar: Bool, BarAppearance)
    case search(NavigationSearch)

    func apply(to bar: inout NavigationBarContent) {
        switch self {
        case .title(let title): bar.title = title
        case .displayMode(let mode): bar.displayMode = mode
        case .titleAndDisplayMode(let title, let mode):
            bar.title = title
            bar.displayMode = mode
        case .toolbar(let items): bar.items += items
        case .backButtonHidden(let hidden): bar.backButtonHidden = hidden
        case .barHidden(let hidden): bar.barHidden = hidden
        case .appearance(let navigationBar, let bottomBar, let appearance):
            if navigationBar { bar.navigationBarAppearance = bar.navigationBarAppearance.overridden(by: appearance) }
            if bottomBar { bar.bottomBarAppearance = bar.bottomBarAppearance.overridden(by: appearance) }
        case .search(let search): bar.search = search
        }
    }

    /// The title's text, for the window title.
    var titleString: String? {
        switch self {
        case .title(let title), .titleAndDisplayMode(let title, _): title.string
        default: nil
        }
    }
}
