// Diagnostics, code actions, hover and messages.

struct DiagnosticRelatedInformation: Codable, Equatable, Sendable {
    var location: LSPLocation
    var message: String
}

/// A finding as the editor shows it. `code` is the rule id, `source` is "rxlint".
struct LSPDiagnostic: Codable, Equatable, Sendable {
    var range: LSPRange
    /// 1 error, 2 warning, 3 information.
    var severity: Int
    var code: String
    var source: String
    var message: String
    var relatedInformation: [DiagnosticRelatedInformation]?
}

struct PublishDiagnosticsParams: Encodable {
    var uri: String
    var version: Int?
    var diagnostics: [LSPDiagnostic]
}

/// The context's diagnostics are not read: the server answers from its own findings, and
/// clients send them in shapes of their own (Neovim 0.7 leaves out the range).
struct CodeActionContext: Decodable, Sendable {
    var only: [String]?
}

struct CodeActionParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
    var range: LSPRange
    var context: CodeActionContext?
}

/// The edits of a code action: by document version where the client takes that (so an edit
/// made for an older text is refused rather than applied to the wrong place), else by URI.
struct WorkspaceEdit: Encodable, Equatable {
    struct TextDocumentEdit: Encodable, Equatable {
        var textDocument: VersionedTextDocumentIdentifier
        var edits: [LSPTextEdit]
    }

    var changes: [String: [LSPTextEdit]]?
    var documentChanges: [TextDocumentEdit]?
}

struct CodeAction: Encodable, Equatable {
    var title: String
    var kind: String
    var diagnostics: [LSPDiagnostic]?
    var isPreferred: Bool?
    var edit: WorkspaceEdit
}

struct TextDocumentPositionParams: Decodable, Sendable {
    var textDocument: TextDocumentIdentifier
    var position: LSPPosition
}

struct MarkupContent: Encodable {
    /// "markdown" or "plaintext".
    var kind: String
    var value: String
}

struct LSPHover: Encodable {
    var contents: MarkupContent
    var range: LSPRange?
}

/// `window/showMessage` and `window/logMessage`: 1 error, 2 warning, 3 info, 4 log.
struct MessageParams: Encodable {
    var type: Int
    var message: String
}
