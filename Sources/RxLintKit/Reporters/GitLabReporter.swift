/// GitLab Code Quality (a subset of the Code Climate spec): a JSON array GitLab shows in
/// merge request widgets. Fingerprints must be unique per report, so identical findings get
/// an occurrence number mixed in.
public enum GitLabReporter: Reporter {
    public static let identifier = "gitlab"
    public static let isMachineReadable = true

    public struct Issue: Codable, Equatable {
        public var description: String
        public var check_name: String
        public var fingerprint: String
        public var severity: String
        public var location: Location
    }

    public struct Location: Codable, Equatable {
        public var path: String
        public var lines: Lines
    }

    public struct Lines: Codable, Equatable { public var begin: Int }

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var occurrences: [String: Int] = [:]
        let issues = findings.map { f -> Issue in
            var fingerprint = context.fingerprint(of: f)
            let seen = occurrences[fingerprint, default: 0]
            occurrences[fingerprint] = seen + 1
            if seen > 0 { fingerprint = FindingKey(rule: fingerprint, file: "", lineText: String(seen), chain: []).fingerprint }
            var description = "\(f.message) [\(f.rule)]"
            if !f.chain.isEmpty { description += " (chain: " + f.chain.joined(separator: " → ") + ")" }
            return Issue(description: description, check_name: f.rule, fingerprint: fingerprint,
                         severity: severity(f.severity),
                         location: Location(path: context.repositoryRelativePath(f.file), lines: Lines(begin: f.line)))
        }
        return JSONReporter.encode(issues)
    }

    static func severity(_ s: Severity) -> String {
        switch s {
        case .error: return "critical"
        case .warning: return "major"
        case .info: return "info"
        }
    }
}
