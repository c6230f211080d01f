/// How the closures of a file nest, computed once so that no question walks up the nesting.
///
/// A closure's *chain* is the closures around it up to the nearest function, accessor or type
/// body: the ones whose capture lists and `guard let self` a reference inside it can see. Two
/// closures that both contain a token are in the same chain exactly when they have the same
/// bounding scope.
struct ClosureChains {
    private struct Closure {
        /// The closure directly around it in its chain, or -1.
        var parent: Int32
        /// How many closures are above it in its chain.
        var depth: Int32
        /// How many closures contain it, function and type boundaries ignored.
        var nesting: Int32
        /// The outermost closure containing it (itself if none does).
        var root: Int32
    }

    /// Per scope: the innermost function body, accessor block, type body or file scope at or
    /// above it.
    let boundary: [Int32]
    private let closures: [Closure]

    /// Borrowed: an initializer would otherwise take a copy of the whole structure.
    init(_ s: borrowing FileStructure) {
        // Scopes and closures are numbered in source order of their `{`, so a parent comes
        // before its children. (One table per kind of item: this runs for every file with a
        // subscription.)
        var boundary = [Int32](repeating: 0, count: s.scopes.count)
        for k in s.scopes.indices {
            let scope = s.scopes[k]
            let p = Int(scope.parent)
            switch scope.kind {
            case .closure, .block: boundary[k] = p >= 0 ? boundary[p] : Int32(k)
            case .file, .typeBody, .functionBody, .accessorBlock: boundary[k] = Int32(k)
            }
        }
        var closures: [Closure] = []
        closures.reserveCapacity(s.closures.count)
        /// The `}` of each closure open at the current one, outermost first.
        var open: [Int32] = []
        for c in s.closures.indices {
            let scope = s.scopes[Int(s.closures[c].scope)]
            while let last = open.last, last < scope.open { open.removeLast() }
            let up = s.parentClosure(of: c) ?? -1
            let depth = up >= 0 ? closures[up].depth + 1 : 0
            let root = open.isEmpty ? Int32(c) : closures[c - 1].root
            closures.append(Closure(parent: Int32(up), depth: depth, nesting: Int32(open.count), root: root))
            open.append(scope.close)
        }
        self.boundary = boundary
        self.closures = closures
    }

    /// The closure directly around closure `c` in its chain, or -1.
    @inline(__always) func parent(_ c: Int) -> Int32 { closures[c].parent }
    /// How many closures are above closure `c` in its chain.
    @inline(__always) func depth(_ c: Int) -> Int32 { closures[c].depth }
    /// How many closures contain closure `c`, function and type boundaries ignored.
    @inline(__always) func nesting(_ c: Int) -> Int32 { closures[c].nesting }
    /// The outermost closure containing closure `c` (itself if none does).
    @inline(__always) func root(_ c: Int) -> Int32 { closures[c].root }
}
