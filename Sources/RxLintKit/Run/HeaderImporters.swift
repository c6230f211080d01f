/// Which Objective-C files a header reaches: a staged header changes the findings of the files
/// that import it (a property made strong in `Store.h` closes a cycle in `ListViewController.m`),
/// so a hook handed the header lints those files. Headers are matched by file name, as
/// Xcode's header maps resolve `#import "Name.h"` in any folder of the project.
enum HeaderImporters {
    static let headerExtensions: Set<String> = ["h", "hh", "hpp", "pch"]

    static func isHeader(_ path: String) -> Bool {
        guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return false }
        return headerExtensions.contains(String(path[path.index(after: dot)...]))
    }

    /// The last path component.
    static func fileName(_ path: String) -> Substring {
        path.split(separator: "/", omittingEmptySubsequences: false).last ?? Substring(path)
    }

    /// The Objective-C files (`.m`, `.mm`) among `files` that import one of `headers`, directly
    /// or through other headers among `files`; a prefix header (`.pch`) reached reaches every
    /// file in its folder and below. Paths as given, sorted.
    static func importers(of headers: [String], among files: [(path: String, bytes: [UInt8])]) -> [String] {
        let imports = files.map { Set(importedNames($0.bytes)) }
        var reached = Set(headers.map(fileName))
        var prefixFolders = headers.filter { $0.hasSuffix(".pch") }.map { folder(of: $0) }
        var headerSeen = Set(headers)
        // Through headers that import reached headers, until nothing new is reached (each
        // header is added once, so this ends).
        var grew = true
        while grew {
            grew = false
            for (k, file) in files.enumerated() where isHeader(file.path) && !headerSeen.contains(file.path) {
                guard !imports[k].isDisjoint(with: reached) else { continue }
                headerSeen.insert(file.path)
                reached.insert(fileName(file.path))
                if file.path.hasSuffix(".pch") { prefixFolders.append(folder(of: file.path)) }
                grew = true
            }
        }
        var result: [String] = []
        for (k, file) in files.enumerated() where FrontEnds.of(path: file.path).readsProjectHeaders {
            if !imports[k].isDisjoint(with: reached) || prefixFolders.contains(where: { $0.isEmpty || file.path.hasPrefix($0 + "/") }) {
                result.append(file.path)
            }
        }
        return result.sorted()
    }

    private static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[..<slash])
    }

    /// The file names `#import`/`#include` lines of `bytes` name: `"Name.h"` and
    /// `<Module/Name.h>` both give `Name.h`. A byte scan of line starts: a directive inside a
    /// block comment counts too, which only lints one file more.
    private static let importWord = Array("import".utf8)
    private static let includeWord = Array("include".utf8)

    static func importedNames(_ bytes: [UInt8]) -> [Substring] {
        var names: [Substring] = []
        let count = bytes.count
        var at = 0
        func skipBlanks() { while at < count, bytes[at] == 0x20 || bytes[at] == 0x09 { at += 1 } }
        func matches(_ word: [UInt8]) -> Bool {
            guard at + word.count <= count else { return false }
            for k in 0..<word.count where bytes[at + k] != word[k] { return false }
            return true
        }
        while at < count {
            skipBlanks()
            if at < count, bytes[at] == UInt8(ascii: "#") {
                at += 1
                skipBlanks()
                if let word = [Self.importWord, Self.includeWord].first(where: matches) {
                    at += word.count
                    skipBlanks()
                    if at < count, bytes[at] == UInt8(ascii: "\"") || bytes[at] == UInt8(ascii: "<") {
                        let close = bytes[at] == UInt8(ascii: "\"") ? UInt8(ascii: "\"") : UInt8(ascii: ">")
                        let start = at + 1
                        var end = start
                        while end < count, bytes[end] != close, bytes[end] != 0x0A { end += 1 }
                        if end < count, bytes[end] == close, end > start {
                            let name = String(decoding: bytes[start..<end], as: UTF8.self)
                            names.append(fileName(name))
                        }
                        at = end
                    }
                }
            }
            // On to the next line.
            while at < count, bytes[at] != 0x0A { at += 1 }
            at += 1
        }
        return names
    }
}
