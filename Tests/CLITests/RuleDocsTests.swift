import Foundation
import RxLintKit
import TestSupport
import XCTest

/// `rxlint explain` prints pages compiled into the binary; they must match rules/*.md.
final class RuleDocsTests: XCTestCase {
    private var root: String {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return "/"
    }

    func testGeneratedDocsMatchRulesDirectory() throws {
        let rulesDirectory = root + "/rules"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: rulesDirectory)) ?? []).filter { $0.hasSuffix(".md") }
        var pages: [String: String] = [:]
        for name in names {
            var text = try String(contentsOfFile: rulesDirectory + "/" + name, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
            // The generator's string literal drops the page's final newline.
            if text.hasSuffix("\n") { text.removeLast() }
            pages[String(name.dropLast(3))] = text
        }
        XCTAssertEqual(Set(RuleDocs.all.keys), Set(pages.keys), "run scripts/generate-rule-docs.sh")
        for (id, text) in pages.sorted(by: { $0.key < $1.key }) {
            guard let embedded = RuleDocs.markdown(for: id) else { continue }
            if let difference = TextDifference.of(expected: text, actual: embedded) {
                XCTFail("rules/\(id).md: the page compiled into rxlint (- the file, + compiled) is stale; run scripts/generate-rule-docs.sh\n\(difference)")
            }
        }
    }

    func testExplainPrintsTheEmbeddedPage() throws {
        let dir = try TemporaryDirectory()
        for rule in RuleRegistry.identifiers {
            let result = try CLI.run(["explain", rule], in: dir.path)
            XCTAssertEqual(result.status, 0, "rxlint explain \(rule): \(result.stderr)")
            if let page = RuleDocs.markdown(for: rule) {
                if let difference = TextDifference.of(expected: page + "\n", actual: result.stdout) {
                    XCTFail("rxlint explain \(rule) (+) does not print its page (-):\n\(difference)")
                }
            } else {
                XCTAssertTrue(result.stdout.contains(RuleRegistry.description(of: rule)?.summary ?? "?"), rule)
            }
        }
    }
}
