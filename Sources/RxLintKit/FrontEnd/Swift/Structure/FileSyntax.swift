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

    /// The syntax the per-file pass keeps: a small file's token array is copied to its exact
    /// size. The lexer reserves room for a file's tokens from its byte count and doubles it
    /// when short, so the array it returns is about half again as large as its tokens
    /// (RxSwift's sources average 6.8 bytes a token): of the 4.7 MB of tokens kept on that
    /// repository, 1.4 MB was that slack, held until the check pass. A large file's array is
    /// kept as it is: while copied it would be there twice, and one 50 MB file's run then
    /// peaked 110 MB higher.
    public init(keeping structure: FileStructure, comments: [Token]) {
        var kept = structure
        if structure.tokens.capacity <= Self.largestCopiedTokenArray, structure.tokens.capacity > structure.tokens.count + structure.tokens.count / 8 {
            kept = structure.withTokens(structure.tokens.withUnsafeBufferPointer { Array($0) })
        }
        self.init(structure: kept, comments: comments)
    }

    /// 1 MB of tokens, a file of about half a megabyte.
    static let largestCopiedTokenArray = (1 << 20) / MemoryLayout<Token>.stride

    /// Lexes and structures `bytes`: what a caller with no analysis at hand gives the fixer.
    public init(lexing bytes: UnsafeBufferPointer<UInt8>) {
        let lexed = Lexer.lex(bytes)
        self.init(structure: StructureBuilder.build(tokens: lexed.tokens, bytes: bytes), comments: lexed.comments)
    }
}
