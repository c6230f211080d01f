import XCTest
@testable import RxLintKit

/// The proof of Objective-C's edits leaves out of its parse the `@interface` declarations
/// nothing it parses names (`ObjCUnneededInterfaces`). What each kind of name keeps, the
/// conditions that keep an interface whatever is named, and an unchanged fix are shown here.
final class ObjCUnneededInterfacesTests: XCTestCase {
    /// The first line of each interface left out of `text` as the proof would parse it, the
    /// edits' new text being `added`.
    private func leftOut(_ text: String, added: [String] = []) throws -> [String] {
        let parsed = try parseObjC("#import <ReactiveObjC/ReactiveObjC.h>\n" + text, path: "/virtual/Interfaces.m", readsInterfaces: true)
        let ranges = ObjCUnneededInterfaces.ranges(parsed.syntax.interfaces, text: parsed.bytes, added: added.map { Array($0.utf8) })
        return ranges.map { range in
            let declaration = String(decoding: parsed.bytes[range], as: UTF8.self)
            XCTAssertTrue(declaration.hasPrefix("@interface") && declaration.hasSuffix("@end"), declaration)
            return String(declaration.prefix { $0 != "\n" })
        }
    }

    private static let plain = """
        @interface Plain : NSObject <NSCopying> {
        @private
            int _kept;
        }
        @property (nonatomic, copy) NSString *title;
        @property (nonatomic, getter=isOn) BOOL on;
        // A comment between members.
        - (void)run:(int)a with:(int)b;
        + (instancetype)make;
        @end

        """

    func testAnInterfaceNothingNamesIsLeftOut() throws {
        XCTAssertEqual(try leftOut(Self.plain), ["@interface Plain : NSObject <NSCopying> {"])
        let category = "@interface Plain (Extras)\n- (void)extra;\n@end\n@interface Plain ()\n@property (nonatomic) int hidden;\n@end\n"
        XCTAssertEqual(try leftOut(Self.plain + category), ["@interface Plain : NSObject <NSCopying> {", "@interface Plain (Extras)", "@interface Plain ()"])
        // Without a request the parse reads no interface.
        let parsed = try parseObjC(Self.plain, path: "/virtual/Interfaces.m")
        XCTAssertTrue(parsed.syntax.interfaces.isEmpty)
    }

    /// Each name an interface declares keeps it, wherever the text that stays spells it.
    func testEachDeclaredNameKeepsIt() throws {
        for use in ["Plain *p = nil;", "[x run:1 with:2];", "[x with:2];", "id t = [x title];", "[x setTitle:@\"a\"];", "BOOL b = [x isOn];",
                    "id m = [Plain make];", "x->_kept = 1;"] {
            XCTAssertEqual(try leftOut(Self.plain + "void use(id x) { \(use) }\n"), [], use)
        }
        // The edits' new text counts as spelled.
        XCTAssertEqual(try leftOut(Self.plain, added: ["[x make];"]), [])
        // A category's class name keeps it, and its own methods do.
        let category = "@interface NSObject (Extras)\n- (void)extra;\n@end\n"
        XCTAssertEqual(try leftOut(category + "void use(id x) { [x extra]; }\n"), [])
        XCTAssertEqual(try leftOut(category), ["@interface NSObject (Extras)"])
    }

    /// What a kept interface names is kept in turn: a superclass, a property's class.
    func testWhatAKeptInterfaceNamesIsKept() throws {
        let chain = """
            @interface Base : NSObject
            @property (nonatomic) int depth;
            @end
            @interface Part : NSObject
            @end
            @interface Middle : Base
            @property (nonatomic, strong) Part *part;
            @end
            @interface Unused : Base
            @end

            """
        XCTAssertEqual(try leftOut(chain + "void use(Middle *m) { }\n"), ["@interface Unused : Base"])
        XCTAssertEqual(try leftOut(chain), ["@interface Base : NSObject", "@interface Part : NSObject", "@interface Middle : Base", "@interface Unused : Base"])
    }

    func testWhatTheRestOfTheFileMayNeedKeepsAnInterface() throws {
        // A C declaration written inside an interface is the file's.
        XCTAssertEqual(try leftOut("@interface E : NSObject\ntypedef enum { EA, EB } EKind;\n- (void)m;\n@end\n"), [])
        XCTAssertEqual(try leftOut("@interface F : NSObject\nvoid helper(void);\n@end\n"), [])
        // A directive may serve later code.
        XCTAssertEqual(try leftOut("@interface D : NSObject\n#define LATER 1\n- (void)m;\n@end\n"), [])
        // An opening line it does not read whole (type parameters) keeps it.
        XCTAssertEqual(try leftOut("@interface Box<T> : NSObject\n- (void)m;\n@end\n"), [])
    }

    /// Left out of the proof, interfaces change no edit: the fixes of a file with many
    /// declared classes are those of its edited class alone.
    func testTheEditsAreThoseOfTheEditedClassAlone() throws {
        let edited = ObjCEditedClass.text
        let others = (0..<6).map { k in
            "@interface Other\(k) : NSObject\n@property (nonatomic, copy) NSString *name\(k);\n- (void)refresh\(k);\n@end\n"
        }.joined()
        func fixed(_ text: String) throws -> String { try ObjCEditedClass.fixed(text, path: "/virtual/Interfaces.m") }
        let alone = "#import <ReactiveObjC/ReactiveObjC.h>\n" + edited
        let expected = try fixed(alone)
        XCTAssertNotEqual(expected, String(alone.suffix(from: alone.range(of: "@implementation Edited")!.lowerBound)), "the edit is proven")
        XCTAssertEqual(try fixed("#import <ReactiveObjC/ReactiveObjC.h>\n" + others + edited), expected)
        XCTAssertEqual(try leftOut(others + edited).count, 6)
    }
}
