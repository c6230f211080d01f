/// Names declared over token intervals — locals from their name to the end of their scope,
/// closure parameters over their closure — asked which declaration of a name is the
/// innermost one around a token. Scopes nest, so that is the last declared (in source order)
/// whose interval contains the token: a binary search and a walk down a `MaxTree` of the
/// intervals' ends, instead of a look at every declaration of the name for every question.
struct NameIntervals {
    private struct Declaration {
        var lo: Int32
        var hi: Int32
        /// What the caller gave (an index into its own table).
        var id: Int32
    }

    private struct Declarations {
        /// In source order; `lo` is nondecreasing.
        var list: [Declaration] = []
        /// Built for names declared often; a short list is searched directly.
        var tree: MaxTree?
    }

    /// Names to positions in `declarations`, through the call-name hash: a question costs a
    /// few loads and one comparison, not SipHash over the name.
    private var names = NamePositions()
    private var declarations: [Declarations] = []
    /// Above this many declarations of one name, a question goes through the tree.
    private static let directSearchLimit = 16

    /// Declares `name` over tokens `lo..<hi`. Calls come in nondecreasing `lo`.
    mutating func add(_ name: String, lo: Int32, hi: Int32, id: Int32) {
        let (position, inserted) = names.insert(name)
        if inserted { declarations.append(Declarations()) }
        declarations[position].list.append(Declaration(lo: lo, hi: hi, id: id))
    }

    /// Builds the trees; call once after the last `add`.
    mutating func seal() {
        for k in declarations.indices where declarations[k].list.count > NameIntervals.directSearchLimit {
            declarations[k].tree = MaxTree(declarations[k].list.map(\.hi))
        }
    }

    /// The id of the last declaration of `name` whose interval contains token `j`, or nil.
    func innermost(_ name: String, containing j: Int, steps: inout Int) -> Int32? {
        guard let position = names.position(of: name) else { return nil }
        let d = declarations[position]
        let p = Int32(j)
        // Declarations starting at or before j: a prefix of the list.
        var a = 0
        var b = d.list.count
        while a < b {
            steps &+= 1
            let mid = (a + b) / 2
            if d.list[mid].lo <= p { a = mid + 1 } else { b = mid }
        }
        if let tree = d.tree {
            return tree.last(before: a, above: p, steps: &steps).map { d.list[$0].id }
        }
        var k = a - 1
        while k >= 0 {
            steps &+= 1
            if d.list[k].hi > p { return d.list[k].id }
            k -= 1
        }
        return nil
    }
}

extension NameIntervals {
    /// Locals, from their name to the end of their scope (its closing brace included: the
    /// old test was "declared before j, and j's scope within the local's"); ids index
    /// `FileStructure.locals`.
    static func locals(_ s: FileStructure) -> NameIntervals {
        var index = NameIntervals()
        // Locals are recorded in source order, as `add` wants.
        for (k, decl) in s.locals.enumerated() {
            index.add(decl.name, lo: decl.nameToken + 1, hi: s.scopes[Int(decl.scope)].close + 1, id: Int32(k))
        }
        index.seal()
        return index
    }

    /// Closure parameters (and, with `captures`, capture-list names) over their whole
    /// closure; ids are closure indices.
    static func closureNames(_ s: FileStructure, captures: Bool) -> NameIntervals {
        var index = NameIntervals()
        for (c, closure) in s.closures.enumerated() {
            let scope = s.scopes[Int(closure.scope)]
            for name in closure.parameters { index.add(name, lo: scope.open, hi: scope.close + 1, id: Int32(c)) }
            if captures {
                for entry in closure.captures { index.add(entry.name, lo: scope.open, hi: scope.close + 1, id: Int32(c)) }
            }
        }
        index.seal()
        return index
    }
}
