import XCTest
@testable import RxLintKit

/// Structural checks of the JSON formats: the keys and types consumers rely on, as the
/// README's schema and SARIF 2.1.0 state them.
final class ReporterSchemaTests: XCTestCase {
    private func object(_ text: String) throws -> [String: Any] {
        try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    private func dict(_ value: Any?, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        try XCTUnwrap(value as? [String: Any], "\(what) is not an object", file: file, line: line)
    }

    private func array(_ value: Any?, _ what: String, file: StaticString = #filePath, line: UInt = #line) throws -> [Any] {
        try XCTUnwrap(value as? [Any], "\(what) is not an array", file: file, line: line)
    }

    func testJSONFindingsHaveExactlyTheDocumentedKeys() throws {
        let doc = try object(JSONReporter.generateReport(ReporterFixture.findings, context: ReporterFixture.context))
        XCTAssertEqual(Set(doc.keys), ["version", "tool", "findings", "summary"])
        XCTAssertEqual(doc["version"] as? Int, 2)
        XCTAssertEqual(try dict(doc["tool"], "tool") as NSDictionary, ["name": "rxlint", "version": "9.9.9"])
        XCTAssertEqual(try dict(doc["summary"], "summary") as NSDictionary, ["files": 3, "errors": 1, "warnings": 1, "infos": 1])
        let findings = try array(doc["findings"], "findings")
        XCTAssertEqual(findings.count, 3)
        for case let finding as [String: Any] in findings {
            XCTAssertEqual(Set(finding.keys), ["rule", "severity", "message", "file", "line", "column", "endLine", "endColumn",
                                               "statementLine", "statementColumn", "verdict", "chain"])
            for key in ["rule", "message", "file", "verdict"] { XCTAssertTrue(finding[key] is String, key) }
            for key in ["line", "column", "endLine", "endColumn", "statementLine", "statementColumn"] {
                XCTAssertGreaterThanOrEqual(finding[key] as? Int ?? 0, 1, key)
            }
            // The statement contains the culprit.
            XCTAssertLessThanOrEqual(finding["statementLine"] as? Int ?? 0, finding["line"] as? Int ?? 0)
            XCTAssertGreaterThanOrEqual(finding["endLine"] as? Int ?? 0, finding["line"] as? Int ?? 0)
            XCTAssertTrue(["error", "warning", "info"].contains(finding["severity"] as? String ?? ""))
            XCTAssertTrue(Verdict.allCases.map(\.rawValue).contains(finding["verdict"] as? String ?? ""))
            XCTAssertNotNil(finding["chain"] as? [String])
        }
        XCTAssertEqual((findings[0] as? [String: Any])?["chain"] as? [String], ["self", "disposeBag", "subscription", "onNext closure", "self"])
        // Decodes back with the published Codable types.
        let decoded = try JSONDecoder().decode(JSONReporter.Document.self,
                                               from: Data(JSONReporter.generateReport(ReporterFixture.findings, context: ReporterFixture.context).utf8))
        XCTAssertEqual(decoded.findings.map(\.rule), ReporterFixture.findings.map(\.rule))
    }

    /// Large reports encode their findings in parallel slices spliced into the document: the
    /// bytes must be exactly those of encoding the whole document at once.
    func testParallelJSONEncodingMatchesWholeDocumentEncoding() {
        for count in [0, 1, 256, 257, 1_000] {
            let findings = (0..<count).map { k -> Finding in
                var f = ReporterFixture.findings[k % ReporterFixture.findings.count]
                f.line = k + 1
                return f
            }
            let doc = JSONReporter.document(findings, context: ReporterFixture.context)
            let whole = JSONReporter.encode(doc)
            for jobs in [1, 2, 3] {
                XCTAssertEqual(JSONReporter.encodeDocument(doc, jobs: jobs), whole, "\(count) findings, \(jobs) jobs")
            }
        }
    }

    /// The `fix` objects are written by hand (`JSONFixWriter`) into the encoder's output for the
    /// rest: the report must be the bytes `JSONEncoder` gives for the whole document, for edits
    /// whose texts hold every ASCII byte, quotes, backslashes, slashes and multi-byte text, for
    /// an edit with no replacements, and for findings without one between them.
    func testHandWrittenFixesMatchJSONEncoder() {
        let ascii = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let texts = ["", ascii, "[weak self] in\n\tguard let self else { return }\r\n", #"a\"b\\c/d"#, "Ünïcode → 🦀 \u{2028}\u{7F}",
                     String(repeating: "x", count: 300)]
        let edits: [FixEdit?] = [
            FixEdit(description: "Capture [weak self] and unwrap it first", replacements: texts.enumerated().map { k, text in
                var r = TextReplacement(start: k, end: k + 1, text: text)
                (r.startLine, r.startColumn, r.endLine, r.endColumn) = (k + 1, 10 * k + 1, k + 12, 123_456 + k)
                return r
            }),
            nil,
            FixEdit(description: "Fixed by the edit of the finding on line 3 (\"quoted\" \\ \(ascii))", replacements: []),
        ]
        for count in [1, 4, 300] {
            let findings = (0..<count).map { k -> Finding in
                var f = ReporterFixture.findings[k % ReporterFixture.findings.count]
                f.line = k + 1
                f.edit = edits[k % edits.count]
                return f
            }
            let doc = JSONReporter.document(findings, context: ReporterFixture.context)
            let whole = JSONReporter.encode(doc)
            XCTAssertTrue(whole.contains(#""replacements" : ["#), "the document carries edits")
            for jobs in [1, 2] {
                XCTAssertEqual(JSONReporter.encodeDocument(doc, jobs: jobs), whole, "\(count) findings, \(jobs) jobs")
            }
        }
    }

    func testSARIFHasTheRequiredStructure() throws {
        let log = try object(SARIFReporter.generateReport(ReporterFixture.findings, context: ReporterFixture.context))
        XCTAssertEqual(log["version"] as? String, "2.1.0")
        XCTAssertNotNil(log["$schema"] as? String)
        let runs = try array(log["runs"], "runs")
        XCTAssertEqual(runs.count, 1)
        let run = try dict(runs[0], "run")
        let driver = try dict(try dict(run["tool"], "tool")["driver"], "driver")
        XCTAssertEqual(driver["name"] as? String, "rxlint")
        XCTAssertEqual(driver["semanticVersion"] as? String, "9.9.9")
        XCTAssertNotNil(URL(string: driver["informationUri"] as? String ?? ""))
        let rules = try array(driver["rules"], "rules")
        XCTAssertEqual(rules.count, ReporterFixture.context.rules.count)
        for (index, ruleValue) in rules.enumerated() {
            let rule = try dict(ruleValue, "rule")
            XCTAssertEqual(rule["id"] as? String, ReporterFixture.context.rules[index].identifier)
            for key in ["shortDescription", "fullDescription", "help"] {
                XCTAssertFalse((try dict(rule[key], key)["text"] as? String ?? "").isEmpty, key)
            }
            let level = try dict(rule["defaultConfiguration"], "defaultConfiguration")["level"] as? String
            XCTAssertTrue(["none", "note", "warning", "error"].contains(level ?? ""))
        }
        let base = try dict(try dict(run["originalUriBaseIds"], "originalUriBaseIds")["%SRCROOT%"], "%SRCROOT%")
        XCTAssertEqual(base["uri"] as? String, "file:///work/project/")
        let results = try array(run["results"], "results")
        XCTAssertEqual(results.count, 3)
        for (index, resultValue) in results.enumerated() {
            let result = try dict(resultValue, "result")
            let finding = ReporterFixture.findings[index]
            XCTAssertEqual(result["ruleId"] as? String, finding.rule)
            let ruleIndex = try XCTUnwrap(result["ruleIndex"] as? Int)
            XCTAssertEqual(try dict(rules[ruleIndex], "rule")["id"] as? String, finding.rule, "ruleIndex points at the rule")
            XCTAssertEqual(result["level"] as? String, SARIFReporter.level(finding.severity))
            XCTAssertEqual(try dict(result["message"], "message")["text"] as? String, finding.message)
            let locations = try array(result["locations"], "locations")
            XCTAssertEqual(locations.count, 1)
            let physical = try dict(try dict(locations[0], "location")["physicalLocation"], "physicalLocation")
            let artifact = try dict(physical["artifactLocation"], "artifactLocation")
            XCTAssertEqual(artifact["uriBaseId"] as? String, "%SRCROOT%")
            let uri = try XCTUnwrap(artifact["uri"] as? String)
            XCTAssertFalse(uri.hasPrefix("/"), "repository-relative")
            XCTAssertNotNil(URL(string: uri), "percent-encoded: \(uri)")
            let region = try dict(physical["region"], "region")
            XCTAssertEqual(region as NSDictionary, ["startLine": finding.line, "startColumn": finding.column,
                                                    "endLine": finding.endLine, "endColumn": finding.endColumn])
            let fingerprints = try dict(result["partialFingerprints"], "partialFingerprints")
            XCTAssertFalse(fingerprints.isEmpty)
            XCTAssertEqual(fingerprints.filter { !($0.value is String) }.keys.sorted(), [], "fingerprints that are not strings")
            if finding.chain.isEmpty {
                XCTAssertNil(result["codeFlows"])
            } else {
                let flows = try array(result["codeFlows"], "codeFlows")
                let threadFlows = try array(try dict(flows[0], "codeFlow")["threadFlows"], "threadFlows")
                let steps = try array(try dict(threadFlows[0], "threadFlow")["locations"], "locations")
                let texts = try steps.map { try dict(try dict(try dict($0, "step")["location"], "location")["message"], "message")["text"] as? String }
                XCTAssertEqual(texts, finding.chain)
            }
        }
        XCTAssertEqual(try dict(try dict(try dict(try array(try dict(results[1], "r")["locations"], "l")[0], "l")["physicalLocation"], "p")["artifactLocation"], "a")["uri"] as? String,
                       "Sources/App/%C3%9Cn%C3%AFcode%20Dir/a%2Cb%3Ac.swift")
    }

    func testSARIFDescribesEveryRegisteredRuleByDefault() throws {
        let log = try object(SARIFReporter.generateReport([], context: ReportContext(currentDirectory: "/w")))
        let run = try dict(try array(log["runs"], "runs")[0], "run")
        let rules = try array(try dict(try dict(run["tool"], "tool")["driver"], "driver")["rules"], "rules")
        XCTAssertEqual(rules.compactMap { ($0 as? [String: Any])?["id"] as? String }, RuleRegistry.identifiers)
    }

    func testSARIFPathOutsideTheRepositoryIsAnAbsoluteFileURI() throws {
        var finding = ReporterFixture.findings[0]
        finding.file = "/elsewhere/X.swift"
        let text = SARIFReporter.generateReport([finding], context: ReporterFixture.context)
        XCTAssertTrue(text.contains("\"uri\" : \"file:///elsewhere/X.swift\""), text)
    }

    func testGitLabCodeQuality() throws {
        var findings = ReporterFixture.findings
        findings.append(findings[0]) // An identical finding must still get its own fingerprint.
        let text = GitLabReporter.generateReport(findings, context: ReporterFixture.context)
        let issues = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        XCTAssertEqual(issues.count, 4)
        XCTAssertEqual(Set(issues.compactMap { $0["fingerprint"] as? String }).count, 4, "fingerprints are unique")
        XCTAssertEqual(issues.map { $0["severity"] as? String }, ["critical", "major", "info", "critical"])
        for issue in issues {
            XCTAssertEqual(Set(issue.keys), ["description", "check_name", "fingerprint", "severity", "location"])
            let location = try dict(issue["location"], "location")
            let path = try XCTUnwrap(location["path"] as? String)
            XCTAssertFalse(path.hasPrefix("./") || path.hasPrefix("/"), path)
            XCTAssertGreaterThanOrEqual(try dict(location["lines"], "lines")["begin"] as? Int ?? 0, 1)
        }
    }

    func testFingerprintsIgnoreLineNumbers() {
        var moved = ReporterFixture.findings[0]
        moved.line += 7
        moved.endLine += 7
        var context = ReporterFixture.context
        context.sourceLines[moved.file] = [moved.line: "  .subscribe(onNext: { _ in self.tick() })"]
        XCTAssertEqual(context.fingerprint(of: moved), ReporterFixture.context.fingerprint(of: ReporterFixture.findings[0]))
    }
}

final class JUnitNotesTests: XCTestCase {
    func testNotesAreSkippedCasesNotFailures() {
        let xml = JUnitReporter.generateReport(ReporterFixture.findings, context: ReporterFixture.context)
        // The fixture has one error, one warning and one note.
        XCTAssertTrue(xml.contains("<testsuite name=\"rxlint\" tests=\"3\" failures=\"2\" errors=\"0\" skipped=\"1\">"), xml)
        XCTAssertEqual(xml.components(separatedBy: "<failure ").count - 1, 2)
        XCTAssertEqual(xml.components(separatedBy: "<skipped message=\"note: ").count - 1, 1)
    }
}
