import Foundation
import XCTest
@testable import RxLintKit

/// Objective-C's fixes proven on the rule's examples and the Objective-C agreement scenarios:
/// the fixed text has no strong_self_capture left where one was fixed, keeps every token but
/// the renamed `self`s, and a second fix changes nothing. Then the choices: which spelling,
/// which names, and where no edit is offered.
final class ObjCFixProofTests: XCTestCase {
    private func lint(_ code: String, path: String) -> [Finding] {
        let source = SourceFile(path: path, text: code)
        let configuration = Configuration(rootDirectory: "/")
        return LintRun.attachEdits(LintRun.lint([source], configuration: configuration, jobs: 1), sources: [source])
    }

    /// The text with every edit of its findings applied.
    private func fixed(_ code: String, path: String = "/virtual/Example.m") -> String {
        let edits = lint(code, path: path).compactMap(\.edit)
        return String(decoding: FixApplier.apply(edits, to: Array(code.utf8)), as: UTF8.self)
    }

    private func corpus() throws -> [(name: String, path: String, code: String)] {
        var result: [(String, String, String)] = []
        for doc in try ProjectPaths.ruleDocuments().map({ try RuleDoc(path: $0) }) {
            for example in doc.examples where example.kind == .triggering && example.language == "objc" {
                result.append(("\(doc.path.lastPathComponent):\(example.docLine)", "/virtual/Example.m", example.code))
            }
        }
        let scenarios = ProjectPaths.root.appendingPathComponent("Tests/ObjCAgreementTests/Scenarios")
        for name in try FileManager.default.contentsOfDirectory(atPath: scenarios.path).sorted() where name.hasSuffix(".m") {
            let url = scenarios.appendingPathComponent(name)
            result.append((name, url.path, try String(contentsOf: url, encoding: .utf8)))
        }
        return result
    }


    func testEveryFixRemovesItsFindingAndOnlyAddsTokens() throws {
        var proven = 0
        for (name, path, code) in try corpus() {
            let findings = lint(code, path: path)
            let withEdits = findings.filter { $0.edit != nil }
            guard !withEdits.isEmpty else { continue }
            XCTAssertEqual(withEdits.filter { $0.rule != "strong_self_capture" }.map { "\($0.line):\($0.column) \($0.rule)" }, [],
                           "\(name): edits for other rules")
            let edits = withEdits.compactMap(\.edit)
            let old = Array(code.utf8)
            let new = FixApplier.apply(edits, to: old)
            let newText = String(decoding: new, as: UTF8.self)
            let after = lint(newText, path: path)
            XCTAssertEqual(after.filter { $0.rule == "strong_self_capture" }.count,
                           findings.filter { $0.rule == "strong_self_capture" }.count - withEdits.count,
                           "\(name): strong_self_capture still reported after the fix:\n\(newText)")
            // The same tokens apart from what was inserted, and the `self`s renamed.
            let replacements = edits.flatMap(\.replacements)
            let inserted = FixProof.insertedRanges(replacements)
            let removed = replacements.filter { $0.end > $0.start }
            for r in removed {
                XCTAssertEqual(String(decoding: old[r.start..<r.end], as: UTF8.self), "self", "\(name): removed more than a `self`")
            }
            XCTAssertEqual(FixProof.tokenTexts(new, skipping: inserted), FixProof.tokenTexts(old, skipping: removed.map { $0.start..<$0.end }),
                           "\(name): the fix changed more than the text it inserted")
            XCTAssertEqual(after.filter { $0.edit != nil }.count, 0, "\(name): a second --fix would change it again")
            proven += withEdits.count
        }
        XCTAssertGreaterThanOrEqual(proven, 20, "Objective-C fixes proven")
    }

    func testTheFileSpellingIsKept() throws {
        let weakify = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface A : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic) int n;
        @end
        @implementation A
        - (void)a {
            @weakify(self);
            [[RACSignal empty] subscribeCompleted:^{ @strongify(self); self.n = 0; }];
        }
        - (void)b {
        \t[self.s subscribeNext:^(id x) { self.n = 1; }];
        }
        @end

        """
        let fixedWeakify = fixed(weakify)
        XCTAssertTrue(fixedWeakify.contains("- (void)b {\n\t@weakify(self);\n\t[self.s subscribeNext:^(id x) { @strongify(self); if (!self) return; self.n = 1; }];"), fixedWeakify)

        // The file's own names and `typeof` spelling, and a declaration in scope reused.
        let named = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface B : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic) int n;
        @end
        @implementation B {
            int _count;
        }
        - (void)b {
            __weak __typeof(self) wself = self;
            [self.s subscribeError:^(NSError *e) {
                __strong __typeof(wself) sself = wself;
                sself.n = 2;
            }];
            [self.s subscribeNext:^(id x) {
                _count = self.n;
            }];
        }
        @end

        """
        let fixedNamed = fixed(named)
        XCTAssertTrue(fixedNamed.contains("""
            [self.s subscribeNext:^(id x) {
                __strong __typeof(self) sself = wself;
                if (!sself) return;
                sself->_count = sself.n;
            }];
        """), fixedNamed)
        XCTAssertEqual(fixedNamed.components(separatedBy: "__weak").count, 2, "the declaration in scope is reused")
    }

    func testABlockThatAlreadyHasItsStrongSelfKeepsIt() throws {
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface E : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic) int n;
        @property (nonatomic) int m;
        @end
        @implementation E
        - (void)e {
            __weak typeof(self) weakSelf = self;
            [self.s subscribeNext:^(id x) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                strongSelf.n = 1;
                self.m = 2;
            }];
        }
        @end

        """
        let text = fixed(code)
        XCTAssertTrue(text.contains("""
                __strong typeof(weakSelf) strongSelf = weakSelf;
                if (!strongSelf) return;
                strongSelf.n = 1;
                strongSelf.m = 2;
        """), text)
        XCTAssertEqual(text.components(separatedBy: "__weak").count, 2, "no second weak declaration")
    }

    func testASubscriptionInsideABlockIsFixedThere() throws {
        // The weak self is made from the strong self the enclosing block uses, and the inner
        // block's strong self takes its name.
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface H : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic) int n;
        @end
        @implementation H
        - (void)h {
            [[RACSignal return:@1] subscribeNext:^(id x) {
                H *me = self;
                [me.s subscribeNext:^(id y) {
                    me.n = 1;
                }];
            }];
        }
        @end

        """
        let text = fixed(code)
        XCTAssertTrue(text.contains("""
                H *me = self;
                __weak typeof(self) weakSelf = me;
                [me.s subscribeNext:^(id y) {
                    __strong typeof(self) me = weakSelf;
                    if (!me) return;
                    me.n = 1;
        """), text)
    }

    func testACommandBlockReturnsAnEmptySignalWhenSelfIsGone() throws {
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface K : NSObject
        @property (nonatomic, strong) RACCommand *load;
        @end
        @implementation K {
            RACSignal *_source;
        }
        - (instancetype)init {
            self = [super init];
            _load = [[RACCommand alloc] initWithSignalBlock:^RACSignal *(id input) {
                return _source;
            }];
            return self;
        }
        @end

        """
        let text = fixed(code)
        XCTAssertTrue(text.contains("""
                __strong typeof(self) strongSelf = weakSelf;
                if (!strongSelf) return [RACSignal empty];
                return strongSelf->_source;
        """), text)
    }

    func testSitesOfOneBodyShareOneDeclarationAndCRLFIsKept() throws {
        let code = [
            "#import <ReactiveObjC/ReactiveObjC.h>",
            "@interface C : NSObject",
            "@property (nonatomic, strong) RACSubject *s;",
            "@property (nonatomic, strong) RACSubject *t;",
            "@property (nonatomic) int n;",
            "@end",
            "@implementation C",
            "- (void)c {",
            "    [self.s subscribeNext:^(id x) {",
            "        self.n = 1;",
            "    }];",
            "    [self.t doNext:^(id x) {",
            "        self.n = 2;",
            "    }];",
            "}",
            "@end",
            "",
        ].joined(separator: "\r\n")
        let findings = lint(code, path: "/virtual/C.m")
        XCTAssertEqual(findings.filter { $0.rule == "strong_self_capture" }.count, 1, "doNext: alone does not subscribe")
        let text = fixed(code, path: "/virtual/C.m")
        XCTAssertTrue(text.contains("    __weak typeof(self) weakSelf = self;\r\n    [self.s subscribeNext:^(id x) {\r\n        __strong typeof(self) strongSelf = weakSelf;\r\n        if (!strongSelf) return;\r\n        strongSelf.n = 1;\r\n"), text)
        XCTAssertFalse(text.replacingOccurrences(of: "\r\n", with: "").contains("\n"), "a bare LF in a CRLF file")

        let two = code.replacingOccurrences(of: "[self.t doNext:^(id x) {\r\n        self.n = 2;\r\n    }];",
                                            with: "[self.t subscribeError:^(NSError *e) {\r\n        self.n = 2;\r\n    }];")
        let both = lint(two, path: "/virtual/C.m").filter { $0.rule == "strong_self_capture" }
        XCTAssertEqual(both.count, 2)
        XCTAssertEqual(both.compactMap(\.edit).filter { !$0.replacements.isEmpty }.count, 1, "one edit for the body")
        XCTAssertEqual(both.compactMap(\.edit).last?.description, "Fixed by the edit of the finding on line \(both[0].line)")
        XCTAssertEqual(fixed(two, path: "/virtual/C.m").components(separatedBy: "__weak").count, 2, "one weak declaration")
    }

    func testTheDeclarationGoesBeforeTheFirstEditedBlock() throws {
        // The map block is in the local the subscription reads: the weak self comes before it.
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface F : UIViewController
        @property (nonatomic, strong) UITextField *nameField;
        @property (nonatomic) BOOL valid;
        - (BOOL)isValid:(NSString *)text;
        @end
        @implementation F
        - (void)viewDidLoad {
            RACSignal *valid = [self.nameField.rac_textSignal map:^id(NSString *text) {
                return @([self isValid:text]);
            }];
            [valid subscribeNext:^(NSNumber *value) {
                self.valid = value.boolValue;
            }];
        }
        @end

        """
        let text = fixed(code)
        XCTAssertTrue(text.contains("""
        - (void)viewDidLoad {
            __weak typeof(self) weakSelf = self;
            RACSignal *valid = [self.nameField.rac_textSignal map:^id(NSString *text) {
                __strong typeof(self) strongSelf = weakSelf;
                return @([strongSelf isValid:text]);
        """), text)
    }

    func testASiteAfterAnExistingWeakifyUsesIt() throws {
        // The first site would need a second `@weakify(self)` in the scope that has one
        // later: no edit (libclang's parse of the fixed file says so); the second uses it.
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface G : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic, strong) RACSubject *t;
        @property (nonatomic) int n;
        @end
        @implementation G
        - (void)g {
            [self.s subscribeNext:^(id x) { self.n = 1; }];
            @weakify(self);
            [self.t subscribeNext:^(id x) { self.n = 2; }];
        }
        @end

        """
        let findings = lint(code, path: "/virtual/G.m").filter { $0.rule == "strong_self_capture" }
        XCTAssertEqual(findings.count, 2)
        XCTAssertEqual(findings.map { $0.edit != nil }, [false, true])
        XCTAssertTrue(fixed(code).contains("    [self.t subscribeNext:^(id x) { @strongify(self); if (!self) return; self.n = 2; }];"))
    }

    func testSuperfluousDirectivesAreRemoved() throws {
        let code = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface S : NSObject
        @property (nonatomic) int n;
        @end
        @implementation S
        - (void)s {
            // rxlint:disable:next strong_self_capture
            [[RACSignal return:@1] subscribeNext:^(id x) { self.n = 1; }];
            self.n = 2; /* rxlint:disable:this discarded_subscription */
            NSString *path = @"http://example.com"; // rxlint:disable:this strong_self_capture
        }
        @end

        """
        XCTAssertEqual(fixed(code), code
            .replacingOccurrences(of: "    // rxlint:disable:next strong_self_capture\n", with: "")
            .replacingOccurrences(of: " /* rxlint:disable:this discarded_subscription */", with: "")
            .replacingOccurrences(of: " // rxlint:disable:this strong_self_capture", with: ""))
    }

    func testNoEditWhereItIsNotCertain() throws {
        func edits(_ body: String, ivars: String = "") -> Int {
            let code = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface D : NSObject
            @property (nonatomic, strong) RACSubject *s;
            @property (nonatomic) int n;
            @end
            @interface DBase : NSObject
            - (void)reset;
            @end
            @implementation D {
                int _count;
            }
            - (void)d:(int)mode {
            \(body)
            }
            @end

            """
            let findings = lint(code, path: "/virtual/D.m")
            XCTAssertFalse(findings.filter { $0.rule == "strong_self_capture" }.isEmpty, "no finding for:\n\(body)")
            return findings.filter { $0.edit != nil }.count
        }
        // Fixable, for contrast.
        XCTAssertEqual(edits("    [self.s subscribeNext:^(id x) { self.n = 1; }];"), 1)
        // `super` reads self too.
        XCTAssertEqual(edits("    [self.s subscribeNext:^(id x) { [super description]; self.n = 1; }];"), 0)
        // RACObserve's observer is the method's self in the weakSelf spelling.
        XCTAssertEqual(edits("    [self.s subscribeNext:^(id x) { [RACObserve(self, n) subscribeNext:^(id v) {}]; }];"), 0)
        // Not on its own line.
        XCTAssertEqual(edits("    self.n = 0; [self.s subscribeNext:^(id x) { self.n = 1; }];"), 0)
        // A case of a switch: a jump past a weak variable does not compile.
        XCTAssertEqual(edits("    switch (mode) {\n    case 1:\n        [self.s subscribeNext:^(id x) { self.n = 1; }];\n        break;\n    }"), 0)
        // Two strong selves of enclosing blocks.
        XCTAssertEqual(edits("    [[RACSignal return:@1] subscribeNext:^(id x) {\n        D *a = self;\n        [[RACSignal return:@2] subscribeNext:^(id y) {\n            D *b = a;\n            [self.s subscribeNext:^(id z) { a.n = 1; b.n = 2; }];\n        }];\n    }];"), 0)
        // A block returning a value that reads an instance variable.
        XCTAssertEqual(edits("    [[self.s map:^id(id x) { return @(_count); }] subscribeNext:^(id x) {}];"), 0)
        // The block already has a local of the strong name.
        XCTAssertEqual(edits("    [self.s subscribeNext:^(id x) { id strongSelf = x; self.n = 1; }];"), 0)
    }

    /// Whether the proof accepts, for the first flagged site of `code`, an edit that removes
    /// no capture (a comment before its statement): it must not, whatever the methods the
    /// proof's parse leaves out. Also the fixer's own edit, which it must accept.
    private func proofAccepts(_ code: String) throws -> (inertEdit: Bool, fixersEdit: Bool) {
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail("libclang is needed for the Objective-C tests: \(reason)") }
            throw XCTSkip("unreachable after the failure above")
        }
        let path = "/virtual/Proof.m"
        let bytes = Array(code.utf8)
        let parser = ClangParser(library: library, arguments: ObjCAnalyzer.arguments(for: path, options: ObjCOptions()).0,
                                 virtualFiles: ObjCAnalyzer.virtualFiles)
        guard case .success(let parsed) = parser.parse(path: path, bytes: bytes) else {
            XCTFail("the parse failed")
            throw XCTSkip("unreachable after the failure above")
        }
        let extractor = ObjCSiteExtractor(syntax: parsed.syntax, bytes: bytes)
        let sites = extractor.sites()
        let flagged = ObjCFixCheck.flagged(sites)
        guard let k = flagged.firstIndex(where: { $0 > 0 }) else {
            XCTFail("no strong_self_capture in:\n\(code)")
            throw XCTSkip("unreachable after the failure above")
        }
        let check = ObjCFixCheck(parser: parser, path: path, original: bytes, syntax: parsed.syntax)
        let start = Int(sites[k].statementStart)
        let inert = FixEdit(description: "a comment", replacements: [TextReplacement(start: start, end: start, text: "/* nothing */ ")])
        let fixers = ObjCFixCheck.candidates(sites, flagged: flagged, extractor: extractor)
        XCTAssertNotNil(fixers[k], "the fixer offers no edit for:\n\(code)")
        return (check.proven([k: inert], sites: sites, flagged: flagged)[k] != nil,
                fixers[k].map { check.proven([k: $0], sites: sites, flagged: flagged)[k] != nil } ?? false)
    }

    func testTheProofSeesWhatDecidesAnEditedSite() throws {
        // Self's view model through a getter over an instance variable, in a method of its own.
        let getter = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface VM : NSObject
            @property (nonatomic, strong) RACSubject *updates;
            @end
            @interface Screen : NSObject {
                VM *_baseVM;
            }
            @property (nonatomic) int n;
            @end
            @implementation Screen
            - (VM *)baseVM {
                return _baseVM;
            }

            - (void)bind {
                [[self baseVM].updates subscribeNext:^(id x) {
                    self.n = 1;
                }];
            }
            @end

            """
        // A store a class method makes once with `dispatch_once`, observed with self the observer.
        let once = """
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Store : NSObject
            @property (nonatomic, copy) NSString *token;
            + (instancetype)current;
            @end
            @implementation Store
            + (instancetype)current {
                static Store *store;
                static dispatch_once_t once;
                dispatch_once(&once, ^{ store = [Store new]; });
                return store;
            }
            @end
            @interface Session : NSObject
            @property (nonatomic, copy) NSString *token;
            @end
            @implementation Session
            - (void)bind {
                [RACObserve([Store current], token) subscribeNext:^(id x) {
                    self.token = x;
                }];
            }
            @end

            """
        // A field of the class extension that only another method assigns (else it is nil).
        let assigned = """
            #import <UIKit/UIKit.h>
            #import <ReactiveObjC/ReactiveObjC.h>
            @interface Search : UIViewController
            @property (nonatomic, copy) NSString *query;
            @end
            @interface Search ()
            @property (nonatomic, strong) UITextField *field;
            @end
            @implementation Search
            - (void)loadView {
                [super loadView];
                self.field = [UITextField new];
            }

            - (void)bind {
                [self.field.rac_textSignal subscribeNext:^(NSString *text) {
                    self.query = text;
                }];
            }
            @end

            """
        for (name, code) in [("getter", getter), ("dispatch_once", once), ("assigned elsewhere", assigned)] {
            let accepts = try proofAccepts(code)
            XCTAssertFalse(accepts.inertEdit, "\(name): the proof passed an edit that leaves the capture (the method that decides the site was left out of its parse)")
            XCTAssertTrue(accepts.fixersEdit, "\(name): the proof refused the fixer's edit")
        }
    }
}
