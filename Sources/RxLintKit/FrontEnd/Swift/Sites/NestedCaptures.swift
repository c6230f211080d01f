/// Rx closures that recapture a strong `self` bound around them: `guard let self` (or `[self]`)
/// in one closure, then `.map { self.x }` inside it. The chain closures that contain both the
/// binding and the `map` report the `map` closure, once, at its first such reference.
///
/// Kept per nested closure as a staircase — its references in source order, each recorded only
/// when its binding is deeper than every earlier one's — so "the first reference bound at or
/// inside closure c" is a binary search, and a `MaxTree` over the closures finds those
/// worth reporting for `c` without looking at the others.
struct NestedCaptures {
    struct Record {
        /// The outermost Rx closure between the reference and its binding.
        var closure: Int32
        var token: Int32
        /// How many closures contain the binding closure.
        var bindingNesting: Int32
    }

    /// The closures with records, ascending (which is their source order).
    private var closures: [Int32] = []
    /// Per closure, where its staircase starts in `stairTokens`; one extra entry at the end.
    private var stairStart: [Int32] = []
    private var stairTokens: [Int32] = []
    private var stairNesting: [Int32] = []
    /// Over `closures`: the deepest binding of each.
    private var tree: MaxTree?

    init() {}

    init(_ records: [Record], steps: inout Int) {
        guard !records.isEmpty else { return }
        let sorted = records.sorted { ($0.closure, $0.token) < ($1.closure, $1.token) }
        steps &+= sorted.count
        var deepest: [Int32] = []
        var k = 0
        while k < sorted.count {
            let c = sorted[k].closure
            closures.append(c)
            stairStart.append(Int32(stairTokens.count))
            var best = Int32.min
            while k < sorted.count, sorted[k].closure == c {
                if sorted[k].bindingNesting > best {
                    best = sorted[k].bindingNesting
                    stairTokens.append(sorted[k].token)
                    stairNesting.append(best)
                }
                k += 1
            }
            deepest.append(best)
        }
        stairStart.append(Int32(stairTokens.count))
        tree = MaxTree(deepest)
    }

    /// For chain closure `c`, nested `nesting` closures deep: every recorded closure strictly
    /// inside it with a reference whose binding is `c` or inside `c`, with the first such
    /// reference, in source order of the closures.
    func captures(inside c: Int, _ s: FileStructure, nesting: Int32, steps: inout Int) -> [(closure: Int, token: Int32)] {
        guard let tree else { return [] }
        let close = s.scopes[Int(s.closures[c].scope)].close
        // Closures are numbered in source order, so those inside `c` follow it contiguously.
        var lower = 0
        var upper = closures.count
        while lower < upper {
            steps &+= 1
            let mid = (lower + upper) / 2
            if Int(closures[mid]) <= c { lower = mid + 1 } else { upper = mid }
        }
        var end = closures.count
        var a = lower
        while a < end {
            steps &+= 1
            let mid = (a + end) / 2
            if s.scopes[Int(s.closures[Int(closures[mid])].scope)].open < close { a = mid + 1 } else { end = mid }
        }
        var result: [(closure: Int, token: Int32)] = []
        for i in tree.indices(in: lower..<a, atLeast: nesting, steps: &steps) {
            var lo = Int(stairStart[i])
            var hi = Int(stairStart[i + 1])
            while lo < hi {
                steps &+= 1
                let mid = (lo + hi) / 2
                if stairNesting[mid] < nesting { lo = mid + 1 } else { hi = mid }
            }
            result.append((closure: Int(closures[i]), token: stairTokens[lo]))
        }
        return result
    }
}
