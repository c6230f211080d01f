import Foundation
import RxLintKit
import TestSupport
import XCTest

/// The Objective-C suite's three-way agreement: each scenario's expectation comments, what it
/// does at run time against the miniature ReactiveObjC of `ObjCModel/` (compiled with ARC and
/// run by `scripts/objc-model.sh`), and what rxlint reports for its source.
final class ObjCAgreementTests: XCTestCase {
    static let root = URL(fileURLWithPath: TestPrerequisites.repositoryRoot)
    /// The scenarios, beside this file: every `.m` in the folder is one, and runs.
    static let scenariosDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Scenarios")

    /// The scenario files, by name.
    private func scenarioNames() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: Self.scenariosDirectory.path)
            .filter { $0.hasSuffix(".m") }.map { String($0.dropLast(2)) }.sorted()
    }

    /// Classes some scenarios use from a file of their own (`#import "Project/…"`), as an app's
    /// view models are: what rxlint learns of them comes from the project index.
    static let projectDirectory = scenariosDirectory.appendingPathComponent("Project")

    /// rxlint's findings for a scenario (or a fixed one) where it is: with the files of
    /// `Project/` as the rest of its project when it imports one, found as the model's build
    /// finds them (`-I Scenarios`).
    static func lint(_ file: SourceFile) throws -> [Finding] {
        guard String(decoding: file.bytes, as: UTF8.self).contains("#import \"Project/") else { return Engine.lint([file], jobs: 1).findings }
        let project = try FileManager.default.contentsOfDirectory(atPath: projectDirectory.path).filter { $0.hasSuffix(".m") }.sorted().map { name in
            let path = projectDirectory.appendingPathComponent(name).path
            return SourceFile(path: path, bytes: Array(try String(contentsOfFile: path, encoding: .utf8).utf8))
        }
        var options = AnalysisOptions()
        options.objc.includePaths = [scenariosDirectory.path]
        return Engine.lint([file], context: project, options: options, jobs: 1).findings
    }

    private func source(_ name: String) throws -> String {
        try String(contentsOf: Self.scenariosDirectory.appendingPathComponent(name + ".m"), encoding: .utf8)
    }

    /// Builds and runs every scenario (and fixed scenario) once per test process; each
    /// `SCENARIO` (`FIXED`) line it prints is one observation, by scenario name.
    static let runs: Result<ModelRun, ModelRunError> = runModel()
    private static var observations: Result<[String: RuntimeObservation], ModelRunError> { runs.map(\.scenarios) }

    struct ModelRun {
        var scenarios: [String: RuntimeObservation] = [:]
        var fixed: [String: RuntimeObservation] = [:]
        /// The fixed scenarios whose owner went with its last outside reference, before any
        /// pending work ran.
        var fixedReleasedAtOnce: Set<String> = []
        /// The `FAIL` lines of the model's own tests.
        var modelTestFailures: [String] = []
        /// The scenarios the runner itself found in disagreement (`agrees=0`).
        var runnerDisagrees: Set<String> = []
        /// The script's status and standard error when it failed.
        var failure: String?
    }

    struct ModelRunError: Error, CustomStringConvertible {
        var description: String
    }

    private static func runModel() -> Result<ModelRun, ModelRunError> {
        if let missing = TestPrerequisites.problem(["clang", "libobjc", "BlocksRuntime"]) {
            return .failure(ModelRunError(description: missing))
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("scripts/objc-model.sh").path, "run"]
        process.currentDirectoryURL = root
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        do { try process.run() } catch { return .failure(ModelRunError(description: "cannot start scripts/objc-model.sh: \(error)")) }
        // Both pipes are drained at once, so a chatty build cannot fill one and stall.
        let errorData = ReadLater()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = err.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let output = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        group.wait()
        let errors = String(decoding: errorData.data, as: UTF8.self)
        process.waitUntilExit()
        var run = ModelRun()
        run.modelTestFailures = output.split(separator: "\n").filter { $0.hasPrefix("FAIL") }.map(String.init)
        for line in output.split(separator: "\n") where line.hasPrefix("SCENARIO ") || line.hasPrefix("FIXED ") {
            let words = line.split(separator: " ")
            guard words.count >= 2 else { continue }
            var fields: [String: String] = [:]
            for word in words.dropFirst(2) {
                let pair = word.split(separator: "=", maxSplits: 1)
                if pair.count == 2 { fields[String(pair[0])] = String(pair[1]) }
            }
            guard let alive = fields["aliveBeforeCompletion"], let gone = fields["ownerDeallocated"],
                  let leaked = fields["leaked"].flatMap({ Int32($0) }) else { continue }
            let received = fields["received"].flatMap { Int($0) }.flatMap { $0 < 0 ? nil : $0 }
            let observation = RuntimeObservation(aliveBeforeCompletion: alive == "1", ownerDeallocated: gone == "1",
                                                 leakedResources: leaked, received: received, silent: fields["silent"] == "1")
            let name = String(words[1])
            if words[0] == "FIXED" {
                run.fixed[name] = observation
                if fields["ownerReleasedAtOnce"] == "1" { run.fixedReleasedAtOnce.insert(name) }
            } else {
                run.scenarios[name] = observation
                if fields["agrees"] == "0" { run.runnerDisagrees.insert(name) }
            }
        }
        // The script fails when a scenario disagrees or a model test fails: the tests below say
        // which, one by one. Without any observation, the build or the run itself failed.
        if process.terminationStatus != 0 {
            let failure = "scripts/objc-model.sh run exited with \(process.terminationStatus):\n\(errors.suffix(3000))\n\(output.suffix(2000))"
            if run.scenarios.isEmpty { return .failure(ModelRunError(description: failure)) }
            run.failure = failure
        }
        return .success(run)
    }

    /// What another thread reads, looked at only after `group.wait()` (which orders the two).
    private final class ReadLater: @unchecked Sendable {
        var data = Data()
    }

    func testEveryScenarioRanAgainstTheModel() throws {
        let names = try scenarioNames()
        XCTAssertGreaterThanOrEqual(names.count, 40, "Objective-C agreement scenarios")
        let observed = try Self.observations.get()
        XCTAssertEqual(Set(observed.keys), Set(names), "scenarios the model run and the folder disagree")
        let run = try Self.runs.get()
        XCTAssertEqual(run.modelTestFailures, [], "the model's own tests (ObjCModel) failed")
        if run.modelTestFailures.isEmpty, run.runnerDisagrees.isEmpty, let failure = run.failure { XCTFail(failure) }
        for name in names {
            XCTAssertTrue(try source(name).contains("@implementation \(name)"), "\(name).m: the scenario class must be named like the file")
        }
    }

    /// (a) What each scenario does under ARC against the model matches its expectations.
    func testRuntimeAgreement() throws {
        let observed = try Self.observations.get()
        for name in try scenarioNames() {
            let expectations = Agreement.expectations(in: try source(name))
            guard let expected = Agreement.expectedVerdict(expectations) else {
                XCTFail("\(name).m: unknown verdict in \(expectations)")
                continue
            }
            guard let observation = observed[name] else { continue }
            // Only a subscription that cannot receive may excuse a clean scenario from counting events.
            if observation.silent {
                let text = try source(name)
                XCTAssertTrue(text.contains("never]") || text.contains(" dispose]"), "\(name).m: declared silent without a never signal or a disposal")
                XCTAssertTrue(expectations.isEmpty, "\(name).m: only a clean scenario may be declared silent")
            }
            let problem = Agreement.disagreement(expected: expected, observation: observation)
            if problem == nil, try Self.runs.get().runnerDisagrees.contains(name) {
                XCTFail("ObjC Scenarios/\(name).m: the runner (Harness/main.m) finds a disagreement that Agreement.disagreement does not (\(observation))")
            }
            if let problem {
                XCTFail("ObjC Scenarios/\(name).m (\(expectations.map { "line \($0.line)" }.joined(separator: ", "))): \(problem)")
            }
        }
    }

    /// (b) rxlint reports exactly the expectation comments: same rule, line and verdict.
    func testLintAgreement() throws {
        // Every rule that judges a subscription's lifetime judges Objective-C too (the registry's
        // lint rules; the meta rules judge the linter's own comments and limits).
        let rules = Set(RuleRegistry.descriptions.filter { $0.kind == .lint }.map(\.identifier))
        XCTAssertGreaterThanOrEqual(rules.count, 4, "lint rules in RuleRegistry")
        for name in try scenarioNames() {
            let text = try source(name)
            let expected = Set(Agreement.expectations(in: text))
            for e in expected { XCTAssertTrue(rules.contains(e.rule), "\(name).m:\(e.line): \(e.rule) is not an Objective-C rule") }
            // Linted where it is, so that its `#import "…"`s resolve as in the model's build.
            let path = Self.scenariosDirectory.appendingPathComponent(name + ".m").path
            let result = try Self.lint(SourceFile(path: path, bytes: Array(text.utf8)))
            let reported = Set(result.map { Expectation(rule: $0.rule, line: $0.line, verdict: $0.verdict.rawValue) })
            for missing in expected.subtracting(reported).sorted(by: { $0.line < $1.line }) {
                XCTFail("ObjC Scenarios/\(name).m:\(missing.line): expected `\(missing.rule) \(missing.verdict)`, rxlint reported nothing like it")
            }
            for extra in reported.subtracting(expected).sorted(by: { $0.line < $1.line }) {
                XCTFail("ObjC Scenarios/\(name).m:\(extra.line): rxlint reported `\(extra.rule) \(extra.verdict)`, not in the expectations")
            }
        }
    }
}
