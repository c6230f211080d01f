import TestSupport
import XCTest
@testable import RxLintKit

/// The Objective-C front end: libclang found and loaded, the flattened tree, the facts the
/// extraction reads from it, and the compilation database.
final class ObjCFrontEndTests: XCTestCase {
    /// libclang is part of every Swift toolchain: the suite runs with one, so it must be found
    /// (a missing library fails here rather than silently skipping every Objective-C test).
    func testLibclangIsFoundBesideTheToolchain() throws {
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail(reason) }
            return
        }
        XCTAssertTrue(library.version.contains("clang version"), library.version)
    }

    func testAMissingLibraryExplainsHowToEnableIt() throws {
        guard case .unavailable(let reason) = LibClang.locate(environment: ["RXLINT_LIBCLANG": "/nonexistent/libclang.so"]) else {
            return XCTFail("a library that does not exist was loaded")
        }
        XCTAssertTrue(reason.hasPrefix("RXLINT_LIBCLANG=/nonexistent/libclang.so cannot be loaded: "), reason)
        // Nothing in any of the usual places (here: one place, empty): say how to get one.
        guard case .unavailable(let searched) = LibClang.locate(environment: [:], candidates: ["/nonexistent/lib/libclang.so"]) else {
            return XCTFail("a library that does not exist was loaded")
        }
        XCTAssertEqual(searched, "Objective-C needs libclang, which was not found: install a Swift toolchain or Xcode (both ship it), "
                       + "or `apt-get install libclang-dev`, or set RXLINT_LIBCLANG to the library's path")
        // Something there that is not a library: named, with the loader's reason, then the same advice.
        let dir = try TemporaryDirectory()
        let notALibrary = try dir.write("libclang.so", "not a shared library\n")
        guard case .unavailable(let tried) = LibClang.locate(environment: [:], candidates: [notALibrary]) else {
            return XCTFail("a text file was loaded as libclang")
        }
        XCTAssertTrue(tried.hasPrefix("Objective-C needs libclang, which was not found (tried \(notALibrary): "), tried)
        XCTAssertTrue(tried.hasSuffix("): install a Swift toolchain or Xcode (both ship it), or `apt-get install libclang-dev`, "
                                      + "or set RXLINT_LIBCLANG to the library's path"), tried)
    }

    private func sites(_ code: String) throws -> [ObjCSite] {
        let library: LibClang
        switch LibClang.shared {
        case .loaded(let loaded): library = loaded
        case .unavailable(let reason): throw TestPrerequisites.Missing(description: reason)
        }
        let path = "/virtual/Example.m"
        let parser = ClangParser(library: library, arguments: ObjCAnalyzer.arguments(for: path, options: ObjCOptions()).0,
                                 virtualFiles: ObjCAnalyzer.virtualFiles)
        switch parser.parse(path: path, bytes: Array(code.utf8)) {
        case .success(let parsed):
            return ObjCSiteExtractor(syntax: parsed.syntax, bytes: Array(code.utf8)).sites()
        case .failure(let failure):
            XCTFail("libclang could not parse the example (\(failure)):\n\(code)")
            return []
        }
    }

    /// The walk reads a location of the file itself as its offset from the file's start; every
    /// other (a macro's, the stub's) is asked of libclang. Both ways give the same tree.
    func testOffsetsReadFromLocationsAreLibclangsOwn() throws {
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { throw TestPrerequisites.Missing(description: reason) }
            return
        }
        let code = Array("""
            #import <ReactiveObjC/ReactiveObjC.h>
            #define OBSERVE_TITLE(x) [RACObserve(x, title) subscribeNext:^(id v) { [x log:v]; }]
            @interface VM : NSObject
            @property (nonatomic, strong) RACSubject *events;
            @property (nonatomic, copy) NSString *title;
            - (void)log:(id)v;
            @end
            @implementation VM
            - (void)bind {
                @weakify(self);
                [self.events subscribeNext:^(id x) {
                    @strongify(self);
                    self.title = [x description];
                }];
                OBSERVE_TITLE(self);
                RAC(self, title) = [RACObserve(self, title) map:^id(NSString *value) { return value; }];
                NSString *local = self.title;
                [[RACSignal return:local] subscribeNext:^(id x) { [self log:local]; }];
            }
            - (void)log:(id)v {}
            @end
            @implementation VM (Extra)
            - (void)more { [self.events subscribeCompleted:^{ [self log:nil]; }]; }
            @end

            """.utf8)
        let path = "/virtual/Offsets.m"
        var parser = ClangParser(library: library, arguments: ObjCAnalyzer.arguments(for: path, options: ObjCOptions()).0,
                                 virtualFiles: ObjCAnalyzer.virtualFiles, work: ObjCWork())
        func positions(_ parser: ClangParser) throws -> [[Int32]] {
            guard case .success(let parsed) = parser.parse(path: path, bytes: code) else { throw TestPrerequisites.Missing(description: "libclang could not parse the example") }
            return parsed.syntax.nodes.map { [$0.kind.rawValue, $0.start, $0.end, $0.referencedStart, $0.location] }
        }
        let decoded = try positions(parser)
        XCTAssertEqual(parser.work?.decodedParses, 1, "the walk read the file's locations through libclang")
        parser.decodesFileLocations = false
        parser.work = ObjCWork()
        let asked = try positions(parser)
        XCTAssertEqual(parser.work?.decodedParses, 0)
        XCTAssertGreaterThan(decoded.count, 60)
        XCTAssertTrue(decoded.contains { $0[3] >= 0 }, "no reference to a declaration of the file")
        XCTAssertEqual(decoded, asked)
    }

    func testTheExtractionReadsOwnerSourceChainAndCaptures() throws {
        let found = try sites("""
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface Feed : NSObject
        @property (nonatomic, strong) RACSubject *items;
        @property (nonatomic) NSInteger count;
        @end
        @implementation Feed
        - (void)bind {
            RACDisposable *d = [[[self.items map:^id(id v) { return v; }] takeUntil:self.rac_willDeallocSignal] subscribeNext:^(id x) {
                self.count += 1;
            }];
        }
        @end
        """)
        XCTAssertEqual(found.count, 1)
        guard let site = found.first else { return }
        XCTAssertEqual(site.selector, "subscribeNext:")
        XCTAssertEqual(site.owner.className, "Feed")
        XCTAssertEqual(site.owner.methodName, "bind")
        XCTAssertEqual(site.owner.superclasses, ["NSObject"])
        XCTAssertEqual(site.operators, ["map:", "takeUntil:"])
        XCTAssertEqual(site.until, .ownerDeallocation)
        guard case .ownedSubject(let path, let terminated, _) = site.source else { return XCTFail("\(site.source)") }
        XCTAssertEqual(path.map(\.name), ["items"])
        XCTAssertFalse(terminated)
        guard case .local("d", .unused) = site.fate else { return XCTFail("\(site.fate)") }
        XCTAssertEqual(site.captures.map(\.role), ["subscribeNext:"])
    }

    func testWeakAndStrongifiedSelfAreNotCaptures() throws {
        let found = try sites("""
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface Feed : NSObject
        @property (nonatomic, strong) RACSubject *items;
        @property (nonatomic) NSInteger count;
        @end
        @implementation Feed
        - (void)bind {
            __weak typeof(self) weakSelf = self;
            [self.items subscribeNext:^(id x) { weakSelf.count += 1; }];
            @weakify(self);
            [self.items subscribeNext:^(id x) {
                @strongify(self);
                self.count += 1;
            }];
            [self.items subscribeNext:^(id x) {
                __strong typeof(weakSelf) strongSelf = weakSelf;
                strongSelf.count += 1;
            }];
        }
        @end
        """)
        XCTAssertEqual(found.count, 3)
        XCTAssertEqual(found.flatMap(\.captures).count, 0, "\(found.map(\.captures))")
    }

    func testShellWordsAndKeptArguments() {
        XCTAssertEqual(CompileCommands.shellWords(#"clang -I "a b" -DX='1 2' c\ d.m"#), ["clang", "-I", "a b", "-DX=1 2", "c d.m"])
        let kept = CompileCommands.kept(["clang", "-x", "objective-c", "-Iinc", "-I", "/abs", "-DFOO=1", "-fobjc-arc", "-Wall",
                                         "-include", "Prefix.pch", "-c", "a.m", "-o", "a.o"], directory: "/p")
        XCTAssertEqual(kept, ["-I", "/p/inc", "-I", "/abs", "-D", "FOO=1", "-include", "/p/Prefix.pch"])
    }

    func testCompilationDatabaseEntriesAreKeyedByAbsolutePath() throws {
        let dir = NSTemporaryDirectory() + "rxlint-cc-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let json = #"[{"directory": "/src/app", "file": "VM.m", "arguments": ["clang", "-I", "../inc", "VM.m"]}]"#
        try json.write(toFile: dir + "/cc.json", atomically: true, encoding: .utf8)
        guard case .success(let db) = CompileCommands.load(path: dir + "/cc.json") else { return XCTFail("not loaded") }
        XCTAssertEqual(db.argumentsByFile, ["/src/app/VM.m": ["-I", "/src/inc"]])
        try #"[{"file": "x.m"}]"#.write(toFile: dir + "/bad.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(CompileCommands.load(path: dir + "/bad.json").failureValue, .invalid("entry 1 lacks 'directory' or 'file'"))
    }

    func testSelectorsAreReadFromTheTextWhenTheParseLostThem() {
        func selector(_ text: String) -> String {
            let bytes = Array(text.utf8)
            return ObjCSelectorText.selector(in: bytes, from: 0, to: bytes.count)
        }
        XCTAssertEqual(selector("[self.unknown subscribeNext:^(id x) { [x a:1 b:2]; } error:nil]"), "subscribeNext:error:")
        XCTAssertEqual(selector("[[Thing shared] updates]"), "updates")
        XCTAssertEqual(selector("[obj name]"), "name")
        XCTAssertEqual(selector("[obj set:@\"a:b\" /* c: */ for:x]"), "set:for:")
        XCTAssertEqual(selector("not a message"), "")
    }

    func testAMessageToAnUnknownClassIsStillASubscription() throws {
        let found = try sites("""
        #import <ReactiveObjC/ReactiveObjC.h>
        #import "Missing.h"
        @interface Feed : NSObject
        @property (nonatomic, strong) UnknownService *service;
        @end
        @implementation Feed
        - (void)bind {
            [[self.service updates] subscribeNext:^(id x) { [self description]; }];
        }
        @end
        """)
        XCTAssertEqual(found.map(\.selector), ["subscribeNext:"])
    }

    /// libclang's parser recurses per level of nesting and would exhaust its stack (ending the
    /// process) on inputs nested thousands deep: those are refused with `analysis_limit`,
    /// everything a compiler accepts is parsed.
    func testDeeplyNestedFilesAreRefusedNotCrashed() {
        func nestedBlocks(_ n: Int) -> String {
            "#import <ReactiveObjC/ReactiveObjC.h>\n@interface D : NSObject\n@property (nonatomic, strong) RACSubject *s;\n@end\n"
                + "@implementation D\n- (void)f {\n" + String(repeating: "[self.s subscribeNext:^(id x) {\n", count: n)
                + "[self description];\n" + String(repeating: "}];\n", count: n) + "}\n@end\n"
        }
        let parens = "#import <ReactiveObjC/ReactiveObjC.h>\n@implementation E\n- (void)f {\n  int x = "
            + String(repeating: "(", count: 20_000) + "1" + String(repeating: ")", count: 20_000) + ";\n  [self subscribeNext:nil];\n}\n@end\n"
        let result = Engine.lint([SourceFile(path: "/virtual/Deep.m", text: nestedBlocks(3000)), SourceFile(path: "/virtual/Parens.m", text: parens),
                                  SourceFile(path: "/virtual/Shallow.m", text: nestedBlocks(100))], jobs: 2)
        XCTAssertEqual(result.findings.filter { $0.rule == "analysis_limit" }.map(\.file), ["/virtual/Deep.m", "/virtual/Parens.m"])
        // 100 levels (200 brackets) parse: every level's block holds self through the subject.
        XCTAssertEqual(result.findings.filter { $0.rule == "strong_self_capture" && $0.file == "/virtual/Shallow.m" }.count, 100)
    }

    func testEachFileGetsTheNearestPrefixHeader() {
        let headers = ["/p/App/App-Prefix.pch", "/p/App/Widget/Widget.pch", "/p/Other/Other.pch"]
        XCTAssertEqual(ObjCAnalyzer.nearestPrefixHeader(for: "/p/App/Screens/Home.m", among: headers), "/p/App/App-Prefix.pch")
        XCTAssertEqual(ObjCAnalyzer.nearestPrefixHeader(for: "/p/App/Widget/View.m", among: headers), "/p/App/Widget/Widget.pch")
        XCTAssertNil(ObjCAnalyzer.nearestPrefixHeader(for: "/p/Shared/Util.m", among: headers))
    }

    func testCommentsAndLiteralsAreSteppedOverAsTheCompilerReadsThem() {
        func skipped(_ text: String) -> (ObjCSkippedText.Kind, Int)? {
            Array(text.utf8).withUnsafeBufferPointer { b in ObjCSkippedText.skip(b, at: 0, end: b.count).map { ($0.kind, $0.end) } }
        }
        XCTAssertEqual(skipped("// a\nx").map { "\($0.0) \($0.1)" }, "lineComment 4", "a line comment ends before its line break")
        XCTAssertEqual(skipped("/* a */x").map { "\($0.0) \($0.1)" }, "blockComment 7")
        XCTAssertEqual(skipped("/*/ */x").map { "\($0.0) \($0.1)" }, "blockComment 6", "the opening star closes nothing")
        XCTAssertEqual(skipped("/* a").map { "\($0.0) \($0.1)" }, "blockComment 4", "unterminated: to the end")
        XCTAssertEqual(skipped("\"a\\\"b\"x").map { "\($0.0) \($0.1)" }, "literal 6", "an escaped quote does not end it")
        XCTAssertEqual(skipped("'a\nb'").map { "\($0.0) \($0.1)" }, "literal 3", "unterminated: to its line break")
        XCTAssertNil(skipped("/x"))
        XCTAssertNil(skipped("x"))
    }

    func testTextScanFindsImplementationsAndMacroUsesOutsideComments() {
        let text = "// @implementation Fake\n@implementation Real\n- (void)f { RAC(self, a) = RACObserve(self.vm, b); /* RAC(x) */ }\n@end\n"
        let scan = ObjCTextScan(Array(text.utf8))
        XCTAssertEqual(scan.implementations, [24])
        XCTAssertEqual(scan.macros.map(\.name), ["RAC", "RACObserve"])
        XCTAssertEqual(scan.macros.map { String(text.utf8.dropFirst($0.start).prefix($0.end - $0.start))! }, ["RAC(self, a)", "RACObserve(self.vm, b)"])
    }

    func testCommentsAreFoundOutsideStringsOnly() {
        let code = Array(#"NSString *s = @"// not a comment"; // one /* two */ char c = '"'; /* three"#.utf8)
        let comments = code.withUnsafeBufferPointer { ObjCComments.scan($0) }
        let texts = comments.map { String(decoding: code[Int($0.start)..<Int($0.end)], as: UTF8.self) }
        XCTAssertEqual(texts, [#"// one /* two */ char c = '"'; /* three"#])
    }
}

private extension Result {
    var failureValue: Failure? {
        if case .failure(let f) = self { return f }
        return nil
    }
}
