/// `initialize`, and the requests about a buffer's findings.
extension LanguageServer {
    func initialize(_ id: RequestID, _ params: InitializeParams) {
        capabilities = params.capabilities
        encoding = PositionEncoding.negotiate(params.capabilities?.general?.positionEncodings)
        var folders = (params.workspaceFolders ?? []).compactMap { DocumentURI.path(of: $0.uri) }
        if folders.isEmpty, let root = params.rootUri.flatMap(DocumentURI.path) ?? params.rootPath.map(Paths.normalize) {
            folders = [root]
        }
        workspaceFolders = folders
        lifecycle = .running
        let result = InitializeResult(
            capabilities: ServerCapabilities(
                positionEncoding: encoding.rawValue,
                textDocumentSync: .init(openClose: true, change: 2, save: .init(includeText: false)),
                hoverProvider: true,
                codeActionProvider: .init(codeActionKinds: [CodeActions.quickFix, CodeActions.fixAll], resolveProvider: false),
                workspace: .init(workspaceFolders: .init(supported: true, changeNotifications: true))),
            serverInfo: .init(name: "rxlint", version: RxLintInfo.version))
        respond(id, result: result)
    }

    /// Watches the files whose changes on disk change verdicts (where the client can be asked
    /// to), and warms the workspace's projects so the first buffer opened is answered at once.
    func initialized() {
        if capabilities?.workspace?.didChangeWatchedFiles?.dynamicRegistration == true {
            let globs = ["**/*.swift", "**/*.m", "**/*.mm", "**/*.h", "**/*.pch", "**/.lintrc", "**/compile_commands.json"]
            request("client/registerCapability", RegistrationParams(registrations: [
                .init(id: "rxlint-watched-files", method: "workspace/didChangeWatchedFiles",
                      registerOptions: .init(watchers: globs.map { .init(globPattern: $0) })),
            ]))
        }
        for folder in workspaceFolders {
            _ = project(for: projectKey(for: folder, isDirectory: true))
        }
    }

    func codeAction(_ id: RequestID, _ params: CodeActionParams) {
        guard let document = documents[params.textDocument.uri] else {
            respond(id, result: [CodeAction]())
            return
        }
        // Answered for the text as it is now: every change sent before the request is applied.
        update()
        let findings = document.findings ?? []
        let actions = CodeActions(document: VersionedTextDocumentIdentifier(uri: document.text.uri, version: document.text.version),
                                  conversion: conversion(document),
                                  versionedEdits: capabilities?.workspace?.workspaceEdit?.documentChanges == true)
        respond(id, result: actions.actions(findings, range: params.range, only: params.context?.only))
    }

    func hover(_ id: RequestID, _ params: TextDocumentPositionParams) {
        guard let document = documents[params.textDocument.uri] else {
            respond(id, result: NullResult())
            return
        }
        update()
        let markdown = capabilities?.textDocument?.hover?.contentFormat?.first == "markdown"
        if let hover = FindingHover.hover(document.findings ?? [], at: params.position, conversion: conversion(document), markdown: markdown) {
            respond(id, result: hover)
        } else {
            respond(id, result: NullResult())
        }
    }

    /// How `document`'s findings are placed in its current text.
    func conversion(_ document: OpenDocument) -> DiagnosticConversion {
        DiagnosticConversion(uri: document.text.uri, bytes: document.text.bytes, positions: document.text.positions,
                             relatedInformation: capabilities?.textDocument?.publishDiagnostics?.relatedInformation == true)
    }
}
