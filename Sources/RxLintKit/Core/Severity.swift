/// How serious a finding is. `error` = the model proves a leak or an immediate disposal;
/// `warning` = the risky pattern on a source whose completion is unknown; `info` = the
/// subscription lives only until its source completes.
public enum Severity: String, Codable, Comparable, CaseIterable, Sendable {
    case info, warning, error

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
    var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}
