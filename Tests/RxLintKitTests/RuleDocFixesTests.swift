import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// Each rule page shows, after every example `rxlint --fix` can fix, the fixed code in a
/// ```` ```swift fixed ```` (or ```` ```objc fixed ````) block (`rxlint explain` prints it).
/// This test checks those blocks are exactly what the fixer produces; `RXLINT_UPDATE_FIXES=1`
/// rewrites them.
final class RuleDocFixesTests: XCTestCase {
    private static let languages = ["swift": "Example.swift", "objc": "Example.m"]

    private static func fixedFence(_ language: String) -> String { "```\(language) fixed" }

    /// The fixed text of an example (linted with `options` for `rule`), or nil when nothing
    /// in it is fixable.
    private func fixed(_ code: String, file: String, rule: String, options: [String: String], versions: ProjectVersions) -> String? {
        let config = RuleDoc.configuration(rule: rule, options: options)
        let source = SourceFile(path: file, text: code)
        let findings = LintRun.lint([source], configuration: config, jobs: 1)
        let edits = LintRun.attachEdits(findings, sources: [source], versions: { _ in versions }).compactMap(\.edit)
        guard !edits.isEmpty else { return nil }
        return String(decoding: FixApplier.apply(edits, to: Array(code.utf8)), as: UTF8.self)
    }

    /// The page with every fixed block as the fixer makes it.
    private func expectedPage(_ text: String, rule: String) -> String {
        var lines = text.components(separatedBy: "\n")
        var out: [String] = []
        var i = 0
        while i < lines.count {
            let line = lines[i]
            // An existing fixed block is dropped: it is rebuilt after its example.
            if Self.languages.keys.contains(where: { line == Self.fixedFence($0) }) {
                i += 1
                while i < lines.count, lines[i] != "```" { i += 1 }
                i += 1
                if out.last == "", i < lines.count, lines[i] == "" { out.removeLast() }
                continue
            }
            out.append(line)
            i += 1
            let words = line.split(separator: " ").map(String.init)
            guard let language = Self.languages.keys.first(where: { line.hasPrefix("```" + $0) }), words.contains("triggering") else { continue }
            var body: [String] = []
            while i < lines.count, lines[i] != "```" { body.append(lines[i]); out.append(lines[i]); i += 1 }
            if i < lines.count { out.append(lines[i]); i += 1 }
            let (code, _) = RuleDoc.stripMarkers(body)
            guard let fixedCode = fixed(code, file: Self.languages[language]!, rule: rule, options: RuleDoc.options(in: words),
                                        versions: RuleDoc.versions(in: words)) else { continue }
            out += ["", Self.fixedFence(language)] + fixedCode.components(separatedBy: "\n").dropLast() + ["```"]
        }
        lines = out
        return lines.joined(separator: "\n")
    }

    func testFixedBlocksAreWhatTheFixerMakes() throws {
        let update = ProcessInfo.processInfo.environment["RXLINT_UPDATE_FIXES"] == "1"
        var shown = 0, shownObjC = 0
        for path in try ProjectPaths.ruleDocuments() {
            let text = try String(contentsOf: path, encoding: .utf8)
            let expected = expectedPage(text, rule: path.deletingPathExtension().lastPathComponent)
            shown += expected.components(separatedBy: Self.fixedFence("swift")).count - 1
            shownObjC += expected.components(separatedBy: Self.fixedFence("objc")).count - 1
            if update, expected != text { try expected.write(to: path, atomically: true, encoding: .utf8) }
            if let difference = TextDifference.of(expected: expected, actual: text) {
                XCTFail("\(path.lastPathComponent): its fixed blocks (+) differ from the fixer's (-) (RXLINT_UPDATE_FIXES=1 rewrites them):\n\(difference)")
            }
        }
        XCTAssertGreaterThan(shown, 10)
        XCTAssertGreaterThanOrEqual(shownObjC, 6, "Objective-C examples with a fixed block")
    }
}
