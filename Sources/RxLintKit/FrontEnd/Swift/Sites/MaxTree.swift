/// A segment tree of maxima over a fixed array of values. The capture analysis asks it two
/// questions in logarithmic time, where a scan would make deep nesting quadratic: the last
/// index before a bound whose value exceeds a threshold, and every index of a range whose
/// value reaches one.
struct MaxTree {
    /// Node 1 is the root; leaves start at `size`. Unused leaves hold `Int32.min`.
    private var tree: [Int32]
    private let size: Int

    init(_ values: [Int32]) {
        var size = 1
        while size < values.count { size <<= 1 }
        self.size = size
        tree = [Int32](repeating: .min, count: 2 * size)
        for (k, v) in values.enumerated() { tree[size + k] = v }
        var node = size - 1
        while node >= 1 {
            tree[node] = max(tree[2 * node], tree[2 * node + 1])
            node -= 1
        }
    }

    /// The greatest index below `end` whose value is greater than `x`, or nil.
    func last(before end: Int, above x: Int32, steps: inout Int) -> Int? {
        last(node: 1, lo: 0, hi: size, end: end, above: x, steps: &steps)
    }

    // Recursion depth is the tree's height (log2 of the value count), not anything the input nests.
    private func last(node: Int, lo: Int, hi: Int, end: Int, above x: Int32, steps: inout Int) -> Int? {
        steps &+= 1
        if lo >= end || tree[node] <= x { return nil }
        if hi - lo == 1 { return lo }
        let mid = (lo + hi) / 2
        if let found = last(node: 2 * node + 1, lo: mid, hi: hi, end: end, above: x, steps: &steps) { return found }
        return last(node: 2 * node, lo: lo, hi: mid, end: end, above: x, steps: &steps)
    }

    /// Every index in `range` whose value is at least `x`, in increasing order. Costs the
    /// number reported times the height, so a range with nothing to report is cheap.
    func indices(in range: Range<Int>, atLeast x: Int32, steps: inout Int) -> [Int] {
        var found: [Int] = []
        collect(node: 1, lo: 0, hi: size, range: range, atLeast: x, into: &found, steps: &steps)
        return found
    }

    private func collect(node: Int, lo: Int, hi: Int, range: Range<Int>, atLeast x: Int32, into found: inout [Int], steps: inout Int) {
        steps &+= 1
        if hi <= range.lowerBound || lo >= range.upperBound || tree[node] < x { return }
        if hi - lo == 1 {
            found.append(lo)
            return
        }
        let mid = (lo + hi) / 2
        collect(node: 2 * node, lo: lo, hi: mid, range: range, atLeast: x, into: &found, steps: &steps)
        collect(node: 2 * node + 1, lo: mid, hi: hi, range: range, atLeast: x, into: &found, steps: &steps)
    }
}
