import Foundation
import XCTest
@testable import RxLintKit

/// Each rule page shows, after every example `rxlint --fix` can fix, the fixed code in a
/// ```` ```swift fixed ```` block (`rxlint explain` prints it). This test checks those blocks
/// are exactly what the fixer produces; `RXLINT_UPDATE_FIXES=1` rewrites them.
final class RuleDocFixesTests: XCTestCase {
    private static let fixedFence = "```swift fixed"

    /// The fixed text of a Swift example (linted with `options` for `rule`), or nil when
    /// nothing in it is fixable.
    private func fixed(_ code: String, rule: String, options: [String: String]) -> String? {
        let config = RuleDoc.configuration(rule: rule, options: options)
        let findings = LintRun.lint([SourceFile(path: "Example.swift", text: code)], configuration: config, jobs: 1)
        let edits = Fixer.withEdits(findings, bytes: Array(code.utf8)).compactMap(\.edit)
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
            if line == Self.fixedFence {
                i += 1
                while i < lines.count, lines[i] != "```" { i += 1 }
                i += 1
                if out.last == "", i < lines.count, lines[i] == "" { out.removeLast() }
                continue
            }
            out.append(line)
            i += 1
            let words = line.split(separator: " ").map(String.init)
            guard line.hasPrefix("```swift"), words.contains("triggering") else { continue }
            var body: [String] = []
            while i < lines.count, lines[i] != "```" { body.append(lines[i]); out.append(lines[i]); i += 1 }
            if i < lines.count { out.append(lines[i]); i += 1 }
            let (code, _) = RuleDoc.stripMarkers(body)
            guard let fixedCode = fixed(code, rule: rule, options: RuleDoc.options(in: words)) else { continue }
            out += ["", Self.fixedFence] + fixedCode.components(separatedBy: "\n").dropLast() + ["```"]
        }
        lines = out
        return lines.joined(separator: "\n")
    }

    func testFixedBlocksAreWhatTheFixerMakes() throws {
        let update = ProcessInfo.processInfo.environment["RXLINT_UPDATE_FIXES"] == "1"
        var shown = 0
        for path in try ProjectPaths.ruleDocuments() {
            let text = try String(contentsOf: path, encoding: .utf8)
            let expected = expectedPage(text, rule: path.deletingPathExtension().lastPathComponent)
            shown += expected.components(separatedBy: Self.fixedFence).count - 1
            if update, expected != text { try expected.write(to: path, atomically: true, encoding: .utf8) }
            XCTAssertEqual(text, expected, "\(path.lastPathComponent): its fixed blocks differ from the fixer's (RXLINT_UPDATE_FIXES=1 rewrites them)")
        }
        XCTAssertGreaterThan(shown, 10)
    }
}
