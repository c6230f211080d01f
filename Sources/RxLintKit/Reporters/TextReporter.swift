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

    /// A path as one line of text: control characters (a newline in a file name would start a
    /// line that names another file) and backslashes written as escapes (`\n`, `\t`, `\u{1B}`,
    /// `\\`), so what a line says is unambiguous. Other paths are printed as they are.
    static func escapedPath(_ path: String) -> String {
        guard path.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F || $0 == "\\" }) else { return path }
        var out = ""
        for scalar in path.unicodeScalars {
            switch scalar {
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\\": out += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
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
