import XCTest
@testable import RxLintKit

/// Runs every example of every `rules/*.md`: triggering examples must produce exactly the
/// marked findings of their rule, non-triggering ones none; each triggering example is also
/// mutated (commented out, put in a string, shifted by an emoji line or a shebang) to check
/// that the findings follow the code and not the text.
final class RuleExamplesTests: XCTestCase {
    private func docs() throws -> [RuleDoc] {
        try ProjectPaths.ruleDocuments().map { try RuleDoc(path: $0) }
    }

    /// The findings of a whole run (suppression comments included, which `superfluous_disable`
    /// needs), with the default configuration.
    /// `project`: the example's other files, known but not reported on.
    private func lint(_ code: String, path: String = "Example.swift", project: [SourceFile] = []) -> [Finding] {
        LintRun.lint([SourceFile(path: path, text: code)], context: project, configuration: Configuration(rootDirectory: "/"), jobs: 1)
    }

    private func positions(of rule: String, in code: String, path: String = "Example.swift", project: [SourceFile] = []) -> [RuleDocExample.Position] {
        return lint(code, path: path, project: project).filter { $0.rule == rule }.map { .init(line: $0.line, column: $0.column) }.sorted()
    }

    private func render(_ example: RuleDocExample, _ found: [RuleDocExample.Position]) -> String {
        var lines = example.code.components(separatedBy: "\n")
        for f in lint(example.code, path: example.fileName, project: example.project).reversed() where f.rule == example.rule {
            lines.insert(String(repeating: " ", count: max(0, f.column - 1)) + "^ \(f.rule) (\(f.verdict.rawValue)): \(f.message)", at: f.line)
        }
        return lines.joined(separator: "\n")
    }

    func testExamplesProduceExactlyTheMarkedFindings() throws {
        let all = try docs()
        XCTAssertFalse(all.isEmpty, "no rule documentation found in \(ProjectPaths.rules.path)")
        let focused = all.flatMap(\.examples).filter(\.focused)
        for doc in all {
            for example in doc.examples where focused.isEmpty || example.focused {
                let found = positions(of: example.rule, in: example.code, path: example.fileName, project: example.project)
                let expected = example.kind == .triggering ? example.markers.sorted() : []
                if example.kind == .triggering {
                    XCTAssertFalse(example.markers.isEmpty, "\(doc.path.lastPathComponent):\(example.docLine): a triggering example needs ↓ markers")
                    XCTAssertNotNil(example.severity, "\(doc.path.lastPathComponent):\(example.docLine): a triggering example names the "
                                    + "severity of its findings (```swift triggering error)")
                }
                if example.kind == .nonTriggering {
                    // "Use instead" code must be clean for every rule, not just this one.
                    let any = lint(example.code, path: example.fileName, project: example.project)
                    XCTAssertEqual(any.map { "\($0.line):\($0.column) \($0.rule)" }, [], "\(doc.path.lastPathComponent):\(example.docLine): a fix must not trigger other rules")
                }
                if let severity = example.severity {
                    let wrong = lint(example.code, path: example.fileName, project: example.project).filter { $0.rule == example.rule && $0.severity.rawValue != severity }
                    XCTAssertEqual(wrong.map { "\($0.line):\($0.column) \($0.severity.rawValue) (\($0.verdict.rawValue))" }, [],
                                   "\(doc.path.lastPathComponent):\(example.docLine): \(example.rule) findings whose severity is not \(severity)")
                }
                XCTAssertEqual(found, expected, """
                    \(doc.path.lastPathComponent):\(example.docLine): \(example.kind.rawValue) example
                    expected \(expected), found \(found):
                    \(render(example, found))
                    """)
            }
        }
    }

    /// Each page's Suppression section shows code whose comment silences a real finding: as
    /// written, nothing is reported (not even the comment as superfluous); without the comments
    /// that name the rule, the rule triggers.
    func testSuppressionExamplesSilenceARealFinding() throws {
        for doc in try docs() {
            let page = doc.path.lastPathComponent
            XCTAssertFalse(doc.suppressed.isEmpty, "\(page): its Suppression section needs a ```swift suppressed example")
            for example in doc.suppressed {
                let findings = lint(example.code, path: example.fileName)
                XCTAssertEqual(findings.map { "\($0.line):\($0.column) \($0.rule): \($0.message)" }, [],
                               "\(page):\(example.docLine): the suppressed example reports findings")
                let lines = example.code.components(separatedBy: "\n")
                let uncommented = lines.filter { !($0.contains("rxlint:disable") && $0.contains(example.rule)) }
                XCTAssertLessThan(uncommented.count, lines.count, "\(page):\(example.docLine): no rxlint:disable comment names \(example.rule)")
                let unsuppressed = lint(uncommented.joined(separator: "\n"), path: example.fileName).filter { $0.rule == example.rule }
                XCTAssertFalse(unsuppressed.isEmpty, "\(page):\(example.docLine): without its comment the example has no \(example.rule) finding "
                               + "to suppress:\n\(uncommented.joined(separator: "\n"))")
            }
        }
    }

    /// Every Swift or Objective-C block on a rule page is run by a test: an example (triggering,
    /// non-triggering, suppressed) or the fixed code of the example above it.
    func testEveryCodeBlockIsRun() throws {
        for doc in try docs() {
            XCTAssertEqual(doc.untaggedFences, [], "\(doc.path.lastPathComponent): code blocks at these lines say neither "
                           + "`triggering <severity>`, `non-triggering`, `suppressed` nor `fixed`")
        }
    }

    func testNoExampleIsLeftFocused() throws {
        for doc in try docs() {
            for example in doc.examples {
                XCTAssertFalse(example.focused, "\(doc.path.lastPathComponent):\(example.docLine): remove `focus` before committing")
            }
        }
    }

    func testCommentedOutAndQuotedExamplesDoNotTrigger() throws {
        for doc in try docs() {
            for example in doc.examples where example.kind == .triggering {
                let where_ = "\(doc.path.lastPathComponent):\(example.docLine)"
                if !example.code.contains("*/") {
                    let commented = "/*\n" + example.code + "*/\n"
                    XCTAssertEqual(lint(commented, path: example.fileName), [], "\(where_): commented out")
                }
                if example.language == "objc" {
                    // Code the preprocessor drops is not code.
                    XCTAssertEqual(lint("#if 0\n" + example.code + "#endif\n", path: example.fileName), [], "\(where_): inside #if 0")
                } else if !example.code.contains("\"\"\"#") {
                    let quoted = "let example = #\"\"\"\n" + example.code + "\"\"\"#\n"
                    XCTAssertEqual(lint(quoted, path: "E.swift"), [], "\(where_): inside a string literal")
                }
            }
        }
    }

    func testPositionsShiftWithAnEmojiLineAndAShebang() throws {
        for doc in try docs() {
            for example in doc.examples where example.kind == .triggering {
                let expected = example.markers.map { RuleDocExample.Position(line: $0.line + 1, column: $0.column) }.sorted()
                let emoji = positions(of: example.rule, in: "// 🦄🚀 multibyte: ünïcødé\n" + example.code, path: example.fileName, project: example.project)
                XCTAssertEqual(emoji, expected, "\(doc.path.lastPathComponent):\(example.docLine): after an emoji line")
                // A `#!` line is not Objective-C.
                guard example.language == "swift" else { continue }
                let shebang = positions(of: example.rule, in: "#!/usr/bin/env swift\n" + example.code)
                XCTAssertEqual(shebang, expected, "\(doc.path.lastPathComponent):\(example.docLine): after a shebang")
            }
        }
    }

    func testEachRuleHasEnoughExamplesOfBothKinds() throws {
        // `analysis_limit` triggers only on files tens of thousands of tokens long, which no
        // page can show: AdversarialShapesTests builds them and checks its finding.
        for doc in try docs() where doc.path.lastPathComponent != "analysis_limit.md" {
            let triggering = doc.examples.filter { $0.kind == .triggering }.count
            let clean = doc.examples.count - triggering
            XCTAssertGreaterThanOrEqual(doc.examples.count, 12, "\(doc.path.lastPathComponent): at least 12 examples")
            XCTAssertGreaterThanOrEqual(triggering, 4, "\(doc.path.lastPathComponent): triggering examples")
            XCTAssertGreaterThanOrEqual(clean, 4, "\(doc.path.lastPathComponent): non-triggering examples")
        }
    }

    /// The rules whose mistake Objective-C with ReactiveObjC makes too show it there, both ways.
    func testObjectiveCRulesHaveObjectiveCExamples() throws {
        // Every rule that judges a subscription's lifetime (the registry's lint rules), but
        // local_dispose_bag: ReactiveObjC has no DisposeBag, and its page shows the one
        // Objective-C form of the mistake (a scoped disposable in a local) once each way.
        let fewerInObjC = "local_dispose_bag"
        XCTAssertNotNil(RuleRegistry.description(of: fewerInObjC), "\(fewerInObjC) is not a rule")
        let objcRules = Set(RuleRegistry.descriptions.filter { $0.kind == .lint }.map(\.identifier)).subtracting([fewerInObjC])
        XCTAssertGreaterThanOrEqual(objcRules.count, 3, "lint rules with Objective-C examples")
        var checked: Set<String> = []
        for doc in try docs() {
            let objc = doc.examples.filter { $0.language == "objc" }
            guard let rule = objc.first?.rule ?? doc.frontMatter["id"], objcRules.contains(rule) else { continue }
            checked.insert(rule)
            XCTAssertGreaterThanOrEqual(objc.count, 10, "\(doc.path.lastPathComponent): at least 10 Objective-C examples")
            XCTAssertGreaterThanOrEqual(objc.filter { $0.kind == .triggering }.count, 4, "\(doc.path.lastPathComponent): triggering Objective-C examples")
            XCTAssertGreaterThanOrEqual(objc.filter { $0.kind == .nonTriggering }.count, 4, "\(doc.path.lastPathComponent): non-triggering Objective-C examples")
        }
        XCTAssertEqual(checked, objcRules, "rules whose page was checked for Objective-C examples")
    }
}
