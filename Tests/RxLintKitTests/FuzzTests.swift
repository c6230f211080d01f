import Foundation
import XCTest
import RxLintKit

/// Mutation fuzzing over real-looking Swift: the agreement scenarios and the rules' examples,
/// cut, spliced, flipped and nested the ways that found crashes and blow-ups before. Each
/// round lints a small project of mutated files and checks what every run must hold: no crash
/// (a crash ends the test process), every finding inside its file with a sane range, the
/// JSON and SARIF reports valid JSON, and the same output for 1 and 2 workers.
///
/// Deterministic: round r of seed s is always the same input. CI runs a bounded number of
/// rounds; `RXLINT_FUZZ_ROUNDS=N` (and `RXLINT_FUZZ_SEED=S`) runs as many as asked:
///
///     RXLINT_FUZZ_ROUNDS=20000 swift test --filter FuzzTests
final class FuzzTests: XCTestCase {
    private static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ModelAgreementTests")

    /// The corpus: every scenario file, and every example of `rules/*.md`.
    private func corpus() throws -> [[UInt8]] {
        var texts: [[UInt8]] = []
        let scenarios = Self.testsDirectory.appendingPathComponent("Scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path).sorted() where name.hasSuffix(".swift") {
            texts.append(try [UInt8](Data(contentsOf: scenarios.appendingPathComponent(name))))
        }
        return texts + (try ruleExamples(fence: "```swift"))
    }


    /// The Objective-C examples of `rules/*.md`, for the Objective-C path.
    private func objcCorpus() throws -> [[UInt8]] {
        try ruleExamples(fence: "```objc")
    }

    /// The bodies of the fenced blocks of `rules/*.md` that open with `fence`, markers removed.
    private func ruleExamples(fence: String) throws -> [[UInt8]] {
        var texts: [[UInt8]] = []
        let rules = Self.testsDirectory.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("rules")
        for name in try FileManager.default.contentsOfDirectory(atPath: rules.path).sorted() where name.hasSuffix(".md") {
            let text = try String(contentsOf: rules.appendingPathComponent(name), encoding: .utf8)
            for block in text.components(separatedBy: fence).dropFirst() {
                guard let body = block.split(separator: "\n", maxSplits: 1).last, let end = body.range(of: "```") else { continue }
                texts.append(Array(body[..<end.lowerBound].replacingOccurrences(of: "↓", with: "").utf8))
            }
        }
        return texts
    }

    /// Fragments that stress libclang's error recovery and the walk of what it keeps.
    private static let objcFragments: [String] = [
        "{", "}", "(", ")", "[", "]", "^", "^(id x) {", "@weakify(self);", "@strongify(self);", "__weak typeof(self) weakSelf = self;",
        "[self.updates subscribeNext:^(id x) { self.name = x; }];", "RACObserve(self, name)", "RAC(self, name) = ", "#import \"Missing.h\"\n",
        "#define X(", "@end\n", "@implementation Z\n", "@interface Y : NSObject\n", "_count", "self->", "/*", "*/", "\"", "'", "\\\n",
        "// rxlint:disable:next strong_self_capture\n", "takeUntil:self.rac_willDeallocSignal]", "#if 0\n", "#endif\n", "\u{1F600}",
    ]

    /// Whole shapes that must not exhaust the machine, put in intact at a line start after the
    /// mutations: includes of devices (read as empty), macros that double at each of 30 levels
    /// (stopped by the worker's memory budget), a macro whose parentheses a comment unbalances.
    private static let objcHostileShapes: [String] = {
        var doubling = "#define RXF0 x += 1;\n"
        for k in 1...30 { doubling += "#define RXF\(k) RXF\(k - 1) RXF\(k - 1)\n" }
        doubling += "static void rxFuzzDoubling(void) { int x = 0; RXF30 }\n"
        return ["#include \"/dev/zero\"\n", "#include \"/dev/urandom\"\n", "#include \"/dev/stdin\"\n", doubling,
                "static void rxFuzzMacro(id s) { RAC(s, /* ( */ name) = nil; }\n"]
    }()

    func testMutatedObjectiveC() throws {
        let environment = ProcessInfo.processInfo.environment
        let rounds = Int(environment["RXLINT_FUZZ_OBJC_ROUNDS"] ?? "") ?? 60
        let seed = UInt64(environment["RXLINT_FUZZ_SEED"] ?? "") ?? 20261125
        let texts = try objcCorpus()
        XCTAssertGreaterThan(texts.count, 30)
        // In workers, within a small budget, as rxlint runs them: a hostile shape ends there.
        var options = AnalysisOptions()
        options.objc.isolation = .workers(executable: try RxlintBinary.path())
        options.objc.budget = ObjCBudget(seconds: 2, megabytes: 600)
        var hostile = 0
        var rng = SplitMix64(seed: seed)
        for round in 0..<rounds {
            var files: [SourceFile] = []
            for k in 0..<(1 + rng.below(3)) {
                var bytes = texts[rng.below(texts.count)]
                for _ in 0..<(1 + rng.below(4)) {
                    let at = rng.below(bytes.count + 1)
                    switch rng.below(5) {
                    case 0:
                        let length = min(bytes.count - at, 1 + rng.below(64))
                        if length > 0 { bytes.removeSubrange(at..<(at + length)) }
                    case 1:
                        bytes.insert(contentsOf: Array(Self.objcFragments[rng.below(Self.objcFragments.count)].utf8), at: at)
                    case 2:
                        let other = texts[rng.below(texts.count)]
                        let from = rng.below(other.count + 1)
                        bytes.insert(contentsOf: other[from..<(from + min(other.count - from, rng.below(400)))], at: at)
                    case 3:
                        let opener = ["{", "(", "[", "^{ ", "[self.s subscribeNext:^(id x) { "][rng.below(5)]
                        bytes.insert(contentsOf: Array(String(repeating: opener, count: 1 + rng.below(400)).utf8), at: at)
                    default:
                        if at < bytes.count { bytes.removeSubrange(at...) }
                    }
                }
                if rng.below(12) == 0 {
                    var at = rng.below(bytes.count + 1)
                    while at < bytes.count, at > 0, bytes[at - 1] != 0x0A { at += 1 }
                    bytes.insert(contentsOf: Array(Self.objcHostileShapes[rng.below(Self.objcHostileShapes.count)].utf8), at: at)
                    hostile += 1
                }
                files.append(SourceFile(path: "/fuzz/M\(k)/File\(k).m", bytes: bytes))
            }
            try check(files, round: round, seed: seed, options: options)
        }
        if rounds >= 60 { XCTAssertGreaterThan(hostile, 4, "hostile shapes tried") }
    }

    /// Fragments that stress the lexer, the structure pass and the capture analysis.
    private static let fragments: [String] = [
        "{", "}", "(", ")", "[", "]", "\"", "\"\"\"", "#\"", "\\(", "/*", "*/", "//", "#if DEBUG\n", "#else\n", "#endif\n",
        "[weak self] in ", "[unowned self] _ in ", "guard let self else { return }\n", "self.", "`self`", "$0.", ".subscribe(onNext: { _ in ",
        ".disposed(by: disposeBag)", ".subscribe { ", "_ = ", "let d = ", "DisposeBag()", "// rxlint:disable:next strong_self_capture\n",
        "// rxlint:disable all\n", "/* rxlint:disable:this x */", "<", ">", "->", "?", "!", "@escaping ", "\u{1F600}", "é", "\r\n", "\t",
        "Observable<Int>.interval(.seconds(1), scheduler: MainScheduler.instance)", ".map { $0 }", ".flatMap { x in ",
    ]

    private func mutate(_ input: [UInt8], _ rng: inout SplitMix64, corpus: [[UInt8]]) -> [UInt8] {
        var bytes = input
        for _ in 0..<(1 + rng.below(4)) {
            let at = rng.below(bytes.count + 1)
            switch rng.below(8) {
            case 0: // delete a range
                let length = min(bytes.count - at, 1 + rng.below(64))
                if length > 0 { bytes.removeSubrange(at..<(at + length)) }
            case 1: // insert a fragment
                bytes.insert(contentsOf: Array(Self.fragments[rng.below(Self.fragments.count)].utf8), at: at)
            case 2: // duplicate a range in place
                let length = min(bytes.count - at, 1 + rng.below(200))
                if length > 0 { bytes.insert(contentsOf: Array(bytes[at..<(at + length)]), at: at) }
            case 3: // splice in part of another file
                let other = corpus[rng.below(corpus.count)]
                let from = rng.below(other.count + 1)
                let length = min(other.count - from, rng.below(400))
                bytes.insert(contentsOf: other[from..<(from + length)], at: at)
            case 4: // flip a byte (may make invalid UTF-8 or a NUL: the file is then rejected)
                if at < bytes.count { bytes[at] ^= UInt8(truncatingIfNeeded: 1 << rng.below(8)) }
            case 5: // nest: the same opener many times
                let opener = ["{", "(", "[", ".subscribe { [weak self] _ in ", "\"\\(", "#if A\n"][rng.below(6)]
                bytes.insert(contentsOf: Array(String(repeating: opener, count: 1 + rng.below(300)).utf8), at: at)
            case 6: // a long chain
                bytes.insert(contentsOf: Array((".map { $0 }" + String(repeating: "\n.filter { _ in true }", count: rng.below(500))).utf8), at: at)
            default: // truncate
                if at < bytes.count { bytes.removeSubrange(at...) }
            }
        }
        return bytes
    }

    /// What every run must hold for a project of `files`.
    private func check(_ files: [SourceFile], round: Int, seed: UInt64, options: AnalysisOptions = AnalysisOptions()) throws {
        let valid = files.filter { SourceValidation.validate(path: $0.path, bytes: $0.bytes) == nil }
        let one = Engine.lint(valid, options: options, jobs: 1)
        let two = Engine.lint(valid, options: options, jobs: 2)
        let label = "seed \(seed) round \(round)"
        // Which budget a file goes past first (time or memory) depends on the machine's load;
        // that it goes past one does not.
        func budgetAgnostic(_ findings: [Finding]) -> [Finding] {
            findings.map { f in
                var f = f
                if f.rule == "analysis_limit", f.message.contains("(objc_time_limit)") || f.message.contains("(objc_memory_limit)") {
                    f.message = "past its budget"
                }
                return f
            }
        }
        XCTAssertEqual(budgetAgnostic(one.findings), budgetAgnostic(two.findings), "\(label): output differs with the number of workers")
        let lineCounts = Dictionary(one.files.map { ($0.path, $0.lineCount) }, uniquingKeysWith: { a, _ in a })
        for f in one.findings {
            let lines = max(1, lineCounts[f.file] ?? 0)
            XCTAssertTrue(f.line >= 1 && f.line <= lines && f.column >= 1, "\(label): \(f.file):\(f.line):\(f.column) outside the file")
            XCTAssertTrue(f.statementLine <= f.line && f.line <= f.endLine && f.endLine <= lines, "\(label): bad range \(f.statementLine)…\(f.endLine) around \(f.line)")
            XCTAssertFalse(f.message.contains("\n"), "\(label): multi-line message")
        }
        let context = ReportContext(filesLinted: valid.count, currentDirectory: "/fuzz")
        for reporter in [JSONReporter.self, SARIFReporter.self] as [Reporter.Type] {
            let report = reporter.generateReport(one.findings, context: context)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(report.utf8)), "\(label): \(reporter) is not valid JSON")
        }
    }

    func testMutatedRealLookingSwift() throws {
        let environment = ProcessInfo.processInfo.environment
        let rounds = Int(environment["RXLINT_FUZZ_ROUNDS"] ?? "") ?? 150
        let seed = UInt64(environment["RXLINT_FUZZ_SEED"] ?? "") ?? 20261124
        let texts = try corpus()
        XCTAssertGreaterThan(texts.count, 200)
        var rng = SplitMix64(seed: seed)
        let start = Date()
        var bytesLinted = 0
        for round in 0..<rounds {
            // A small project: a few mutated files, sometimes sharing names across folders.
            var files: [SourceFile] = []
            for k in 0..<(1 + rng.below(4)) {
                let mutated = mutate(texts[rng.below(texts.count)], &rng, corpus: texts)
                bytesLinted += mutated.count
                files.append(SourceFile(path: "M\(k % 2)/File\(rng.below(3)).swift", bytes: mutated))
            }
            // One path per file: two mutants under the same name stand for one file.
            var seen = Set<String>()
            files = files.filter { seen.insert($0.path).inserted }
            try check(files, round: round, seed: seed)
        }
        let seconds = Date().timeIntervalSince(start)
        print("fuzz: \(rounds) rounds, seed \(seed), \(bytesLinted / 1024) KiB linted twice, \(String(format: "%.1f", seconds)) s")
    }
}

extension SplitMix64 {
    /// A number in `0..<n` (0 when `n` is 0 or 1).
    mutating func below(_ n: Int) -> Int { n <= 1 ? 0 : Int(next() % UInt64(n)) }
}
