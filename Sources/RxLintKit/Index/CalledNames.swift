/// The names a file calls or hands over as functions (`stop()`, `vm.stop()`,
/// `#selector(stop)`, `onNext: self.stop`), as 32-bit hashes (`NameHash`) noted by the structure pass: the index asks whether anyone
/// calls a method that alone disposes a stored subscription. A hash collision can only make
/// a method look called, which loses a finding rather than inventing one.
enum CalledNames {
    /// The call hashes the structure pass noted, and, into `facts`, the properties each
    /// type's methods assign anew (`name = …`, `self.name = …`: a bag reset for reuse, a
    /// disposable swapped), from the `=` tokens it noted.
    /// Also, salted apart (`assignedHash`), the names of the properties it assigns outside an
    /// initializer (`x.items = …`, `items = …` in a method): a `var` sequence property nobody
    /// assigns after its initializer still holds what that gave it.
    /// With `readingAppearanceFeeds` (a file that imports an Rx module), also the subjects it
    /// binds an appearance event to (`AppearanceFeeds`).
    static func scan(_ s: FileStructure, _ t: TokenText, reassignedInto facts: inout [TypeFacts], readingAppearanceFeeds: Bool = true) -> [UInt32] {
        // Read once, on the first assignment through another name: almost always empty.
        var selfCopies: [Int32]?
        var assigned: [UInt32] = []
        for equal in s.assignments {
            let j = Int(equal) - 1
            guard t.keyword(j) == .none else { continue }
            noteReassignment(j, previous: j > 0 ? t.kind(j - 1) : .newline, s, t, &facts, &selfCopies, &assigned)
        }
        // A `DisposeBag` declared outside any type: salted apart (`globalBagHash`).
        for name in s.globalBags { assigned.append(t.nameHash(Int(name)) ^ globalBagSalt) }
        // The subjects an appearance event is bound to: salted apart (`AppearanceFeeds.hash`).
        if readingAppearanceFeeds { assigned += AppearanceFeeds.scan(s, t) }
        return assigned.isEmpty ? s.calledNames : s.calledNames + assigned
    }

    /// The hash a file-scope `DisposeBag`'s name is noted under (`let disposeBag =
    /// DisposeBag()` outside any type). A collision makes a bag name that no type declares
    /// look global: it then lives as long as the process, as such a bag does.
    static func globalBagHash(_ name: String) -> UInt32 {
        NameHash.of(name) ^ globalBagSalt
    }

    private static let globalBagSalt: UInt32 = 0xBB67_AE85

    /// The hash a property name assigned outside an initializer is noted under, apart from the
    /// names called (a collision makes a property look assigned: it then stays unknown).
    static func assignedHash(_ name: String) -> UInt32 {
        NameHash.of(name) ^ assignedSalt
    }

    private static let assignedSalt: UInt32 = 0x6A09_E667

    /// `name = …` or `self.name = …` in a method body of a type (not a declaration); also
    /// `copy.name = …` through a copy of `self` (`if var copy = self as? HasDisposeBag`),
    /// which, `self` being an object there, assigns the object's own property.
    private static func noteReassignment(_ j: Int, previous: TokenKind, _ s: FileStructure, _ t: TokenText, _ facts: inout [TypeFacts],
                                         _ selfCopies: inout [Int32]?, _ assigned: inout [UInt32]) {
        if j > 0, t.keyword(j - 1) == .let || t.keyword(j - 1) == .var || previous == .colon { return }
        // `_ = …` discards a value: no property is assigned.
        if t.equals(j, "_") { return }
        let within = s.nearestFunction[Int(s.scopeOf[j + 1])]
        // An initializer, or a method UIKit calls once in an object's life before it is used
        // (`viewDidLoad`, `loadView`, `awakeFromNib`): its assignment gives the property its
        // first value.
        let item = within >= 0 && s.scopes[Int(within)].kind == .functionBody ? Int(s.scopes[Int(within)].item) : -1
        let inInitializer = item >= 0 && TypeFacts.givesFirstValue(s.functions[item].kind, s.functions[item].name)
        if !inInitializer {
            // Hashed from the token's bytes: no String per assignment.
            assigned.append(t.nameHash(j) ^ assignedSalt)
        }
        if previous == .period, !(j >= 2 && (t.keyword(j - 2) == .self || t.equals(j - 2, "rx"))) {
            guard j >= 2, t.kind(j - 2) == .identifier, !(j >= 3 && t.kind(j - 3) == .period) else { return }
            if selfCopies == nil { selfCopies = copiesOfSelf(s, t) }
            guard let copies = selfCopies, isCopyOfSelf(j - 2, copies, s, t) else { return }
        }
        let sc = Int(s.scopeOf[j + 1])
        let function = s.nearestFunction[sc]
        guard function >= 0, s.scopes[Int(function)].kind == .functionBody else { return }
        // `disposeBag = nil` in `deinit` runs only once the object is going: it cannot end a
        // cycle that keeps the object alive.
        if s.scopes[Int(function)].item >= 0, s.functions[Int(s.scopes[Int(function)].item)].kind == .deinitializer { return }
        let type = s.nearestType[sc]
        guard type >= 0, s.scopes[Int(type)].item >= 0 else { return }
        let k = Int(s.scopes[Int(type)].item)
        let name = t.string(j)
        // An initializer's assignment gives the property its first value (`self.disposeBag =
        // DisposeBag()` for a `let`): nothing held before is released by it.
        if !inInitializer, !facts[k].reassignedProperties.contains(name) { facts[k].reassignedProperties.append(name) }
        // Replaced whenever the view goes away (UIKit calls these each time it leaves the screen):
        // what the old bag held is disposed before the owner could be released.
        if s.scopes[Int(function)].item >= 0, TypeFacts.isDisappearanceCallback(s.functions[Int(s.scopes[Int(function)].item)].name) {
            let key = TypeFacts.disappearanceResetKey(name)
            if !facts[k].reassignedProperties.contains(key) { facts[k].reassignedProperties.append(key) }
        }
        // `self.store = Store()` in a method: the type makes the object itself.
        if j + 2 < t.tokens.count, TypeFactsExtractor.constructs(at: j + 2, t), !facts[k].createdProperties.contains(name) {
            facts[k].createdProperties.append(name)
        }
    }

    /// The names bound to `self` itself (`var copy = self`, `if var copy = self as? P`), as
    /// their name tokens: from the `let`/`var` tokens the structure pass noted.
    private static func copiesOfSelf(_ s: FileStructure, _ t: TokenText) -> [Int32] {
        var result: [Int32] = []
        let n = t.tokens.count
        for b in s.selfAndBindings {
            let v = Int(b)
            guard v + 3 < n, t.keyword(v) == .let || t.keyword(v) == .var, t.kind(v + 1) == .identifier, t.kind(v + 2) == .equal,
                  t.keyword(v + 3) == .self else { continue }
            // `self.member` is another object; `self`, `self as? P`, `self as! P` are self.
            if v + 4 < n, !t.startsLine(v + 4), t.kind(v + 4) != .leftBrace, t.keyword(v + 4) != .as, t.kind(v + 4) != .comma { continue }
            result.append(Int32(v + 1))
        }
        return result
    }

    /// Whether the name at `r` is a copy of `self` bound earlier in the same function.
    private static func isCopyOfSelf(_ r: Int, _ copies: [Int32], _ s: FileStructure, _ t: TokenText) -> Bool {
        let function = s.nearestFunction[Int(s.scopeOf[r])]
        for c in copies where Int(c) < r && s.nearestFunction[Int(s.scopeOf[Int(c)])] == function && t.equals(r, name: t.string(Int(c))) {
            return true
        }
        return false
    }
}

/// Every name the project calls, as one bit per hash in a fixed table (1 MB): a set bit may
/// be a collision, which, as above, only ever makes a method look called. A project that
/// calls few names (most code bases: a few thousand) keeps the same keys in a small
/// open-addressed set instead, since clearing the megabyte cost more than the rest of indexing
/// a small project (and sorting a list of them, as it once did, cost a million instructions
/// on a project of 14k lines); either answers alike for every hash.
struct CalledNameTable: Sendable {
    private static let bits = 1 << 23
    /// Up to this many names, the small set.
    private static let listLimit = 8192
    /// A slot of the small set no key fills (keys are below `bits`).
    private static let empty = UInt32.max
    private var words: [UInt64]
    /// The small set: keys (hashes' low 23 bits) by linear probing, at most half full; a
    /// power-of-two count of slots, `shift` bits dropped from the mixed key to pick the first.
    private var slots: [UInt32]
    private var shift: UInt32 = 32

    init() {
        words = []
        slots = []
    }

    init(_ files: [FileAnalysis]) {
        // By position: binding each file would copy its whole analysis.
        let total = files.indices.reduce(0) { $0 + files[$1].calledNames.count }
        words = []
        slots = []
        if total <= CalledNameTable.listLimit {
            guard total > 0 else { return }
            var size = 16, log = UInt32(4)
            while size < total * 2 { size <<= 1; log += 1 }
            shift = 32 - log
            var table = [UInt32](repeating: CalledNameTable.empty, count: size)
            let mask = size - 1
            for g in files.indices {
                for h in files[g].calledNames {
                    let key = h & UInt32(CalledNameTable.bits - 1)
                    var k = CalledNameTable.start(key, shift)
                    while table[k] != CalledNameTable.empty && table[k] != key { k = (k + 1) & mask }
                    table[k] = key
                }
            }
            slots = table
            return
        }
        words = [UInt64](repeating: 0, count: CalledNameTable.bits / 64)
        for g in files.indices {
            for h in files[g].calledNames {
                let bit = Int(h) & (CalledNameTable.bits - 1)
                words[bit >> 6] |= 1 << UInt64(bit & 63)
            }
        }
    }

    /// The first slot probed for `key`: a multiplicative mix, since the keys' low bits are a
    /// name hash's and the table's size is a power of two.
    @inline(__always)
    private static func start(_ key: UInt32, _ shift: UInt32) -> Int {
        Int((key &* 0x9E37_79B1) >> shift)
    }

    func contains(_ h: UInt32) -> Bool {
        if words.isEmpty {
            guard !slots.isEmpty else { return false }
            let key = h & UInt32(CalledNameTable.bits - 1)
            let mask = slots.count - 1
            var k = CalledNameTable.start(key, shift)
            while slots[k] != CalledNameTable.empty {
                if slots[k] == key { return true }
                k = (k + 1) & mask
            }
            return false
        }
        let bit = Int(h) & (CalledNameTable.bits - 1)
        return words[bit >> 6] & (1 << UInt64(bit & 63)) != 0
    }
}
