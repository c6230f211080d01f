import Foundation
import RxLintKit
import TestSupport
import XCTest

/// `rxlint explain` prints pages compiled into the binary (Sources/RxLintResources embeds
/// each file of rules/ by name); every page of the folder must be there, with its text.
final class RuleDocsTests: XCTestCase {
    private var root: String {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        return "/"
    }

    func testEveryRulePageIsEmbedded() throws {
        let rulesDirectory = root + "/rules"
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: rulesDirectory)) ?? []).filter { $0.hasSuffix(".md") }
        var pages: [String: String] = [:]
        for name in names {
            var text = try String(contentsOfFile: rulesDirectory + "/" + name, encoding: .utf8).replacingOccurrences(of: "\r\n", with: "\n")
            // The embedded text drops the page's final newline, as `explain` adds one.
            if text.hasSuffix("\n") { text.removeLast() }
            pages[String(name.dropLast(3))] = text
        }
        XCTAssertEqual(Set(RuleDocs.all.keys), Set(pages.keys), 
                       "rules/ and the pages listed in Sources/RxLintResources/Resources.c differ")
        for (id, text) in pages.sorted(by: { $0.key < $1.key }) {
            guard let embedded = RuleDocs.markdown(for: id) else { continue }
            if let difference = TextDifference.of(expected: text, actual: embedded) {
                XCTFail("rules/\(id).md: the page compiled into rxlint (- the file, + compiled) differs from the file\n\(difference)")
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
