import TestSupport
import XCTest

/// Bad and extreme inputs: never a crash or a hang; unreadable ones get one line on stderr
/// and exit status 2 while every other file is still linted and reported.
final class CLIInputTests: XCTestCase {
    private func lintJSON(_ arguments: [String], in dir: TemporaryDirectory) throws -> (CLIResult, [String: Int]) {
        let result = try CLI.run(["--format", "json"] + arguments, in: dir.path)
        return (result, summary(try jsonReport(result.stdout)))
    }

    func testNonexistentPathIsReportedAndTheRestIsLinted() throws {
        let dir = try TemporaryDirectory()
        try dir.write("good.swift", "let a = 1\n")
        let (result, counts) = try lintJSON(["missing.swift", "good.swift", "nodir/"], in: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(counts["files"], 1)
        XCTAssertEqual(result.stderrLines, ["rxlint: error: missing.swift: no such file or directory",
                                            "rxlint: error: nodir: no such file or directory"])
    }

    func testBinaryAndNonUTF8FilesAreSkippedWithAReason() throws {
        let dir = try TemporaryDirectory()
        try dir.write("good.swift", "let a = 1\n")
        try dir.write("image.swift", bytes: [0x89, 0x50, 0x4E, 0x47, 0x00, 0x00])
        try dir.write("latin1.swift", bytes: Array("// caf".utf8) + [0xE9, 0x0A])
        let (result, counts) = try lintJSON(["."], in: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(counts["files"], 1)
        XCTAssertEqual(result.stderrLines, [
            "rxlint: error: image.swift: binary file (contains NUL bytes), skipped",
            "rxlint: error: latin1.swift: not valid UTF-8 (first bad byte at offset 6), skipped",
        ])
    }

    func testOddButValidFilesAreLinted() throws {
        let dir = try TemporaryDirectory()
        try dir.write("empty.swift", "")
        try dir.write("unterminated_string.swift", "let s = \"never closed\nlet t = \"\"\"\nstill open")
        try dir.write("unterminated_comment.swift", "let a = 1\n/* open /* nested */ still open")
        try dir.write("bom_crlf.swift", "\u{FEFF}let a = 1\r\nlet b = 2\r\n")
        // A leak at the bottom of 100,000 parentheses, then 100,000 braces never closed: the
        // analysis runs through both and finds the leak.
        try dir.write("deep_nesting.swift", """
            import RxSwift

            final class Deep {
                let disposeBag = DisposeBag()
                let relay = PublishSubject<Int>()
                var count = 0

                func start() {
                    \(String(repeating: "(", count: 100_000))relay.subscribe(onNext: { _ in self.count += 1 }).disposed(by: disposeBag)\(String(repeating: ")", count: 100_000))
                }
            }
            func f() \(String(repeating: "{", count: 100_000))

            """)
        let (result, counts) = try lintJSON(["."], in: dir)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(counts["files"], 5)
        XCTAssertEqual(result.stderr, "")
        XCTAssertEqual(try findings(result), ["deep_nesting.swift:9:100040 strong_self_capture error leak"])
    }

    /// Each finding of a JSON report as `file:line:column rule severity verdict`.
    private func findings(_ result: CLIResult) throws -> [String] {
        (try jsonReport(result.stdout)["findings"] as? [[String: Any]] ?? []).map {
            "\($0["file"] ?? ""):\($0["line"] ?? 0):\($0["column"] ?? 0) \($0["rule"] ?? "") \($0["severity"] ?? "") \($0["verdict"] ?? "")"
        }
    }

    func testFiftyMegabyteFile() throws {
        // One view model of 50 MB: blocks of 999 stored properties and a method whose
        // subscription is discarded (a leak each), so the analysis runs to the end of it.
        let dir = try TemporaryDirectory()
        let property = "    let value\(String(repeating: "x", count: 40)) = [1, 2, 3].map { $0 * 2 } // padding\n"
        let header = "import RxSwift\n\nfinal class Big {\n    let relay = PublishSubject<Int>()\n"
        var text = header
        var expected: [String] = []
        var line = header.filter { $0 == "\n" }.count
        var block = 0
        while text.utf8.count <= 50 * 1024 * 1024 {
            text += String(repeating: property, count: 999)
            line += 999
            text += "    func f\(block)() {\n        _ = relay.map { $0 }.subscribe(onNext: { print($0) })\n    }\n"
            expected.append("Big.swift:\(line + 2):30 discarded_subscription error leak")
            line += 3
            block += 1
        }
        text += "}\n"
        try dir.write("Big.swift", text)
        let (result, counts) = try lintJSON(["Big.swift"], in: dir)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertEqual(counts["files"], 1)
        let found = try findings(result)
        XCTAssertEqual(found.count, expected.count, "one finding per block")
        if let difference = TextDifference.of(expected: expected.joined(separator: "\n"), actual: found.joined(separator: "\n")) {
            XCTFail("the findings (+) are not one discarded subscription per block (-):\n\(difference)")
        }
    }

    func testFIFOAndDanglingSymlinkAreUnreadableWithoutHanging() throws {
        let dir = try TemporaryDirectory()
        try dir.write("good.swift", "let a = 1\n")
        XCTAssertEqual(mkfifo(dir.path + "/pipe.swift", 0o644), 0)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/gone.swift", withDestinationPath: "deleted.swift")
        let (result, counts) = try lintJSON(["."], in: dir)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(counts["files"], 1)
        XCTAssertEqual(result.stderrLines, ["rxlint: error: gone.swift: cannot read: broken symbolic link",
                                            "rxlint: error: pipe.swift: cannot read: not a regular file"])
        let named = try CLI.run(["pipe.swift"], in: dir.path, timeout: 30)
        XCTAssertEqual(named.status, 2)
        XCTAssertEqual(named.stderrLines.first, "rxlint: error: pipe.swift: cannot read: not a regular file")
    }

    func testPermissionDenied() throws {
        let dir = try TemporaryDirectory()
        try dir.write("good.swift", "let a = 1\n")
        try dir.write("locked/inner.swift", "let b = 1\n")
        try dir.write("secret.swift", "let c = 1\n")
        XCTAssertEqual(chmod(dir.path + "/locked", 0o000), 0)
        XCTAssertEqual(chmod(dir.path + "/secret.swift", 0o000), 0)
        let result: CLIResult
        if geteuid() == 0 {
            // Root reads through permission bits (CI runs as root): run rxlint as an
            // unprivileged user instead, from a copy of the binary that user may execute.
            try TestPrerequisites.require("setpriv")
            let setpriv = "/usr/bin/setpriv"
            let tools = try TemporaryDirectory()
            let copy = tools.path + "/rxlint"
            try FileManager.default.copyItem(atPath: CLI.binary, toPath: copy)
            XCTAssertEqual(chmod(copy, 0o755), 0)
            result = try CLI.run(["--reuid=65534", "--regid=65534", "--clear-groups", copy, "--format", "json", "."],
                                 in: dir.path, executable: setpriv)
        } else {
            result = try CLI.run(["--format", "json", "."], in: dir.path)
        }
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 1)
        XCTAssertEqual(result.stderrLines, ["rxlint: error: locked: cannot read: permission denied",
                                            "rxlint: error: secret.swift: cannot read: permission denied"])
    }

    func testSymlinkLoopTerminates() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a/A.swift", "let a = 1\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/a/loop", withDestinationPath: "..")
        let (result, counts) = try lintJSON(["."], in: dir)
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(counts["files"], 1)
    }

    func testStandardInput() throws {
        let dir = try TemporaryDirectory()
        let result = try CLI.run(["--stdin", "--stdin-path", "Sources/Buffer.swift", "--format", "json"], in: dir.path,
                                 stdin: Data(Samples.clean.utf8))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 1)
        let binary = try CLI.run(["--stdin", "--stdin-path", "Buffer.swift"], in: dir.path, stdin: Data([0x61, 0x00]))
        XCTAssertEqual(binary.status, 2)
        XCTAssertEqual(binary.stderrLines.first, "rxlint: error: Buffer.swift: binary file (contains NUL bytes), skipped")
        let unnamed = try CLI.run(["--stdin"], in: dir.path, stdin: Data([0xFF]))
        XCTAssertEqual(unnamed.stderrLines.first, "rxlint: error: <stdin>: not valid UTF-8 (first bad byte at offset 0), skipped")
    }

    func testAStreamPastTheSizeLimitIsRejectedWithoutReadingItAll() throws {
        // An endless stream: reading must stop one byte past the limit, not run out of memory.
        let dir = try TemporaryDirectory()
        let result = try CLI.run(["-c", "exec \"$0\" --stdin < /dev/zero", CLI.binary], in: dir.path, executable: "/bin/sh")
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderrLines.first, "rxlint: error: <stdin>: input goes on past the 536870912-byte limit; reading stopped there, skipped")
    }

    func testControlCharactersInPathsAreEscapedInLineFormats() throws {
        let dir = try TemporaryDirectory()
        try dir.write("line\nTicker.swift", Samples.leaking)
        for format in ["text", "xcode"] {
            let result = try CLI.run(["--format", format, "."], in: dir.path)
            XCTAssertEqual(result.status, 1, result.stderr)
            // One line per finding, naming the file with its newline written as `\n`.
            let first = result.stdout.split(separator: "\n").first.map(String.init) ?? ""
            XCTAssertTrue(first.contains("line\\nTicker.swift:") && first.contains(": error: "), "\(format): \(first)")
            XCTAssertFalse(result.stdout.split(separator: "\n").contains { $0.hasPrefix("Ticker.swift") }, format)
        }
        // Machine formats keep the real name, escaped by their own syntax.
        let json = try CLI.run(["--format", "json", "."], in: dir.path)
        XCTAssertTrue(json.stdout.contains("line\\nTicker.swift"), json.stdout)
    }

    func testOutputIsIdenticalForAnyNumberOfJobs() throws {
        let dir = try TemporaryDirectory()
        for i in 0..<40 {
            try dir.write("M\(i % 4)/File\(i).swift", i % 3 == 0 ? Samples.leaking : (i % 3 == 1 ? Samples.discarded : Samples.clean))
        }
        let one = try CLI.run(["--format", "json", "--jobs", "1"], in: dir.path)
        let four = try CLI.run(["--format", "json", "--jobs", "4"], in: dir.path)
        XCTAssertEqual(one.stdout, four.stdout)
        XCTAssertEqual(one.status, four.status)
        XCTAssertEqual(summary(try jsonReport(one.stdout))["files"], 40)
    }
}
