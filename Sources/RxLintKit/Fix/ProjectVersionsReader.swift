import Foundation

/// Reads what a project's own files say about the Swift compiler and RxSwift it builds with,
/// looking in the folder of a source file and each folder above it up to the project root:
///
/// | file | says |
/// |---|---|
/// | `Package.swift` | `// swift-tools-version:X` (the compiler is at least X); an RxSwift requirement's lower bound |
/// | `Package.resolved` (also in an `.xcodeproj`'s or `.xcworkspace`'s `xcshareddata/swiftpm/`) | the RxSwift pinned |
/// | `Podfile.lock`, `Cartfile.resolved` | the RxSwift resolved; the ReactiveCocoa and ReactiveObjC resolved (Objective-C verdicts) |
/// | `*.xcodeproj/project.pbxproj` | its `objectVersion`: a format only a later Xcode opens (56: Xcode 14, Swift 5.7; 60: Xcode 15, Swift 5.9; 63: Xcode 15.3, Swift 5.10; 70 and later: Xcode 16, Swift 6) |
/// | `.swift-version` | the Swift version the project names |
///
/// The nearest folder that says something about each wins. One reader serves a run: folders
/// are read once.
public final class ProjectVersionsReader {
    private let root: String
    private var byFolder: [String: ProjectVersions] = [:]
    /// Each file's answer: the fixer asks once per finding.
    private var byFile: [String: ProjectVersions] = [:]

    /// `root`: the absolute project root; folders above it are not read.
    public init(root: String) {
        self.root = Paths.normalize(root)
    }

    /// The versions for a source file at absolute path `file`.
    public func versions(forFile file: String) -> ProjectVersions {
        if let known = byFile[file] { return known }
        let result = walk(from: file)
        byFile[file] = result
        return result
    }

    private func walk(from file: String) -> ProjectVersions {
        var result = ProjectVersions.unknown
        // `Paths.parent` of the normalised path: `normalize(file + "/..")` split every path.
        var folder = Paths.parent(Paths.normalize(file))
        while true {
            let here = own(folder)
            if result.swift == nil, let swift = here.swift { result.swift = swift; result.swiftEvidence = here.swiftEvidence }
            if result.rxSwift == nil, let rx = here.rxSwift { result.rxSwift = rx; result.rxSwiftEvidence = here.rxSwiftEvidence }
            if result.reactive == nil, let reactive = here.reactive { result.reactive = reactive; result.reactiveEvidence = here.reactiveEvidence }
            if result.swift != nil && result.rxSwift != nil && result.reactive != nil { break }
            // The project root is the last folder read; a file outside it reads its own folder only.
            if folder == root || folder == "/" || Paths.relative(folder, to: root) == nil { break }
            folder = Paths.parent(folder)
        }
        return result
    }

    /// What the files directly in `folder` say (the highest bound of each kind among them).
    private func own(_ folder: String) -> ProjectVersions {
        if let known = byFolder[folder] { return known }
        var found = ProjectVersions.unknown
        func swift(_ version: Version?, _ file: String) {
            guard let version, found.swift.map({ version > $0 }) ?? true else { return }
            found.swift = version
            found.swiftEvidence = file
        }
        func rxSwift(_ version: Version?, _ file: String) {
            guard let version, found.rxSwift.map({ version > $0 }) ?? true else { return }
            found.rxSwift = version
            found.rxSwiftEvidence = file
        }
        func reactive(_ pin: ReactivePin?, _ file: String) {
            guard let pin, found.reactive == nil else { return }
            found.reactive = pin
            found.reactiveEvidence = file
        }
        let names: [String]
        if case .success(let list) = FileStatus.list(folder) { names = list.sorted() } else { names = [] }
        for name in names {
            let path = folder + "/" + name
            switch name {
            case "Package.swift":
                guard let text = Self.text(path) else { continue }
                swift(Self.toolsVersion(text), path)
                rxSwift(Self.rxSwiftRequirement(inManifest: text), path)
            case "Package.resolved":
                rxSwift(Self.text(path).flatMap(Self.rxSwiftPin(inResolved:)), path)
            case "Podfile.lock":
                let text = Self.text(path)
                rxSwift(text.flatMap(Self.rxSwiftPod(inLock:)), path)
                reactive(text.flatMap(Self.reactivePods(inLock:)), path)
            case "Cartfile.resolved":
                let text = Self.text(path)
                rxSwift(text.flatMap(Self.rxSwiftCarthage(inResolved:)), path)
                reactive(text.flatMap(Self.reactiveCarthage(inResolved:)), path)
            case ".swift-version":
                swift(Self.text(path).flatMap { Version(Self.trimmingWhitespace(Substring($0))) }, path)
            default:
                if name.hasSuffix(".xcodeproj") {
                    let project = path + "/project.pbxproj"
                    swift(Self.text(project, limit: 4096).flatMap(Self.swiftOfProjectFormat), project)
                    let resolved = path + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
                    rxSwift(Self.text(resolved).flatMap(Self.rxSwiftPin(inResolved:)), resolved)
                } else if name.hasSuffix(".xcworkspace") {
                    let resolved = path + "/xcshareddata/swiftpm/Package.resolved"
                    rxSwift(Self.text(resolved).flatMap(Self.rxSwiftPin(inResolved:)), resolved)
                }
            }
        }
        byFolder[folder] = found
        return found
    }

    /// The first `limit` bytes of a regular file, as text; nil when it cannot be read.
    private static func text(_ path: String, limit: Int = 8 << 20) -> String? {
        guard case .regular = FileStatus.of(path), case .success(let bytes) = InputReader.readBytes(path, display: path) else { return nil }
        return String(decoding: bytes.prefix(limit), as: UTF8.self)
    }

    /// `text` without the white space at either end, as Foundation's `trimmingCharacters(in:)`
    /// trims it with `.whitespacesAndNewlines` (Unicode's White_Space), or with `.whitespaces`
    /// (space separators and tab) when not `newlines`, without building its character set,
    /// which cost a small run more than the rest of this reader. Both of Foundation's sets
    /// also hold U+200B ZERO WIDTH SPACE.
    static func trimmingWhitespace(_ text: Substring, newlines: Bool = true) -> String {
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\u{200B}" { return true }
            return newlines ? scalar.properties.isWhitespace : scalar == "\t" || scalar.properties.generalCategory == .spaceSeparator
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }), let last = scalars.lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(scalars[first...last])
    }

    // MARK: Each file's reading (pure, for the tests)

    /// `// swift-tools-version:5.7` (or `: 5.7`, any case) on the manifest's first line.
    static func toolsVersion(_ manifest: String) -> Version? {
        guard let first = manifest.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).first else { return nil }
        let line = first.lowercased()
        guard let marker = line.range(of: "swift-tools-version:") else { return nil }
        let rest = trimmingWhitespace(line[marker.upperBound...], newlines: false)
        return Version(rest.prefix { !$0.isWhitespace && $0 != ";" })
    }

    /// The lower bound of the manifest's RxSwift dependency: the first version literal of its
    /// `.package(…)` (`from:`, `.upToNextMajor(from:)`, `exact:`, `"6.1.0"..<"7.0.0"` all
    /// start with it); nil for a branch, a revision or a local path.
    static func rxSwiftRequirement(inManifest manifest: String) -> Version? {
        var rest = Substring(manifest)
        while let start = rest.range(of: ".package(") {
            // The call's text, to its matching `)`.
            var depth = 1
            var end = start.upperBound
            while end < rest.endIndex, depth > 0 {
                if rest[end] == "(" { depth += 1 } else if rest[end] == ")" { depth -= 1 }
                end = rest.index(after: end)
            }
            let call = rest[start.upperBound..<end]
            rest = rest[end...]
            let literals = stringLiterals(call)
            guard literals.contains(where: { isRxSwiftRepository($0) }) else { continue }
            if call.contains("branch") || call.contains("revision") || call.contains("path:") { return nil }
            return literals.lazy.compactMap { Version($0) }.first
        }
        return nil
    }

    /// The RxSwift pin of a `Package.resolved` (format 1, 2 or 3).
    static func rxSwiftPin(inResolved text: String) -> Version? {
        guard let root = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else { return nil }
        let pins = (root["pins"] as? [[String: Any]]) ?? ((root["object"] as? [String: Any])?["pins"] as? [[String: Any]]) ?? []
        for pin in pins {
            let names = [pin["identity"], pin["package"], pin["location"], pin["repositoryURL"]].compactMap { $0 as? String }
            guard names.contains(where: { $0.lowercased() == "rxswift" || isRxSwiftRepository($0) }) else { continue }
            return ((pin["state"] as? [String: Any])?["version"] as? String).flatMap { Version($0) }
        }
        return nil
    }

    /// `  - RxSwift (6.5.0)` in a `Podfile.lock`.
    static func rxSwiftPod(inLock text: String) -> Version? {
        pod("RxSwift", inLock: text)
    }

    /// The ReactiveCocoa and ReactiveObjC pods of a `Podfile.lock`; nil when it has neither.
    static func reactivePods(inLock text: String) -> ReactivePin? {
        let pin = ReactivePin(reactiveCocoa: pod("ReactiveCocoa", inLock: text), reactiveObjC: pod("ReactiveObjC", inLock: text))
        return pin.reactiveCocoa == nil && pin.reactiveObjC == nil ? nil : pin
    }

    /// `  - Name (6.5.0)` (a pod's own line) in a `Podfile.lock`.
    static func pod(_ name: String, inLock text: String) -> Version? {
        // A lock file is ASCII: read as bytes, it gives the same lines and the same answer
        // without splitting a few hundred kilobytes into Characters (most of what a small
        // project's run spent on fixes).
        let prefix = name + " ("
        if let found = text.utf8.withContiguousStorageIfAvailable({ asciiPod(Array(prefix.utf8), inLock: $0) }), let answer = found {
            return answer
        }
        for line in text.split(whereSeparator: \.isNewline) {
            var entry = line.drop { $0 == " " }
            guard entry.hasPrefix("- ") else { continue }
            entry = entry.dropFirst(2).drop { $0 == "\"" }
            // A pod's own line (`- RxSwift (6.5.0)`), not a dependency's (`- RxSwift (~> 6)`).
            guard entry.hasPrefix(prefix), let version = Version(entry.dropFirst(prefix.count).prefix { $0 != ")" }) else { continue }
            return version
        }
        return nil
    }

    /// `pod(_:inLock:)` on ASCII bytes (`pod`: the name and " (" as bytes): nil when the text
    /// is not all ASCII (then the Characters decide), else the answer. In ASCII each byte is a
    /// Character but CR LF, and both of its bytes end lines, as do LF, VT, FF and CR alone.
    private static func asciiPod(_ pod: [UInt8], inLock bytes: UnsafeBufferPointer<UInt8>) -> Version?? {
        guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
        let n = bytes.count
        var start = 0
        while start < n {
            var end = start
            while end < n, !(0x0A...0x0D).contains(bytes[end]) { end += 1 }
            defer { start = end + 1 }
            var i = start
            while i < end, bytes[i] == UInt8(ascii: " ") { i += 1 }
            guard end - i >= 2, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] == UInt8(ascii: " ") else { continue }
            i += 2
            while i < end, bytes[i] == UInt8(ascii: "\"") { i += 1 }
            // A pod's own line (`- RxSwift (6.5.0)`), not a dependency's (`- RxSwift (~> 6)`).
            guard end - i >= pod.count, pod.indices.allSatisfy({ bytes[i + $0] == pod[$0] }) else { continue }
            i += pod.count
            var close = i
            while close < end, bytes[close] != UInt8(ascii: ")") { close += 1 }
            if let version = Version(String(decoding: UnsafeBufferPointer(rebasing: bytes[i..<close]), as: UTF8.self)) {
                return .some(version)
            }
        }
        return .some(nil)
    }

    /// `github "ReactiveX/RxSwift" "6.5.0"` in a `Cartfile.resolved`.
    static func rxSwiftCarthage(inResolved text: String) -> Version? {
        carthage(inResolved: text, isRxSwiftRepository)
    }

    /// `github "ReactiveCocoa/ReactiveCocoa" "v2.5"` and `github "ReactiveCocoa/ReactiveObjC"
    /// "3.1.0"` in a `Cartfile.resolved`; nil when it has neither.
    static func reactiveCarthage(inResolved text: String) -> ReactivePin? {
        func named(_ name: String) -> (String) -> Bool {
            { repository in repositoryName(repository).map { $0 == name } ?? false }
        }
        let pin = ReactivePin(reactiveCocoa: carthage(inResolved: text, named("reactivecocoa")),
                              reactiveObjC: carthage(inResolved: text, named("reactiveobjc")))
        return pin.reactiveCocoa == nil && pin.reactiveObjC == nil ? nil : pin
    }

    /// The version of the first dependency whose repository `matches`.
    private static func carthage(inResolved text: String, _ matches: (String) -> Bool) -> Version? {
        for line in text.split(whereSeparator: \.isNewline) {
            let literals = stringLiterals(line)
            guard literals.count >= 2, matches(literals[0]), let version = Version(literals[1]) else { continue }
            return version
        }
        return nil
    }

    /// The Swift that comes with the oldest Xcode able to open an `objectVersion` (an older
    /// one refuses "a future Xcode project file format").
    static func swiftOfProjectFormat(_ pbxproj: String) -> Version? {
        guard let marker = pbxproj.range(of: "objectVersion = ") else { return nil }
        guard let format = Int(pbxproj[marker.upperBound...].prefix { $0.isNumber }) else { return nil }
        switch format {
        case 70...: return Version(6, 0)
        case 63...: return Version(5, 10)
        case 60...: return Version(5, 9)
        case 56...: return Version(5, 7)
        default: return nil
        }
    }

    /// Whether a repository URL or `owner/name` names RxSwift itself (not RxSwiftExt).
    static func isRxSwiftRepository(_ text: String) -> Bool {
        repositoryName(text) == "rxswift"
    }

    /// The last component of a repository URL or `owner/name`, lowercased, without `.git`;
    /// nil when it has no owner.
    private static func repositoryName(_ text: String) -> Substring? {
        var name = Substring(text.lowercased())
        while name.hasSuffix("/") { name = name.dropLast() }
        if name.hasSuffix(".git") { name = name.dropLast(4) }
        guard let slash = name.lastIndex(where: { $0 == "/" || $0 == ":" }) else { return nil }
        return name[name.index(after: slash)...]
    }

    /// The contents of the double-quoted literals in `text`, in order.
    private static func stringLiterals(_ text: Substring) -> [String] {
        var result: [String] = []
        var current: String?
        for c in text {
            if c == "\"" {
                if let value = current { result.append(value); current = nil } else { current = "" }
            } else if current != nil {
                current!.append(c)
            }
        }
        return result
    }
}
