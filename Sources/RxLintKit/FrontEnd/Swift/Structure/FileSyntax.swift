/// A Swift file's tokens, comments and structure, kept past the per-file pass for the fixer
/// (`Fixer.withEdits`), which then works its edits out from the facts the analysis built
/// instead of lexing the file again. Kept only where an edit may follow (see
/// `FileAnalysis.syntax`): it is several times the size of the file's bytes.
public struct FileSyntax: Sendable {
    public var structure: FileStructure
    public var comments: [Token]

    public init(structure: FileStructure, comments: [Token]) {
        self.structure = structure
        self.comments = comments
    }

    /// Lexes and structures `bytes`: what a caller with no analysis at hand gives the fixer.
    public init(lexing bytes: UnsafeBufferPointer<UInt8>) {
        let lexed = Lexer.lex(bytes)
        self.init(structure: StructureBuilder.build(tokens: lexed.tokens, bytes: bytes), comments: lexed.comments)
    }
}
