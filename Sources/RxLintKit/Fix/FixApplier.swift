/// Applies edits to a file's bytes, and shows what they change as a unified diff.
public enum FixApplier {
    /// `bytes` with every replacement of `edits` made (they do not overlap).
    public static func apply(_ edits: [FixEdit], to bytes: [UInt8]) -> [UInt8] {
        let replacements = edits.flatMap(\.replacements).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + replacements.reduce(0) { $0 + $1.text.utf8.count })
        var at = 0
        for r in replacements where r.start >= at && r.end <= bytes.count {
            result += bytes[at..<r.start]
            result += Array(r.text.utf8)
            at = r.end
        }
        result += bytes[at...]
        return result
    }

    /// A unified diff (`---`/`+++`, `@@` hunks with three lines of context) of what `edits`
    /// change in `old`; "" when they change nothing. Each hunk covers the lines of
    /// replacements close together, trimmed to the lines that really differ.
    public static func unifiedDiff(path: String, old: [UInt8], edits: [FixEdit]) -> String {
        let replacements = edits.flatMap(\.replacements).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        guard !replacements.isEmpty else { return "" }
        let table = LineTable(old)
        let starts = table.lineStarts.map(Int.init)
        func lineIndex(_ offset: Int) -> Int {
            // 0-based line holding `offset`.
            var low = 0, high = starts.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if starts[mid] <= offset { low = mid } else { high = mid - 1 }
            }
            return low
        }
        func lineEnd(_ line: Int) -> Int { line + 1 < starts.count ? starts[line + 1] : old.count }
        func text(_ from: Int, _ to: Int) -> [String] {
            var lines = String(decoding: old[from..<to], as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if lines.last == "" { lines.removeLast() }
            return lines
        }
        // Clusters of replacements whose lines are within two contexts of each other.
        var clusters: [(first: Int, last: Int, items: [TextReplacement])] = []
        for r in replacements {
            let first = lineIndex(r.start), last = lineIndex(max(r.start, r.end - 1))
            if var c = clusters.last, first <= c.last + 6 {
                c.last = max(c.last, last)
                c.items.append(r)
                clusters[clusters.count - 1] = c
            } else {
                clusters.append((first, last, [r]))
            }
        }
        var out = ""
        var shift = 0
        for c in clusters {
            let from = starts[c.first], to = lineEnd(c.last)
            var segment = Array(old[from..<to])
            for r in c.items.reversed() {
                segment.replaceSubrange((r.start - from)..<(r.end - from), with: Array(r.text.utf8))
            }
            let before = text(from, to)
            var after = String(decoding: segment, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            if after.last == "" { after.removeLast() }
            var p = 0
            while p < before.count, p < after.count, before[p] == after[p] { p += 1 }
            var q = 0
            while q < before.count - p, q < after.count - p, before[before.count - 1 - q] == after[after.count - 1 - q] { q += 1 }
            let removed = before[p..<(before.count - q)], added = after[p..<(after.count - q)]
            if removed.isEmpty && added.isEmpty { continue }
            let firstChanged = c.first + p
            let contextFrom = max(0, firstChanged - 3)
            let lastChanged = firstChanged + removed.count
            let contextTo = min(starts.count, lastChanged + 3)
            let leading = text(starts[contextFrom], starts[firstChanged])
            let trailing = lastChanged < starts.count ? text(starts[lastChanged], lineEnd(contextTo - 1)) : []
            let oldCount = leading.count + removed.count + trailing.count
            let newCount = leading.count + added.count + trailing.count
            out += "@@ -\(contextFrom + 1),\(oldCount) +\(contextFrom + 1 + shift),\(newCount) @@\n"
            for line in leading { out += " \(line)\n" }
            for line in removed { out += "-\(line)\n" }
            for line in added { out += "+\(line)\n" }
            for line in trailing { out += " \(line)\n" }
            shift += added.count - removed.count
        }
        return out.isEmpty ? "" : "--- a/\(path)\n+++ b/\(path)\n" + out
    }
}
