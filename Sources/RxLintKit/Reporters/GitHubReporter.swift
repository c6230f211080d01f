/// GitHub Actions workflow commands (`::error file=…,line=…::message`), which the runner
/// turns into annotations on the pull request's diff.
public enum GitHubReporter: Reporter {
    public static let identifier = "github"
    public static let isMachineReadable = true

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var out = ""
        for finding in findings {
            let path = githubPath(finding.file, context: context)
            let properties = [
                ("file", path), ("line", String(finding.line)), ("endLine", String(finding.endLine)),
                ("col", String(finding.column)), ("endColumn", String(finding.endColumn)), ("title", "rxlint: \(finding.rule)"),
            ].map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            var message = finding.message
            if !finding.chain.isEmpty { message += "\nchain: " + finding.chain.joined(separator: " → ") }
            out += "::\(command(finding.severity)) \(properties)::\(escapeData(message))\n"
        }
        return out
    }

    static func command(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Paths relative to the checkout (`GITHUB_WORKSPACE`) so annotations land on the diff.
    static func githubPath(_ file: String, context: ReportContext) -> String {
        guard let workspace = context.environment["GITHUB_WORKSPACE"], !workspace.isEmpty else { return file }
        let absoluteWorkspace = Paths.absolute(workspace, against: context.currentDirectory)
        return Paths.relative(context.absolutePath(file), to: absoluteWorkspace) ?? file
    }

    /// The runner's escaping for a command's message: a raw line break would end the command
    /// and let the rest of the text start another one.
    public static func escapeData(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Property values also must not contain the `,` and `:` that delimit properties.
    public static func escapeProperty(_ s: String) -> String {
        var out = ""
        for scalar in escapeData(s).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
