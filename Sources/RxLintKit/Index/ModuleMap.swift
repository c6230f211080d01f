import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which module a source file belongs to, from its path and the project root alone (never
/// from which files a run was given: a hook, an editor, a one-file run and a project run
/// give a file the same module, so the same verdicts).
///
/// The nearest folder above the file, up to the root, that holds a `Package.swift` or a
/// `*.xcodeproj` decides:
/// - a `Package.swift`: the SwiftPM target, `Sources/<T>/` or `Tests/<T>/` under the package,
///   or a folder a `path: "…"` argument of the manifest names; a file of the package in no
///   target folder is in the package's own module;
/// - a `*.xcodeproj` (the nearest one): the folder holding it, one module per Xcode project;
/// - neither: the top folder of the file under the root (files directly in the root are in
///   the root's module).
/// Without a root (in-memory files, a buffer with no path) only the path is read: a
/// `Sources/<T>/` or `Tests/<T>/` folder in it, else its first folder.
///
/// Each folder is listed at most once per map (cached), so a run of thousands of files lists
/// each folder of the project once. The modules are names for comparison only: two files are
/// in one module exactly when their names are equal.
public final class ModuleMap: @unchecked Sendable {
    /// The project root, absolute; nil for path-only answers.
    public let root: String?
    /// What relative paths are relative to.
    public let currentDirectory: String
    private let lock = NSLock()
    private var modules: [String: String] = [:]
    private var spelledModules: [String: String] = [:]
    /// The folder (as spelled) and module of the last answer.
    private var last: (folder: String, module: String)?

    private enum Marker {
        case none
        case xcodeProject
        /// A `Package.swift`, with the `path:` folders its manifest names (package-relative).
        case package(paths: [String])
    }

    public init(root: String?, currentDirectory: String) {
        self.root = root.map(Paths.normalize)
        self.currentDirectory = currentDirectory
    }

    /// The module of the file at `path` (relative to the current directory, or absolute).
    public func module(of path: String) -> String {
        guard let root else { return ModuleMap.pathOnly(path) }
        // Cached by the folder as spelled (most files of a folder are spelled alike), so a
        // path is made absolute once per folder.
        let spelled = ModuleMap.folder(of: path)
        lock.lock()
        defer { lock.unlock() }
        // Files come folder by folder: most are in the folder of the one asked before.
        if let last, last.folder == spelled { return last.module }
        let module: String
        if let known = spelledModules[spelled] {
            module = known
        } else {
            let folder = Paths.parent(Paths.absolute(path, against: currentDirectory))
            module = modules[folder] ?? find(folder: folder, root: root)
            modules[folder] = module
            spelledModules[spelled] = module
        }
        last = (spelled, module)
        return module
    }

    /// The path up to its last `/` (included); "" for a bare file name.
    private static func folder(of path: String) -> String {
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0, bytes[end - 1] != UInt8(ascii: "/") { end -= 1 }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[0..<end]), as: UTF8.self)
        }
    }

    private func find(folder: String, root: String) -> String {
        let rootPrefix = root == "/" ? "/" : root + "/"
        // A file outside the root: its path alone decides.
        guard folder == root || folder.hasPrefix(rootPrefix) else { return ModuleMap.pathOnly(folder + "/x") }
        if let (marked, marker) = nearestMarked(folder, root: root) {
            switch marker {
            case .xcodeProject: return marked
            case .package(let paths): return ModuleMap.target(of: folder, inPackage: marked, paths: paths)
            case .none: break
            }
        }
        // Neither: the top folder under the root.
        guard let relative = Paths.relative(folder, to: root), relative != "." else { return root }
        let top = relative.split(separator: "/", maxSplits: 1).first.map(String.init) ?? relative
        return Paths.join(root, top)
    }

    /// The nearest folder from `folder` up to `root` that holds a marker, with it; nil for
    /// none. Kept per folder: a folder's answer is its own marker's, or its parent's answer,
    /// so each folder of the project is looked at once.
    private func nearestMarked(_ folder: String, root: String) -> (folder: String, marker: Marker)? {
        if let known = nearest[folder] { return known }
        let own = marker(of: folder)
        let answer: (folder: String, marker: Marker)?
        if case .none = own {
            answer = folder == root ? nil : nearestMarked(Paths.parent(folder), root: root)
        } else {
            answer = (folder, own)
        }
        nearest[folder] = .some(answer)
        return answer
    }

    private var nearest: [String: (folder: String, marker: Marker)?] = [:]

    /// Asked once per folder (`nearestMarked` keeps the answers).
    private func marker(of folder: String) -> Marker {
        var found = Marker.none
        switch ModuleMap.entries(of: folder) {
        case .package: found = .package(paths: ModuleMap.manifestPaths(Paths.join(folder, "Package.swift")))
        case .xcodeProject: found = .xcodeProject
        case .none: break
        }
        return found
    }

    /// Whether a folder holds a `Package.swift` or an `*.xcodeproj`, read from its entries'
    /// bytes (no string per entry: a folder of a thousand sources is listed for one answer).
    private static func entries(of folder: String) -> Marker {
        guard let dir = PathBytes.withCString(folder, { opendir($0) }) else { return .none }
        defer { closedir(dir) }
        var found = Marker.none
        while let entry = readdir(dir) {
            let kind = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: UInt8.self, capacity: Int(NAME_MAX) + 1) { name -> Marker in
                    let length = strlen(UnsafeRawPointer(name).assumingMemoryBound(to: CChar.self))
                    let bytes = UnsafeBufferPointer(start: name, count: length)
                    if bytes.elementsEqual("Package.swift".utf8) { return .package(paths: []) }
                    let suffix = ".xcodeproj".utf8
                    if length > suffix.count, bytes[(length - suffix.count)...].elementsEqual(suffix) { return .xcodeProject }
                    return .none
                }
            }
            switch kind {
            case .package: return kind
            case .xcodeProject: found = kind
            case .none: break
            }
        }
        return found
    }

    /// The target folder of a file in `folder` under the package at `package`.
    private static func target(of folder: String, inPackage package: String, paths: [String]) -> String {
        guard let relative = Paths.relative(folder, to: package), relative != "." else { return package }
        // A `path:` folder, the longest that holds the file.
        var best: String?
        // Compared as bytes, with no string made per path: a package of many targets is asked
        // once per folder.
        let r = Array(relative.utf8)
        for p in paths {
            let n = p.utf8.count
            guard n <= r.count, n > (best?.utf8.count ?? -1), r.count == n || r[n] == UInt8(ascii: "/"), r[0..<n].elementsEqual(p.utf8) else { continue }
            best = p
        }
        if let best { return Paths.join(package, best) }
        // `Sources/<Target>/…` or `Tests/<Target>/…`: the first two components.
        let slash = UInt8(ascii: "/")
        guard let first = r.firstIndex(of: slash), r[0..<first].elementsEqual("Sources".utf8) || r[0..<first].elementsEqual("Tests".utf8)
        else { return package }
        let second = r[(first + 1)...].firstIndex(of: slash) ?? r.count
        return second > first + 1 ? Paths.join(package, String(decoding: r[0..<second], as: UTF8.self)) : package
    }

    /// The folders a manifest's `path: "…"` arguments name, normalised (no `./`, no trailing
    /// `/`). A manifest that cannot be read names none.
    private static let manifestKey = Array("path:".utf8)
    private static let manifestKeyRarest = ByteSearch.rarestByteOffset(manifestKey)

    static func manifestPaths(_ manifest: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: manifest) else { return [] }
        let bytes = [UInt8](data)
        let key = manifestKey
        var result: [String] = []
        var j = 0
        // Each `path:` found by the shared byte search (`memchr` for its rarest byte): the
        // manifest was read a byte at a time, a slice compared at every `p`.
        while j + key.count < bytes.count {
            guard let at = bytes.withUnsafeBufferPointer({ ByteSearch.firstOffset(of: key, in: $0, from: j, rarest: manifestKeyRarest) }),
                  at + key.count < bytes.count else { break }
            j = at
            // Not `sourcePath:`/`xpath:`: the key starts a word.
            if j > 0, bytes[j - 1].isIdentifierByte { j += 1; continue }
            var k = j + key.count
            while k < bytes.count, bytes[k] == UInt8(ascii: " ") || bytes[k] == UInt8(ascii: "\t") { k += 1 }
            guard k < bytes.count, bytes[k] == UInt8(ascii: "\"") else { j = k; continue }
            var end = k + 1
            while end < bytes.count, bytes[end] != UInt8(ascii: "\""), bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var path = String(decoding: bytes[(k + 1)..<min(end, bytes.count)], as: UTF8.self)
            while path.hasPrefix("./") { path.removeFirst(2) }
            while path.hasSuffix("/") { path.removeLast() }
            if !path.isEmpty, path != ".", !path.hasPrefix("/"), !path.contains("..") { result.append(path) }
            j = end
        }
        return result
    }

    /// The module of `path` by its spelling alone: `…/Sources/<T>` or `…/Tests/<T>` when
    /// the path has such folders, else its first folder ("" for a file with none).
    public static func pathOnly(_ path: String) -> String {
        // An ASCII path (nearly all) is read as bytes: split into Characters it cost about
        // 40k instructions, asked once per folder of a project outside the root.
        var bytes = path
        if let answer = bytes.withUTF8({ pathOnlyASCII($0) }) { return answer }
        return pathOnlyByCharacters(path)
    }

    /// `pathOnly` read as Characters: for a path holding other than ASCII, and the tests'
    /// reference for the byte reading.
    static func pathOnlyByCharacters(_ path: String) -> String {
        let parts = path.split(separator: "/")
        if let k = parts.lastIndex(where: { $0 == "Sources" || $0 == "Tests" }), k + 2 < parts.count {
            return parts[...(k + 1)].joined(separator: "/")
        }
        return parts.count >= 2 ? String(parts[0]) : ""
    }

    /// `pathOnly` for a path of ASCII bytes, answering as the Character reading does (empty
    /// components skipped, the kept ones joined by one `/`); nil for any other byte, whose
    /// Characters may join a `/` to what follows it.
    private static func pathOnlyASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
        let slash = UInt8(ascii: "/")
        var parts: [Range<Int>] = []
        var start = 0
        for k in 0...bytes.count {
            if k < bytes.count {
                guard bytes[k] < 0x80 else { return nil }
                guard bytes[k] == slash else { continue }
            }
            if k > start { parts.append(start..<k) }
            start = k + 1
        }
        func isFolder(_ part: Range<Int>, _ name: StaticString) -> Bool {
            part.count == name.utf8CodeUnitCount && memcmp(bytes.baseAddress! + part.lowerBound, name.utf8Start, part.count) == 0
        }
        if let k = parts.lastIndex(where: { isFolder($0, "Sources") || isFolder($0, "Tests") }), k + 2 < parts.count {
            var joined: [UInt8] = []
            for (n, part) in parts[...(k + 1)].enumerated() {
                if n > 0 { joined.append(slash) }
                joined.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[part]))
            }
            return String(decoding: joined, as: UTF8.self)
        }
        return parts.count >= 2 ? String(decoding: UnsafeBufferPointer(rebasing: bytes[parts[0]]), as: UTF8.self) : ""
    }
}

private extension UInt8 {
    var isIdentifierByte: Bool {
        (self >= UInt8(ascii: "a") && self <= UInt8(ascii: "z")) || (self >= UInt8(ascii: "A") && self <= UInt8(ascii: "Z"))
            || (self >= UInt8(ascii: "0") && self <= UInt8(ascii: "9")) || self == UInt8(ascii: "_")
    }
}
