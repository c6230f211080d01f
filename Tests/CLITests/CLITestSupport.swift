import Foundation
import XCTest

/// The output of one run of the built binary.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stderrLines: [String] { stderr.split(separator: "\n").map(String.init) }
}

/// Runs the `rxlint` binary that `swift test` built next to the test bundle.
enum CLI {
    private final class Marker {}

    static let binary: String = {
        if let explicit = ProcessInfo.processInfo.environment["RXLINT_BINARY"] { return explicit }
        let bundle = Bundle(for: Marker.self).bundleURL
        // Linux: the bundle URL is the build directory; macOS: the .xctest bundle inside it.
        for directory in [bundle, bundle.deletingLastPathComponent(), Bundle.main.bundleURL] {
            let candidate = directory.appendingPathComponent("rxlint").path
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        fatalError("rxlint binary not found next to \(bundle.path); set RXLINT_BINARY")
    }()

    /// Variables that change rxlint's output; tests set them explicitly when they want them.
    private static let scrubbed: Set<String> = ["GITHUB_WORKSPACE", "CI_PROJECT_DIR", "NO_COLOR", "GIT_DIR", "GIT_INDEX_FILE", "GIT_WORK_TREE"]

    /// Runs `rxlint arguments` in `directory`; kills it and fails after `timeout` seconds, so a
    /// hang is a failure rather than a stuck suite.
    static func run(_ arguments: [String], in directory: String, stdin: Data? = nil, environment: [String: String] = [:],
                    executable: String = binary, timeout: TimeInterval = 120,
                    file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var env = ProcessInfo.processInfo.environment.filter { !scrubbed.contains($0.key) }
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe(), input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = stdin == nil ? FileHandle.nullDevice : input
        try process.run()
        if let stdin {
            DispatchQueue.global().async {
                input.fileHandleForWriting.write(stdin)
                try? input.fileHandleForWriting.close()
            }
        }
        let collected = Collected()
        let group = DispatchGroup()
        for (pipe, isOut) in [(out, true), (err, false)] {
            group.enter()
            DispatchQueue.global().async {
                let data = pipe.fileHandleForReading.readDataToEndOfFile()
                collected.set(data, isOut: isOut)
                group.leave()
            }
        }
        if group.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            XCTFail("rxlint \(arguments) did not finish within \(Int(timeout)) s", file: file, line: line)
        }
        group.wait()
        process.waitUntilExit()
        return CLIResult(status: process.terminationStatus, stdout: String(decoding: collected.out, as: UTF8.self),
                         stderr: String(decoding: collected.err, as: UTF8.self))
    }

    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        var out = Data()
        var err = Data()
        func set(_ data: Data, isOut: Bool) {
            lock.lock()
            if isOut { out = data } else { err = data }
            lock.unlock()
        }
    }

    /// Runs a shell command (git, a script) for a test's set-up. A non-zero exit status throws
    /// `ShellFailure`, which names the command, its status and its standard error: a set-up
    /// step that failed stops the test there, rather than surfacing later as a misleading
    /// failure. A command whose failure is what the test checks (a commit the hook must block)
    /// passes `allowingFailure: true` and checks the status itself.
    @discardableResult
    static func shell(_ command: String, in directory: String, environment: [String: String] = [:], timeout: TimeInterval = 120,
                      allowingFailure: Bool = false, file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        let result = try run(["-c", command], in: directory, environment: environment, executable: "/bin/sh", timeout: timeout, file: file, line: line)
        if result.status != 0, !allowingFailure { throw ShellFailure(command: command, directory: directory, result: result) }
        return result
    }
}

/// A set-up command that exited with a non-zero status.
struct ShellFailure: Error, CustomStringConvertible {
    var command: String
    var directory: String
    var result: CLIResult

    var description: String {
        let stderr = result.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        let said = stderr.isEmpty ? "standard output: " + String(result.stdout.suffix(2000)) : "standard error: " + String(stderr.suffix(2000))
        return "`\(command)` exited with status \(result.status) in \(directory); \(said)"
    }
}

/// Sources used across the CLI tests.
enum Samples {
    /// A proven leak: self → disposeBag → subscription → onNext closure → self, on a source
    /// that never completes.
    static let leaking = """
    import RxSwift

    final class Ticker {
        let disposeBag = DisposeBag()

        func start() {
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { _ in self.tick() })
                .disposed(by: disposeBag)
        }

        func tick() {}
    }

    """

    /// A discarded subscription through a Producer operator on a relay: it never ends.
    static let discarded = """
    import RxRelay
    import RxSwift

    final class Printer {
        let relay = PublishRelay<Int>()

        func start() {
            _ = relay.map { $0 }.subscribe(onNext: { print($0) })
        }
    }

    """

    /// The fixed version of `leaking`.
    static let clean = """
    import RxSwift

    final class Ticker {
        let disposeBag = DisposeBag()

        func start() {
            Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)
                .subscribe(onNext: { [weak self] _ in self?.tick() })
                .disposed(by: disposeBag)
        }

        func tick() {}
    }

    """
}

/// A fresh directory, removed when the value goes away.
final class TemporaryDirectory {
    let path: String

    init() throws {
        let base = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("rxlint-cli-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        path = base.resolvingSymlinksInPath().path
    }

    deinit {
        if let enumerator = FileManager.default.enumerator(atPath: path) {
            for case let sub as String in enumerator { chmod(path + "/" + sub, 0o755) }
        }
        try? FileManager.default.removeItem(atPath: path)
    }

    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        try write(relative, bytes: Array(text.utf8))
    }

    @discardableResult
    func write(_ relative: String, bytes: [UInt8]) throws -> String {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: full))
        return full
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: path + "/" + relative, encoding: .utf8)
    }
}

/// Decodes rxlint's JSON report.
func jsonReport(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
    try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "not a JSON object: \(text)", file: file, line: line)
}

func summary(_ report: [String: Any]) -> [String: Int] {
    (report["summary"] as? [String: Int]) ?? [:]
}
