import XCTest

/// The analyzer's folders are stages, and a stage may use only the stages before it (see
/// docs/architecture.md). A source scan, not a compiler check: every type declared at the top
/// level of a folder belongs to that folder's stage, and a file that names a type of a later
/// stage fails the test. Comments and string literals are not read; a name the file's own
/// folder also declares (a nested `Configuration`, a private `Key`) is its own.
final class LayeringTests: XCTestCase {
    /// The stages of `Sources/RxLintKit/`, earliest first. A folder may use the folders above
    /// it in this list, never those below.
    static let layers = [
        "Core",                      // the shared vocabulary: findings, diagnostics, edits, source text, byte search
        "IO",                        // files, processes, paths
        "FrontEnd/Swift/Lexer",      // Swift: bytes to tokens
        "FrontEnd/Swift/Structure",  // Swift: tokens to scopes, declarations, closures, calls
        "Knowledge",                 // what Rx calls mean, as data
        "FrontEnd/Swift/Sites",      // Swift: subscription sites and their captures
        "FrontEnd/ObjectiveC",       // Objective-C: libclang front end, its sites and captures
        "Index",                     // per-file facts and the project index
        "Model",                     // the ownership model of one subscription
        "Rules",                     // rules and their registry
        "Fix",                       // edits that remove a finding
        "Reporters",                 // findings to text, JSON, SARIF, …
        "Config",                    // `.lintrc`
        "PostProcess",               // suppressions, baselines
        "Run",                       // a lint run: inputs, the per-file passes, post-processing
        "LanguageServer",            // the editor server
    ]

    /// Backward uses that are known and wait for their fix, each exactly as the scan reports
    /// it. An entry that no longer occurs fails the test, so the list only shrinks.
    /// The Objective-C front end asks strong_self_capture which captures it would flag, to
    /// prove an edit only for those (the proof needs the parse, so it runs in the front end);
    /// nothing is reported from there.
    static let knownBackwardUses: Set<String> = [
        "FrontEnd/ObjectiveC/ObjCFixCheck.swift names StrongSelfCaptureRule (Rules)",
    ]

    func testNoStageNamesATypeOfALaterStage() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/RxLintKit").path
        let scan = try LayerScan(root: root, layers: Self.layers)
        XCTAssertEqual(scan.unplacedFolders, [], "folders of Sources/RxLintKit missing from LayeringTests.layers")
        XCTAssertGreaterThan(scan.declarationCount, 200, "the scan found too few declarations to mean anything")
        let unexpected = scan.violations.filter { !Self.knownBackwardUses.contains($0) }
        XCTAssertEqual(unexpected, [], "a stage names a type of a later stage:\n" + unexpected.joined(separator: "\n"))
        let gone = Self.knownBackwardUses.subtracting(scan.violations)
        XCTAssertEqual(gone, [], "known backward uses that no longer occur: remove them from LayeringTests.knownBackwardUses")
    }

    /// The scan itself finds a backward use, and only a real one.
    func testTheScanFindsABackwardUse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("layering-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        func write(_ path: String, _ text: String) throws {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        try write("Low/A.swift", """
            /// Mentions Later in a comment, and in "a Later string".
            struct Early {
                struct Shadowed {}
                func use(_ x: Later) -> Shadowed { Shadowed() }
            }
            """)
        try write("High/B.swift", """
            public final class Later { let e = Early() }
            enum Shadowed {}
            """)
        let scan = try LayerScan(root: root.path, layers: ["Low", "High"])
        XCTAssertEqual(scan.violations, ["Low/A.swift names Later (High)"])
        XCTAssertEqual(try LayerScan(root: root.path, layers: ["High", "Low"]).violations, ["High/B.swift names Early (Low)"])
        XCTAssertEqual(try LayerScan(root: root.path, layers: ["Low"]).unplacedFolders, ["High"])
    }
}

/// Which top-level types each folder declares, and which later-stage types each file names.
struct LayerScan {
    private(set) var violations: [String] = []
    private(set) var unplacedFolders: [String] = []
    private(set) var declarationCount = 0

    init(root: String, layers: [String]) throws {
        let rank = Dictionary(uniqueKeysWithValues: layers.enumerated().map { ($1, $0) })
        var files: [(folder: String, path: String, text: [UInt8])] = []
        let fm = FileManager.default
        // Each file belongs to the longest layer path its own path starts with (a layer may be
        // a nested folder: `FrontEnd/Swift/Lexer`); a file under none names its top folder as
        // unplaced.
        var unplaced = Set<String>()
        let walker = fm.enumerator(atPath: root)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift"), let data = fm.contents(atPath: root + "/" + relative) else { continue }
            guard let layer = layers.filter({ relative.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) else {
                unplaced.insert(String(relative.split(separator: "/").first ?? Substring(relative)))
                continue
            }
            files.append((layer, relative, Self.code(of: Array(data))))
        }
        unplacedFolders = unplaced.sorted()
        // Top-level declarations by name, and every declaration (nested too) by folder.
        var declaredAtTop: [String: Set<String>] = [:]
        var declaredIn: [String: Set<String>] = [:]
        for file in files {
            for (name, topLevel) in Self.declarations(in: file.text) {
                declaredIn[file.folder, default: []].insert(name)
                if topLevel { declaredAtTop[name, default: []].insert(file.folder); declarationCount += 1 }
            }
        }
        for file in files.sorted(by: { $0.path < $1.path }) {
            guard let own = rank[file.folder] else { continue }
            for name in Self.typeLikeNames(in: file.text).sorted() where !(declaredIn[file.folder]?.contains(name) ?? false) {
                // A name some earlier or equal stage declares is that stage's.
                guard let folders = declaredAtTop[name], let earliest = folders.compactMap({ f in rank[f].map { ($0, f) } }).min(by: { $0.0 < $1.0 }),
                      earliest.0 > own else { continue }
                violations.append("\(file.path) names \(name) (\(earliest.1))")
            }
        }
    }

    /// The file's bytes with comments and string literals blanked (newlines kept).
    static func code(of bytes: [UInt8]) -> [UInt8] {
        var out = bytes
        var i = 0
        let n = bytes.count
        func blank(_ from: Int, _ to: Int) { for k in from..<min(to, n) where out[k] != 0x0A { out[k] = 0x20 } }
        while i < n {
            if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "/") {
                var j = i
                while j < n, bytes[j] != 0x0A { j += 1 }
                blank(i, j); i = j
            } else if bytes[i] == UInt8(ascii: "/"), i + 1 < n, bytes[i + 1] == UInt8(ascii: "*") {
                var depth = 0
                var j = i
                repeat {
                    if j + 1 < n, bytes[j] == UInt8(ascii: "/"), bytes[j + 1] == UInt8(ascii: "*") { depth += 1; j += 2 }
                    else if j + 1 < n, bytes[j] == UInt8(ascii: "*"), bytes[j + 1] == UInt8(ascii: "/") { depth -= 1; j += 2 }
                    else { j += 1 }
                } while depth > 0 && j < n
                blank(i, j); i = j
            } else if bytes[i] == UInt8(ascii: "\"") {
                let triple = i + 2 < n && bytes[i + 1] == UInt8(ascii: "\"") && bytes[i + 2] == UInt8(ascii: "\"")
                var j = i + (triple ? 3 : 1)
                while j < n {
                    if bytes[j] == UInt8(ascii: "\\") { j += 2; continue }
                    if triple ? (j + 2 < n && bytes[j] == UInt8(ascii: "\"") && bytes[j + 1] == UInt8(ascii: "\"") && bytes[j + 2] == UInt8(ascii: "\""))
                              : (bytes[j] == UInt8(ascii: "\"") || bytes[j] == 0x0A) { break }
                    j += 1
                }
                j += triple ? 3 : 1
                blank(i, j); i = j
            } else {
                i += 1
            }
        }
        return out
    }

    private static let modifiers: Set<String> = ["public", "internal", "private", "fileprivate", "final", "open", "indirect", "nonisolated"]
    private static let introducers: Set<String> = ["struct", "class", "enum", "protocol", "actor", "typealias"]

    /// Each declared type's name, and whether it is declared at the start of a line
    /// (top level; nested declarations are indented).
    static func declarations(in code: [UInt8]) -> [(String, Bool)] {
        var result: [(String, Bool)] = []
        for line in code.split(separator: 0x0A, omittingEmptySubsequences: true) {
            let topLevel = line.first != 0x20 && line.first != 0x09
            var words = words(in: Array(line))[...]
            while let w = words.first, modifiers.contains(w) || w.hasPrefix("@") { words = words.dropFirst() }
            guard let w = words.first, introducers.contains(w), words.count >= 2 else { continue }
            let name = words[words.startIndex + 1]
            if name.first?.isUppercase == true { result.append((name, topLevel)) }
        }
        return result
    }

    /// Every identifier that starts with a capital letter.
    static func typeLikeNames(in code: [UInt8]) -> Set<String> {
        Set(words(in: code).filter { $0.first?.isUppercase == true })
    }

    /// Identifier-like words (an `@` attribute keeps its `@`).
    private static func words(in bytes: [UInt8]) -> [String] {
        var result: [String] = []
        var i = 0
        func isWordByte(_ b: UInt8) -> Bool {
            (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F
        }
        while i < bytes.count {
            guard isWordByte(bytes[i]) || bytes[i] == UInt8(ascii: "@") else { i += 1; continue }
            var j = i + 1
            while j < bytes.count, isWordByte(bytes[j]) { j += 1 }
            result.append(String(decoding: bytes[i..<j], as: UTF8.self))
            i = j
        }
        return result
    }
}
