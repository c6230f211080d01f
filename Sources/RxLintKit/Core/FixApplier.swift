/// Applies edits to a file's bytes, and shows what they change as a unified diff.
public enum FixApplier {
    /// The line ending inserted lines get: the file's first one (CRLF, or a lone CR in a
    /// classic Mac file), LF when it has none.
    public static func lineEnding(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        for i in bytes.indices where bytes[i] == 0x0A || bytes[i] == 0x0D {
            if bytes[i] == 0x0A { return "\n" }
            return i + 1 < bytes.count && bytes[i + 1] == 0x0A ? "\r\n" : "\r"
        }
        return "\n"
    }

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
    /// replacements close together, trimmed to the lines that really differ. Lines are what
    /// `diff` and `patch` count (ended by LF; a lone CR is inside a line), a last line with no
    /// newline is marked so, and file names are written as git writes them (`quotedName`), so
    /// that `patch -p1` and `git apply` take the diff whatever the names hold.
    public static func unifiedDiff(path: String, old: [UInt8], edits: [FixEdit]) -> String {
        let replacements = edits.flatMap(\.replacements).sorted { ($0.start, $0.end) < ($1.start, $1.end) }
        guard !replacements.isEmpty else { return "" }
        var starts = [0]
        for i in old.indices where old[i] == 0x0A && i + 1 < old.count { starts.append(i + 1) }
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
            let before = DiffLine.split(old[from..<to])
            let after = DiffLine.split(segment[...])
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
            let leading = DiffLine.split(old[starts[contextFrom]..<starts[firstChanged]])
            let trailing = lastChanged < starts.count ? DiffLine.split(old[starts[lastChanged]..<lineEnd(contextTo - 1)]) : []
            let oldCount = leading.count + removedCount + trailing.count
            let newCount = leading.count + addedCount + trailing.count
            out += "@@ -\(contextFrom + 1),\(oldCount) +\(contextFrom + 1 + shift),\(newCount) @@\n"
            for line in leading { out += line.printed(" ") }
            for operation in changed {
                switch operation.kind {
                case .same: out += operation.line.printed(" ")
                case .removed: out += operation.line.printed("-")
                case .added: out += operation.line.printed("+")
                }
            }
            for line in trailing { out += line.printed(" ") }
            shift += addedCount - removedCount
        }
        guard !out.isEmpty else { return "" }
        // git adds a tab after a name holding a space, for `patch`'s sake.
        let tab = path.contains(" ") ? "\t" : ""
        return "--- \(quotedName("a/" + path))\(tab)\n+++ \(quotedName("b/" + path))\(tab)\n" + out
    }

    /// A file name as git writes it in a diff: as it is, unless it holds a control character,
    /// `"`, `\\` or a byte past ASCII; then in double quotes with C escapes (`\t`, `\n`, `\"`,
    /// `\\`, and three octal digits for other bytes: `"a/\303\251.swift"`). `patch` and
    /// `git apply` both read that form back to the bytes of the name.
    public static func quotedName(_ name: String) -> String {
        let bytes = PathBytes.bytes(name)
        guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return name }
        var out = "\""
        for b in bytes {
            switch b {
            case 0x07: out += "\\a"
            case 0x08: out += "\\b"
            case 0x09: out += "\\t"
            case 0x0A: out += "\\n"
            case 0x0B: out += "\\v"
            case 0x0C: out += "\\f"
            case 0x0D: out += "\\r"
            case UInt8(ascii: "\""): out += "\\\""
            case UInt8(ascii: "\\"): out += "\\\\"
            case 0x20..<0x7F: out.unicodeScalars.append(Unicode.Scalar(b))
            default:
                let octal = String(b, radix: 8)
                out += "\\" + String(repeating: "0", count: 3 - octal.count) + octal
            }
        }
        return out + "\""
    }

    /// One line of a diff: its text and whether a newline ends it (only a file's last line
    /// may lack one).
    struct DiffLine: Equatable {
        var text: String
        var terminated: Bool

        /// `bytes` cut at each LF.
        static func split(_ bytes: ArraySlice<UInt8>) -> [DiffLine] {
            var lines: [DiffLine] = []
            var start = bytes.startIndex
            for i in bytes.indices where bytes[i] == 0x0A {
                lines.append(DiffLine(text: String(decoding: bytes[start..<i], as: UTF8.self), terminated: true))
                start = i + 1
            }
            if start < bytes.endIndex { lines.append(DiffLine(text: String(decoding: bytes[start...], as: UTF8.self), terminated: false)) }
            return lines
        }

        /// The line in a hunk, after its mark; a line with no newline is followed by the
        /// marker `diff` writes.
        func printed(_ mark: String) -> String {
            mark + text + (terminated ? "\n" : "\n\\ No newline at end of file\n")
        }
    }

    struct LineOperation {
        enum Kind { case same, removed, added }
        var kind: Kind
        var line: DiffLine
    }

    /// The lines of `before` and `after` aligned by their longest common subsequence: kept
    /// lines once, removed before added where they differ. Hunks are a few lines long, so
    /// the quadratic table is small.
    static func lineDiff(_ before: [DiffLine], _ after: [DiffLine]) -> [LineOperation] {
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
