import XCTest
@testable import RxLintKit

/// The proof of Objective-C's edits leaves the statements of an edited method that no edit
/// needs out of its parse (`ObjCUntouchedStatements`). Each condition that keeps a statement
/// is shown here: what is left out of a method, and edits that would not compile, or that
/// add a finding, next to a statement that would have been left out, still refused.
final class ObjCUntouchedStatementsTests: XCTestCase {
    private static let header = """
        #import <ReactiveObjC/ReactiveObjC.h>
        @interface P : NSObject
        @property (nonatomic, strong) RACSubject *s;
        @property (nonatomic, strong) RACSubject *t;
        @property (nonatomic, strong) RACDisposable *d;
        @property (nonatomic, strong) id keep;
        @property (nonatomic) int n;
        @end
        @implementation P

        """

    private func parse(_ text: String) throws -> (parser: ClangParser, syntax: ObjCSyntax, bytes: [UInt8], path: String) {
        let path = "/virtual/Untouched.m"
        let parsed = try parseObjC(text, path: path)
        return (parsed.parser, parsed.syntax, parsed.bytes, path)
    }

    /// The statements of the first method's body left out when text is inserted before the
    /// statement that starts with `edited`, as written.
    private func leftOut(_ body: String, edited: String, inserting: String = "@weakify(self);\n") throws -> [String] {
        let text = Self.header + "- (void)m {\n" + body + "\n}\n@end\n"
        let (_, syntax, bytes, _) = try parse(text)
        let methods = MethodBodies(syntax)
        XCTAssertEqual(methods.ranges.count, 1)
        let at = try XCTUnwrap(text.utf8.indices(of: edited))
        let removed = ObjCUntouchedStatements(syntax: syntax, bytes: bytes)
            .removable(body: methods.nodes[0], replacements: [TextReplacement(start: at, end: at, text: inserting)])
        return removed.map { String(decoding: bytes[$0], as: UTF8.self) }
    }

    private let edited = "[self.s subscribeNext:^(id x) { self.n = 1; }]"
    /// A subscription that does not hold self: no finding, no edit.
    private let other = "[self.s subscribeNext:^(id x) { [x description]; }]"

    func testOnlyStatementsNoConditionKeepsAreLeftOut() throws {
        XCTAssertEqual(try leftOut("    \(other);\n    \(edited);\n    \(other);", edited: edited), [other, other])
        // Declarations stay (a later `@weakify(self)` would clash with the edit's), and what
        // overlaps them (`@weakify`'s `@autoreleasepool {}`).
        XCTAssertEqual(try leftOut("    \(edited);\n    @weakify(self);\n    int later = 0;\n    \(other);", edited: edited), [other])
        // What disposes or terminates something decides verdicts.
        XCTAssertEqual(try leftOut("    \(edited);\n    [self.d dispose];\n    [self.s sendCompleted];\n    \(other);", edited: edited), [other])
        // A statement naming a local the edited one names, and one naming a local that one names.
        XCTAssertEqual(try leftOut("""
                RACDisposable *d = nil;
                id e = nil;
                d = [self.s subscribeNext:^(id x) { self.n = 1; }];
                e = d;
                self.keep = e;
                \(other);
            """, edited: "d = [self.s"), [other])
        // A name the edit's text holds, not declared in the method: the edit's local would take it over.
        XCTAssertEqual(try leftOut("    \(edited);\n    self.keep = nil;\n    \(other);", edited: edited,
                                   inserting: "__weak typeof(self) keep = self;\n"), [other])
        // An error in the method: here the parse dropped the statement that holds it, so its
        // text is covered by no statement and nothing is left out.
        XCTAssertEqual(try leftOut("    \(edited);\n    self.n = undeclaredName;\n    \(other);", edited: edited), [])
    }

    func testMethodsWhereNothingIsLeftOut() throws {
        // A jump, a label or a switch anywhere in the method.
        XCTAssertEqual(try leftOut("    \(other);\n    \(edited);\n    goto end;\nend:\n    \(other);", edited: edited), [])
        XCTAssertEqual(try leftOut("    \(other);\n    \(edited);\n    switch (self.n) { default: break; }", edited: edited), [])
        // Statements that do not cover the body's text, and a preprocessor directive.
        XCTAssertEqual(try leftOut("    \(other);\n    \(edited);\n    #define TWO 2\n    \(other);", edited: edited), [])
        // Text an edit inserts after the last statement belongs to none of them.
        let text = Self.header + "- (void)m {\n    \(other);\n    \(edited);\n}\n@end\n"
        let (_, syntax, bytes, _) = try parse(text)
        let end = try XCTUnwrap(text.utf8.indices(of: "\n}\n@end"))
        XCTAssertEqual(ObjCUntouchedStatements(syntax: syntax, bytes: bytes)
            .removable(body: MethodBodies(syntax).nodes[0], replacements: [TextReplacement(start: end, end: end, text: "int z;")]), [])
    }

    /// How many of the method's candidate edits the proof keeps, each with `extra` inserted
    /// before its statement too.
    private func kept(_ body: String, extra: String) throws -> Int {
        let text = Self.header + "- (void)m {\n" + body + "\n}\n@end\n"
        let (parser, syntax, bytes, path) = try parse(text)
        let extractor = ObjCSiteExtractor(syntax: syntax, bytes: bytes)
        let sites = extractor.sites()
        let flagged = ObjCFixCheck.flagged(sites)
        var candidates = ObjCFixCheck.candidates(sites, flagged: flagged, extractor: extractor)
        XCTAssertFalse(candidates.isEmpty, "no edit offered")
        for (k, edit) in candidates {
            let at = Int(sites[k].statementStart)
            candidates[k] = FixEdit(description: edit.description,
                                    replacements: (edit.replacements + [TextReplacement(start: at, end: at, text: extra)]).sorted { $0.start < $1.start })
        }
        let check = ObjCFixCheck(parser: parser, path: path, original: bytes, syntax: syntax)
        return Set(check.proven(candidates, sites: sites, flagged: flagged).values).count
    }

    func testAnEditThatClashesWithAStatementLeftOutIsStillRefused() throws {
        // The edit's own declaration passes alone; a later one of the same name is kept, so the clash is seen.
        XCTAssertEqual(try kept("    \(edited);\n    \(other);", extra: "int later = 0; "), 1)
        XCTAssertEqual(try kept("    \(edited);\n    \(other);\n    int later = 1;", extra: "int later = 0; "), 0)
        // A `__weak` variable a jump crosses: the method keeps its `goto` and its label.
        XCTAssertEqual(try kept("    if (self.n) goto end;\n    \(edited);\nend:\n    self.n = 3;", extra: "__weak id later = self; "), 0)
        XCTAssertEqual(try kept("    if (self.n) self.n = 4;\n    \(edited);\n    self.n = 3;", extra: "__weak id later = self; "), 1)
    }

    func testAFindingOfAStatementLeftOutAllowsNoNewOne() throws {
        // The edit fixes its site but adds a subscription that holds self. The other leak has no
        // edit (it shares its line) and is left out of the proof's parse (it names nothing the
        // edit's text names): its finding must not make room for the new one.
        let adding = "[self.s subscribeNext:^(id x) { [self description]; }]; "
        let body = "    \(edited);\n    self.n = 0; [self.t subscribeNext:^(id y) { self.n = 2; }];"
        XCTAssertEqual(try kept(body, extra: adding), 0)
        XCTAssertEqual(try kept(body, extra: ""), 1)
    }
}

private extension String.UTF8View {
    /// The offset of the first occurrence of `needle`.
    func indices(of needle: String) -> Int? {
        let bytes = Array(self), target = Array(needle.utf8)
        guard target.count <= bytes.count else { return nil }
        for k in 0...(bytes.count - target.count) where bytes[k..<(k + target.count)].elementsEqual(target) { return k }
        return nil
    }
}
