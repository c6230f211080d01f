import Foundation

/// One input file: its path as the user named it and its bytes, read once.
public struct SourceFile: Sendable {
    public var path: String
    public var bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}

/// Why a file could not be analysed. Every case carries a one-line, user-facing reason.
public enum InputProblem: Error, Equatable, Sendable, CustomStringConvertible {
    case notFound(String)
    case unreadable(String, reason: String)
    case binary(String)
    case invalidUTF8(String, offset: Int)
    case tooLarge(String, bytes: Int, limit: Int)
    /// A stream (standard input) that went on past the limit: reading stopped there.
    case streamTooLarge(String, limit: Int)
    /// A path named for linting that holds no file to lint: a job pointed at the wrong folder
    /// must not pass by linting nothing.
    case nothingToLint(String, reason: String)

    /// The same problem naming its file as reports print it.
    private var withPrintablePath: InputProblem {
        switch self {
        case .notFound(let p): return .notFound(PathBytes.printable(p))
        case .unreadable(let p, let reason): return .unreadable(PathBytes.printable(p), reason: reason)
        case .binary(let p): return .binary(PathBytes.printable(p))
        case .invalidUTF8(let p, let offset): return .invalidUTF8(PathBytes.printable(p), offset: offset)
        case .tooLarge(let p, let bytes, let limit): return .tooLarge(PathBytes.printable(p), bytes: bytes, limit: limit)
        case .streamTooLarge(let p, let limit): return .streamTooLarge(PathBytes.printable(p), limit: limit)
        case .nothingToLint(let p, let reason): return .nothingToLint(PathBytes.printable(p), reason: reason)
        }
    }

    public var path: String {
        switch self {
        case .notFound(let p), .unreadable(let p, _), .binary(let p), .invalidUTF8(let p, _), .tooLarge(let p, _, _), .streamTooLarge(let p, _),
             .nothingToLint(let p, _): return p
        }
    }

    public var description: String {
        // The name as one line, a byte that is not UTF-8 shown as `\xE9`.
        switch self.withPrintablePath {
        case .notFound(let p): return "\(p): no such file or directory"
        case .unreadable(let p, let reason): return "\(p): cannot read: \(reason)"
        case .binary(let p): return "\(p): binary file (contains NUL bytes), skipped"
        case .invalidUTF8(let p, let offset): return "\(p): not valid UTF-8 (first bad byte at offset \(offset)), skipped"
        case .tooLarge(let p, let bytes, let limit): return "\(p): file is \(bytes) bytes, over the \(limit)-byte limit, skipped"
        case .streamTooLarge(let p, let limit): return "\(p): input goes on past the \(limit)-byte limit; reading stopped there, skipped"
        case .nothingToLint(let p, let reason): return "\(p): \(reason)"
        }
    }
}

public enum SourceValidation {
    /// Largest file analysed; token offsets are 32-bit.
    public static let maximumFileSize = 512 * 1024 * 1024

    /// Checks that `bytes` are analysable text. A BOM is fine; NUL bytes mean binary.
    public static func validate(path: String, bytes: [UInt8]) -> InputProblem? {
        if bytes.count > maximumFileSize { return .tooLarge(path, bytes: bytes.count, limit: maximumFileSize) }
        return bytes.withUnsafeBufferPointer { buf -> InputProblem? in
            if findNUL(buf) != nil { return .binary(path) }
            if let bad = firstInvalidUTF8(buf) { return .invalidUTF8(path, offset: bad) }
            return nil
        }
    }

    static func findNUL(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let base = b.baseAddress, b.count > 0 else { return nil }
        guard let p = memchr(base, 0, b.count) else { return nil }
        return UnsafeRawPointer(p) - UnsafeRawPointer(base)
    }

    /// Offset of the first byte that is not part of well-formed UTF-8, or nil.
    public static func firstInvalidUTF8(_ b: UnsafeBufferPointer<UInt8>) -> Int? {
        var i = 0
        let n = b.count
        guard let base = b.baseAddress else { return nil }
        let raw = UnsafeRawPointer(base)
        while i < n {
            // Thirty-two, then eight ASCII bytes at a time: source code is mostly ASCII.
            while i + 32 <= n {
                let any = raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
                    | raw.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) | raw.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
                guard any & 0x8080_8080_8080_8080 == 0 else { break }
                i += 32
            }
            while i + 8 <= n, raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 { i += 8 }
            guard i < n else { break }
            let c = b[i]
            if c < 0x80 { i += 1; continue }
            var need = 0
            var minScalar: UInt32 = 0
            var scalar: UInt32 = 0
            if c & 0xE0 == 0xC0 { need = 1; scalar = UInt32(c & 0x1F); minScalar = 0x80 }
            else if c & 0xF0 == 0xE0 { need = 2; scalar = UInt32(c & 0x0F); minScalar = 0x800 }
            else if c & 0xF8 == 0xF0 { need = 3; scalar = UInt32(c & 0x07); minScalar = 0x10000 }
            else { return i }
            // A sequence cut off by the end of the file.
            if i + need >= n { return i }
            for k in 1...need {
                let cc = b[i + k]
                if cc & 0xC0 != 0x80 { return i }
                scalar = (scalar << 6) | UInt32(cc & 0x3F)
            }
            if scalar < minScalar || scalar > 0x10FFFF || (scalar >= 0xD800 && scalar <= 0xDFFF) { return i }
            i += need + 1
        }
        return nil
    }
}
