import Foundation

/// rxlint's own versioned JSON schema (documented in README.md, "JSON output").
/// Each finding has exactly the keys of `JSONReport.Entry`; a suggested fix is not part of
/// schema version 1.
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
        public var verdict: Verdict
        public var chain: [String]
    }

    public struct Summary: Codable, Equatable {
        public var files: Int
        public var errors: Int
        public var warnings: Int
        public var infos: Int
    }

    /// Bumped only when a key changes meaning or disappears.
    public static let schemaVersion = 1

    public static func document(_ findings: [Finding], context: ReportContext) -> Document {
        Document(
            version: schemaVersion,
            tool: Tool(name: "rxlint", version: context.toolVersion),
            findings: findings.map {
                Entry(rule: $0.rule, severity: $0.severity, message: $0.message, file: $0.file, line: $0.line,
                      column: $0.column, endLine: $0.endLine, endColumn: $0.endColumn, verdict: $0.verdict, chain: $0.chain)
            },
            summary: Summary(files: context.filesLinted,
                             errors: findings.filter { $0.severity == .error }.count,
                             warnings: findings.filter { $0.severity == .warning }.count,
                             infos: findings.filter { $0.severity == .info }.count))
    }

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        encodeDocument(document(findings, context: context), jobs: Engine.defaultJobs)
    }

    /// The document exactly as `encode` writes it (see `JSONDocumentWriter`), with the findings
    /// written by `jobs` workers: on a large project the findings are nearly all of the output.
    /// Each worker writes a slice of them; the slices are joined in order.
    static func encodeDocument(_ doc: Document, jobs: Int) -> String {
        let perSlice = 256
        let starts = Array(stride(from: 0, to: doc.findings.count, by: perSlice))
        let runs = starts.parallelMap(jobs: doc.findings.count > perSlice ? jobs : 1) { start -> [UInt8] in
            let slice = doc.findings[start..<min(start + perSlice, doc.findings.count)]
            var writer = JSONDocumentWriter(capacity: slice.count * 640)
            writer.entries(slice)
            return writer.bytes
        }
        var writer = JSONDocumentWriter(capacity: runs.reduce(512) { $0 + $1.count + 2 })
        writer.document(doc, findings: runs)
        return String(decoding: writer.bytes, as: UTF8.self)
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
}
