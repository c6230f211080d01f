import XCTest
@testable import RxLintKit

/// The registry and `rules/*.md` describe the same rules, with the same metadata.
final class RuleMetadataTests: XCTestCase {
    func testRegistryAndDocumentsMatchOneToOne() throws {
        let documented = try ProjectPaths.ruleDocuments().map { $0.deletingPathExtension().lastPathComponent }
        XCTAssertEqual(documented, RuleRegistry.identifiers.sorted())
        XCTAssertEqual(RuleRegistry.identifiers, RuleRegistry.identifiers.sorted(), "registry is sorted by identifier")
    }

    func testFrontMatterMatchesTheRegistry() throws {
        for url in try ProjectPaths.ruleDocuments() {
            let doc = try RuleDoc(path: url)
            let id = url.deletingPathExtension().lastPathComponent
            XCTAssertEqual(doc.frontMatter["id"], id, url.lastPathComponent)
            let description = try XCTUnwrap(RuleRegistry.description(of: id))
            XCTAssertEqual(doc.frontMatter["kind"], description.kind.rawValue, url.lastPathComponent)
            XCTAssertEqual(doc.frontMatter["default_severity"], description.defaultSeverity.rawValue, url.lastPathComponent)
            let options = description.options.map(\.name)
            XCTAssertEqual(doc.frontMatter["options"], options.isEmpty ? "none" : options.joined(separator: ", "), url.lastPathComponent)
            // The Options section names each option with its default and, for a choice, every value.
            let section = doc.text.components(separatedBy: "## Options").last?.components(separatedBy: "\n## ").first ?? ""
            for option in description.options {
                for word in [option.name, option.defaultValue.description] + option.allowedValues {
                    XCTAssertTrue(section.contains("`\(word)`"), "\(url.lastPathComponent): its Options section does not name `\(word)`")
                }
            }
            for heading in ["## What it does", "## Why is this bad?", "## Example", "## Use instead", "## Options", "## Suppression"] {
                XCTAssertTrue(doc.text.contains(heading), "\(url.lastPathComponent) lacks \(heading)")
            }
        }
    }

    func testIdentifiersAreSnakeCaseAndSummariesEndWithAPeriod() {
        for d in RuleRegistry.descriptions {
            XCTAssertNotNil(d.identifier.range(of: "^[a-z]+(_[a-z]+)*$", options: .regularExpression), d.identifier)
            XCTAssertTrue(d.summary.hasSuffix("."), d.identifier)
            XCTAssertFalse(d.name.isEmpty)
        }
    }
}
