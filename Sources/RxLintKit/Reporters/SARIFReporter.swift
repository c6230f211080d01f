/// SARIF 2.1.0 for code-scanning services (GitHub code scanning, Azure DevOps, IDEs).
/// Locations are relative to the repository root (`%SRCROOT%`), and the ownership chain is a
/// code flow, one step per thread-flow location.
public enum SARIFReporter: Reporter {
    public static let identifier = "sarif"
    public static let isMachineReadable = true
    static let rootBaseID = "%SRCROOT%"
    static let fingerprintKey = "rxlintFindingKey/v2"

    public static func generateReport(_ findings: [Finding], context: ReportContext) -> String {
        let descriptions = context.rules
        let rules = descriptions.map { rule(for: $0, doc: context.ruleDocumentation[$0.identifier]) }
        let indexByID = Dictionary(uniqueKeysWithValues: descriptions.enumerated().map { ($1.identifier, $0) })
        let results = findings.map { result(for: $0, ruleIndex: indexByID[$0.rule] ?? -1, context: context) }
        let rootURI = "file://" + percentEncode(context.repositoryRoot.hasSuffix("/") ? context.repositoryRoot : context.repositoryRoot + "/")
        let run = SARIF.Run(
            tool: SARIF.Tool(driver: SARIF.Driver(semanticVersion: context.toolVersion, version: context.toolVersion,
                                                   informationUri: RxLintInfo.informationURI, rules: rules)),
            originalUriBaseIds: [rootBaseID: SARIF.ArtifactLocation(uri: rootURI, uriBaseId: nil)],
            results: results)
        return JSONReporter.encode(SARIF.Log(runs: [run]))
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }

    static func rule(for d: RuleDescription, doc: String?) -> SARIF.Rule {
        return SARIF.Rule(
            id: d.identifier, name: d.name,
            shortDescription: SARIF.Text(text: d.summary),
            fullDescription: SARIF.Text(text: doc.flatMap(RuleDocs.whatItDoes) ?? d.summary),
            help: SARIF.Help(text: "\(d.summary) Run `rxlint explain \(d.identifier)` for examples and fixes.", markdown: doc.map(RuleDocs.body)),
            defaultConfiguration: SARIF.Configuration(level: level(d.defaultSeverity)))
    }

    static func result(for finding: Finding, ruleIndex: Int, context: ReportContext) -> SARIF.Result {
        let location = physicalLocation(for: finding, context: context)
        let codeFlows = finding.chain.isEmpty ? nil : [SARIF.CodeFlow(
            message: SARIF.Text(text: "Ownership chain: " + finding.chain.joined(separator: " → ")),
            threadFlows: [SARIF.ThreadFlow(locations: finding.chain.map {
                // Chain steps have no source positions of their own; each points at the finding.
                SARIF.ThreadFlowLocation(location: SARIF.Location(physicalLocation: location, message: SARIF.Text(text: $0)))
            })])]
        return SARIF.Result(
            ruleId: finding.rule, ruleIndex: ruleIndex, level: level(finding.severity),
            message: SARIF.Text(text: finding.message),
            locations: [SARIF.Location(physicalLocation: location, message: nil)],
            partialFingerprints: [fingerprintKey: context.fingerprint(of: finding)],
            codeFlows: codeFlows,
            // SARIF wants at least one replacement: an edit that another finding's covers has none.
            fixes: finding.edit.flatMap { $0.replacements.isEmpty ? nil : $0 }.map { edit in
                [SARIF.Fix(description: SARIF.Text(text: edit.description), artifactChanges: [SARIF.ArtifactChange(
                    artifactLocation: location.artifactLocation,
                    replacements: edit.replacements.map {
                        SARIF.Replacement(deletedRegion: SARIF.Region(startLine: $0.startLine, startColumn: $0.startColumn,
                                                                      endLine: $0.endLine, endColumn: $0.endColumn),
                                          insertedContent: $0.text.isEmpty ? nil : SARIF.Text(text: $0.text))
                    })])]
            },
            properties: SARIF.Properties(verdict: finding.verdict.rawValue))
    }

    static func physicalLocation(for finding: Finding, context: ReportContext) -> SARIF.PhysicalLocation {
        let abs = context.absolutePath(finding.file)
        let artifact: SARIF.ArtifactLocation
        if let relative = Paths.relative(abs, to: context.repositoryRoot) {
            artifact = SARIF.ArtifactLocation(uri: percentEncode(relative), uriBaseId: rootBaseID)
        } else {
            artifact = SARIF.ArtifactLocation(uri: "file://" + percentEncode(abs), uriBaseId: nil)
        }
        return SARIF.PhysicalLocation(
            artifactLocation: artifact,
            region: SARIF.Region(startLine: finding.statementLine, startColumn: finding.statementColumn,
                                 endLine: finding.endLine, endColumn: finding.endColumn))
    }

    /// RFC 3986 percent-encoding of a path: unreserved characters and `/` stay, every other
    /// UTF-8 byte becomes `%XX`.
    public static func percentEncode(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            let c = Character(Unicode.Scalar(byte))
            if byte < 0x80, c.isLetter || c.isNumber || "-._~/".contains(c) {
                out.append(c)
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
