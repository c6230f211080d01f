/// Which warm project a buffer belongs to: the root a run would know, and the `.lintrc` it
/// would read (`LintRun.loadConfiguration`, `LintRun.projectRoot`).
struct ProjectKey: Hashable {
    var root: String
    var configurationPath: String?
}

/// A buffer the client has open, with what rxlint worked out for its current text.
final class OpenDocument {
    var text: TextDocument
    /// The project, for a `file:` URI; nil for other schemes (nothing to report).
    var project: ProjectKey?
    /// The per-file pass over the current text; nil once the text changed.
    var scanned: FileAnalysis?
    /// The findings of the current text; nil when they must be worked out again (the text
    /// changed, or the project index or configuration did).
    var findings: [Finding]?
    /// What was last published, and for which version.
    var published: (version: Int, diagnostics: [LSPDiagnostic])?

    init(text: TextDocument, project: ProjectKey?) {
        self.text = text
        self.project = project
    }

    var frontEnd: FrontEnd.Type { FrontEnds.of(path: text.path) }

    /// The buffer as a source file named as a run from the project root names it.
    func source(in project: WarmProject) -> SourceFile {
        SourceFile(path: project.displayPath(text.path), bytes: text.bytes)
    }

    /// Forgets the verdict (and, with `rescan`, the per-file pass) so the next update works
    /// them out again.
    func invalidate(rescan: Bool) {
        findings = nil
        if rescan { scanned = nil }
    }
}
