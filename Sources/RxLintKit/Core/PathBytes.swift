import Foundation

/// File names are bytes; rxlint's paths are Strings. A name that is not valid UTF-8 (a Latin-1
/// `caf\xE9.swift`) must still be found, read, reported and written back, so each byte of it
/// that is not part of valid UTF-8 is held as one scalar of a private-use range
/// (U+10FE00 + byte), and turned back into that byte wherever the path meets the file system.
/// The mapping is one-to-one: a name that really contains a scalar of that range is held byte
/// by byte too. Reports print such a byte as `\xE9` (`printable`).
public enum PathBytes {
    /// The scalar standing for raw byte `b` is `rawBase + b`.
    static let rawBase: UInt32 = 0x10FE00

    static func isRaw(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= rawBase && scalar.value <= rawBase + 0xFF
    }

    /// The path for a name's bytes.
    public static func string(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        // Nearly every name is ASCII: decoded as it is.
        if !bytes.contains(where: { $0 >= 0x80 }) { return String(decoding: bytes, as: UTF8.self) }
        var scalars = String.UnicodeScalarView()
        var i = 0
        let n = bytes.count
        while i < n {
            let b = bytes[i]
            if b < 0x80 {
                scalars.append(Unicode.Scalar(b))
                i += 1
                continue
            }
            if let (scalar, length) = decode(bytes, at: i), !isRaw(scalar) {
                scalars.append(scalar)
                i += length
            } else {
                scalars.append(Unicode.Scalar(rawBase + UInt32(b))!)
                i += 1
            }
        }
        return String(scalars)
    }

    /// The path for a NUL-terminated name (`readdir`'s, `argv`'s).
    public static func string(cString: UnsafePointer<CChar>) -> String {
        var length = 0
        while cString[length] != 0 { length += 1 }
        return cString.withMemoryRebound(to: UInt8.self, capacity: length) { string(UnsafeBufferPointer(start: $0, count: length)) }
    }

    /// One well-formed UTF-8 sequence at `i` (no overlong form, surrogate or value past
    /// U+10FFFF), with its length.
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (Unicode.Scalar, Int)? {
        let b = bytes[i]
        let length: Int, minimum: UInt32
        var value: UInt32
        switch b {
        case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(b & 0x1F)
        case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(b & 0x0F)
        case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(b & 0x07)
        default: return nil
        }
        guard i + length <= bytes.count else { return nil }
        for k in 1..<length {
            let c = bytes[i + k]
            guard c & 0xC0 == 0x80 else { return nil }
            value = value << 6 | UInt32(c & 0x3F)
        }
        guard value >= minimum, let scalar = Unicode.Scalar(value) else { return nil }
        return (scalar, length)
    }

    /// The bytes a path names on the file system (no terminating NUL).
    public static func bytes(_ path: String) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(path.utf8.count)
        for scalar in path.unicodeScalars {
            if isRaw(scalar) { out.append(UInt8(scalar.value - rawBase)) } else { out += Array(String(scalar).utf8) }
        }
        return out
    }

    /// Whether the path holds raw bytes (a name that is not valid UTF-8).
    public static func hasRawBytes(_ path: String) -> Bool {
        // A raw scalar (U+10FE00…U+10FEFF) is spelled F4 8F B8…BB xx in UTF-8: a path without
        // the byte F4 (every path but a rare one) holds none, found without decoding scalars.
        // (`memchr`: asked for every path handed to the file system.)
        let mayHold = path.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.baseAddress.map { memchr($0, 0xF4, bytes.count) != nil } ?? false
        } ?? path.utf8.contains(0xF4)
        return mayHold && path.unicodeScalars.contains(where: isRaw)
    }

    /// Calls `body` with the path as the C string the file system knows it by.
    public static func withCString<T>(_ path: String, _ body: (UnsafePointer<CChar>) throws -> T) rethrows -> T {
        guard hasRawBytes(path) else { return try path.withCString(body) }
        var raw = bytes(path).map { CChar(bitPattern: $0) }
        raw.append(0)
        return try raw.withUnsafeBufferPointer { try body($0.baseAddress!) }
    }

    /// A path as one line of text: control characters (a newline in a file name would start a
    /// line that names another file) and backslashes written as escapes (`\n`, `\t`, `\u{1B}`,
    /// `\\`), and a byte that is not UTF-8 as `\xE9`, so what a line says is unambiguous.
    /// Other paths are printed as they are.
    public static func printable(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" || isRaw($0) }) else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else if isRaw(scalar) {
                    let byte = String(scalar.value - rawBase, radix: 16, uppercase: true)
                    out += "\\x" + (byte.count == 1 ? "0" : "") + byte
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
