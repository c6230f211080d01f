/// Working out the verdicts of the open buffers, and publishing them.
extension LanguageServer {
    /// Brings every open buffer's findings up to date: first every changed buffer is scanned
    /// (its index facts may change the index), then every buffer without findings is checked.
    func update() {
        checkConfigurations()
        for document in documents.values where document.scanned == nil {
            guard let key = document.project else { continue }
            let project = self.project(for: key)
            guard project.includes(document.text.path) else {
                document.scanned = FileAnalysis(path: project.displayPath(document.text.path))
                continue
            }
            let source = document.source(in: project)
            if let problem = SourceValidation.validate(path: source.path, bytes: source.bytes) {
                show(problem.description, type: 2)
                document.scanned = FileAnalysis(path: source.path)
                document.findings = []
                continue
            }
            switch project.scan(source) {
            case .success(let scanned):
                document.scanned = scanned
                if let reason = scanned.analysisProblem { show(reason, type: 2) }
                if document.frontEnd.feedsProjectIndex, project.setBuffer(source.path, scanned: scanned) { invalidateDocuments(of: key) }
            case .failure:
                document.scanned = FileAnalysis(path: source.path)
            }
            document.findings = nil
        }
        for document in documents.values where document.findings == nil {
            guard let key = document.project, let project = projects[key], let scanned = document.scanned else {
                document.findings = []
                continue
            }
            guard project.includes(document.text.path) else {
                document.findings = []
                continue
            }
            switch project.findings(document.source(in: project), scanned: scanned) {
            case .success(let findings):
                document.findings = findings
            case .failure(let problem):
                // The configuration or baseline cannot be read: a run would stop with this
                // line, and report nothing.
                document.findings = []
                show(problem.description, type: 1)
            }
        }
        publishConfigurationDiagnostics()
    }

    /// `update`, then each buffer's diagnostics where they changed or its version did. A
    /// buffer the client changed again meanwhile is left for the next round: its verdict
    /// would be for a text the client no longer has.
    func refresh() {
        update()
        for (uri, document) in documents.sorted(by: { $0.key < $1.key }) {
            guard document.project != nil, let findings = document.findings else { continue }
            if inbox.hasPendingChange(uri) { continue }
            let diagnostics = findings.map(conversion(document).diagnostic)
            if let published = document.published, published.version == document.text.version, published.diagnostics == diagnostics { continue }
            document.published = (document.text.version, diagnostics)
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: document.text.version, diagnostics: diagnostics))
        }
    }

    /// A diagnostic on each `.lintrc` that cannot be read, placed where the reading stopped;
    /// cleared once it reads again.
    private func publishConfigurationDiagnostics() {
        var broken: [String: LSPDiagnostic] = [:]
        for (key, project) in projects {
            guard let path = key.configurationPath, case .failure(let error) = project.configuration else { continue }
            var position = LSPPosition(line: 0, character: 0)
            var message = error.description
            if case let .configuration(_, line, column, text) = error {
                position = LSPPosition(line: max(0, line - 1), character: max(0, column - 1))
                message = text
            } else if case let .configurationFile(_, text) = error {
                message = text
            }
            broken[path] = LSPDiagnostic(range: LSPRange(start: position, end: position), severity: 1, code: "configuration",
                                         source: "rxlint", message: message, relatedInformation: nil)
        }
        for path in configurationDiagnostics.keys.sorted() where broken[path] == nil {
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: DocumentURI.uri(of: path), version: nil, diagnostics: []))
        }
        for (path, diagnostic) in broken.sorted(by: { $0.key < $1.key }) where configurationDiagnostics[path] != diagnostic {
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: DocumentURI.uri(of: path), version: nil, diagnostics: [diagnostic]))
        }
        configurationDiagnostics = broken
    }
}
