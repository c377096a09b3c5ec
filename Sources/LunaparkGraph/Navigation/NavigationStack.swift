import Foundation
import LunaparkCore

/// A view that shows a root view and the views pushed on top of it
/// (SwiftUI's `NavigationStack`), each level under its title bar.
///
/// A push (a `NavigationLink`, or a value appended to the path) slides the new
/// level in from the trailing edge over the one below, which moves 30 % of the
/// width towards the leading edge; a pop (the back button, `dismiss()`, a value
/// removed from the path) runs the same motion backwards. Both use a critically
/// damped spring of 0.5 s (`pushAnimation`), close to UIKit's push. Only the top
/// level receives input. Levels are drawn on white, clipped to the stack.
///
/// The path holds values shown through `navigationDestination(for:destination:)`;
/// views pushed by `NavigationLink(destination:)` go on top of the path's levels
/// and are not part of it (popping one leaves the path as it is).
public struct NavigationStack<Data, Root: View>: View {
    let root: Root
    let path: Binding<[AnyHashable]>?
    @State private var ownPath: [AnyHashable] = []
    @State private var pushedViews: [PushedView] = []
    @State private var nextSerial = 1
    @State private var refreshCount = 0
    @State private var navigation = NavigationContext()

    /// The animation of pushes and pops: a spring of 0.5 s without bounce.
    public static var pushAnimation: Animation { .spring(duration: 0.5, bounce: 0) }

    struct PushedView {
        let serial: Int
        let view: AnyView
    }

    /// Identity of a level: the root, the value at a path position, or a pushed view.
    enum LevelID: Hashable {
        case root
        case value(position: Int, value: AnyHashable)
        case view(serial: Int)
    }

    init(path: Binding<[AnyHashable]>?, root: Root) {
        self.path = path
        self.root = root
    }

    private var currentPath: [AnyHashable] { path?.wrappedValue ?? ownPath }

    public var body: some View {
        _ = refreshCount
        let navigation = self.navigation
        connect(navigation)
        var levels: [(id: LevelID, view: AnyView)] = [(.root, AnyView(root))]
        navigation.missingTypes = []
        for (position, value) in currentPath.enumerated() {
            // A value with no destination registered shows nothing above the level below (as in SwiftUI).
            guard let view = navigation.destination(for: value) else { break }
            levels.append((.value(position: position, value: value), view))
        }
        for pushed in pushedViews { levels.append((.view(serial: pushed.serial), pushed.view)) }
        let top = levels.count - 1
        let ids = levels.map(\.id)
        // Levels pushed with `.zoom` grow out of their source instead of sliding in; the level
        // under one stays where it is.
        let zooms = levels.indices.map { $0 == 0 ? nil : Self.zoomTransition(for: levels[$0].view, in: navigation) }
        let zoomedSources = levels.dropFirst().compactMap { _NavigationTransitionModifier.zoomSource(of: $0.view) }
        TransitionSourceRegistry.shared.setHidden(Set(zoomedSources), by: navigation)
        return ZStack(alignment: .topLeading) {
            ForEach(0..<levels.count, id: \.self) { index in
                let covered = index < top && zooms[index + 1] == nil
                _NavigationLevel(index: index, content: levels[index].view, context: navigation)
                    .background(Color.white)
                    .modifier(_CoveredLevelShift(fraction: covered ? 0.3 : 0))
                    .allowsHitTesting(index == top)
                    .transition(zooms[index] ?? .move(edge: .trailing))
                    .id(levels[index].id)
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .clipped()
        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { navigation.stackFrame = $0 }
        .animation(Self.pushAnimation, value: ids)
        .environment(\.navigationContext, navigation)
    }

    /// The zoom of a level whose view is written with `.navigationTransition(.zoom(...))`, from
    /// its source's frame now (nil: no zoom, or its source is not on screen).
    private static func zoomTransition(for view: AnyView, in navigation: NavigationContext) -> AnyTransition? {
        guard let key = _NavigationTransitionModifier.zoomSource(of: view),
              let source = TransitionSourceRegistry.shared.source(key) else { return nil }
        let stack = navigation.stackFrame
        let frame = source.frame.offsetBy(dx: -stack.minX, dy: -stack.minY)
        func effect(_ progress: CGFloat) -> _NavigationZoomEffect {
            _NavigationZoomEffect(progress: progress, source: frame, style: source.style, size: stack.size)
        }
        return .modifier(active: effect(0), identity: effect(1))
    }

    /// Points the shared context's actions at this stack's current state.
    private func connect(_ navigation: NavigationContext) {
        let path = self.path
        let ownPath = $ownPath
        let pushedViews = $pushedViews
        let nextSerial = $nextSerial
        let refreshCount = $refreshCount
        func read() -> [AnyHashable] { path?.wrappedValue ?? ownPath.wrappedValue }
        func write(_ new: [AnyHashable]) { if let path { path.wrappedValue = new } else { ownPath.wrappedValue = new } }
        navigation.pushValue = { value in write(read() + [value]) }
        navigation.pushView = { view in
            pushedViews.wrappedValue.append(PushedView(serial: nextSerial.wrappedValue, view: view))
            nextSerial.wrappedValue += 1
        }
        navigation.popToLevel = { level in
            let pathCount = read().count
            let keepViews = max(0, level - pathCount)
            if pushedViews.wrappedValue.count > keepViews { pushedViews.wrappedValue.removeLast(pushedViews.wrappedValue.count - keepViews) }
            if level < pathCount { write(Array(read().prefix(max(0, level)))) }
        }
        navigation.refresh = { refreshCount.wrappedValue += 1 }
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing `root`, keeping its own path.
    public init(@ViewBuilder root: () -> Root) {
        self.init(path: nil, root: root())
    }

    /// A stack showing `root` and the values of `path` above it.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(path: Binding(get: { path.wrappedValue.elements },
                                set: { path.wrappedValue.elements = $0 }),
                  root: root())
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection,
                                Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack showing `root` and the values of `path` above it. Values pushed by
    /// a `NavigationLink(value:)` of another type than `Data.Element` are ignored.
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(path: Binding(get: { path.wrappedValue.map { AnyHashable($0) } },
                                set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) }),
                  root: root())
    }
}
