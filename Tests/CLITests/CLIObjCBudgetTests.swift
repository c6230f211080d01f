import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// Objective-C input that must not exhaust the machine, through the command line: a file past
/// its budget gets one `analysis_limit` line and the run goes on, with nothing of libclang's
/// dumps on standard error; an include of a device is one error line; a damaged cached
/// precompiled stub is rebuilt. Budgets are set small in `.lintrc`.
final class CLIObjCBudgetTests: XCTestCase {
    private static let leak = "#import <ReactiveObjC/ReactiveObjC.h>\n" + SharedFixtures.objcSubjectLeakBody

    func testAFilePastItsBudgetGetsOneLineAndTheRunGoesOn() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "objc_time_limit: 30\nobjc_memory_limit: 600\n")
        try dir.write("Exp.m", SharedFixtures.objcExponentialMacros)
        try dir.write("Leak.m", Self.leak)
        let result = try CLI.run(["Exp.m", "Leak.m"], in: dir.path)
        XCTAssertEqual(result.status, 1, result.stderr)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.filter { $0.hasPrefix("Exp.m:") }, [
            "Exp.m:1:1: warning: Too complex to analyse (the Objective-C analysis needed more than its 600 MB of memory (objc_memory_limit): not analysed): findings for this file may be incomplete. [analysis_limit]",
        ])
        XCTAssertTrue(lines.contains { $0.hasPrefix("Leak.m:8:") && $0.hasSuffix("[strong_self_capture]") }, result.stdout)
        // Only the summary: libclang's own report of the failure stays in the worker.
        XCTAssertEqual(result.stderrLines, ["rxlint: 1 error, 1 warning, 0 notes in 2 files"])
    }

    func testTheTimeBudgetComesFromTheConfiguration() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "objc_time_limit: 1\n")
        XCTAssertEqual(mkfifo(dir.path + "/pipe.h", 0o600), 0)
        try dir.write("Wait.m", "#define PIPE \"pipe.h\"\n#include PIPE\n" + Self.leak)
        let result = try CLI.run(["--format", "json", "Wait.m"], in: dir.path, timeout: 60)
        XCTAssertEqual(result.status, 0, result.stderr)
        let findings = try XCTUnwrap((try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])?["findings"] as? [[String: Any]])
        XCTAssertEqual(findings.map { $0["rule"] as? String }, ["analysis_limit"])
        XCTAssertEqual(findings.first?["message"] as? String,
                       "Too complex to analyse (the Objective-C analysis took more than its 1 s (objc_time_limit): not analysed): findings for this file may be incomplete.")
    }

    func testABudgetTooSmallToStartIsAConfigurationError() throws {
        let dir = try TemporaryDirectory()
        try dir.write(".lintrc", "objc_memory_limit: 100\n")
        try dir.write("Leak.m", Self.leak)
        let result = try CLI.run(["Leak.m"], in: dir.path)
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.stderrLines.count, 1, result.stderr)
        XCTAssertTrue(result.stderr.contains("'objc_memory_limit' must be at least 512 (MB), got 100"), result.stderr)
    }

    func testAnIncludeOfADeviceIsOneErrorLineAndTheFileIsStillLinted() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Dev.m", "#include \"/dev/zero\"\n#include \"/dev/stdin\"\n" + Self.leak)
        let result = try CLI.run(["Dev.m"], in: dir.path, stdin: Data("never read\n".utf8), timeout: 60)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderrLines, [
            "rxlint: error: Dev.m: #include \"/dev/zero\" (line 1) is a character device, not a regular file: read as empty; "
                + "#include \"/dev/stdin\" (line 2) is a character device, not a regular file: read as empty",
            "rxlint: 1 error, 0 warnings, 0 notes in 1 file",
        ])
        XCTAssertTrue(result.stdout.contains("Dev.m:10:"), result.stdout)
    }

    /// A `.pch` a build wrote (binary: clang's start with `CPCH`) is no prefix header: parsed
    /// as one, its garbage swallowed every file below it, silently. The text prefix header
    /// above is used instead (it defines what the file's `#if` needs).
    func testABuildsPrecompiledHeaderIsNotTakenForAPrefixHeader() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Prefix.pch", "#define LEAKY 1\n")
        try dir.write("App/Built.pch", "CPCH\u{0}\u{1}\u{8}{ struct garbage {\n")
        try dir.write("App/Leak.m", "#import <ReactiveObjC/ReactiveObjC.h>\n#if LEAKY\n" + SharedFixtures.objcSubjectLeakBody + "#endif\n")
        let result = try CLI.run(["."], in: dir.path)
        XCTAssertEqual(result.status, 1, result.stderr)
        XCTAssertTrue(result.stdout.contains("App/Leak.m:9:"), result.stdout)
        XCTAssertEqual(result.stderrLines, ["rxlint: 1 error, 0 warnings, 0 notes in 1 file"])
        XCTAssertTrue(ObjCAnalyzer.isPrefixHeaderText(ArraySlice("#import <UIKit/UIKit.h>\n".utf8)))
        XCTAssertFalse(ObjCAnalyzer.isPrefixHeaderText(ArraySlice("CPCH".utf8)))
        XCTAssertFalse(ObjCAnalyzer.isPrefixHeaderText(ArraySlice([0x23, 0x00, 0x41])))
    }

    func testADamagedCachedStubIsRebuilt() throws {
        let dir = try TemporaryDirectory()
        let cache = try TemporaryDirectory()
        try dir.write("Leak.m", Self.leak)
        let environment = ["TMPDIR": cache.path + "/"]
        let first = try CLI.run(["Leak.m"], in: dir.path, environment: environment)
        XCTAssertEqual(first.status, 1, first.stderr)
        let folder = cache.path + "/rxlint-\(getuid())"
        let stubs = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".pch") }
        XCTAssertEqual(stubs.count, 1, "one precompiled stub cached in \(folder)")
        let stub = folder + "/" + (stubs.first ?? "")
        // Every 4096th byte flipped: the checksum beside it no longer matches.
        var bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: stub)))
        for k in stride(from: 1000, to: bytes.count, by: 4096) { bytes[k] ^= 0xFF }
        try Data(bytes).write(to: URL(fileURLWithPath: stub))
        let second = try CLI.run(["Leak.m"], in: dir.path, environment: environment)
        XCTAssertEqual(second.status, 1, second.stderr)
        XCTAssertEqual(second.stdout, first.stdout)
        XCTAssertEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: stub))).count, bytes.count, "rebuilt in place")
        XCTAssertNotEqual([UInt8](try Data(contentsOf: URL(fileURLWithPath: stub))), bytes, "rebuilt, not kept")
        // Garbage with a checksum that matches it (damage the check cannot see): libclang
        // refuses it, the file is parsed with the text stub, and the stub is deleted.
        let garbage = [UInt8](repeating: 0x5A, count: 4096)
        try Data(garbage).write(to: URL(fileURLWithPath: stub))
        try Data(try XCTUnwrap(PrecompiledStub.checksum(ofFile: stub)).utf8).write(to: URL(fileURLWithPath: stub + ".sum"))
        let third = try CLI.run(["Leak.m"], in: dir.path, environment: environment)
        XCTAssertEqual(third.status, 1, third.stderr)
        XCTAssertEqual(third.stdout, first.stdout)
        let left = FileManager.default.contents(atPath: stub).map { [UInt8]($0) }
        XCTAssertNotEqual(left, garbage, "the stub libclang refused is not kept")
    }
}
