import Foundation
import LunaparkCore

/// `navigationDestination(for:destination:)`: registers, with the enclosing
/// navigation stack, the view that shows values of type `D` pushed on its path.
public struct _NavigationDestinationModifier<D: Hashable, Destination: View>: ViewModifier {
    public typealias Body = Never
    let destination: (D) -> Destination

    public static func _makeModifierNode(parent: ViewNode?, graph: ViewGraph) -> ViewNode {
        NavigationDestinationNode<D, Destination>(parent: parent, graph: graph)
    }
}

extension _NavigationDestinationModifier: AppliesToWholeList {}

@MainActor
final class NavigationDestinationNode<D: Hashable, Destination: View>:
    PassThroughModifierNode<_NavigationDestinationModifier<D, Destination>> {
    override func modelDidChange(from old: _NavigationDestinationModifier<D, Destination>?, context: UpdateContext) {
        let destination = model.destination
        context.environment.navigationContext?.register(D.self) { AnyView(destination($0)) }
    }
}

extension View {
    /// Shows values of type `data` pushed on the enclosing stack's path as
    /// `destination` makes them. Put it inside the stack (on the root view or a
    /// pushed one); a later registration for the same type replaces an earlier one.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                             @ViewBuilder destination: @escaping (D) -> C) -> some View {
        modifier(_NavigationDestinationModifier(destination: destination))
    }
}
