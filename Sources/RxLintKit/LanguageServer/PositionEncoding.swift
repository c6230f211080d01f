/// How a position's `character` counts: UTF-16 code units (the protocol's default, and what
/// every client understands), UTF-8 bytes, or code points. rxlint takes UTF-8 when the client
/// offers it, as its own offsets are bytes.
enum PositionEncoding: String, Sendable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"

    /// The first of the client's encodings rxlint speaks, by rxlint's preference; UTF-16 when
    /// the client names none (LSP before 3.17) or none that rxlint knows.
    static func negotiate(_ offered: [String]?) -> PositionEncoding {
        guard let offered else { return .utf16 }
        for preferred in [PositionEncoding.utf8, .utf16, .utf32] where offered.contains(preferred.rawValue) {
            return preferred
        }
        return .utf16
    }

    /// The units of one code point that starts with `lead`.
    @inline(__always)
    func units(lead: UInt8) -> Int {
        switch self {
        case .utf8:
            if lead < 0x80 { return 1 }
            if lead >= 0xF0 { return 4 }
            if lead >= 0xE0 { return 3 }
            return 2
        case .utf16: return lead >= 0xF0 ? 2 : 1
        case .utf32: return 1
        }
    }
}

/// Byte offsets of a text and LSP positions, both ways. Lines end at `\n`, `\r\n` or a lone
/// `\r`, as the protocol and `LineTable` both say.
struct PositionMap {
    let lines: LineTable
    let encoding: PositionEncoding

    init(_ bytes: [UInt8], encoding: PositionEncoding) {
        lines = LineTable(bytes)
        self.encoding = encoding
    }

    /// Where line `line` (0-based) starts and where its text ends (before the line break).
    private func bounds(_ line: Int, in bytes: [UInt8]) -> (start: Int, end: Int) {
        let start = Int(lines.lineStarts[line])
        var end = line + 1 < lines.lineStarts.count ? Int(lines.lineStarts[line + 1]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return (start, end)
    }

    /// The byte offset of `position`. A line past the end is the end of the text; a character
    /// past the end of its line is the line's end; one inside a code point (half a surrogate
    /// pair) is that code point's start.
    func offset(of position: LSPPosition, in bytes: [UInt8]) -> Int {
        guard position.line >= 0 else { return 0 }
        guard position.line < lines.lineStarts.count else { return bytes.count }
        let (start, end) = bounds(position.line, in: bytes)
        var i = start
        var counted = 0
        while i < end, counted < position.character {
            let width = encoding.units(lead: bytes[i])
            if counted + width > position.character { break }
            counted += width
            i += PositionMap.scalarLength(bytes[i])
        }
        return min(i, end)
    }

    /// The position of byte `offset` (which should start a code point).
    func position(of offset: Int, in bytes: [UInt8]) -> LSPPosition {
        let clamped = max(0, min(offset, bytes.count))
        let line = lines.line(of: Int32(clamped)) - 1
        let start = Int(lines.lineStarts[line])
        var character = 0
        var i = start
        while i < clamped {
            character += encoding.units(lead: bytes[i])
            i += PositionMap.scalarLength(bytes[i])
        }
        return LSPPosition(line: line, character: character)
    }

    /// The byte offset of a 1-based line and a 1-based column counted in code points (how
    /// findings are placed).
    func offset(line: Int, column: Int, in bytes: [UInt8]) -> Int {
        guard line >= 1 else { return 0 }
        guard line <= lines.lineStarts.count else { return bytes.count }
        let (start, end) = bounds(line - 1, in: bytes)
        var i = start
        var scalars = 1
        while i < end, scalars < column {
            i += PositionMap.scalarLength(bytes[i])
            scalars += 1
        }
        return min(i, end)
    }

    /// The length of the UTF-8 sequence a lead byte starts (1 for a stray continuation byte,
    /// so a walk always moves on).
    @inline(__always)
    static func scalarLength(_ lead: UInt8) -> Int {
        if lead < 0xC0 { return 1 }
        if lead < 0xE0 { return 2 }
        if lead < 0xF0 { return 3 }
        return 4
    }
}
