import Foundation
@testable import RxLintKit
import XCTest

/// The command line reads only `ReportContext.environmentVariables` from the environment
/// (decoding all of it cost a small run a fifth of a millisecond): a variable a reporter or the
/// command reads by name must be in that list, or it would always read as unset.
final class ReporterEnvironmentTests: XCTestCase {
    func testEveryVariableTheReportersAndTheCommandNameIsRead() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folders = ["Sources/RxLintKit/Reporters", "Sources/rxlint"]
        let name = try NSRegularExpression(pattern: "\"([A-Z][A-Z0-9_]{2,})\"")
        var named: Set<String> = []
        for folder in folders {
            let files = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(folder).path).filter { $0.hasSuffix(".swift") }
            XCTAssertFalse(files.isEmpty, "no Swift file in \(folder)")
            for file in files {
                let text = try String(contentsOf: root.appendingPathComponent(folder).appendingPathComponent(file), encoding: .utf8)
                for match in name.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    named.insert(String(text[Range(match.range(at: 1), in: text)!]))
                }
            }
        }
        XCTAssertTrue(named.contains("GITHUB_WORKSPACE"), "the scan found none of the variables it knows are read")
        XCTAssertEqual(named.subtracting(ReportContext.environmentVariables), [], "read by name but not in ReportContext.environmentVariables")
    }

    func testValuesAreTheEnvironmentsOwn() {
        setenv("RXLINT_TEST_VARIABLE", "a=b é", 1)
        unsetenv("RXLINT_TEST_UNSET")
        defer { unsetenv("RXLINT_TEST_VARIABLE") }
        let values = ProcessEnvironment.values(of: ["RXLINT_TEST_VARIABLE", "RXLINT_TEST_UNSET"])
        XCTAssertEqual(values, ["RXLINT_TEST_VARIABLE": "a=b é"])
        XCTAssertEqual(values["RXLINT_TEST_VARIABLE"], ProcessInfo.processInfo.environment["RXLINT_TEST_VARIABLE"])
    }
}
