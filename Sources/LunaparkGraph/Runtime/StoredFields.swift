@_spi(Reflection) import Swift

/// The stored fields of a struct or tuple type, read from its metadata once (the standard
/// library's reflection of stored fields), for plans that are made per type rather than by
/// reflecting every value with `Mirror`.
enum StoredFields {
    /// One stored field: its name, where it lies in the value (bytes from the start), its type.
    struct Field {
        let name: String
        let offset: Int
        let type: Any.Type
        let kind: _MetadataKind
    }

    /// The kind of `type`'s metadata: struct, enum, optional, tuple, existential, class...
    static func kind(of type: Any.Type) -> _MetadataKind {
        _MetadataKind(rawValue: metadataKind(of: type)) ?? .unknown
    }

    /// The stored fields of `type` in declaration order; nil unless it is a struct or a tuple
    /// (the reflection of an existential's fields traps; enums have cases, not fields).
    static func of(_ type: Any.Type) -> [Field]? {
        let kind = kind(of: type)
        guard kind == .struct || kind == .tuple else { return nil }
        var fields: [Field] = []
        let reflected = _forEachField(of: type) { name, offset, fieldType, fieldKind in
            fields.append(Field(name: String(cString: name), offset: offset, type: fieldType, kind: fieldKind))
            return true
        }
        return reflected ? fields : nil
    }

    /// `MemoryLayout.size` of a type known only at run time.
    static func size(of type: Any.Type) -> Int {
        func size<T>(_: T.Type) -> Int { MemoryLayout<T>.size }
        return _openExistential(type, do: size)
    }
}

/// The kind of a type's metadata, as `_MetadataKind`'s raw value; the standard library's
/// reflection asks the runtime the same way.
@_silgen_name("swift_getMetadataKind")
private func metadataKind(of type: Any.Type) -> UInt
