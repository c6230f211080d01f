/// JUnit XML, shown by GitLab, Jenkins, CircleCI and Azure as test results: one failed test
/// case per error or warning, one skipped case per note (shown, but not a failure), or one
/// passing case when there is nothing to report (so a clean run is visible rather than an
/// empty suite).
public enum JUnitReporter: Reporter {
    public static let identifier = "junit"
    public static let isMachineReadable = true

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        let tests = max(1, findings.count)
        let skipped = findings.filter { $0.severity == .info }.count
        let failures = findings.count - skipped
        var out = XML.declaration
        out += "<testsuites name=\"rxlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        out += "  <testsuite name=\"rxlint\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\">\n"
        if findings.isEmpty {
            out += "    <testcase classname=\"rxlint\" name=\"no findings in \(context.filesLinted) files\"/>\n"
        }
        for f in findings {
            let location = "\(f.file):\(f.line):\(f.column)"
            var body = "\(location): \(TextReporter.compilerLabel(f.severity)): \(f.message) [\(f.rule)]"
            if !f.chain.isEmpty { body += "\nchain: " + f.chain.joined(separator: " → ") }
            out += "    <testcase classname=\"\(XML.escape(f.file))\" name=\"\(XML.escape("\(f.rule) at \(location)"))\">\n"
            if f.severity == .info {
                out += "      <skipped message=\"\(XML.escape("note: " + f.message))\"/>\n"
                out += "      <system-out>" + XML.escape(body) + "</system-out>\n"
            } else {
                out += "      <failure type=\"\(f.severity.rawValue)\" message=\"\(XML.escape(f.message))\">"
                    + XML.escape(body) + "</failure>\n"
            }
            out += "    </testcase>\n"
        }
        return out + "  </testsuite>\n</testsuites>\n"
    }
}
