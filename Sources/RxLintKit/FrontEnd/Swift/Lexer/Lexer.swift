/// The lightweight tokenizer: UTF-8 bytes in, tokens out. Never throws, never recurses on
/// input-controlled depth, linear time.
///
/// String literals and their interpolations nest through an explicit stack of modes, so
/// `"\("\("…")")"` a hundred thousand levels deep costs memory, not call stack.
public enum Lexer {
    /// Tokenizes `bytes`. Unknown bytes and unterminated literals become tokens plus a
    /// diagnostic; nothing is dropped. With `includeTrivia`, whitespace, newlines and comments
    /// are in `tokens` too, and the token texts concatenated reproduce `bytes` exactly.
    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>, includeTrivia: Bool = false) -> LexedFile {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return LexedFile() }
        // Token offsets are 32-bit; such a file is refused before it gets here anyway.
        guard bytes.count <= Int(Int32.max) else {
            return LexedFile(diagnostics: [LexDiagnostic(offset: 0, message: "file too large to tokenize")])
        }
        var scanner = TokenScanner(base: base, count: bytes.count, includeTrivia: includeTrivia)
        scanner.run()
        return LexedFile(tokens: scanner.tokens.finish(), comments: scanner.comments, diagnostics: scanner.diagnostics)
    }

    /// Convenience for tests and small inputs.
    public static func lex(_ bytes: [UInt8], includeTrivia: Bool = false) -> LexedFile {
        bytes.withUnsafeBufferPointer { lex($0, includeTrivia: includeTrivia) }
    }

    /// The text of `token`, decoded leniently (invalid UTF-8 becomes U+FFFD). For reports and
    /// tests, not for hot paths.
    public static func text(of token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> String {
        let start = max(0, min(Int(token.start), bytes.count))
        let end = max(start, min(Int(token.end), bytes.count))
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// The text of `token` in `bytes`.
    public static func text(of token: Token, in bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { text(of: token, in: $0) }
    }
}
