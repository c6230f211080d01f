import Foundation
import RxLintKit
import XCTest

/// The version and the repository's address are written once (Version.swift); the binary, the
/// release script, a release tag and the README must agree with them. The release build itself
/// is checked by scripts/check-release.sh, which CI runs after the suite (it takes minutes).
final class ReleaseTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    private static let releaseScript = root + "/scripts/release.sh"

    private func release(_ arguments: [String], environment: [String: String] = [:]) throws -> CLIResult {
        try CLI.run(arguments, in: Self.root, environment: environment, executable: Self.releaseScript, timeout: 60)
    }

    private func readme() throws -> String {
        try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    }

    /// Every match of `pattern`'s first group in `text`.
    private func captures(_ pattern: String, in text: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: pattern)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    func testTheBinaryAndTheReleaseScriptPrintTheOneVersion() throws {
        let script = try release(["version"])
        XCTAssertEqual(script.status, 0, script.stderr)
        XCTAssertEqual(script.stdout, RxLintInfo.version + "\n")
        let binary = try CLI.run(["--version"], in: Self.root)
        XCTAssertEqual(binary.status, 0, binary.stderr)
        XCTAssertEqual(binary.stdout, RxLintInfo.version + "\n")
        let semantic = #"^(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)\.(0|[1-9][0-9]*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$"#
        XCTAssertNotNil(RxLintInfo.version.range(of: semantic, options: .regularExpression),
                        "\(RxLintInfo.version) is not a semantic version")
    }

    func testOnlyTheTagNamingTheVersionIsAccepted() throws {
        let right = try release(["check-tag", "v" + RxLintInfo.version])
        XCTAssertEqual(right.status, 0, right.stderr)
        for wrong in [RxLintInfo.version, "v" + RxLintInfo.version + ".1", "v999.0.0", ""] {
            let result = try release(["check-tag", wrong])
            XCTAssertEqual(result.status, 1, "tag '\(wrong)' was accepted")
            XCTAssertEqual(result.stderrLines, ["release: error: tag '\(wrong)' does not match the version: RxLintInfo.version is \(RxLintInfo.version), so the tag must be v\(RxLintInfo.version)"])
        }
    }

    /// In GitHub Actions on a tag, build and bundle stop before any work when the tag is not
    /// the version: a release cannot carry binaries that print another one.
    func testBuildAndBundleRefuseAnotherTagInCI() throws {
        let dist = try TemporaryDirectory()
        for command in ["build", "bundle"] {
            let result = try release([command, dist.path], environment: ["GITHUB_REF_TYPE": "tag", "GITHUB_REF_NAME": "v999.0.0"])
            XCTAssertEqual(result.status, 1, command)
            XCTAssertEqual(result.stderrLines.first, "release: error: tag 'v999.0.0' does not match the version: RxLintInfo.version is \(RxLintInfo.version), so the tag must be v\(RxLintInfo.version)", command)
            XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dist.path), [], "\(command) wrote files")
        }
    }

    func testTheRepositoryAddressIsWrittenOnce() throws {
        let script = try release(["repository"])
        XCTAssertEqual(script.status, 0, script.stderr)
        XCTAssertEqual(script.stdout, RxLintInfo.informationURI + "\n")
        let slug = String(RxLintInfo.informationURI.dropFirst("https://github.com/".count))
        let owner = String(slug.prefix { $0 != "/" })
        let text = try readme()
        var named: [(what: String, value: String, expected: String)] = []
        for value in try captures(#"https://github\.com/([A-Za-z0-9_.-]+/[A-Za-z0-9_.-]+)"#, in: text) {
            named.append(("a GitHub address", value, slug))
        }
        for value in try captures(#"ghcr\.io/([a-z0-9_./-]+?)(?::|\s|`|$)"#, in: text) {
            named.append(("the Docker image", value, slug.lowercased()))
        }
        for value in try captures(#"brew install ([A-Za-z0-9_.-]+)/tap/rxlint"#, in: text) {
            named.append(("the Homebrew tap's owner", value, owner))
        }
        let name = String(slug.drop { $0 != "/" }.dropFirst())
        for value in try captures(#"(?:mint install |uses: |`)([A-Za-z0-9_.-]+/"# + name + #")@v?[0-9]"#, in: text) {
            named.append(("a Mint or Action reference", value, slug))
        }
        for value in try captures(#"`([A-Za-z0-9_.-]+)/homebrew-tap`"#, in: text) {
            named.append(("the tap repository's owner", value, owner))
        }
        let kinds = Set(named.map(\.what))
        XCTAssertEqual(kinds.count, 5, "README no longer names every install route: \(kinds.sorted())")
        for name in named {
            XCTAssertEqual(name.value, name.expected, "README names \(name.what) '\(name.value)', not RxLintInfo.informationURI's")
        }
    }

    /// Each place the README names a version (release files, download addresses, tags, pins)
    /// names this one.
    func testTheReadmeNamesTheCurrentVersion() throws {
        let text = try readme()
        let markers = [
            #"rxlint/rxlint@v?"#,                   // Mint, the Action
            #"rxlint-"#,                            // release files
            #"/releases/download/v"#,               // download addresses
            #"ghcr\.io/[a-z0-9_./-]+:"#,            // Docker tags
            #"rev: v"#,                             // pre-commit
            #"from: ""#,                            // SwiftPM
            #"install\.sh --version "#,             // the install script
            #""name": "rxlint", "version": ""#,     // the JSON report's example
        ]
        var found = 0
        for marker in markers {
            let regex = try NSRegularExpression(pattern: marker + "(?=[0-9])")
            let matches = regex.matches(in: text, range: NSRange(text.startIndex..., in: text))
            XCTAssertFalse(matches.isEmpty, "README no longer matches \(marker)")
            for match in matches {
                let after = text[Range(match.range, in: text)!.upperBound...]
                let named = String(after.prefix { $0.isNumber || $0 == "." || $0.isLetter || $0 == "-" }.prefix(40))
                // What follows the version may not continue it: no digit, nor a dot and a digit.
                let rest = after.dropFirst(RxLintInfo.version.count)
                let continues = rest.first?.isNumber == true || (rest.first == "." && rest.dropFirst().first?.isNumber == true)
                XCTAssertTrue(after.hasPrefix(RxLintInfo.version) && !continues,
                              "README names version \(named)… after \(marker); RxLintInfo.version is \(RxLintInfo.version)")
            }
            found += matches.count
        }
        XCTAssertGreaterThan(found, 15)
    }

    func testInstallationStartsWithTheOneLineWays() throws {
        let text = try readme()
        let section = try XCTUnwrap(text.range(of: "\n## Installation\n")).upperBound
        let lines = text[section...].split(separator: "\n", omittingEmptySubsequences: true).prefix(7)
        let routes = lines.compactMap { line -> String? in
            guard line.hasPrefix("- **") else { return nil }
            return line.dropFirst(4).split(separator: "*").first.map(String.init)
        }
        XCTAssertEqual(routes, ["Homebrew", "Mint", "Docker", "Download", "GitHub Action", "From source"])
        // The first commands of the README stay: build and run on the examples, and the tests.
        let top = try XCTUnwrap(text.range(of: "```sh\n")).upperBound
        let block = text[top..<(try XCTUnwrap(text.range(of: "```", range: top..<text.endIndex)).lowerBound)]
        XCTAssertTrue(block.contains("\nswift run -c release rxlint Examples/\n"), String(block))
        XCTAssertTrue(block.contains("\nscripts/test.sh\n"), String(block))
    }
}
