import Foundation

/// rxlint's own versioned JSON schema (documented in README.md, "JSON output").
/// Each finding has exactly the keys of `JSONReport.Entry`; `fix` only on fixable findings.
public enum JSONReporter: Reporter {
    public static let identifier = "json"
    public static let isMachineReadable = true

    /// The document, as encoded.
    public struct Document: Codable, Equatable {
        public var version: Int
        public var tool: Tool
        public var findings: [Entry]
        public var summary: Summary
    }

    public struct Tool: Codable, Equatable {
        public var name: String
        public var version: String
    }

    public struct Entry: Codable, Equatable {
        public var rule: String
        public var severity: Severity
        public var message: String
        public var file: String
        public var line: Int
        public var column: Int
        public var endLine: Int
        public var endColumn: Int
        /// Where the statement starts: `statementLine:statementColumn`…`endLine:endColumn` is
        /// the finding's range; `line:column` is the culprit inside it.
        public var statementLine: Int
        public var statementColumn: Int
        public var verdict: Verdict
        public var chain: [String]
        /// The edit `rxlint --fix` would make, on findings it can fix.
        public var fix: Fix?

        /// The synthesized encoding's keys and values, with the severity and the verdict given
        /// as their strings and the chain as strings in a nested array: each value of a type
        /// of its own goes through the encoder's generic path (a nested encoder per value),
        /// which cost more than the rest of the finding. The bytes are the same.
        public func encode(to encoder: Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(rule, forKey: .rule)
            try container.encode(severity.rawValue, forKey: .severity)
            try container.encode(message, forKey: .message)
            try container.encode(file, forKey: .file)
            try container.encode(line, forKey: .line)
            try container.encode(column, forKey: .column)
            try container.encode(endLine, forKey: .endLine)
            try container.encode(endColumn, forKey: .endColumn)
            try container.encode(statementLine, forKey: .statementLine)
            try container.encode(statementColumn, forKey: .statementColumn)
            try container.encode(verdict.rawValue, forKey: .verdict)
            var links = container.nestedUnkeyedContainer(forKey: .chain)
            for link in chain { try links.encode(link) }
            try container.encodeIfPresent(fix, forKey: .fix)
        }
    }

    /// An edit: replacements of ranges (1-based; the end exclusive) of the file as linted.
    public struct Fix: Codable, Equatable {
        public var description: String
        public var replacements: [Replacement]
    }

    public struct Replacement: Codable, Equatable {
        public var startLine: Int
        public var startColumn: Int
        public var endLine: Int
        public var endColumn: Int
        public var text: String
    }

    public struct Summary: Codable, Equatable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
    }

    /// Bumped only when a key changes meaning or disappears.
    public static let schemaVersion = 2

    public static func document(_ findings: [Finding], context: ReportContext) -> Document {
        Document(
            version: schemaVersion,
            tool: Tool(name: "rxlint", version: context.toolVersion),
            findings: findings.map {
                Entry(rule: $0.rule, severity: $0.severity, message: $0.message, file: $0.file, line: $0.line,
                      column: $0.column, endLine: $0.endLine, endColumn: $0.endColumn, statementLine: $0.statementLine,
                      statementColumn: $0.statementColumn, verdict: $0.verdict, chain: $0.chain,
                      fix: $0.edit.map { edit in
                          Fix(description: edit.description, replacements: edit.replacements.map {
                              Replacement(startLine: $0.startLine, startColumn: $0.startColumn, endLine: $0.endLine, endColumn: $0.endColumn, text: $0.text)
                          })
                      })
            },
            summary: Summary(files: context.filesLinted,
                             errors: findings.reduce(0) { $0 + ($1.severity == .error ? 1 : 0) },
                             warnings: findings.reduce(0) { $0 + ($1.severity == .warning ? 1 : 0) },
                             infos: findings.reduce(0) { $0 + ($1.severity == .info ? 1 : 0) }))
    }

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        encodeDocument(document(findings, context: context), jobs: ParallelJobs.standard)
    }

    public static func generateReportBytes(_ findings: [Finding], context: ReportContext) -> [UInt8] {
        encodeDocumentBytes(document(findings, context: context), jobs: ParallelJobs.standard)
    }

    /// The document exactly as `encode` writes it, with the findings encoded by `jobs` workers:
    /// on a large project the findings are nearly all of the output. Each worker encodes a
    /// slice of the findings as a JSON array; the slices' elements are re-indented one level
    /// and spliced into the document's `findings` array. The findings go through the encoder
    /// without their `fix`, which `JSONFixWriter` writes into each one's lines. A test checks
    /// the bytes are the same.
    static func encodeDocument(_ doc: Document, jobs: Int) -> String {
        String(decoding: encodeDocumentBytes(doc, jobs: jobs), as: UTF8.self)
    }

    /// `encodeDocument` as the bytes it is made of.
    static func encodeDocumentBytes(_ doc: Document, jobs: Int) -> [UInt8] {
        guard !doc.findings.isEmpty else { return Array(encode(doc).utf8) }
        var head = doc
        head.findings = []
        let frame = Array(encode(head).utf8)
        // The frame's empty `findings` array: the line `  "findings" : [`, a blank line, `  ],`.
        guard let key = lineStarting(with: Array("  \"findings\" : [".utf8), in: frame, from: 0),
              let open = firstLineEnd(frame, from: key),
              let close = lineStarting(with: Array("  ],".utf8), in: frame, from: open) else {
            return Array(encode(doc).utf8)
        }
        let perSlice = 256
        let slices = stride(from: 0, to: doc.findings.count, by: perSlice).map {
            doc.findings[$0..<min($0 + perSlice, doc.findings.count)]
        }
        let encodeSlice = { (slice: ArraySlice<Entry>) -> [UInt8]? in
            let withoutFixes = slice.map { entry -> Entry in
                var entry = entry
                entry.fix = nil
                return entry
            }
            return arrayElements(encodeBytes(withoutFixes), fixes: slice.map(\.fix))
        }
        let encoded = jobs > 1 && slices.count > 1 ? slices.parallelMap(jobs: jobs, encodeSlice) : slices.map(encodeSlice)
        var out: [UInt8] = []
        out.reserveCapacity(frame.count + encoded.reduce(0) { $0 + ($1?.count ?? 0) + 2 })
        out += frame[..<(open + 1)]
        for (k, slice) in encoded.enumerated() {
            guard let slice else { return Array(encode(doc).utf8) }
            out += slice
            out += k == encoded.count - 1 ? [0x0A] : [0x2C, 0x0A]
        }
        out += frame[close...]
        return out
    }

    /// Pretty, sorted keys and unescaped slashes: stable bytes for goldens and diffs.
    static func encode<T: Encodable>(_ value: T) -> String {
        String(decoding: encodeBytes(value), as: UTF8.self) + "\n"
    }

    private static func encodeBytes<T: Encodable>(_ value: T) -> [UInt8] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        // Encoding plain structs of strings and integers cannot fail.
        return Array((try? encoder.encode(value)) ?? Data("{}".utf8))
    }

    /// The lines between a pretty array's `[` and `]`, each indented two more spaces (the
    /// array's nesting in the document), without the last line break; after the `file` line of
    /// the k-th finding, the lines of `fixes[k]` when it has one (`fix` follows `file` in sorted
    /// order). Nil when the array does not hold one `file` line per finding.
    private static func arrayElements(_ array: [UInt8], fixes: [Fix?]) -> [UInt8]? {
        guard let first = firstLineEnd(array, from: 0), let last = array.lastIndex(of: 0x0A), last > first else { return [] }
        // A finding's keys are indented by 4 spaces in the slice's array; its chain's strings
        // by 6, and no string holds a raw line break: only the key itself starts so.
        let fileKey = Array("    \"file\" : ".utf8)
        var out: [UInt8] = []
        out.reserveCapacity(array.count + array.count / 8)
        var finding = 0
        var lineStart = first + 1
        // Line by line through the bytes (`memchr` for each line's end): a slice's search and
        // two appends per line cost more than the encoding of the line's value.
        let complete = array.withUnsafeBufferPointer { bytes -> Bool in
            let base = bytes.baseAddress!
            while lineStart < last {
                let end = memchr(base + lineStart, 0x0A, last - lineStart).map { UnsafeRawPointer($0) - UnsafeRawPointer(base) } ?? last
                // Blank lines (inside an empty array) carry no indentation.
                if end > lineStart {
                    out.append(0x20)
                    out.append(0x20)
                }
                // The line and its break (the last line's is left to the caller).
                out.append(contentsOf: UnsafeBufferPointer(start: base + lineStart, count: (end < last ? end + 1 : end) - lineStart))
                if end - lineStart >= fileKey.count, memcmp(base + lineStart, fileKey, fileKey.count) == 0 {
                    guard finding < fixes.count, end < last else { return false }
                    if let fix = fixes[finding] { JSONFixWriter.append(fix, indent: 6, to: &out) }
                    finding += 1
                }
                lineStart = end + 1
            }
            return true
        }
        return complete && finding == fixes.count ? out : nil
    }

    private static func firstLineEnd(_ bytes: [UInt8], from: Int) -> Int? {
        bytes[from...].firstIndex(of: 0x0A)
    }

    /// The start of the first line at or after `from` that begins with `prefix`.
    private static func lineStarting(with prefix: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
        var start = from
        while start < bytes.count {
            if bytes[start...].starts(with: prefix) { return start }
            guard let end = firstLineEnd(bytes, from: start) else { return nil }
            start = end + 1
        }
        return nil
    }
}
