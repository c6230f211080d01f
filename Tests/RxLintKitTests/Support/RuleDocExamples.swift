import Foundation
@testable import RxLintKit

/// A fenced code example from a rule's documentation.
struct RuleDocExample {
    /// `suppressed`: code whose suppression comments silence a finding of the rule that the
    /// code, without them, has (the page's Suppression section).
    enum Kind: String { case triggering, nonTriggering = "non-triggering", suppressed }

    var rule: String
    var kind: Kind
    /// `swift`, or `objc` for Objective-C (linted as a `.m` file).
    var language: String
    /// Source with the `↓` markers removed.
    var code: String
    /// Where the markers were, as 1-based (line, column) in `code`; columns count scalars.
    var markers: [Position]
    /// The file name the example is linted under.
    var fileName: String { language == "objc" ? "Example.m" : "Example.swift" }

    /// Line of the opening fence in the markdown file, for failure messages.
    var docLine: Int
    var focused: Bool
    /// The severity every marked finding must have, when the fence names one
    /// (```` ```swift triggering warning ````).
    var severity: String?
    /// Rule options the example is linted with, from `name=value` words of the fence
    /// (```` ```swift triggering fix_style=with_owner ````).
    var options: [String: String] = [:]
    /// The project versions its fixes are spelled for: `RuleDoc.exampleVersions` unless the
    /// fence names others (```` ```swift triggering swift=5.6 rxswift=5.1 ````, `unknown` for none).
    var versions = RuleDoc.exampleVersions
    /// Other files of the example's project (a ```` ```objc project Feed.m ```` fence before
    /// it), known to the run but not reported on: what another file declares or implements.
    var project: [SourceFile] = []

    struct Position: Hashable, Comparable, CustomStringConvertible {
        var line: Int
        var column: Int
        static func < (a: Position, b: Position) -> Bool { (a.line, a.column) < (b.line, b.column) }
        var description: String { "\(line):\(column)" }
    }
}

/// The documentation of one rule: its front matter and examples.
struct RuleDoc {
    var path: URL
    var frontMatter: [String: String]
    /// Triggering and non-triggering examples.
    var examples: [RuleDocExample]
    /// The Suppression section's examples.
    var suppressed: [RuleDocExample]
    /// Lines of ```` ```swift ````/```` ```objc ```` fences that say neither how to run them
    /// nor that they show a fix: code on a page that no test would run.
    var untaggedFences: [Int]
    var text: String

    static let marker: Character = "↓"

    init(path: URL) throws {
        self.path = path
        text = try String(contentsOf: path, encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        frontMatter = [:]
        var i = 0
        if lines.first == "---" {
            i = 1
            while i < lines.count, lines[i] != "---" {
                let parts = lines[i].split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                if parts.count == 2 { frontMatter[parts[0]] = parts[1] }
                i += 1
            }
            i += 1
        }
        let rule = frontMatter["id"] ?? path.deletingPathExtension().lastPathComponent
        examples = []
        suppressed = []
        untaggedFences = []
        var project: [SourceFile] = []
        while i < lines.count {
            let line = lines[i]
            if line.hasPrefix("```swift") || line.hasPrefix("```objc") {
                let words = line.dropFirst(3).split(separator: " ").map(String.init)
                let kind: RuleDocExample.Kind? = words.contains("non-triggering") ? .nonTriggering
                    : words.contains("triggering") ? .triggering : words.contains("suppressed") ? .suppressed : nil
                let projectFile = words.firstIndex(of: "project").flatMap { $0 + 1 < words.count ? words[$0 + 1] : nil }
                if kind == nil, !words.contains("fixed"), projectFile == nil { untaggedFences.append(i + 1) }
                var body: [String] = []
                let start = i + 1
                i += 1
                while i < lines.count, lines[i] != "```" { body.append(lines[i]); i += 1 }
                if let projectFile {
                    // For the next example.
                    project.append(SourceFile(path: projectFile, text: body.joined(separator: "\n") + "\n"))
                } else if let kind {
                    let (code, markers) = RuleDoc.stripMarkers(body)
                    let severity = words.first { ["error", "warning", "info"].contains($0) }
                    let example = RuleDocExample(rule: rule, kind: kind, language: line.hasPrefix("```objc") ? "objc" : "swift",
                                                 code: code, markers: markers, docLine: start,
                                                 focused: words.contains("focus"), severity: severity,
                                                 options: RuleDoc.options(in: words), versions: RuleDoc.versions(in: words), project: project)
                    project = []
                    if kind == .suppressed { suppressed.append(example) } else { examples.append(example) }
                }
            }
            i += 1
        }
    }

    /// The `name=value` words of a fence line, as rule options (`swift=` and `rxswift=` are
    /// the example's versions, not options).
    static func options(in words: [String]) -> [String: String] {
        var options: [String: String] = [:]
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2, !versionWords.contains(parts[0]) { options[parts[0]] = parts[1] }
        }
        return options
    }

    private static let versionWords: Set<String> = ["swift", "rxswift"]

    /// The versions examples are fixed for: a current project (the scenarios' RxSwift 6.9.1 on
    /// Swift 5.9), so the pages show the spellings most readers' projects get.
    static let exampleVersions = ProjectVersions(swift: Version(5, 9), rxSwift: Version(6, 9, 1))

    /// The versions a fence line names (`swift=5.6`, `rxswift=5.1`, `=unknown` for none),
    /// `exampleVersions` for the others.
    static func versions(in words: [String]) -> ProjectVersions {
        var versions = exampleVersions
        for word in words {
            let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            if parts[0] == "swift" { versions.swift = Version(parts[1]) }
            if parts[0] == "rxswift" { versions.rxSwift = Version(parts[1]) }
        }
        return versions
    }

    /// A configuration running `rule` with string `options`.
    static func configuration(rule: String, options: [String: String]) -> Configuration {
        var config = Configuration(rootDirectory: "/")
        if !options.isEmpty { config.rules[rule] = RuleSettings(options: options.mapValues { .string($0) }) }
        return config
    }

    /// Removes `↓` markers, recording the position of the character each one points at.
    static func stripMarkers(_ lines: [String]) -> (String, [RuleDocExample.Position]) {
        var out: [String] = []
        var markers: [RuleDocExample.Position] = []
        for (n, line) in lines.enumerated() {
            var cleaned = ""
            var column = 1
            for scalar in line.unicodeScalars {
                if Character(scalar) == marker {
                    markers.append(.init(line: n + 1, column: column))
                    continue
                }
                cleaned.unicodeScalars.append(scalar)
                column += 1
            }
            out.append(cleaned)
        }
        return (out.joined(separator: "\n") + "\n", markers)
    }
}
