import XCTest
@testable import RxLintKit

/// The proof of Objective-C's edits leaves out of its parse, whole, the implementations that
/// hold nothing the edited methods need (`ObjCUnneededImplementations`). Each condition that
/// keeps one is shown here, and an edit that names what a kept implementation declares is
/// still proven.
final class ObjCUnneededImplementationsTests: XCTestCase {
    private func parse(_ text: String) throws -> (syntax: ObjCSyntax, bytes: [UInt8]) {
        let parsed = try parseObjC(text, path: "/virtual/Unneeded.m")
        return (parsed.syntax, parsed.bytes)
    }

    private static let edited = ObjCEditedClass.text

    /// The first line of each implementation left out when the first method body is edited.
    private func leftOut(_ others: String) throws -> [String] {
        let text = "#import <ReactiveObjC/ReactiveObjC.h>\n" + Self.edited + others
        let (syntax, bytes) = try parse(text)
        let bodies = MethodBodies(syntax)
        let ranges = ObjCUnneededImplementations.ranges(syntax, bytes: bytes, bodies: bodies, needed: [0])
        return ranges.map { range in
            let text = String(decoding: bytes[range], as: UTF8.self)
            XCTAssertTrue(text.hasSuffix("@end"), text)
            return String(text.prefix { $0 != "\n" })
        }
    }

    func testAnImplementationOfMethodsOnlyIsLeftOut() throws {
        let plain = """
            @interface Plain : NSObject { int _kept; }
            @property (nonatomic, copy) NSString *title;
            @property (nonatomic) int count; // synthesized without a word in the implementation
            @end
            @implementation Plain {
                NSString *_extra;
            }
            @synthesize title = _title;
            // A comment between members.
            - (NSString *)formatted:(NSString *)value {
                return [NSString stringWithFormat:@"%@-%@", value, self.title];
            }
            + (instancetype)make { return [[self alloc] init]; }
            @end

            """
        XCTAssertEqual(try leftOut(plain), ["@implementation Plain {"])
        let category = "@implementation Plain (Extras)\n- (void)extra { }\n@end\n"
        XCTAssertEqual(try leftOut(plain + category), ["@implementation Plain {", "@implementation Plain (Extras)"])
        let sub = "@interface Sub : Plain\n@end\n@implementation Sub : Plain\n- (void)other { }\n@end\n"
        XCTAssertEqual(try leftOut(plain + sub), ["@implementation Plain {", "@implementation Sub : Plain"])
    }

    func testWhatTheRestOfTheFileMayNeedKeepsAnImplementation() throws {
        // The edited method's own implementation.
        XCTAssertEqual(try leftOut(""), [])
        // A C declaration inside an implementation is the file's.
        XCTAssertEqual(try leftOut("@interface C : NSObject\n@end\n@implementation C\nstatic int counter = 0;\n- (void)m { }\n@end\n"), [])
        XCTAssertEqual(try leftOut("@interface F : NSObject\n@end\n@implementation F\nvoid helper(void) { }\n- (void)m { }\n@end\n"), [])
        // A directive may serve later code.
        XCTAssertEqual(try leftOut("@interface D : NSObject\n@end\n@implementation D\n#define LATER 1\n- (void)m { }\n@end\n"), [])
        // An implementation with no `@interface` in the file declares its class.
        XCTAssertEqual(try leftOut("@implementation Alone\n- (void)m { }\n@end\n"), [])
        // A body that decides verdicts elsewhere is read back: a disposal, a getter of an
        // instance variable, a `dispatch_once` singleton.
        XCTAssertEqual(try leftOut("@interface S : NSObject\n@property (nonatomic, strong) RACDisposable *d;\n@end\n"
                                   + "@implementation S\n- (void)stop { [self.d dispose]; }\n@end\n"), [])
        XCTAssertEqual(try leftOut("@interface G : NSObject { id _vm; }\n@end\n@implementation G\n- (id)vm { return _vm; }\n@end\n"), [])
    }

    /// Left out of the proof, an implementation changes no edit: the fixes of a file with many
    /// classes are the same as those of its edited class alone.
    func testTheEditsAreThoseOfTheEditedClassAlone() throws {
        let others = (0..<6).map { k in
            "@interface Other\(k) : NSObject\n@property (nonatomic, copy) NSString *name;\n@end\n"
                + "@implementation Other\(k)\n- (NSString *)label { return [self.name uppercaseString]; }\n@end\n"
        }.joined()
        let file = "#import <ReactiveObjC/ReactiveObjC.h>\n" + others + Self.edited
        let alone = "#import <ReactiveObjC/ReactiveObjC.h>\n" + Self.edited
        func fixed(_ text: String) throws -> String { try ObjCEditedClass.fixed(text, path: "/virtual/Unneeded.m") }
        let expected = try fixed(alone)
        XCTAssertNotEqual(expected, String(alone.suffix(from: alone.range(of: "@implementation Edited")!.lowerBound)), "the edit is proven")
        XCTAssertEqual(try fixed(file), expected)
    }
}
