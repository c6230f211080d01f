#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A path pattern from `included`/`excluded`, matched with the system's `fnmatch(3)`.
///
/// Patterns are relative to the directory holding the configuration file. No flags are passed
/// to `fnmatch`, so `*` also matches `/` (`Generated/*` covers every file below `Generated`).
/// A pattern also matches everything below a directory it matches, so `Pods` or `Tests/Mocks`
/// need no trailing `/*`.
public struct Glob: Equatable, Hashable, Sendable, CustomStringConvertible {
    public let pattern: String
    /// `pattern` as the NUL-terminated bytes `fnmatch` takes, made once: a run asks every
    /// pattern about every file and its folders.
    private let cPattern: [CChar]

    /// Validates and normalises `pattern`; throws a human-readable reason when it is unusable.
    public init(_ pattern: String) throws {
        if let reason = Glob.problem(in: pattern) { throw GlobError(reason: reason) }
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        self.pattern = p
        cPattern = Array(p.utf8CString)
    }

    public var description: String { pattern }

    /// True when `relativePath` (slash-separated, no leading `./`) or one of its parent
    /// directories matches.
    public func matches(_ relativePath: String) -> Bool {
        var path = Glob.cPath(relativePath)
        return matches(cPath: &path)
    }

    /// A relative path as `matches(cPath:)` takes it.
    static func cPath(_ relativePath: String) -> [CChar] { Array(relativePath.utf8CString) }

    /// `matches(_:)` on a path made by `cPath(_:)`, so that one conversion serves every
    /// pattern. Each parent directory is tried by ending the string at one of its slashes for
    /// the call; the bytes are as they were when it returns.
    func matches(cPath path: inout [CChar]) -> Bool {
        cPattern.withUnsafeBufferPointer { pattern in
            path.withUnsafeMutableBufferPointer { bytes in
                guard let patternStart = pattern.baseAddress, let start = bytes.baseAddress else { return false }
                if fnmatch(patternStart, start, 0) == 0 { return true }
                let slash = CChar(UInt8(ascii: "/"))
                var k = bytes.count - 1
                while k > 0 {
                    k -= 1
                    guard bytes[k] == slash else { continue }
                    bytes[k] = 0
                    let matched = fnmatch(patternStart, start, 0) == 0
                    bytes[k] = slash
                    if matched { return true }
                }
                return false
            }
        }
    }

    /// Why `pattern` cannot be a glob, or nil. `fnmatch` itself treats a malformed pattern
    /// as literal text, which would silently match nothing; these mistakes are reported.
    static func problem(in pattern: String) -> String? {
        if pattern.isEmpty { return "empty pattern" }
        if pattern.hasPrefix("/") { return "pattern must be relative to the configuration file's directory" }
        var bracketOpen = false
        var bracketStart = false
        var escaped = false
        for ch in pattern.unicodeScalars {
            if escaped { escaped = false; bracketStart = false; continue }
            if ch == "\\" { escaped = true; continue }
            if bracketOpen {
                // `]` right after `[` or `[!` is a literal member, not the end.
                if ch == "]" && !bracketStart { bracketOpen = false }
                bracketStart = bracketStart && (ch == "!" || ch == "^")
                continue
            }
            if ch == "[" { bracketOpen = true; bracketStart = true }
        }
        if escaped { return "pattern ends with a lone backslash" }
        if bracketOpen { return "unterminated '[' in pattern" }
        return nil
    }
}

/// Why a glob was rejected.
public struct GlobError: Error, Equatable {
    public let reason: String
}
