/// Checkstyle XML, read by Jenkins (Warnings NG), reviewdog, Danger and most CI dashboards:
/// one `<file>` per file with findings, one `<error>` per finding.
public enum CheckstyleReporter: Reporter {
    public static let identifier = "checkstyle"
    public static let isMachineReadable = true

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        var out = XML.declaration + "<checkstyle version=\"4.3\">\n"
        var index = 0
        // Findings arrive sorted by file, so each file's findings are contiguous.
        while index < findings.count {
            let file = findings[index].file
            out += "  <file name=\"\(XML.escape(file))\">\n"
            while index < findings.count, findings[index].file == file {
                let f = findings[index]
                var message = f.message
                if !f.chain.isEmpty { message += " (chain: " + f.chain.joined(separator: " → ") + ")" }
                out += "    <error line=\"\(f.line)\" column=\"\(f.column)\" severity=\"\(f.severity.rawValue)\" "
                    + "message=\"\(XML.escape(message))\" source=\"rxlint.\(XML.escape(f.rule))\"/>\n"
                index += 1
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}
