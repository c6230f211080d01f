#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How `ObjCIncludeGuard` finds what an include names, as clang's header search does, with
/// the folders and headers it reads kept for the files that follow.
extension ObjCIncludeGuard {
    enum Resolution: Equatable {
        /// Nothing found: clang reports a missing header and goes on.
        case none
        /// One of the in-memory headers.
        case virtual
        case regular(String)
        case irregular(String, kind: String)
        /// No file of that exact name, but a regular file whose name differs only in letter
        /// case (`actual`): a Mac's file system, case-insensitive, finds it at `spelled`.
        case caseless(spelled: String, actual: String)
    }

    /// The include folders of an argument list, in clang's order, and its forced includes.
    struct SearchPath {
        var quoted: [String] = []
        var angled: [String] = []
        var forcedIncludes: [String] = []

        init(_ arguments: [String]) {
            var quote: [String] = [], user: [String] = [], system: [String] = [], after: [String] = []
            var k = 0
            func value(_ flag: String) -> String? {
                let argument = arguments[k]
                if argument == flag, k + 1 < arguments.count { k += 1; return arguments[k] }
                if argument.hasPrefix(flag), argument.count > flag.count { return String(argument.dropFirst(flag.count)) }
                return nil
            }
            while k < arguments.count {
                if arguments[k] == "-include-pch" { k += 2; continue }
                if let v = value("-iquote") { quote.append(v) }
                else if let v = value("-isystem") { system.append(v) }
                else if let v = value("-idirafter") { after.append(v) }
                else if let v = value("-include") { forcedIncludes.append(v) }
                else if let v = value("-I") { user.append(v) }
                k += 1
            }
            quoted = quote + user + system + after
            angled = user + system + after
        }

        /// Where clang finds `directive` included from `includer`: the first candidate that
        /// exists and is not a folder. Folders are read through `listings`, once each per file.
        func resolve(_ directive: Directive, includer: String, virtualHeaders: Set<String>, listings: Listings) -> Resolution {
            let name = directive.name
            if name.hasPrefix("/") { return ObjCIncludeGuard.classify(name) }
            let folders = directive.angled ? angled : [ObjCIncludeGuard.folder(of: includer)] + quoted
            let first = name.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
            let nested = first.count < name.count
            for folder in folders {
                let candidate = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                if virtualHeaders.contains(candidate) { return .virtual }
                // The folder's own entries say at once what the name is there; a name with
                // folders in it (`Sub/Name.h`) is looked up when its first folder exists.
                switch listings.entry(first, in: folder) {
                case .absent: continue
                case .folder where !nested: continue
                case .regular where !nested: return .regular(candidate)
                case .irregular(let kind) where !nested: return .irregular(candidate, kind: kind)
                default:
                    if case .none = ObjCIncludeGuard.classify(candidate) { continue }
                    return ObjCIncludeGuard.classify(candidate)
                }
            }
            // Projects written on a Mac import headers in another letter case than the file on
            // disk has; only where no file has the exact name, the same search, ignoring case.
            let parts = name.split(separator: "/", omittingEmptySubsequences: false).map { (String($0), $0.lowercased()) }
            for folder in folders {
                guard let actual = listings.caselessPath(parts, in: folder) else { continue }
                let spelled = folder.hasSuffix("/") ? folder + name : folder + "/" + name
                guard case .regular = ObjCIncludeGuard.classify(actual) else { continue }
                return .caseless(spelled: spelled, actual: actual)
            }
            return .none
        }
    }

    /// What a path is: nothing, a folder (nothing, to clang), a regular file, or another kind.
    static func classify(_ path: String) -> Resolution {
        var st = stat()
        guard stat(path, &st) == 0 else { return .none }
        switch st.st_mode & S_IFMT {
        case S_IFREG: return .regular(path)
        case S_IFDIR: return .none
        default: return .irregular(path, kind: irregularKind(path) ?? "not a file")
        }
    }

    /// The entries of the folders one file's search reads, each folder listed once per
    /// process and read again when it changes (its modification time), checked once per file.
    final class Listings {
        enum Entry: Equatable {
            /// The folder has no such entry (or a link to nothing).
            case absent
            /// The folder could not be listed: the name must be looked up.
            case unknown
            case regular
            case folder
            /// A device, a FIFO or a socket, named.
            case irregular(String)
        }

        private var checked: [String: Folder?] = [:]

        struct Folder {
            var modified: Int
            var names: [String: Entry]
            /// The names by their lowercased spelling, each list in byte order.
            var lowercased: [String: [String]] = [:]
        }

        /// The folder's listing, read once per search.
        private func listing(of folder: String) -> Folder? {
            if let known = checked[folder] { return known }
            let listing = FolderCache.shared.listing(of: folder)
            checked[folder] = listing
            return listing
        }

        func entry(_ name: String, in folder: String) -> Entry {
            if name == "." || name == ".." || name.isEmpty { return .unknown }
            guard let listing = listing(of: folder) else { return .unknown }
            return listing.names[name] ?? .absent
        }

        /// The path under `folder` whose components match `parts` (each as spelled and
        /// lowercased) ignoring letter case (an exact match first at each level, else the
        /// first in byte order); nil when none.
        func caselessPath(_ parts: [(name: String, lowercased: String)], in folder: String) -> String? {
            var path = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
            for (k, (name, lower)) in parts.enumerated() {
                if name == "." || name == ".." || name.isEmpty { return nil }
                guard let listing = listing(of: path) else { return nil }
                let isLast = k == parts.count - 1
                let found = listing.names[name].map { _ in name } ?? listing.lowercased[lower]?.first
                guard let found, let entry = listing.names[found] else { return nil }
                if isLast ? entry != .regular : entry != .folder { return nil }
                path += "/" + found
            }
            return path
        }
    }

    /// The folder listings of the process.
    final class FolderCache: @unchecked Sendable {
        static let shared = FolderCache()
        private let lock = NSLock()
        private var folders: [String: Listings.Folder] = [:]

        /// The names in `folder` with what each is (a link, what it leads to).
        func listing(of folder: String) -> Listings.Folder? {
            var st = stat()
            guard stat(folder, &st) == 0, st.st_mode & S_IFMT == S_IFDIR else { return nil }
            let modified = ObjCIncludeGuard.modificationTime(st)
            lock.lock()
            if let known = folders[folder], known.modified == modified {
                lock.unlock()
                return known
            }
            lock.unlock()
            guard let directory = opendir(folder) else { return nil }
            defer { closedir(directory) }
            var names: [String: Listings.Entry] = [:]
            while let entry = readdir(directory) {
                let name = withUnsafePointer(to: entry.pointee.d_name) { pointer in
                    pointer.withMemoryRebound(to: CChar.self, capacity: 256) { String(cString: $0) }
                }
                switch Int32(entry.pointee.d_type) {
                case Int32(DT_REG): names[name] = .regular
                case Int32(DT_DIR): names[name] = .folder
                default:
                    switch ObjCIncludeGuard.classify(folder + "/" + name) {
                    case .regular: names[name] = .regular
                    case .irregular(_, let kind): names[name] = .irregular(kind)
                    case .none, .virtual, .caseless: names[name] = stat(folder + "/" + name, &st) == 0 ? .folder : .absent
                    }
                }
            }
            var lowercased: [String: [String]] = [:]
            for name in names.keys.sorted() { lowercased[name.lowercased(), default: []].append(name) }
            let listing = Listings.Folder(modified: modified, names: names, lowercased: lowercased)
            lock.lock()
            folders[folder] = listing
            lock.unlock()
            return listing
        }
    }

    static func modificationTime(_ st: stat) -> Int {
        #if os(Linux)
        return Int(st.st_mtim.tv_sec) &* 1_000_000_000 &+ Int(st.st_mtim.tv_nsec)
        #else
        return Int(st.st_mtimespec.tv_sec) &* 1_000_000_000 &+ Int(st.st_mtimespec.tv_nsec)
        #endif
    }

    /// The directives of the headers read so far, by path, as long as the header is unchanged
    /// (same size and modification time): the files of a project include the same headers.
    final class HeaderCache: @unchecked Sendable {
        static let shared = HeaderCache()
        private let lock = NSLock()
        private var entries: [String: (size: Int, modified: Int, directives: [Directive])] = [:]

        /// The directives of the regular file at `path`; nil when it cannot be read, or is
        /// larger than a source file may be.
        func directives(of path: String) -> [Directive]? {
            var st = stat()
            guard stat(path, &st) == 0, st.st_mode & S_IFMT == S_IFREG, Int(st.st_size) <= SourceValidation.maximumFileSize else { return nil }
            let size = Int(st.st_size)
            let modified = ObjCIncludeGuard.modificationTime(st)
            lock.lock()
            if let known = entries[path], known.size == size, known.modified == modified {
                lock.unlock()
                return known.directives
            }
            lock.unlock()
            guard case .success(let bytes) = InputReader.readBytes(path, display: path) else { return nil }
            let found = ObjCIncludeGuard.directives(in: bytes)
            lock.lock()
            entries[path] = (size, modified, found)
            lock.unlock()
            return found
        }
    }
}
