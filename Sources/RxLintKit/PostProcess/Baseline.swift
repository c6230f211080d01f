import Foundation

/// Findings recorded once (`--write-baseline`) so that later runs (`--baseline`) report only
/// new ones. Entries match on `FindingKey` (rule, file, whitespace-collapsed statement text),
/// never on line numbers, so edits elsewhere in a file do not resurrect old findings, and
/// never on anything the way the run was invoked changes (one file, staged, full).
/// Matching counts: two identical recorded findings absorb two current ones, not more.
/// Version-1 files (keyed on the culprit's line and the chain) are still read.
public struct Baseline: Codable, Equatable, Sendable {
    public struct Entry: Codable, Equatable, Sendable {
        public var rule: String
        /// Relative to the baseline file's directory.
        public var file: String
        /// Whitespace-collapsed statement text (version 1: the culprit's line).
        public var text: String
        /// Version 1 only.
        public var chain: [String]?
        /// For people reading the file; not used for matching.
        public var line: Int
        public var message: String

        var key: FindingKey { FindingKey(rule: rule, file: file, lineText: text, chain: chain ?? []) }
    }

    public var version: Int
    public var findings: [Entry]

    public static let currentVersion = 2

    /// Records `findings`; `key` gives each one's line-independent identity.
    public init(findings: [Finding], key: (Finding) -> FindingKey) {
        version = Baseline.currentVersion
        self.findings = findings.map { f in
            let k = key(f)
            return Entry(rule: k.rule, file: k.file, text: k.lineText, chain: nil, line: f.line, message: f.message)
        }.sorted { ($0.file, $0.line, $0.rule, $0.text) < ($1.file, $1.line, $1.rule, $1.text) }
    }

    /// The findings the baseline does not account for, in their original order.
    public func newFindings(_ current: [Finding], key: (Finding) -> FindingKey) -> [Finding] {
        var remaining: [FindingKey: Int] = [:]
        for entry in findings { remaining[entry.key, default: 0] += 1 }
        return current.filter { finding in
            let k = key(finding)
            guard let count = remaining[k], count > 0 else { return true }
            remaining[k] = count - 1
            return false
        }
    }

    public static func load(path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw RxLintError.baseline(file: path, message: "cannot read file")
        }
        let baseline: Baseline
        do {
            baseline = try JSONDecoder().decode(Baseline.self, from: data)
        } catch {
            throw RxLintError.baseline(file: path, message: "not an rxlint baseline (\(Baseline.reason(error)))")
        }
        guard baseline.version == 1 || baseline.version == currentVersion else {
            throw RxLintError.baseline(file: path, message: "unsupported version \(baseline.version)")
        }
        return baseline
    }

    public func write(to path: String) throws {
        let text = JSONReporter.encode(self)
        if let reason = ReportFile.write(Array(text.utf8), to: path, cwd: Paths.currentDirectory) {
            throw RxLintError.baseline(file: path, message: "cannot write file: \(reason)")
        }
    }

    private static func reason(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, _): return "missing key '\(key.stringValue)'"
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            return "wrong type at '\(context.codingPath.map(\.stringValue).joined(separator: "."))'"
        default: return "invalid JSON"
        }
    }
}
