import Foundation

/// The compiler's side of a macro plugin: messages on standard input and output, each a
/// little-endian 64-bit length followed by that many bytes of JSON (the protocol swift-syntax's
/// `SwiftCompilerPlugin` speaks; this plugin speaks it with Foundation alone, see
/// `LunaparkMacroExpansions`).
struct CompilerPluginChannel {
    /// The next message, nil at the end of input (the compiler closed the pipe).
    func receive() -> [String: Any]? {
        guard let header = read(count: 8) else { return nil }
        let length = header.withUnsafeBytes { UInt64(littleEndian: $0.loadUnaligned(as: UInt64.self)) }
        guard length > 0, length < 1 << 31, let payload = read(count: Int(length)) else { return nil }
        return (try? JSONSerialization.jsonObject(with: payload)) as? [String: Any]
    }

    /// Sends `message` (a JSON object).
    func send(_ message: [String: Any]) {
        guard let payload = try? JSONSerialization.data(withJSONObject: message, options: [.sortedKeys]) else { return }
        var length = UInt64(payload.count).littleEndian
        let header = withUnsafeBytes(of: &length) { Data($0) }
        FileHandle.standardOutput.write(header + payload)
    }

    private func read(count: Int) -> Data? {
        var data = Data()
        while data.count < count {
            let chunk = FileHandle.standardInput.readData(ofLength: count - data.count)
            if chunk.isEmpty { return nil }
            data.append(chunk)
        }
        return data
    }
}
