#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Keeps libclang from reading what is not a regular file: `#include "/dev/zero"` (or
/// `/dev/urandom`) never ends and fills memory, `#include "/dev/stdin"` or a FIFO waits
/// forever. Before the parse, the `#include`/`#import` directives of the file, of its forced
/// includes (the prefix header) and of the project headers they reach are resolved the way
/// clang searches (the includer's folder for quoted names, then `-iquote`, `-I`, `-isystem`,
/// `-idirafter`); a directive whose first existing candidate is a device, a FIFO or a socket
/// is refused: that path is handed to libclang as an empty in-memory file, so it is never
/// opened, and the file's analysis says so in one line.
///
/// What this cannot see (a name computed by a macro, a framework search) is left to the
/// worker's budget: its memory and time limits stop such a parse, and its standard input is
/// `/dev/null`.
enum ObjCIncludeGuard {
    /// A refused include: the path libclang must not open, and the line that says so.
    struct Refusal: Equatable {
        var path: String
        var reason: String
    }

    /// How many headers one file's search reads at most: a project's headers, each read
    /// once (and cached across the files of a worker).
    static let headerLimit = 4096

    /// An include found only by ignoring letter case: libclang is given an in-memory header
    /// at the spelled path (`path`) that imports the file on disk, as a Mac's
    /// case-insensitive file system would find it.
    struct Redirect: Equatable {
        var path: String
        var contents: [UInt8]
    }

    /// The refused includes of the file at absolute `path` (text `bytes`), parsed with
    /// `arguments`; `virtualHeaders` are the in-memory headers that resolve first.
    static func refusals(path: String, bytes: [UInt8], arguments: [String], virtualHeaders: Set<String>) -> [Refusal] {
        plan(path: path, bytes: bytes, arguments: arguments, virtualHeaders: virtualHeaders).refusals
    }

    /// The refused includes, and the redirects of the includes whose letter case differs
    /// from the file on disk (see `Redirect`).
    static func plan(path: String, bytes: [UInt8], arguments: [String], virtualHeaders: Set<String>) -> (refusals: [Refusal], redirects: [Redirect]) {
        let search = SearchPath(arguments)
        let listings = Listings()
        var virtualHeaders = virtualHeaders
        var redirects: [Redirect] = []
        var refusals: [Refusal] = []
        var refused = Set<String>()
        var visited = Set<String>()
        // Files to read: the file itself, then forced includes, then the headers they reach.
        var pending: [(path: String, shown: String, directives: [Directive])] = [(path, "", directives(in: bytes))]
        for forced in search.forcedIncludes {
            let candidate = forced.hasPrefix("/") ? forced : folder(of: path) + "/" + forced
            if let kind = irregularKind(candidate) {
                if refused.insert(candidate).inserted {
                    refusals.append(Refusal(path: candidate, reason: "-include \(forced) is \(kind), not a regular file: read as empty"))
                }
            } else if visited.insert(candidate).inserted, let header = HeaderCache.shared.directives(of: candidate) {
                pending.append((candidate, (candidate as NSString).lastPathComponent, header))
            }
        }
        var next = 0
        while next < pending.count {
            let (includer, shown, found) = pending[next]
            next += 1
            for directive in found {
                switch search.resolve(directive, includer: includer, virtualHeaders: virtualHeaders, listings: listings) {
                case .none, .virtual:
                    continue
                case .irregular(let candidate, let kind):
                    guard refused.insert(candidate).inserted else { continue }
                    let place = shown.isEmpty ? "line \(directive.line)" : "\(shown), line \(directive.line)"
                    let spelled = directive.angled ? "<\(directive.name)>" : "\"\(directive.name)\""
                    refusals.append(Refusal(path: candidate, reason: "#\(directive.keyword) \(spelled) (\(place)) is \(kind), not a regular file: read as empty"))
                case .caseless(let spelled, let actual):
                    // One redirect per spelled path; its own imports are those of the file.
                    guard virtualHeaders.insert(spelled).inserted else { continue }
                    let keyword = directive.keyword == "import" ? "import" : "include"
                    redirects.append(Redirect(path: spelled, contents: Array("#\(keyword) \"\(actual)\"\n".utf8)))
                    guard visited.count < headerLimit, visited.insert(actual).inserted,
                          let header = HeaderCache.shared.directives(of: actual) else { continue }
                    pending.append((actual, (actual as NSString).lastPathComponent, header))
                case .regular(let candidate):
                    guard visited.count < headerLimit, visited.insert(candidate).inserted,
                          let header = HeaderCache.shared.directives(of: candidate) else { continue }
                    pending.append((candidate, (candidate as NSString).lastPathComponent, header))
                }
            }
        }
        return (refusals, redirects)
    }

    /// What a path is when it exists and is not a regular file or a folder ("a character
    /// device", "a FIFO"…), following symbolic links; nil otherwise.
    static func irregularKind(_ path: String) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        switch st.st_mode & S_IFMT {
        case S_IFREG, S_IFDIR: return nil
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFIFO: return "a FIFO"
        case S_IFSOCK: return "a socket"
        default: return "not a file"
        }
    }

    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    // MARK: Directives

    /// One `#include`/`#import`/`#include_next` with a spelled name.
    struct Directive: Equatable {
        var keyword: String
        var name: String
        var angled: Bool
        /// 1-based line.
        var line: Int
    }

    /// The directives of `bytes`, outside block comments (a computed name is skipped).
    static func directives(in bytes: [UInt8]) -> [Directive] {
        var result: [Directive] = []
        var i = 0
        var line = 1
        let n = bytes.count
        bytes.withUnsafeBufferPointer { buffer in
            while i < n {
                // At a line start (not inside a comment: one is stepped over whole below).
                var j = i
                while j < n, buffer[j] == 0x20 || buffer[j] == 0x09 { j += 1 }
                if j < n, buffer[j] == UInt8(ascii: "#"), let directive = directive(bytes, after: j + 1, line: line) {
                    result.append(directive)
                }
                // To the next line, over comments and literals on the way.
                while j < n, buffer[j] != 0x0A {
                    guard let skipped = ObjCSkippedText.skip(buffer, at: j, end: n) else { j += 1; continue }
                    switch skipped.kind {
                    case .blockComment:
                        // A block comment's lines are lines of the file; the line it ends on goes on.
                        for k in j..<skipped.end where buffer[k] == 0x0A { line += 1 }
                        j = skipped.end
                    case .lineComment:
                        j = skipped.end
                    case .literal:
                        // An unterminated literal ends at its line's end, which ends this line too.
                        j = buffer[skipped.end - 1] == 0x0A ? skipped.end - 1 : skipped.end
                    }
                }
                i = j + 1
                line += 1
            }
        }
        return result
    }

    private static let keywords: [(String, [UInt8])] = ["include_next", "include", "import"].map { ($0, Array($0.utf8)) }

    private static func directive(_ bytes: [UInt8], after hash: Int, line: Int) -> Directive? {
        let n = bytes.count
        var j = hash
        while j < n, bytes[j] == 0x20 || bytes[j] == 0x09 { j += 1 }
        for (keyword, spelled) in keywords where j + spelled.count <= n && Array(bytes[j..<(j + spelled.count)]) == spelled {
            var k = j + spelled.count
            while k < n, bytes[k] == 0x20 || bytes[k] == 0x09 { k += 1 }
            guard k < n, bytes[k] == UInt8(ascii: "\"") || bytes[k] == UInt8(ascii: "<") else { return nil }
            let close = bytes[k] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
            var e = k + 1
            while e < n, bytes[e] != close, bytes[e] != 0x0A { e += 1 }
            guard e < n, bytes[e] == close, e > k + 1 else { return nil }
            return Directive(keyword: keyword, name: String(decoding: bytes[(k + 1)..<e], as: UTF8.self), angled: close == UInt8(ascii: ">"), line: line)
        }
        return nil
    }
}
