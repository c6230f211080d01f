import Foundation
import XCTest

/// `rxlint --fix` and the files around its edit: a read-only file is refused (by its mode
/// bits: CI runs as root, for whom every file is writable); a written file keeps its owner,
/// group, mode, hard links and symbolic link; a file reached under two names is linted and
/// written once; the diff names files as git does; a name that is not UTF-8 is linted.
final class CLIFixFilesTests: XCTestCase {
    private let leaking = Samples.leaking

    private func status(_ path: String) throws -> [FileAttributeKey: Any] {
        try FileManager.default.attributesOfItem(atPath: path)
    }

    private func inode(_ path: String) throws -> Int {
        try XCTUnwrap((try status(path)[.systemFileNumber] as? NSNumber)?.intValue)
    }

    /// Writes `bytes` to the file whose path is `path`'s bytes (which need not be UTF-8).
    private func writeRaw(_ path: [UInt8], _ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws {
        let fd = (path + [0]).withUnsafeBufferPointer { p in
            p.baseAddress!.withMemoryRebound(to: CChar.self, capacity: p.count) { open($0, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
        }
        XCTAssertGreaterThanOrEqual(fd, 0, "cannot create \(String(decoding: path, as: UTF8.self))", file: file, line: line)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        XCTAssertEqual(written, bytes.count, file: file, line: line)
        close(fd)
    }

    func testAReadOnlyFileOrFolderIsRefusedWithOneLine() throws {
        let dir = try TemporaryDirectory()
        try dir.write("ReadOnly.swift", leaking)
        try dir.write("Writable.swift", leaking)
        try dir.write("Locked/Inside.swift", leaking)
        XCTAssertEqual(chmod(dir.path + "/ReadOnly.swift", 0o444), 0)
        XCTAssertEqual(chmod(dir.path + "/Locked", 0o555), 0)
        let result = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(result.status, 2, result.stdout + result.stderr)
        XCTAssertEqual(result.stderrLines.filter { $0.hasPrefix("rxlint: error:") }, [
            "rxlint: error: Locked/Inside.swift: its folder is read-only; not fixed",
            "rxlint: error: ReadOnly.swift: the file is read-only; not fixed",
        ])
        XCTAssertEqual(try dir.read("ReadOnly.swift"), leaking)
        XCTAssertEqual(try dir.read("Locked/Inside.swift"), leaking)
        XCTAssertNotEqual(try dir.read("Writable.swift"), leaking, "the rest of the run still fixes")
        XCTAssertEqual((try status(dir.path + "/ReadOnly.swift")[.posixPermissions] as? NSNumber)?.intValue, 0o444)
    }

    /// Run as root (as CI runs), a fixed file keeps its owner and group: an atomic rename
    /// would give it root's.
    func testAFixedFileKeepsItsOwnerGroupAndMode() throws {
        guard geteuid() == 0 else {
            return XCTFail("this test gives a file another owner, which needs root (CI runs as root): run it as root")
        }
        let dir = try TemporaryDirectory()
        let path = try dir.write("Owned.swift", leaking)
        XCTAssertEqual(chown(path, 1234, 2345), 0)
        XCTAssertEqual(chmod(path, 0o2664), 0)
        let result = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertNotEqual(try dir.read("Owned.swift"), leaking)
        let after = try status(path)
        XCTAssertEqual((after[.ownerAccountID] as? NSNumber)?.intValue, 1234)
        XCTAssertEqual((after[.groupOwnerAccountID] as? NSNumber)?.intValue, 2345)
        XCTAssertEqual((after[.posixPermissions] as? NSNumber)?.intValue, 0o2664)
    }

    /// A file with a second hard link is written in place: both names see the fix, still one
    /// file. A symbolic link stays a link; the file it points to is fixed, once, even when it
    /// is named too.
    func testHardLinksAndSymbolicLinksAreKept() throws {
        let dir = try TemporaryDirectory()
        let path = try dir.write("Linked.swift", leaking)
        try FileManager.default.createDirectory(atPath: dir.path + "/Other", withIntermediateDirectories: true)
        try FileManager.default.linkItem(atPath: path, toPath: dir.path + "/Other/Hard.swift.txt")
        let target = try dir.write("Real/Target.swift", leaking)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Soft.swift", withDestinationPath: "Real/Target.swift")
        let before = try inode(path)
        let result = try CLI.run(["--fix", "Linked.swift", "Soft.swift", "Real/Target.swift"], in: dir.path)
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        XCTAssertEqual(result.stderrLines.filter { $0.hasPrefix("rxlint: fixed") }.count, 2, result.stderr)
        let fixed = try dir.read("Linked.swift")
        XCTAssertNotEqual(fixed, leaking)
        XCTAssertEqual(try inode(path), before, "the same file")
        XCTAssertEqual(try dir.read("Other/Hard.swift.txt"), fixed, "the other link sees the fix")
        XCTAssertEqual((try status(path)[.referenceCount] as? NSNumber)?.intValue, 2)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: dir.path + "/Soft.swift"), "Real/Target.swift", "still a link")
        XCTAssertEqual(try String(contentsOfFile: target, encoding: .utf8), fixed, "the target is fixed")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: dir.path + "/Real"), ["Target.swift"], "no temporary file left")
    }

    /// A file and a link to it, in the folder linted: one file, one finding.
    func testAFileAndALinkToItAreLintedOnce() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/Ticker.swift", leaking)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Sources/Alias.swift", withDestinationPath: "Ticker.swift")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Mirror", withDestinationPath: "Sources")
        let result = try CLI.run(["--format", "json", ".", "Mirror", "Sources/Alias.swift"], in: dir.path)
        let report = try jsonReport(result.stdout)
        XCTAssertEqual((report["findings"] as? [[String: Any]])?.count, 1, result.stdout)
        XCTAssertEqual(summary(report)["files"], 1)
    }

    /// The names `patch -p1` and `git apply` must read back: a space (git adds a tab after
    /// the name), a tab, a newline, quotes, a backslash, an escape, UTF-8, Latin-1.
    func testDiffNamesAreWrittenAsGitWritesThemAndTheDiffApplies() throws {
        let names: [[UInt8]] = [
            "a b.swift", "a\tb.swift", "a\"b.swift", "a\\b.swift", "é.swift", "a\nb.swift", " lead.swift", "trail .swift",
            "x\u{1B}.swift", "q's.swift", "dollar$.swift", "star*.swift", "semi;.swift", "plain.swift",
        ].map { Array($0.utf8) } + [Array("caf".utf8) + [0xE9] + Array(".swift".utf8)]
        let dir = try TemporaryDirectory()
        let original = dir.path + "/original", copy = dir.path + "/copy"
        try FileManager.default.createDirectory(atPath: original, withIntermediateDirectories: true)
        // No final newline: the diff says so.
        let text = Array(leaking.dropLast().utf8)
        for name in names { try writeRaw(Array(original.utf8) + [UInt8(ascii: "/")] + name, text) }
        XCTAssertEqual(try CLI.shell("cp -R original copy && git -C original init -q && git -C original add -A && "
                                     + "git -C original -c user.name=t -c user.email=t@t commit -qm original", in: dir.path).status, 0)
        let diff = try CLI.run(["--fix", "--diff", "."], in: original)
        XCTAssertEqual(diff.status, 0, diff.stderr)
        XCTAssertEqual(diff.stdout.components(separatedBy: "\n--- ").count, names.count, diff.stdout)
        try dir.write("fix.diff", diff.stdout)
        // git apply takes it, and patch applies it.
        let check = try CLI.run(["-c", "git apply --check ../fix.diff"], in: original, executable: "/bin/sh")
        XCTAssertEqual(check.status, 0, "git apply --check: " + check.stderr)
        let patch = try CLI.run(["-c", "patch -p1 < ../fix.diff"], in: copy, executable: "/bin/sh")
        XCTAssertNotEqual(patch.status, 127, "GNU patch is needed for this test (apt-get install patch)")
        XCTAssertEqual(patch.status, 0, "patch -p1: " + patch.stdout + patch.stderr)
        // Every file of the copy now holds the fix: nothing left to report.
        let after = try CLI.run(["--format", "json", "."], in: copy)
        XCTAssertEqual(summary(try jsonReport(after.stdout))["files"], names.count)
        XCTAssertEqual(after.status, 0, after.stdout)
        // The headers are git's own for the same change.
        let applied = try CLI.run(["-c", "git apply ../fix.diff && git -c core.quotepath=true diff"], in: original, executable: "/bin/sh")
        XCTAssertEqual(applied.status, 0, applied.stderr)
        let headers: (String) -> [String] = { $0.components(separatedBy: "\n").filter { $0.hasPrefix("--- ") || $0.hasPrefix("+++ ") }.sorted() }
        XCTAssertEqual(headers(diff.stdout), headers(applied.stdout))
    }

    /// A file name that is not UTF-8 (Latin-1 `café`) is found by the walk, can be named, is
    /// reported with the byte escaped, and is fixed.
    func testAFileNameThatIsNotUTF8IsLintedAndReportedEscaped() throws {
        let dir = try TemporaryDirectory()
        try writeRaw(Array(dir.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".swift".utf8), Array(leaking.utf8))
        let walked = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(walked.status, 1, walked.stderr)
        XCTAssertTrue(walked.stdout.hasPrefix("caf\\xE9.swift:8:"), walked.stdout)
        // Named on the command line (the raw bytes, through the shell).
        let named = try CLI.run(["-c", "\"$RXLINT\" \"$(printf 'caf\\351.swift')\""], in: dir.path, environment: ["RXLINT": CLI.binary], executable: "/bin/sh")
        XCTAssertEqual(named.status, 1, named.stderr)
        XCTAssertTrue(named.stdout.hasPrefix("caf\\xE9.swift:8:"), named.stdout)
        let fixed = try CLI.run(["--fix", "."], in: dir.path)
        XCTAssertEqual(fixed.status, 0, fixed.stderr)
        XCTAssertTrue(fixed.stderr.contains("fixed 1 finding in caf\\xE9.swift"), fixed.stderr)
        XCTAssertEqual(try CLI.run(["."], in: dir.path).status, 0)
    }
}
