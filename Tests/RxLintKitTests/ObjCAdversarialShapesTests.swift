import XCTest
@testable import RxLintKit

/// The Objective-C path on inputs shaped to find work that grows faster than the file: many
/// view models in one file whose fixes include one that fails (the proof of fixes once parsed
/// the whole file again for each edit tried), one method of many observed subscriptions with
/// disposals and terminations (once read again per site), macros whose parentheses a comment
/// unbalances (once read to the end of the file each). Work is the steps `ObjCWork` counts:
/// the bytes handed to libclang and scanned, the nodes read, and apart the iterations of the
/// per-site walks; compared at n and 10n, a count, not a time. Verdicts are compared at both
/// sizes.
final class ObjCAdversarialShapesTests: XCTestCase {
    private struct Run {
        var steps: Int
        var walks: Int
        var parses: Int
        var findings: [String: Int]
        var fixes: Int
    }

    private func analyse(_ text: String) throws -> Run {
        guard case .loaded = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail("libclang is needed for the Objective-C tests: \(reason)") }
            throw XCTSkip("unreachable after the failure above")
        }
        var options = ObjCOptions()
        options.isolation = .inProcess
        let work = ObjCWork()
        let outcome = ObjCAnalyzer.analyzeHere(SourceFile(path: "/virtual/Shape.m", text: text), options: options, work: work)
        XCTAssertNil(outcome.problem)
        var findings: [String: Int] = [:]
        let diagnostics = RuleRegistry.diagnostics(ofSites: outcome.sites)
        for d in diagnostics { findings[d.rule, default: 0] += 1 }
        return Run(steps: work.steps, walks: work.walks, parses: work.parses, findings: findings,
                   fixes: Set(diagnostics.compactMap { d -> FixEdit? in if case .prepared(let e)? = d.fixKind { return e } else { return nil } }).count)
    }

    /// Steps at 10n at most 12 times those at n, and so the walks' alone; findings ten times
    /// as many.
    @discardableResult
    private func assertLinear(_ name: String, n: Int, _ make: (Int) -> String,
                              file: StaticString = #filePath, line: UInt = #line) throws -> (small: Run, large: Run) {
        let small = try analyse(make(n))
        let large = try analyse(make(10 * n))
        let ratio = Double(large.steps) / Double(max(1, small.steps))
        XCTAssertLessThanOrEqual(ratio, 12, "\(name): \(small.steps) steps at n=\(n), \(large.steps) at 10n", file: file, line: line)
        let walkRatio = Double(large.walks) / Double(max(1, small.walks))
        XCTAssertGreaterThan(small.walks, 0, "\(name): no walk counted", file: file, line: line)
        XCTAssertLessThanOrEqual(walkRatio, 12, "\(name): \(small.walks) walk steps at n=\(n), \(large.walks) at 10n", file: file, line: line)
        XCTAssertFalse(small.findings.isEmpty, "\(name): no finding at n", file: file, line: line)
        XCTAssertEqual(large.findings, small.findings.mapValues { $0 * 10 }, "\(name): findings at 10n", file: file, line: line)
        return (small, large)
    }

    private static let header = """
        #import <ReactiveObjC/ReactiveObjC.h>

        """

    /// A view model with one strong-self subscription the fixer can fix, and (`failing`) a
    /// method where the fix cannot be proven: a second `@weakify(self)` before one already in
    /// its scope does not compile.
    private func viewModel(_ k: Int, failing: Bool) -> String {
        var text = """
            @interface VM\(k) : NSObject
            @property (nonatomic, strong) RACSubject *updates\(k);
            @property (nonatomic, copy) NSString *title\(k);
            @end
            @implementation VM\(k)
            - (void)bind\(k) {
                [self.updates\(k) subscribeNext:^(id x) {
                    self.title\(k) = [x description];
                }];
            }

            """
        if failing {
            text += """
                - (void)rebind\(k) {
                    [self.updates\(k) subscribeNext:^(id x) { self.title\(k) = x; }];
                    @weakify(self);
                    [self.updates\(k) subscribeNext:^(id x) { @strongify(self); self.title\(k) = x; }];
                }

                """
        }
        return text + "@end\n"
    }

    func testManyViewModelsWithAWeakSelfDeclaredLateAreLinear() throws {
        let runs = try assertLinear("view models, a weak self declared after a leak", n: 6) { n in
            Self.header + (0..<n).map { viewModel($0, failing: true) }.joined()
        }
        // Every bind method's edit is kept; no rebind method gets one (a second `@weakify(self)`
        // in its scope would not compile), so one proof suffices at any size.
        XCTAssertEqual([runs.small.parses, runs.large.parses], [2, 2])
        XCTAssertEqual(runs.small.fixes, 6)
        XCTAssertEqual(runs.large.fixes, 60)
    }

    /// The proof of `n` view models whose `bind` method has two edits: the fixer's, and one
    /// that does not compile; the steps and parses it took, and the edits it kept.
    private func proveFailingPairs(_ n: Int) throws -> (steps: Int, parses: Int, kept: Int) {
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail("libclang is needed for the Objective-C tests: \(reason)") }
            throw XCTSkip("unreachable after the failure above")
        }
        var text = Self.header
        for k in 0..<n {
            text += """
                @interface VM\(k) : NSObject
                @property (nonatomic, strong) RACSubject *s\(k);
                @property (nonatomic) int n\(k);
                @end
                @implementation VM\(k)
                - (void)bind\(k) {
                    [self.s\(k) subscribeNext:^(id x) { self.n\(k) = 1; }];
                    [self.s\(k) subscribeNext:^(id x) { self.n\(k) = 2; }];
                }
                @end

                """
        }
        let bytes = Array(text.utf8)
        let path = "/virtual/Pairs.m"
        let work = ObjCWork()
        let parser = ClangParser(library: library, arguments: ObjCAnalyzer.arguments(for: path, options: ObjCOptions()).0,
                                 virtualFiles: ObjCAnalyzer.virtualFiles, work: work)
        guard case .success(let parsed) = parser.parse(path: path, bytes: bytes) else {
            XCTFail("the parse failed")
            return (0, 0, 0)
        }
        let extractor = ObjCSiteExtractor(syntax: parsed.syntax, bytes: bytes, work: work)
        let sites = extractor.sites()
        let flagged = ObjCFixCheck.flagged(sites)
        var candidates = ObjCFixCheck.candidates(sites, flagged: flagged, extractor: extractor)
        XCTAssertEqual(candidates.count, 2 * n, "both sites of each bind method fixable")
        // The second site of each method gets an edit of its own that does not compile.
        for k in stride(from: 1, to: sites.count, by: 2) {
            let at = Int(sites[k].statementStart)
            candidates[k] = FixEdit(description: "broken", replacements: [TextReplacement(start: at, end: at, text: "@@@ ")])
        }
        let check = ObjCFixCheck(parser: parser, path: path, original: bytes, syntax: parsed.syntax)
        let kept = check.proven(candidates, sites: sites, flagged: flagged)
        XCTAssertTrue(kept.values.allSatisfy { $0.description != "broken" })
        return (work.steps, work.parses, Set(kept.values).count)
    }

    /// Many view models of which one in five has an edit: the proof leaves the others'
    /// implementations out, each found among the file's method bodies by a binary search
    /// (a scan of every body per implementation once grew with the square of the file).
    func testManyViewModelsFewWithAnEditAreLinear() throws {
        func quiet(_ k: Int) -> String {
            "@interface Quiet\(k) : NSObject\n@property (nonatomic, copy) NSString *name;\n@end\n"
                + "@implementation Quiet\(k)\n- (NSString *)a { return self.name; }\n- (NSString *)b { return [self.name uppercaseString]; }\n@end\n"
        }
        let runs = try assertLinear("view models, one in five with an edit", n: 10) { n in
            Self.header + (0..<n).map { k in viewModel(k, failing: false) + (0..<4).map { q in quiet(4 * k + q) }.joined() }.joined()
        }
        XCTAssertEqual([runs.small.fixes, runs.large.fixes], [10, 100])
    }

    func testEditsThatFailTogetherAreTriedAloneInAFewParsesWhateverTheSize() throws {
        let small = try proveFailingPairs(5)
        let large = try proveFailingPairs(50)
        // Each method: its two edits together (fail), each alone (the fixer's passes).
        XCTAssertEqual([small.kept, large.kept], [5, 50])
        // The first parse, the proof of all, then one parse per edit tried alone.
        XCTAssertEqual([small.parses, large.parses], [4, 4])
        XCTAssertLessThanOrEqual(Double(large.steps) / Double(small.steps), 12, "\(small.steps) steps at n=5, \(large.steps) at 10n")
    }

    func testARunThatPrintsNoEditParsesEachFileOnce() throws {
        // What a run asks for: a text report needs no edit, JSON and SARIF do.
        let dir = try TemporaryDirectory()
        try dir.write("VM.m", Self.header + (0..<3).map { viewModel($0, failing: false) }.joined())
        func fixKinds(preparing: Bool) throws -> [Bool] {
            var request = LintRequest(input: .paths(["VM.m"]), jobs: 1, currentDirectory: dir.path)
            request.preparesEdits = preparing
            return try LintRun.run(request).findings.filter { $0.rule == "strong_self_capture" }.map { $0.edit != nil }
        }
        XCTAssertEqual(try fixKinds(preparing: true), [true, true, true])
        XCTAssertEqual(try fixKinds(preparing: false), [false, false, false])
        // And the one parse it then costs.
        var options = ObjCOptions()
        options.isolation = .inProcess
        options.preparesFixes = false
        let work = ObjCWork()
        _ = ObjCAnalyzer.analyzeHere(SourceFile(path: "/virtual/VM.m", text: Self.header + viewModel(0, failing: false)), options: options, work: work)
        XCTAssertEqual(work.parses, 1)
    }

    func testManyViewModelsWhoseFixesPassCostOneProof() throws {
        let runs = try assertLinear("view models, every fix passing", n: 6) { n in
            Self.header + (0..<n).map { viewModel($0, failing: false) }.joined()
        }
        XCTAssertEqual([runs.small.parses, runs.large.parses], [2, 2])
        XCTAssertEqual([runs.small.fixes, runs.large.fixes], [6, 60])
    }

    func testTheProofReadsTheMethodsThatDecideOtherVerdicts() throws {
        // `-stop` disposes the first subscription, so it is no cycle; the second is, and its
        // edit is proven on a text where `-other`'s body is blanked but `-stop`'s is not (blanked,
        // the first would look like a cycle again and fail the proof).
        let text = Self.header + """
            @interface P : NSObject
            @property (nonatomic, strong) RACSubject *s;
            @property (nonatomic, strong) RACDisposable *d;
            @property (nonatomic) int n;
            @end
            @implementation P
            - (void)start {
                self.d = [self.s subscribeNext:^(id x) { self.n = 1; }];
                [self.s subscribeNext:^(id x) { self.n = 2; }];
            }
            - (void)other {
                self.n = 3;
            }
            - (void)stop {
                [self.d dispose];
            }
            @end

            """
        let run = try analyse(text)
        XCTAssertEqual(run.findings["strong_self_capture"], 1)
        XCTAssertEqual(run.fixes, 1)
        XCTAssertEqual(run.parses, 2)
    }

    func testOneMethodOfManyObservedSubscriptionsIsLinear() throws {
        // Each subscription stored in its own property, which a stop method disposes, on a
        // subject a finish method terminates; an observed property in every block.
        try assertLinear("one method of observed subscriptions", n: 12) { n in
            var text = Self.header + "@interface Big : NSObject\n"
            for k in 0..<n {
                text += "@property (nonatomic, strong) RACSubject *s\(k);\n@property (nonatomic, strong) RACDisposable *d\(k);\n@property (nonatomic) int v\(k);\n"
            }
            text += "@end\n@implementation Big\n- (void)start {\n"
            for k in 0..<n {
                text += "    self.d\(k) = [[self.s\(k) combineLatestWith:RACObserve(self, v\(k))] subscribeNext:^(id x) { self.v\(k) = 1; }];\n"
                text += "    [self.s\(k) subscribeNext:^(id x) { [RACObserve(self, v\(k)) subscribeNext:^(id y) {}]; }];\n"
            }
            text += "}\n- (void)stop {\n"
            for k in 0..<n { text += "    [self.d\(k) dispose];\n" }
            text += "}\n- (void)finish {\n"
            for k in 0..<n { text += "    [self.s\(k) sendCompleted];\n" }
            return text + "}\n@end\n"
        }
    }

    func testMacrosWhoseParenthesesACommentUnbalancesAreLinear() throws {
        // The scan counts parentheses in the raw text: `RAC(self, /* ( */ vK)` never closes for
        // it, so each macro's end is the end of the file.
        try assertLinear("unclosed macro parentheses", n: 20) { n in
            var text = Self.header + "@interface M : NSObject\n@property (nonatomic, strong) RACSubject *s;\n"
            for k in 0..<n { text += "@property (nonatomic, copy) NSString *v\(k);\n" }
            text += "@end\n@implementation M\n- (void)m {\n"
            for k in 0..<n {
                text += "    RAC(self, /* ( */ v\(k)) = [self.s map:^id(id x) { return self.v\(k); }];\n"
            }
            return text + "}\n@end\n"
        }
    }

    /// One block kept in a local, used by every subscriber of a method: it is walked once, not
    /// once per subscriber, and its use of self is reported once.
    func testOneLocalBlockUsedByManySubscribersIsLinear() throws {
        func make(_ n: Int) -> String {
            var text = Self.header + """
                @interface Theme : NSObject
                @property (nonatomic, copy) NSString *name;
                @end
                @implementation Theme
                - (void)restyle {}
                - (void)bind {
                    void (^apply)(void) = ^{
                        [self restyle];
                    };
                    @weakify(self);

                """
            for k in 0..<n {
                text += "    [RACObserve(self, name) subscribeNext:^(id x\(k)) { @strongify(self); if (self) apply(); }];\n"
            }
            return text + "}\n@end\n"
        }
        let small = try analyse(make(20)), large = try analyse(make(200))
        XCTAssertLessThanOrEqual(Double(large.steps) / Double(max(1, small.steps)), 12, "\(small.steps) steps at n, \(large.steps) at 10n")
        XCTAssertLessThanOrEqual(Double(large.walks) / Double(max(1, small.walks)), 12, "\(small.walks) walk steps at n, \(large.walks) at 10n")
        XCTAssertEqual(small.findings, ["strong_self_capture": 1])
        XCTAssertEqual(large.findings, ["strong_self_capture": 1])
    }
}
