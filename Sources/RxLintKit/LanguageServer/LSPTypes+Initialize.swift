// `initialize`: what the client can do, and what rxlint offers.

struct InitializeParams: Decodable, Sendable {
    var rootUri: String?
    var rootPath: String?
    var workspaceFolders: [WorkspaceFolder]?
    var capabilities: ClientCapabilities?
}

/// The client capabilities rxlint adapts to; every field may be missing.
struct ClientCapabilities: Decodable, Sendable {
    struct General: Decodable, Sendable {
        var positionEncodings: [String]?
    }

    struct TextDocument: Decodable, Sendable {
        struct PublishDiagnostics: Decodable, Sendable {
            var relatedInformation: Bool?
        }

        struct LSPHover: Decodable, Sendable {
            var contentFormat: [String]?
        }

        var publishDiagnostics: PublishDiagnostics?
        var hover: LSPHover?
    }

    struct Workspace: Decodable, Sendable {
        struct WorkspaceEdit: Decodable, Sendable {
            var documentChanges: Bool?
        }

        struct DynamicRegistration: Decodable, Sendable {
            var dynamicRegistration: Bool?
        }

        var workspaceEdit: WorkspaceEdit?
        var didChangeWatchedFiles: DynamicRegistration?
        var workspaceFolders: Bool?
    }

    struct Window: Decodable, Sendable {
        var workDoneProgress: Bool?
    }

    var general: General?
    var textDocument: TextDocument?
    var workspace: Workspace?
    var window: Window?
}

struct InitializeResult: Encodable {
    struct ServerInfo: Encodable {
        var name: String
        var version: String
    }

    var capabilities: ServerCapabilities
    var serverInfo: ServerInfo
}

struct ServerCapabilities: Encodable {
    struct TextDocumentSync: Encodable {
        struct Save: Encodable {
            var includeText: Bool
        }

        var openClose: Bool
        /// 2: incremental changes.
        var change: Int
        var save: Save
    }

    struct CodeActionOptions: Encodable {
        var codeActionKinds: [String]
        var resolveProvider: Bool
    }

    struct Workspace: Encodable {
        struct Folders: Encodable {
            var supported: Bool
            var changeNotifications: Bool
        }

        var workspaceFolders: Folders
    }

    var positionEncoding: String
    var textDocumentSync: TextDocumentSync
    var hoverProvider: Bool
    var codeActionProvider: CodeActionOptions
    var workspace: Workspace
}

/// `client/registerCapability`, for file watchers.
struct RegistrationParams: Encodable {
    struct Registration: Encodable {
        var id: String
        var method: String
        var registerOptions: WatchedFilesOptions
    }

    struct WatchedFilesOptions: Encodable {
        struct Watcher: Encodable {
            var globPattern: String
        }

        var watchers: [Watcher]
    }

    var registrations: [Registration]
}

/// `window/workDoneProgress/create`.
struct WorkDoneProgressCreateParams: Encodable {
    var token: String
}

/// `$/progress` with a begin or end report.
struct ProgressParams: Encodable {
    struct Value: Encodable {
        var kind: String
        var title: String?
        var message: String?
    }

    var token: String
    var value: Value
}
