// The few Language Server Protocol 3.17 structures rxlint reads and writes, with the
// protocol's field names. Fields rxlint does not use are left out: the decoder ignores them.

/// A position in a document: 0-based line, and a 0-based offset in the line counted in the
/// position encoding agreed at `initialize` (UTF-16 code units unless the client offers more).
struct LSPPosition: Codable, Equatable, Comparable, Sendable {
    var line: Int
    var character: Int

    static func < (a: LSPPosition, b: LSPPosition) -> Bool {
        (a.line, a.character) < (b.line, b.character)
    }
}

/// From `start` up to, not including, `end`.
struct LSPRange: Codable, Equatable, Sendable {
    var start: LSPPosition
    var end: LSPPosition

    /// Whether the two ranges share a position (touching counts: a cursor at either end of a
    /// word is on it).
    func touches(_ other: LSPRange) -> Bool {
        !(end < other.start || other.end < start)
    }
}

struct LSPLocation: Codable, Equatable, Sendable {
    var uri: String
    var range: LSPRange
}

struct LSPTextEdit: Codable, Equatable, Sendable {
    var range: LSPRange
    var newText: String
}

struct TextDocumentIdentifier: Codable, Equatable, Sendable {
    var uri: String
}

struct VersionedTextDocumentIdentifier: Codable, Equatable, Sendable {
    var uri: String
    var version: Int
}

struct TextDocumentItem: Codable, Equatable, Sendable {
    var uri: String
    var languageId: String?
    var version: Int
    var text: String
}

struct DidOpenTextDocumentParams: Codable, Sendable {
    var textDocument: TextDocumentItem
}

/// One change: `text` replaces `range`, or the whole document when there is no range.
struct TextDocumentContentChangeEvent: Codable, Equatable, Sendable {
    var range: LSPRange?
    var text: String
}

struct DidChangeTextDocumentParams: Codable, Sendable {
    var textDocument: VersionedTextDocumentIdentifier
    var contentChanges: [TextDocumentContentChangeEvent]
}

struct DidCloseTextDocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}

struct DidSaveTextDocumentParams: Codable, Sendable {
    var textDocument: TextDocumentIdentifier
}

/// A file created (1), changed (2) or deleted (3) on disk.
struct FileEvent: Codable, Equatable, Sendable {
    var uri: String
    var type: Int
}

struct DidChangeWatchedFilesParams: Codable, Sendable {
    var changes: [FileEvent]
}

struct WorkspaceFolder: Codable, Equatable, Sendable {
    var uri: String
    var name: String?
}

struct WorkspaceFoldersChangeEvent: Codable, Sendable {
    var added: [WorkspaceFolder]
    var removed: [WorkspaceFolder]
}

struct DidChangeWorkspaceFoldersParams: Codable, Sendable {
    var event: WorkspaceFoldersChangeEvent
}

/// `$/cancelRequest`.
struct CancelParams: Codable, Sendable {
    var id: RequestID
}
