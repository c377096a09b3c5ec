@_spi(Reflection) import Swift
import Foundation

/// Connects a view's dynamic properties (`@State`, `@Environment`, ...) to its node.
///
/// Where a view type keeps them is found once per type from its stored fields
/// (`StoredFields`): binding then reads each property at its offset in the view value.
/// Reflecting every view with `Mirror` (boxing each property to test it) was 9 % of
/// building 10,000 views (perf). A type with a property of optional or existential type,
/// whose value may hold a dynamic property, is reflected with `Mirror` as before.
@MainActor
enum DynamicPropertyBinder {
    /// A view type's dynamic properties: where each lies in the view value, its type, its name.
    private struct Property {
        let offset: Int
        let type: any StorageBindingProperty.Type
        let label: String
    }

    /// How a type's properties are bound: at known offsets, or by reflecting each value (nil).
    private struct Plan {
        let properties: [Property]?
        let hostsStyle: Bool
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]

    /// Binds the dynamic properties of `view` (a view, or a view modifier with a body) to `node`.
    static func bind<V>(_ view: V, to node: some DynamicPropertyStorage) {
        let plan = plan(for: V.self)
        var slot = 0
        let naming = node.graph.inspection != nil
        if let properties = plan.properties {
            if !properties.isEmpty {
                withUnsafeBytes(of: view) { bytes in
                    for property in properties {
                        property.type.bind(at: bytes.baseAddress! + property.offset, to: node, slot: slot)
                        if naming { nameStorage(in: node, of: V.self, slot: slot, label: property.label) }
                        slot += 1
                    }
                }
            }
        } else {
            for child in Mirror(reflecting: view).children {
                if let property = child.value as? StorageBindingProperty {
                    property.bind(to: node, slot: slot)
                    if naming { nameStorage(in: node, of: V.self, slot: slot, label: child.label) }
                    slot += 1
                }
            }
        }
        // A control's style is evaluated inside a view that holds it: its `@Environment`
        // and `@State` properties are bound to that view's node, as SwiftUI binds a style's.
        if plan.hostsStyle, let host = view as? StyleHosting {
            for child in Mirror(reflecting: host.hostedStyle).children {
                if let property = child.value as? StorageBindingProperty {
                    property.bind(to: node, slot: slot)
                    slot += 1
                }
            }
        }
    }

    private static func plan<V>(for type: V.Type) -> Plan {
        let key = ObjectIdentifier(type)
        if let plan = plans[key] { return plan }
        let plan = Plan(properties: properties(of: type), hostsStyle: type is StyleHosting.Type)
        plans[key] = plan
        return plan
    }

    /// The dynamic properties of a struct's stored fields; nil when a field's value could hold
    /// one that its type does not show (an optional or existential), or the type is no struct.
    private static func properties(of type: Any.Type) -> [Property]? {
        guard StoredFields.kind(of: type) == .struct, let fields = StoredFields.of(type) else { return nil }
        var properties: [Property] = []
        for field in fields {
            switch field.kind {
            case .optional, .existential, .existentialMetatype, .unknown: return nil
            default:
                if let bindable = field.type as? any StorageBindingProperty.Type {
                    properties.append(Property(offset: field.offset, type: bindable, label: field.name))
                }
            }
        }
        return properties
    }

    /// Names the storage in `slot` for the inspector, once: `ContentView.isOn` for `_isOn`.
    private static func nameStorage(in node: some DynamicPropertyStorage, of type: Any.Type, slot: Int, label: String?) {
        guard let location = node.storageSlot(slot) as? ObservableLocation, location.inspectorName == nil else { return }
        let name = label.map { $0.hasPrefix("_") ? String($0.dropFirst()) : $0 } ?? "state \(slot)"
        location.inspectorName = "\(type).\(name)"
    }
}

extension StorageBindingProperty {
    /// Binds the property stored at `address` (inside a view value) to `node`'s storage `slot`.
    static func bind(at address: UnsafeRawPointer, to node: some DynamicPropertyStorage, slot: Int) {
        address.assumingMemoryBound(to: Self.self).pointee.bind(to: node, slot: slot)
    }
}

/// A view that evaluates a control style's body: the style's own dynamic
/// properties are bound to the view's node.
@MainActor
protocol StyleHosting {
    var hostedStyle: Any { get }
}
