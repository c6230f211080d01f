import XCTest
@testable import RxLintKit

extension XCTestCase {
    /// `text` parsed as the Objective-C file at virtual `path` with the stub, as the analysis
    /// parses it (with its `@interface` declarations when `readsInterfaces`, as when edits are
    /// proven); a test fails (not skips) where libclang is missing.
    func parseObjC(_ text: String, path: String, readsInterfaces: Bool = false) throws -> (parser: ClangParser, syntax: ObjCSyntax, bytes: [UInt8]) {
        guard case .loaded(let library) = LibClang.shared else {
            if case .unavailable(let reason) = LibClang.shared { XCTFail("libclang is needed for the Objective-C tests: \(reason)") }
            throw XCTSkip("unreachable after the failure above")
        }
        let bytes = Array(text.utf8)
        let parser = ClangParser(library: library, arguments: ObjCAnalyzer.arguments(for: path, options: ObjCOptions()).0,
                                 virtualFiles: ObjCAnalyzer.virtualFiles)
        guard case .success(let parsed) = parser.parse(path: path, bytes: bytes, readsInterfaces: readsInterfaces) else {
            XCTFail("the parse failed")
            throw XCTSkip("unreachable after the failure above")
        }
        return (parser, parsed.syntax, bytes)
    }
}

/// A class with one fixable leak, the edited class of the proof's tests.
enum ObjCEditedClass {
    static let text = """
        @interface Edited : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic) int n;
        @end
        @implementation Edited
        - (void)bind {
            [self.s subscribeNext:^(id x) { self.n = 1; }];
        }
        @end

        """

    /// `text` (the file at virtual `path`) with the edits a run proves applied, from its
    /// `@implementation Edited` on.
    static func fixed(_ text: String, path: String) throws -> String {
        let source = SourceFile(path: path, text: text)
        let findings = LintRun.attachEdits(LintRun.lint([source], configuration: Configuration(rootDirectory: "/"), jobs: 1), sources: [source])
        let result = String(decoding: FixApplier.apply(findings.compactMap(\.edit), to: Array(text.utf8)), as: UTF8.self)
        return String(result.suffix(from: try XCTUnwrap(result.range(of: "@implementation Edited")).lowerBound))
    }
}
