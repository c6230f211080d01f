/// The lines that differ between two texts, for failure messages: a page of 1,900 lines that
/// differs in one line shows that line with a little context, not both pages.
public enum TextDifference {
    /// Nil when the texts are equal; otherwise their differing lines as a unified diff
    /// (`-` expected, `+` actual, two lines of context), at most `limit` lines of it.
    public static func of(expected: String, actual: String, limit: Int = 80) -> String? {
        guard expected != actual else { return nil }
        let old = expected.components(separatedBy: "\n"), new = actual.components(separatedBy: "\n")
        // Common head and tail first: most differences are a few lines in a long page.
        var head = 0
        while head < old.count, head < new.count, old[head] == new[head] { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head, old[old.count - 1 - tail] == new[new.count - 1 - tail] { tail += 1 }
        let a = Array(old[head..<(old.count - tail)]), b = Array(new[head..<(new.count - tail)])
        var edits: [(Character, String)] = []
        if a.count * b.count <= 4_000_000 {
            edits = script(a, b)
        } else {
            edits = a.map { ("-", $0) } + b.map { ("+", $0) }
        }
        var out = ["@@ from line \(head + 1) (expected \(old.count) lines, actual \(new.count)) @@"]
        out += old[max(0, head - 2)..<head].map { "  " + $0 }
        // Long runs of kept lines between two changes shrink to their ends.
        var k = 0
        while k < edits.count {
            var end = k
            while end < edits.count, edits[end].0 == " " { end += 1 }
            if end - k > 4 {
                out += edits[k..<(k + 2)].map { "  " + $0.1 }
                out.append("  … \(end - k - 4) unchanged lines")
                out += edits[(end - 2)..<end].map { "  " + $0.1 }
                k = end
            } else {
                out.append("\(edits[k].0) \(edits[k].1)")
                k += 1
            }
        }
        out += old[(old.count - tail)..<min(old.count, old.count - tail + 2)].map { "  " + $0 }
        if out.count > limit { out = Array(out.prefix(limit)) + ["… \(out.count - limit) more lines"] }
        return out.joined(separator: "\n")
    }

    /// The shortest edit from `a` to `b` by longest common subsequence: ` ` kept, `-` removed,
    /// `+` added.
    private static func script(_ a: [String], _ b: [String]) -> [(Character, String)] {
        let n = a.count, m = b.count
        var lcs = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                lcs[i * (m + 1) + j] = a[i] == b[j] ? lcs[(i + 1) * (m + 1) + j + 1] + 1
                    : max(lcs[(i + 1) * (m + 1) + j], lcs[i * (m + 1) + j + 1])
            }
        }
        var out: [(Character, String)] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, a[i] == b[j] { out.append((" ", a[i])); i += 1; j += 1 }
            else if i < n, j == m || lcs[(i + 1) * (m + 1) + j] >= lcs[i * (m + 1) + j + 1] { out.append(("-", a[i])); i += 1 }
            else { out.append(("+", b[j])); j += 1 }
        }
        return out
    }
}
