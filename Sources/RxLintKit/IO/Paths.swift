import Foundation

/// Path arithmetic on plain strings. Symlinks are not resolved, so a path keeps the spelling
/// the user typed (editors and CI annotations match on that spelling).
public enum Paths {
    /// `path` made absolute against `base` and with `.`/`..` components removed.
    public static func absolute(_ path: String, against base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (base.hasSuffix("/") ? base + path : base + "/" + path)
        return normalize(joined)
    }

    /// Removes `.`, `..`, empty components and trailing slashes from an absolute path.
    public static func normalize(_ path: String) -> String {
        isNormalASCII(path) ? path : normalizedBySplitting(path)
    }

    /// `normalize`'s answer for any path, component by component (the fast path's oracle in
    /// the tests).
    static func normalizedBySplitting(_ path: String) -> String {
        var parts: [Substring] = []
        for component in path.split(separator: "/", omittingEmptySubsequences: true) {
            if component == "." { continue }
            if component == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(component)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Whether `path` is ASCII and already what `normalize` makes of it: absolute, without
    /// empty, `.` or `..` components or a trailing slash. Paths are normalised once per file
    /// and finding; splitting each into Characters cost a tenth of a whole run. (Only ASCII:
    /// there a Character is a byte, so the byte test and the Character split agree.)
    static func isNormalASCII(_ path: String) -> Bool {
        let answer = path.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let n = bytes.count
            guard n > 0, bytes[0] == UInt8(ascii: "/") else { return false }
            if n == 1 { return true }
            guard bytes[n - 1] != UInt8(ascii: "/") else { return false }
            var componentStart = 1
            for k in 1...n {
                let atEnd = k == n
                let b = atEnd ? UInt8(ascii: "/") : bytes[k]
                if b >= 0x80 { return false }
                guard b == UInt8(ascii: "/") else { continue }
                let length = k - componentStart
                if length == 0 { return false }
                if bytes[componentStart] == UInt8(ascii: "."), length == 1 || (length == 2 && bytes[componentStart + 1] == UInt8(ascii: ".")) {
                    return false
                }
                componentStart = k + 1
            }
            return true
        }
        return answer ?? false
    }

    /// The folder holding `path`, a normalised absolute path: `normalize(path + "/..")`
    /// without splitting it ("/" for "/" and for a file at the top). A path that is not ASCII
    /// is split as `normalize` splits it (by Characters: a slash that a combining mark follows
    /// is no separator there).
    public static func parent(_ path: String) -> String {
        guard isNormalASCII(path) else { return normalize(path + "/..") }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    /// `path` relative to directory `base` when it lies under it (both absolute), else nil.
    public static func relative(_ path: String, to base: String) -> String? {
        // Both ASCII and normal (nearly always; `normalize` returns them as they are): a byte
        // is a Character, so the bytes after the base's prefix are the answer. Dropping
        // Characters cost more than the rest of a module's lookup.
        if isNormalASCII(path), isNormalASCII(base), let answer = asciiRelative(path, to: base) {
            if case .inside(let relative) = answer { return relative }
            return nil
        }
        return relativeByCharacters(normalize(path), to: normalize(base))
    }

    /// `relative` of two normalised paths, Character by Character (the byte path's oracle in
    /// the tests).
    static func relativeByCharacters(_ p: String, to b: String) -> String? {
        if p == b { return "." }
        let prefix = b == "/" ? "/" : b + "/"
        guard p.hasPrefix(prefix) else { return nil }
        return String(p.dropFirst(prefix.count))
    }

    /// `relative` of two normal ASCII paths, by their bytes (`.outside` for nil); nil only
    /// when the strings lend no contiguous bytes (then `relative` answers by Characters).
    private enum Relative { case inside(String), outside }

    private static func asciiRelative(_ p: String, to b: String) -> Relative? {
        p.utf8.withContiguousStorageIfAvailable { pb in
            b.utf8.withContiguousStorageIfAvailable { bb -> Relative in
                if pb.count == bb.count { return pb.elementsEqual(bb) ? .inside(".") : .outside }
                // The root's children follow its one slash; any other base's, its own slash.
                let cut = bb.count == 1 ? 1 : bb.count + 1
                guard pb.count > cut, bb.count == 1 || pb[bb.count] == UInt8(ascii: "/"),
                      UnsafeBufferPointer(rebasing: pb[0..<bb.count]).elementsEqual(bb) else { return .outside }
                return .inside(String(decoding: UnsafeBufferPointer(rebasing: pb[cut...]), as: UTF8.self))
            }
        } ?? nil
    }

    /// How a file is named in reports: relative to `cwd` when under it, else absolute; a
    /// relative spelling that leaves `cwd` (`../x.swift`) is kept as typed.
    public static func display(_ path: String, cwd: String) -> String {
        if path.hasPrefix("/") { return relative(path, to: cwd) ?? normalize(path) }
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        while p.count > 1, p.hasSuffix("/") { p = p.dropLast() }
        let trimmed = String(p)
        // `a/../b.swift` or `../x`: normalise through the absolute form when it stays inside.
        if trimmed.contains("..") || trimmed.contains("//") || trimmed.contains("/./") {
            let abs = absolute(trimmed, against: cwd)
            return relative(abs, to: cwd) ?? trimmed
        }
        return trimmed.isEmpty ? "." : trimmed
    }

    /// Joins a directory and a child name without doubling the slash.
    public static func join(_ directory: String, _ name: String) -> String {
        if directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// The process's current directory.
    public static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
