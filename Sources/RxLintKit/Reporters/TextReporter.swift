/// `path:line:col: severity: message [rule]`, the form compilers print and Xcode, editors and
/// terminals turn into links; the ownership chain (and a fix, when known) on indented lines.
public enum TextReporter: Reporter {
    public static let identifier = "text"
    public static let isMachineReadable = false

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var out = ""
        for finding in findings {
            out += line(for: finding, path: finding.file, colored: context.colored)
            if !finding.chain.isEmpty {
                out += "    chain: " + oneLine(finding.chain.joined(separator: " → ")) + "\n"
            }
            if let fix = finding.fix, !fix.isEmpty {
                out += "    fix: " + oneLine(fix) + "\n"
            }
        }
        return out
    }

    /// The first line of a finding; shared with the Xcode reporter.
    static func line(for finding: Finding, path: String, colored: Bool) -> String {
        let location = "\(escapedPath(path)):\(finding.line):\(finding.column):"
        let label = compilerLabel(finding.severity)
        // Messages are one line: a newline inside would break every line-based consumer.
        let message = oneLine(finding.message)
        guard colored else { return "\(location) \(label): \(message) [\(finding.rule)]\n" }
        return "\u{1B}[1m\(location)\u{1B}[0m \(color(finding.severity))\(label):\u{1B}[0m \(message) \u{1B}[2m[\(finding.rule)]\u{1B}[0m\n"
    }

    /// A path as one line of text (see `PathBytes.printable`): control characters, backslashes
    /// and bytes that are not UTF-8 written as escapes (`\n`, `\t`, `\u{1B}`, `\\`, `\xE9`).
    static func escapedPath(_ path: String) -> String {
        PathBytes.printable(path)
    }

    /// Line breaks become spaces: a line-based consumer (or a CI runner scanning output for
    /// `::` commands) must never see text from a message start a line of its own.
    static func oneLine(_ s: String) -> String {
        s.split(whereSeparator: \.isNewline).joined(separator: " ")
    }

    /// Compilers say `note` where rxlint says `info`.
    static func compilerLabel(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    private static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "\u{1B}[1;31m"
        case .warning: return "\u{1B}[1;33m"
        case .info: return "\u{1B}[1;36m"
        }
    }
}
