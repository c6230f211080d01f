/// What the per-file pass reads of a file's bytes before lexing it for sites: whether it can
/// hold a subscription at all, and what its imports say. A file naming no subscription call stops here.
enum FilePrefilter {
    /// Cheap pre-filter: a file naming no subscription call has no subscription site.
    /// Each needle's rarest byte was found once (`Knowledge.prefilterRarest`).
    static func mayContainSubscriptions(_ bytes: UnsafeBufferPointer<UInt8>, needles: [[UInt8]], rarest: [Int]) -> Bool {
        needles.indices.contains { ByteSearch.contains(bytes, needles[$0], rarest: rarest[$0]) }
    }

    /// What a file's `import ` texts say (see `readImports`).
    struct Imports {
        /// The file may use Rx: it imports an Rx module, or no other reactive framework.
        var mentionsRx: Bool
        /// `import XCTest` (or another test framework) is among them.
        var testFramework: Bool
        /// It imports a module whose name starts with `Rx` (RxSwift, RxCocoa, …), or imports
        /// nothing (a snippet, as a rule page's example): it may build values of Rx types.
        var namesRxValues: Bool
    }

    /// What a file's `import ` texts say (anywhere, as bytes, comments included), read once per
    /// file. A file that imports another framework with calls of the same names (Combine's
    /// `subscribe(_:)`, a store's `subscribe(self)`) and no Rx module is that framework's.
    static func readImports(_ bytes: UnsafeBufferPointer<UInt8>) -> Imports {
        var any = false
        var other = false
        var rx = false
        var test = false
        // Each `import ` once: the module after it (or after `import class`, `struct`, …).
        let needle = importNeedle
        var i = 0
        // Each list is compared only when the byte it is at starts one of its names (most
        // imports are `UIKit`, `Foundation`: none is compared).
        let tests = testFrameworks, kinds = importKinds, others = otherFrameworks
        let startsTest = testFrameworkFirstBytes, startsKind = importKindFirstBytes, startsOther = otherFrameworkFirstBytes
        func first(_ k: Int) -> Int { k < bytes.count ? Int(bytes[k]) : 0 }
        while let at = ByteSearch.firstOffset(of: needle, in: bytes, from: i, rarest: importRarest) {
            var m = at + needle.count
            any = true
            if !test, startsTest[first(m)] { test = tests.contains { ByteSearch.hasPrefix(bytes, at: m, $0) } }
            if startsKind[first(m)] {
                for kind in kinds where ByteSearch.hasPrefix(bytes, at: m, kind) { m += kind.count; break }
            }
            if ByteSearch.hasPrefix(bytes, at: m, rxPrefix) { rx = true }
            else if startsOther[first(m)], others.contains(where: { ByteSearch.hasPrefix(bytes, at: m, $0) }) { other = true }
            i = at + 1
        }
        return Imports(mentionsRx: !other || rx, testFramework: test, namesRxValues: rx || !any)
    }

    private static let importNeedle = Array("import ".utf8)
    private static let importRarest = ByteSearch.rarestByteOffset(importNeedle)
    private static let rxPrefix = Array("Rx".utf8)

    private static let otherFrameworks: [[UInt8]] = ["Combine", "OpenCombine", "ReSwift", "ReactiveSwift", "ReactiveKit", "Bond"].map { Array($0.utf8) }
    private static let importKinds: [[UInt8]] = ["class ", "struct ", "enum ", "protocol ", "func ", "typealias ", "var ", "let "].map { Array($0.utf8) }

    /// Test frameworks, as the module after `import `.
    private static let testFrameworks: [[UInt8]] = ["XCTest", "Quick", "Nimble", "Testing", "RxTest", "RxBlocking"].map { Array($0.utf8) }

    /// Per byte value, whether one of a list's names starts with it.
    private static let testFrameworkFirstBytes = firstBytes(testFrameworks)
    private static let importKindFirstBytes = firstBytes(importKinds)
    private static let otherFrameworkFirstBytes = firstBytes(otherFrameworks)

    private static func firstBytes(_ names: [[UInt8]]) -> [Bool] {
        var table = [Bool](repeating: false, count: 256)
        for name in names { table[Int(name[0])] = true }
        return table
    }
}
