#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Fixer {
    /// The spellings a file's fixes use, chosen so that the project's compiler and RxSwift
    /// accept them: from the versions its manifests and lock files name (`ProjectVersions`),
    /// and from what the file itself already writes. Where nothing says, the spelling every
    /// Swift 5 compiler and RxSwift 5 accept: `guard let self = self else { return }`, and
    /// `[weak self]` instead of `subscribe(with:)`.
    struct Spelling {
        /// The statement that unwraps the weak self: `guard let self else { return }` (Swift
        /// 5.7) or `guard let self = self else { return }`.
        var unwrapSelf: String
        /// A `[self]` closure may become `[weak self]`: its body may use members without
        /// `self.`, which only Swift 5.8 accepts after a weak self is unwrapped.
        var implicitSelfAfterUnwrap: Bool
        /// `subscribe(with:)`, `bind(with:)`, `drive(with:)`, `emit(with:)` exist (RxSwift 6.1).
        var ownerCalls: Bool
        /// `withUnretained(_:)` exists (RxSwift 6.0): the project says so, or the file already
        /// calls it or an owner call.
        var withUnretained: Bool

        /// `unwrapSelf` returning `value` when self is gone.
        func unwrapSelf(returning value: String) -> String {
            String(unwrapSelf.dropLast("return }".count)) + "return \(value) }"
        }

        static let shortUnwrap = "guard let self else { return }"
        static let longUnwrap = "guard let self = self else { return }"

        /// The file's own unwrapping spelling wins (`guard let self = self` stays the file's
        /// habit even on a newer compiler; a shorthand `if let x {` proves Swift 5.7); else the
        /// project's Swift version decides. A file that already calls `subscribe(with:)` (or
        /// `bind`/`drive`/`emit(with:)`) proves RxSwift 6.1.
        init(versions: ProjectVersions, structure: FileStructure, bytes: UnsafeBufferPointer<UInt8>) {
            let habits = Self.habits(structure, bytes)
            let short: Bool
            if habits.longSelfUnwrap { short = false } else if habits.shorthandUnwrap { short = true } else {
                short = versions.swiftAtLeast(ProjectVersions.shorthandUnwrap)
            }
            unwrapSelf = short ? Self.shortUnwrap : Self.longUnwrap
            implicitSelfAfterUnwrap = versions.swiftAtLeast(ProjectVersions.implicitSelfAfterUnwrap)
            ownerCalls = habits.ownerCalls || versions.rxSwiftAtLeast(ProjectVersions.ownerCalls)
            withUnretained = habits.ownerCalls || habits.withUnretained || versions.rxSwiftAtLeast(ProjectVersions.withUnretained)
        }

        /// What the file already writes: `let self = self`; a shorthand unwrap (`guard let x
        /// else`, `if let x {`, `, let x {`); an owner call (`.subscribe(with:`); `.withUnretained(`.
        /// Read from the structure's lists of member calls and of `let`/`var` tokens (every
        /// one of either is in them), not from every token of the file.
        static func habits(_ structure: FileStructure, _ bytes: UnsafeBufferPointer<UInt8>)
            -> (longSelfUnwrap: Bool, shorthandUnwrap: Bool, ownerCalls: Bool, withUnretained: Bool) {
            var habits = (longSelfUnwrap: false, shorthandUnwrap: false, ownerCalls: false, withUnretained: false)
            let base = bytes.baseAddress
            structure.tokens.withUnsafeBufferPointer { tk in
                func spells(_ t: Int, _ word: StaticString) -> Bool {
                    let start = Int(tk[t].start)
                    guard Int(tk[t].end) - start == word.utf8CodeUnitCount, let base else { return false }
                    return memcmp(base + start, word.utf8Start, word.utf8CodeUnitCount) == 0
                }
                let n = tk.count
                // `.withUnretained(`; `.subscribe(with:`, `.bind(with:`, `.drive(with:`, `.emit(with:`.
                for m in structure.memberCalls {
                    let t = Int(m)
                    guard tk[t].keyword == .none, tk[t].kind == .identifier, t > 0, t + 1 < n, tk[t - 1].kind == .period,
                          tk[t + 1].kind == .leftParen else { continue }
                    if spells(t, "withUnretained") { habits.withUnretained = true; continue }
                    guard t + 3 < n, tk[t + 3].kind == .colon, spells(t + 2, "with"),
                          spells(t, "subscribe") || spells(t, "bind") || spells(t, "drive") || spells(t, "emit") else { continue }
                    habits.ownerCalls = true
                }
                for b in structure.selfAndBindings {
                    let t = Int(b)
                    guard tk[t].keyword == .let || tk[t].keyword == .var, t + 2 < n else { continue }
                    if tk[t + 1].keyword == .`self`, tk[t + 2].kind == .equal, t + 3 < n, tk[t + 3].keyword == .`self` {
                        habits.longSelfUnwrap = true
                    } else if t > 0, tk[t - 1].keyword == .guard || tk[t - 1].keyword == .if || tk[t - 1].keyword == .while
                                || tk[t - 1].kind == .comma,
                              tk[t + 1].kind == .identifier, tk[t + 2].keyword == .else || tk[t + 2].kind == .leftBrace {
                        habits.shorthandUnwrap = true
                    }
                }
            }
            return habits
        }
    }
}
