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
            let operations = lineDiff(before, after)
            guard let firstChange = operations.firstIndex(where: { $0.kind != .same }),
                  let lastChange = operations.lastIndex(where: { $0.kind != .same }) else { continue }
            let changed = operations[firstChange...lastChange]
            let p = operations[..<firstChange].count
            let removedCount = changed.filter { $0.kind != .added }.count
            let addedCount = changed.filter { $0.kind != .removed }.count
            let firstChanged = c.first + p
            let contextFrom = max(0, firstChanged - 3)
            let lastChanged = firstChanged + removedCount
            let contextTo = min(starts.count, lastChanged + 3)
            let leading = text(starts[contextFrom], starts[firstChanged])
            let trailing = lastChanged < starts.count ? text(starts[lastChanged], lineEnd(contextTo - 1)) : []
            let oldCount = leading.count + removedCount + trailing.count
            let newCount = leading.count + addedCount + trailing.count
            out += "@@ -\(contextFrom + 1),\(oldCount) +\(contextFrom + 1 + shift),\(newCount) @@\n"
            for line in leading { out += " \(line)\n" }
            for operation in changed {
                switch operation.kind {
                case .same: out += " \(operation.line)\n"
                case .removed: out += "-\(operation.line)\n"
                case .added: out += "+\(operation.line)\n"
                }
            }
            for line in trailing { out += " \(line)\n" }
            shift += addedCount - removedCount
        }
        return out.isEmpty ? "" : "--- a/\(path)\n+++ b/\(path)\n" + out
    }

    struct LineOperation {
        enum Kind { case same, removed, added }
        var kind: Kind
        var line: String
    }

    /// The lines of `before` and `after` aligned by their longest common subsequence: kept
    /// lines once, removed before added where they differ. Hunks are a few lines long, so
    /// the quadratic table is small.
    static func lineDiff(_ before: [String], _ after: [String]) -> [LineOperation] {
        let n = before.count, m = after.count
        // common[i][j]: the longest common subsequence of before[i...] and after[j...].
        var common = Array(repeating: Array(repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                common[i][j] = before[i] == after[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [LineOperation] = []
        var i = 0, j = 0
        while i < n || j < m {
            if i < n, j < m, before[i] == after[j] {
                result.append(LineOperation(kind: .same, line: before[i])); i += 1; j += 1
            } else if i < n, j == m || common[i + 1][j] >= common[i][j + 1] {
                result.append(LineOperation(kind: .removed, line: before[i])); i += 1
            } else {
                result.append(LineOperation(kind: .added, line: after[j])); j += 1
            }
        }
        return result
    }
}
