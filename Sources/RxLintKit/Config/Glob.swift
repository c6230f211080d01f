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

    /// Validates and normalises `pattern`; throws a human-readable reason when it is unusable.
    public init(_ pattern: String) throws {
        if let reason = Glob.problem(in: pattern) { throw GlobError(reason: reason) }
        var p = pattern
        while p.hasPrefix("./") { p.removeFirst(2) }
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        self.pattern = p
    }

    public var description: String { pattern }

    /// True when `relativePath` (slash-separated, no leading `./`) or one of its parent
    /// directories matches.
    public func matches(_ relativePath: String) -> Bool {
        if Glob.fnmatchPath(pattern, relativePath) { return true }
        var path = Substring(relativePath)
        while let slash = path.lastIndex(of: "/") {
            path = path[..<slash]
            if Glob.fnmatchPath(pattern, String(path)) { return true }
        }
        return false
    }

    static func fnmatchPath(_ pattern: String, _ path: String) -> Bool {
        fnmatch(pattern, path, 0) == 0
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
