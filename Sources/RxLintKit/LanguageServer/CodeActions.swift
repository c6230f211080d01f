/// The code actions of a buffer's findings: each certain fix as a quick fix, a comment that
/// disables the rule for the finding's statement, and every certain fix of the file at once
/// (`source.fixAll.rxlint`, which editors run on save).
struct CodeActions {
    static let quickFix = "quickfix"
    static let fixAll = "source.fixAll.rxlint"

    let document: VersionedTextDocumentIdentifier
    let conversion: DiagnosticConversion
    /// Edits by document version (`documentChanges`), so a client refuses an edit made for an
    /// older text; else by URI.
    let versionedEdits: Bool

    /// The actions for the findings whose statement or culprit touches `range`, of the kinds
    /// `only` allows (a kind allows its sub-kinds: `source` allows `source.fixAll.rxlint`).
    func actions(_ findings: [Finding], range: LSPRange, only: [String]?) -> [CodeAction] {
        var actions: [CodeAction] = []
        if CodeActions.allows(only, CodeActions.quickFix) {
            for finding in findings where conversion.statementRange(finding).touches(range) || conversion.culpritRange(finding).touches(range) {
                let diagnostic = conversion.diagnostic(finding)
                if let edit = finding.edit, !edit.replacements.isEmpty {
                    actions.append(CodeAction(title: "Fix: \(edit.description)", kind: CodeActions.quickFix, diagnostics: [diagnostic],
                                              isPreferred: true, edit: workspaceEdit(conversion.textEdits(edit))))
                }
                if finding.rule != Suppressions.superfluousRule {
                    actions.append(CodeAction(title: "Disable \(finding.rule) for this statement (rxlint:disable:next)", kind: CodeActions.quickFix,
                                              diagnostics: [diagnostic], isPreferred: false, edit: workspaceEdit([disableEdit(finding)])))
                }
            }
        }
        if CodeActions.allows(only, CodeActions.fixAll) {
            let edits = findings.compactMap(\.edit).filter { !$0.replacements.isEmpty }
            if !edits.isEmpty {
                let count = edits.count
                actions.append(CodeAction(title: "Fix all rxlint findings with a certain fix (\(count))", kind: CodeActions.fixAll,
                                          diagnostics: nil, isPreferred: nil, edit: workspaceEdit(edits.flatMap(conversion.textEdits))))
            }
        }
        return actions
    }

    /// Whether a request for the kinds `only` (nil: any) takes an action of `kind`.
    static func allows(_ only: [String]?, _ kind: String) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }

    private func workspaceEdit(_ edits: [LSPTextEdit]) -> WorkspaceEdit {
        if versionedEdits {
            return WorkspaceEdit(changes: nil, documentChanges: [WorkspaceEdit.TextDocumentEdit(textDocument: document, edits: edits)])
        }
        return WorkspaceEdit(changes: [document.uri: edits], documentChanges: nil)
    }

    /// `// rxlint:disable:next <rule>` on a line of its own above the statement's first line,
    /// indented as that line is: a suppression covers every line of the statement.
    func disableEdit(_ finding: Finding) -> LSPTextEdit {
        let bytes = conversion.bytes
        let start = conversion.positions.offset(line: finding.statementLine, column: 1, in: bytes)
        var end = start
        while end < bytes.count, bytes[end] == 0x20 || bytes[end] == 0x09 { end += 1 }
        let indentation = String(decoding: bytes[start..<end], as: UTF8.self)
        let at = conversion.positions.position(of: start, in: bytes)
        return LSPTextEdit(range: LSPRange(start: at, end: at),
                        newText: "\(indentation)// rxlint:disable:next \(finding.rule)\(CodeActions.lineBreak(of: bytes))")
    }

    /// The file's own line break: CRLF when its first line ends with one.
    static func lineBreak(of bytes: [UInt8]) -> String {
        guard let newline = bytes.firstIndex(of: 0x0A) else { return "\n" }
        return newline > 0 && bytes[newline - 1] == 0x0D ? "\r\n" : "\n"
    }
}

/// The hover over a finding: its message, verdict, chain and fix.
enum FindingHover {
    static func hover(_ findings: [Finding], at position: LSPPosition, conversion: DiagnosticConversion, markdown: Bool) -> LSPHover? {
        let point = LSPRange(start: position, end: position)
        var hit = findings.filter { conversion.culpritRange($0).touches(point) }
        if hit.isEmpty { hit = findings.filter { conversion.statementRange($0).touches(point) } }
        guard !hit.isEmpty else { return nil }
        let sections = hit.map { finding -> String in
            var lines: [String] = []
            let label = TextReporter.compilerLabel(finding.severity)
            if markdown {
                lines.append("**rxlint** `\(finding.rule)` — \(label), verdict `\(finding.verdict.rawValue)`")
                lines.append("")
                lines.append(finding.message)
                if !finding.chain.isEmpty { lines += ["", "chain: " + finding.chain.map { "`\($0)`" }.joined(separator: " → ")] }
                if let fix = finding.fix, !fix.isEmpty { lines += ["", "fix: " + fix] }
                if let edit = finding.edit, !edit.replacements.isEmpty { lines += ["", "quick fix: " + edit.description] }
            } else {
                lines.append("rxlint \(finding.rule) — \(label), verdict \(finding.verdict.rawValue)")
                lines.append(finding.message)
                if !finding.chain.isEmpty { lines.append("chain: " + finding.chain.joined(separator: " → ")) }
                if let fix = finding.fix, !fix.isEmpty { lines.append("fix: " + fix) }
                if let edit = finding.edit, !edit.replacements.isEmpty { lines.append("quick fix: " + edit.description) }
            }
            return lines.joined(separator: "\n")
        }
        return LSPHover(contents: MarkupContent(kind: markdown ? "markdown" : "plaintext", value: sections.joined(separator: markdown ? "\n\n---\n\n" : "\n\n")),
                     range: conversion.culpritRange(hit[0]))
    }
}
