import Foundation
import TestSupport
import XCTest

/// Tests of permission-denied paths. Root with its usual capabilities (CAP_DAC_OVERRIDE,
/// CAP_DAC_READ_SEARCH) reads through permission bits, and CI runs as root: such a test then
/// checks what root sees, and runs itself once more in a process whose root has lost those two
/// capabilities, where the bits bind and the denial is real.
enum PermissionBits {
    /// The variable that marks the process started without the capabilities.
    private static let boundVariable = "RXLINT_TEST_PERMISSION_BITS_BOUND"

    /// Whether this process reads a file whose mode is 000.
    static let areBypassed: Bool = {
        let path = NSTemporaryDirectory() + "rxlint-mode-000-" + UUID().uuidString
        _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        defer { unlink(path) }
        chmod(path, 0)
        let fd = open(path, O_RDONLY)
        if fd >= 0 { close(fd) }
        return fd >= 0
    }()

    /// Runs the test `name` (`Module.Class/method`) of this test binary again without the
    /// capabilities that bypass permission bits, and fails unless it ran and passed.
    static func rerunBound(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        guard ProcessInfo.processInfo.environment[boundVariable] == nil else {
            return XCTFail("permission bits are still bypassed without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH", file: file, line: line)
        }
        try TestPrerequisites.require("setpriv")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        let capabilities = "-dac_override,-dac_read_search"
        let testBinary = try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        process.arguments = ["setpriv", "--inh-caps=\(capabilities)", "--bounding-set=\(capabilities)", testBinary, name]
        process.environment = ProcessInfo.processInfo.environment.merging([boundVariable: "1"]) { _, new in new }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(name) without the capabilities failed:\n\(output)", file: file, line: line)
        XCTAssertTrue(output.contains("Executed 1 test, with 0 failures"), "\(name) without the capabilities did not run:\n\(output)",
                      file: file, line: line)
    }
}
