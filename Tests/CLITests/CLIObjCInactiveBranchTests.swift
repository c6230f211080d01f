import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// ReactiveObjC code in `#if` branches the parse left out: one line per run says how much and
/// which macros hide it, and `objc_defines` in `.lintrc` has those branches analysed.
final class CLIObjCInactiveBranchTests: XCTestCase {
    private static let source = """
        #import <ReactiveObjC/ReactiveObjC.h>

        @interface Feed : NSObject
        @property (nonatomic, strong) RACSubject *items;
        @property (nonatomic, copy) NSArray *shown;
        @end

        @implementation Feed
        - (instancetype)init {
            self = [super init];
            _items = [RACSubject subject];
        #ifdef ENTERPRISE
            [self.items subscribeNext:^(NSArray *items) {
                self.shown = items;
            }];
        #else
            NSLog(@"consumer");
        #endif
        #if 0
            [self.items subscribeNext:^(id x) { self.shown = x; }];
        #endif
            return self;
        }
        @end

        """

    func testInactiveBranchesAreCountedAndObjcDefinesAnalysesThem() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Feed.m", Self.source)
        let hidden = try CLI.run(["Feed.m"], in: dir.path)
        XCTAssertEqual(hidden.status, 0, hidden.stderr)
        XCTAssertEqual(hidden.stdout, "")
        // `#if 0` is code set aside, not a configuration: not counted.
        XCTAssertEqual(hidden.stderrLines, [
            "rxlint: inactive #if branches using ReactiveObjC were not analysed: 3 lines in 1 Objective-C file (macros: ENTERPRISE); "
                + "to analyse a configuration, name its macros under objc_defines in .lintrc",
            "rxlint: 0 errors, 0 warnings, 0 notes in 1 file",
        ])
        try dir.write(".lintrc", "objc_defines: [ENTERPRISE, LEVEL=2]\n")
        let defined = try CLI.run(["Feed.m"], in: dir.path)
        XCTAssertEqual(defined.status, 1, defined.stderr)
        XCTAssertTrue(defined.stdout.hasPrefix("Feed.m:14:9: error: The 'subscribeNext:' block captures self strongly"), defined.stdout)
        // The `#else` branch is inactive now, and names no ReactiveObjC.
        XCTAssertEqual(defined.stderrLines, ["rxlint: 1 error, 0 warnings, 0 notes in 1 file"])
    }

    func testAnObjcDefineThatIsNoMacroNameIsAConfigurationError() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Feed.m", Self.source)
        try dir.write(".lintrc", "objc_defines: [\"-DX\"]\n")
        let result = try CLI.run(["Feed.m"], in: dir.path)
        XCTAssertEqual(result.status, 2, result.stderr)
        XCTAssertEqual(result.stderrLines, ["rxlint: error: .lintrc:1:15: 'objc_defines' entries are NAME or NAME=VALUE, with NAME a C identifier; got '-DX'"])
    }

    /// An `#else` branch is hidden by the `#if` it belongs to, past nested conditionals.
    func testAnElseBranchNamesTheMacroOfItsIf() {
        let text = "#if FEATURE\n#ifdef INNER\nx\n#endif\n#else\n[s subscribeNext:^(id x) {}];\n#endif\n"
        let bytes = Array(text.utf8)
        let start = Int32(text.range(of: "#else")!.lowerBound.utf16Offset(in: text))
        let end = Int32(text.range(of: "#endif\n", options: .backwards)!.lowerBound.utf16Offset(in: text))
        XCTAssertEqual(ObjCInactiveCode.measure(bytes, ranges: [start..<end]), ObjCInactiveCode(lines: 1, macros: ["FEATURE"]))
    }
}
