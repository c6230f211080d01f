import XCTest
@testable import RxLintKit

final class ReporterEscapingTests: XCTestCase {
    private let hostile = Finding(
        rule: "strong_self_capture", severity: .warning,
        message: "50% done\r\n::error file=evil.swift::injected\nline3 <a href=\"x\">&amp;</a> 'q' \u{07}bell",
        file: "dir:with,comma/100%\nevil.swift", line: 2, column: 3, endLine: 2, endColumn: 4, verdict: .leak,
        chain: ["self", "bag\n::warning::x"])

    private var context: ReportContext { ReportContext(currentDirectory: "/w") }

    func testGitHubOutputCannotStartASecondCommand() {
        let out = GitHubReporter.generateReport([hostile], context: context)
        let lines = out.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
        XCTAssertEqual(lines.count, 1, out)
        XCTAssertFalse(out.dropLast().contains("\r"))
        XCTAssertTrue(lines[0].hasPrefix("::warning file=dir%3Awith%2Ccomma/100%25%0Aevil.swift,line=2,endLine=2,col=3,endColumn=4,title=rxlint%3A strong_self_capture::"), String(lines[0]))
        XCTAssertTrue(lines[0].hasSuffix("::50%25 done%0D%0A::error file=evil.swift::injected%0Aline3 <a href=\"x\">&amp;</a> 'q' \u{07}bell%0Achain: self → bag%0A::warning::x"), String(lines[0]))
    }

    func testGitHubEscapingRules() {
        XCTAssertEqual(GitHubReporter.escapeData("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad:e,f")
        XCTAssertEqual(GitHubReporter.escapeProperty("a%b\rc\nd:e,f"), "a%25b%0Dc%0Ad%3Ae%2Cf")
    }

    func testGitHubPathsAreRelativeToTheWorkspace() {
        var context = ReportContext(currentDirectory: "/w/sub", environment: ["GITHUB_WORKSPACE": "/w"])
        var finding = hostile
        finding.file = "Sources/A.swift"
        XCTAssertTrue(GitHubReporter.generateReport([finding], context: context).hasPrefix("::warning file=sub/Sources/A.swift,"))
        context.environment = [:]
        XCTAssertTrue(GitHubReporter.generateReport([finding], context: context).hasPrefix("::warning file=Sources/A.swift,"))
    }

    func testXMLIsEscapedAndWellFormed() throws {
        for reporter in [CheckstyleReporter.self, JUnitReporter.self] as [Reporter.Type] {
            let xml = reporter.generateReport([hostile], context: context)
            XCTAssertFalse(xml.contains("<a href"), reporter.identifier)
            XCTAssertTrue(xml.contains("&lt;a href=&quot;x&quot;&gt;&amp;amp;&lt;/a&gt; &apos;q&apos; \u{FFFD}bell"), reporter.identifier)
            XCTAssertFalse(xml.contains("\u{07}"), reporter.identifier)
            #if canImport(FoundationXML) || os(macOS)
            XCTAssertNoThrow(try XMLDocument(xmlString: xml, options: []), reporter.identifier)
            #endif
        }
        XCTAssertEqual(XML.escape("a\tb\u{0}c\u{FFFF}"), "a&#9;b\u{FFFD}c\u{FFFD}")
    }

    func testLineFormatsKeepMessagesOnTheirLine() {
        var finding = hostile
        finding.file = "Sources/A.swift"
        finding.fix = "first\nsecond"
        let text = TextReporter.generateReport([finding], context: context)
        XCTAssertEqual(text.split(separator: "\n").count, 3, "finding, chain and fix lines: \(text)")
        let xcode = XcodeReporter.generateReport([finding], context: context)
        XCTAssertEqual(xcode.split(separator: "\n").count, 1, xcode)
        XCTAssertTrue(xcode.hasPrefix("/w/Sources/A.swift:2:3: warning: 50% done ::error"), xcode)
        for out in [text, xcode] {
            XCTAssertFalse(out.split(separator: "\n").contains { $0.hasPrefix("::") }, out)
        }
    }

    func testPercentEncodingOfURIs() {
        XCTAssertEqual(SARIFReporter.percentEncode("Sources/Ünï code/a,b:c%.swift"), "Sources/%C3%9Cn%C3%AF%20code/a%2Cb%3Ac%25.swift")
    }
}

#if canImport(FoundationXML)
import FoundationXML
#endif
