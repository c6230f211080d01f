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
