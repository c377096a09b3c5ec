import Foundation

/// One chunk of a PNG file (PNG specification, section 5.3): a 4-byte
/// big-endian length, a 4-letter type, the data, and a CRC-32 of type and data.
struct PNGChunk: Equatable {
    /// The 8 bytes every PNG file starts with.
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// The chunk type, e.g. "IHDR", "IDAT", "fcTL".
    var type: String
    var data: [UInt8]

    /// The chunk as it is stored: length, type, data, CRC.
    var bytes: [UInt8] {
        let typeBytes = Array(type.utf8)
        return Self.bigEndian(UInt32(data.count)) + typeBytes + data + Self.bigEndian(Self.crc32(typeBytes + data))
    }

    /// The chunks of the PNG file `file`, after its signature. Throws `RenderError.notPNG`
    /// (one line) for a file that is not a PNG, is cut short, or has a chunk whose CRC is wrong.
    static func chunks(of file: [UInt8]) throws -> [PNGChunk] {
        guard file.count >= 8, Array(file[0..<8]) == signature else { throw RenderError.malformedPNG("no PNG signature") }
        var chunks: [PNGChunk] = []
        var offset = 8
        while offset < file.count {
            guard offset + 12 <= file.count else { throw RenderError.malformedPNG("a chunk is cut short at byte \(offset)") }
            let length = Int(readBigEndian(file, at: offset))
            let typeBytes = Array(file[(offset + 4)..<(offset + 8)])
            guard length <= file.count - offset - 12 else { throw RenderError.malformedPNG("a chunk is cut short at byte \(offset)") }
            let data = Array(file[(offset + 8)..<(offset + 8 + length)])
            guard readBigEndian(file, at: offset + 8 + length) == crc32(typeBytes + data) else {
                throw RenderError.malformedPNG("chunk \(String(decoding: typeBytes, as: UTF8.self)) at byte \(offset) has a wrong CRC")
            }
            chunks.append(PNGChunk(type: String(decoding: typeBytes, as: UTF8.self), data: data))
            offset += 12 + length
        }
        return chunks
    }

    /// `value` as 4 big-endian bytes.
    static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    /// `value` as 2 big-endian bytes.
    static func bigEndian(_ value: UInt16) -> [UInt8] { [UInt8(value >> 8), UInt8(value & 0xFF)] }

    /// The big-endian 32-bit number at `offset` of `bytes`.
    static func readBigEndian(_ bytes: [UInt8], at offset: Int) -> UInt32 {
        UInt32(bytes[offset]) << 24 | UInt32(bytes[offset + 1]) << 16 | UInt32(bytes[offset + 2]) << 8 | UInt32(bytes[offset + 3])
    }

    /// CRC-32 as PNG computes it (PNG specification, annex D: polynomial 0xEDB88320, reflected,
    /// initial and final value 0xFFFFFFFF).
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }
}
