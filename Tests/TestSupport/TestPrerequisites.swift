import Foundation

/// What the suite needs besides the Swift toolchain (git, python3 and pre-commit, libobjc…) is
/// listed, checked and installed by `scripts/test-prerequisites.sh` alone. A test asks for the
/// ones it uses by name before using them: on a machine without them it fails in one line that
/// names each missing one and says how to get it, instead of failing later in a way that
/// hides why.
public enum TestPrerequisites {
    /// The repository this file belongs to.
    public static let repositoryRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url = url.deletingLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) { return url.path }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    public static let script = repositoryRoot + "/scripts/test-prerequisites.sh"

    /// A missing prerequisite, as the test that needed it reports it (its description is the
    /// script's line for each one missing).
    public struct Missing: Error, CustomStringConvertible {
        public let description: String
        public init(description: String) { self.description = description }
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var answers: [[String]: String?] = [:]

    /// Nil when every prerequisite named is present; otherwise the script's lines for the
    /// missing ones, joined into one. A name the list does not know is a problem too.
    public static func problem(_ names: [String]) -> String? {
        lock.lock()
        defer { lock.unlock() }
        if let known = answers[names] { return known }
        let answer: String?
        let (status, output) = runScript(["--check"] + names)
        switch status {
        case 0: answer = nil
        case 1: answer = output.split(separator: "\n").joined(separator: "; ")
        default: answer = "scripts/test-prerequisites.sh --check \(names.joined(separator: " ")) failed (status \(status)): \(output)"
        }
        answers[names] = answer
        return answer
    }

    /// Throws `Missing` unless every prerequisite named is present.
    public static func require(_ names: String...) throws {
        if let problem = problem(names) { throw Missing(description: problem) }
    }

    /// The command a PyPI prerequisite installs, once it is known to be present.
    public static func command(_ name: String) throws -> String {
        try require(name)
        let (status, output) = runScript(["--path", name])
        guard status == 0 else { throw Missing(description: "scripts/test-prerequisites.sh --path \(name): \(output)") }
        return output.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Runs the script; its status and its standard output and error together.
    public static func runScript(_ arguments: [String]) -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [script] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        do { try process.run() } catch { return (127, "cannot run \(script): \(error)") }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
