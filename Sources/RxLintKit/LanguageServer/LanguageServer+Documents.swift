/// Text synchronisation and file events.
extension LanguageServer {
    func didOpen(_ params: DidOpenTextDocumentParams) {
        let item = params.textDocument
        let path = DocumentURI.path(of: item.uri)
        let text = TextDocument(uri: item.uri, path: path ?? "", version: item.version, text: item.text, encoding: encoding)
        // Only the files a run lints have verdicts; another document (a `.lintrc` the editor
        // sends too) is followed for its events alone.
        let lintable = path.map { FileDiscovery(configuration: Configuration(rootDirectory: "/"), currentDirectory: "/").hasLintedExtension($0) } ?? false
        let key = lintable ? path.map { projectKey(for: $0, isDirectory: false) } : nil
        documents[item.uri] = OpenDocument(text: text, project: key)
        if let path, PathKind.of(path) == .configuration { configurationsMoved = true }
    }

    func didChange(_ params: DidChangeTextDocumentParams) {
        let uri = params.textDocument.uri
        guard let document = documents[uri] else {
            log("\(uri): a change to a document that is not open was ignored", type: 2)
            return
        }
        // Versions only increase; an older one is a change already superseded.
        guard params.textDocument.version > document.text.version else {
            log("\(uri): a change to version \(params.textDocument.version) arrived after version \(document.text.version) and was ignored", type: 2)
            return
        }
        document.text.apply(params.contentChanges, version: params.textDocument.version)
        document.invalidate(rescan: true)
    }

    func didClose(_ params: DidCloseTextDocumentParams) {
        let uri = params.textDocument.uri
        guard let document = documents.removeValue(forKey: uri) else { return }
        // The file on disk stands for the buffer again; an unsaved edit is gone.
        if let key = document.project, let project = projects[key], document.frontEnd.feedsProjectIndex,
           project.dropBuffer(project.displayPath(document.text.path)) {
            invalidateDocuments(of: key)
        }
        if document.published != nil {
            notify("textDocument/publishDiagnostics", PublishDiagnosticsParams(uri: uri, version: nil, diagnostics: []))
        }
        if PathKind.of(document.text.path) == .configuration { configurationsMoved = true }
    }

    /// A save changes the disk; the buffer already said what it holds. What matters is a saved
    /// `.lintrc`, header or compilation database, which `refresh` reads again.
    func didSave(_ params: DidSaveTextDocumentParams) {
        guard let path = DocumentURI.path(of: params.textDocument.uri) else { return }
        fileChangedOnDisk(path, existence: false)
    }

    func didChangeWatchedFiles(_ params: DidChangeWatchedFilesParams) {
        for change in params.changes {
            guard let path = DocumentURI.path(of: change.uri) else { continue }
            // 1 created, 3 deleted: the set of files changed, not only a content.
            fileChangedOnDisk(path, existence: change.type != 2)
        }
    }

    func didChangeWorkspaceFolders(_ params: DidChangeWorkspaceFoldersParams) {
        let removed = Set(params.event.removed.compactMap { DocumentURI.path(of: $0.uri) })
        workspaceFolders.removeAll { removed.contains($0) }
        for folder in params.event.added.compactMap({ DocumentURI.path(of: $0.uri) }) where !workspaceFolders.contains(folder) {
            workspaceFolders.append(folder)
            _ = project(for: projectKey(for: folder, isDirectory: true))
        }
        // A project no open buffer or folder uses any more is let go.
        let used = Set(documents.values.compactMap(\.project))
        for key in projects.keys where !used.contains(key) && !workspaceFolders.contains(where: { Paths.relative($0, to: key.root) != nil }) {
            projects[key] = nil
        }
    }

    /// What a change on disk to `path` means for the warm projects. `existence`: the file was
    /// created or deleted.
    func fileChangedOnDisk(_ path: String, existence: Bool) {
        switch PathKind.of(path) {
        case .configuration:
            configurationsMoved = true
        case .swift:
            for (key, project) in projects where Paths.relative(path, to: key.root) != nil {
                if project.fileChanged(project.displayPath(path)) { invalidateDocuments(of: key) }
            }
        case .objCParseInput:
            // Headers are read by every Objective-C parse; a new or removed header folder,
            // prefix header or database also changes the parse options.
            for (key, project) in projects where Paths.relative(path, to: key.root) != nil {
                if existence || path.hasSuffix("compile_commands.json") { project.forgetObjectiveCOptions() }
                for document in documents.values where document.project == key && document.frontEnd.readsProjectHeaders {
                    document.invalidate(rescan: true)
                }
            }
        case .other:
            break
        }
    }

    /// Every open buffer of the project is checked again (the index changed under it).
    func invalidateDocuments(of key: ProjectKey) {
        for document in documents.values where document.project == key {
            document.invalidate(rescan: false)
        }
    }
}

/// What a file on disk is to the warm projects.
enum PathKind {
    case swift, configuration, objCParseInput, other

    static func of(_ path: String) -> PathKind {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if name == ConfigurationLoader.fileName { return .configuration }
        if name.hasSuffix(".swift") { return .swift }
        if name.hasSuffix(".h") || name.hasSuffix(".pch") || name == "compile_commands.json" { return .objCParseInput }
        return .other
    }
}
