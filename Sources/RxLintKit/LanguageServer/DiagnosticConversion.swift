/// Findings as the editor shows them, placed in the text they were found in.
struct DiagnosticConversion {
    let uri: String
    let bytes: [UInt8]
    let positions: PositionMap
    /// The client shows related information; otherwise the chain and the fix go in the message.
    let relatedInformation: Bool

    /// The culprit: from the finding's line and column over the word there (`self`, the
    /// `subscribe` call), or the run of non-space text when no word starts there (a comment).
    func culpritRange(_ finding: Finding) -> LSPRange {
        let start = positions.offset(line: finding.line, column: finding.column, in: bytes)
        var end = start
        if end < bytes.count, DiagnosticConversion.isWordByte(bytes[end]) {
            while end < bytes.count, DiagnosticConversion.isWordByte(bytes[end]) { end += 1 }
        } else {
            while end < bytes.count, !DiagnosticConversion.isSpaceOrBreak(bytes[end]) { end += 1 }
        }
        if end == start, end < bytes.count, !DiagnosticConversion.isSpaceOrBreak(bytes[end]) {
            end += PositionMap.scalarLength(bytes[end])
        }
        return LSPRange(start: positions.position(of: start, in: bytes), end: positions.position(of: min(end, bytes.count), in: bytes))
    }

    /// The whole statement the finding is about, as reports give it.
    func statementRange(_ finding: Finding) -> LSPRange {
        let start = positions.offset(line: finding.statementLine, column: finding.statementColumn, in: bytes)
        let end = positions.offset(line: finding.endLine, column: finding.endColumn, in: bytes)
        return LSPRange(start: positions.position(of: start, in: bytes), end: positions.position(of: max(start, end), in: bytes))
    }

    func diagnostic(_ finding: Finding) -> LSPDiagnostic {
        let culprit = culpritRange(finding)
        let chain = finding.chain.isEmpty ? nil : "chain (\(finding.verdict.rawValue)): " + finding.chain.joined(separator: " → ")
        let fix = finding.fix.flatMap { $0.isEmpty ? nil : "fix: " + $0 }
        var message = finding.message
        var related: [DiagnosticRelatedInformation]?
        if relatedInformation {
            var items: [DiagnosticRelatedInformation] = []
            if let chain { items.append(DiagnosticRelatedInformation(location: LSPLocation(uri: uri, range: statementRange(finding)), message: chain)) }
            if let fix { items.append(DiagnosticRelatedInformation(location: LSPLocation(uri: uri, range: culprit), message: fix)) }
            related = items.isEmpty ? nil : items
        } else {
            for line in [chain, fix].compactMap({ $0 }) { message += "\n" + line }
        }
        return LSPDiagnostic(range: culprit, severity: DiagnosticConversion.severity(finding.severity), code: finding.rule,
                             source: "rxlint", message: message, relatedInformation: related)
    }

    static func severity(_ severity: Severity) -> Int {
        switch severity {
        case .error: return 1
        case .warning: return 2
        case .info: return 3
        }
    }

    /// An edit's replacements as LSP text edits of this text.
    func textEdits(_ edit: FixEdit) -> [LSPTextEdit] {
        edit.replacements.map { r in
            LSPTextEdit(range: LSPRange(start: positions.position(of: r.start, in: bytes), end: positions.position(of: r.end, in: bytes)),
                     newText: r.text)
        }
    }

    /// Letters, digits, `_`, `$`, and any non-ASCII byte (identifiers may hold them).
    private static func isWordByte(_ b: UInt8) -> Bool {
        (b >= 0x61 && b <= 0x7A) || (b >= 0x41 && b <= 0x5A) || (b >= 0x30 && b <= 0x39) || b == 0x5F || b == 0x24 || b >= 0x80
    }

    private static func isSpaceOrBreak(_ b: UInt8) -> Bool {
        b == 0x20 || b == 0x09 || b == 0x0A || b == 0x0D
    }
}
