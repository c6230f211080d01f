import XCTest
@testable import RxLintKit

/// The class an Objective-C type spelling names (`ObjCKnowledge.className(of:)`), read as
/// bytes: the same answer as splitting the spelling into Characters, which it replaced.
final class ObjCTypeSpellingTests: XCTestCase {
    /// The Character reading, kept as the oracle.
    private func byCharacters(_ type: String) -> String {
        for word in type.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == "*" }) {
            if word.hasPrefix("__") || word == "const" || word.hasPrefix("_Null") || word == "nullable" || word == "nonnull" { continue }
            return String(word)
        }
        return ""
    }

    func testClassNamesAreReadAsTheCharacterSplitReadsThem() {
        let spellings = [
            "RACSubject<NSString *> *", "__strong RACSignal *", "const NSString * _Nullable", "_Nullable id", "nonnull Feed *",
            "nullable RACCommand<id, id> *", "__weak __typeof__(self)", "__kindof UIView *", "", "*", "  ", "<>", "id", "int",
            "constant *", "nonnullable *", "_Null", "__", "_N *", "Caf\u{E9}Model *", "__weak Caf\u{E9} *", "e\u{301} *",
            "RACSignal<NSArray<NSString *> *> *",
        ]
        for spelling in spellings {
            XCTAssertEqual(ObjCKnowledge.className(of: spelling), byCharacters(spelling), spelling)
        }
        XCTAssertEqual(ObjCKnowledge.className(of: "__strong const RACSubject<NSNumber *> * _Nonnull"), "RACSubject")
    }
}
