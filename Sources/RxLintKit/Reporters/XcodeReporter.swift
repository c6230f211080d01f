/// The `/absolute/path:line:col: warning: message` lines an Xcode Run Script phase turns into
/// issues in the Issue navigator. Xcode needs absolute paths, and every finding must be one
/// line, so the chain is folded into the message.
public enum XcodeReporter: Reporter {
    public static let identifier = "xcode"
    public static let isMachineReadable = false

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var out = ""
        for var finding in findings {
            if !finding.chain.isEmpty {
                finding.message += " (chain: " + finding.chain.joined(separator: " → ") + ")"
            }
            out += TextReporter.line(for: finding, path: context.absolutePath(finding.file), colored: false)
        }
        return out
    }
}
