/// The lightweight tokenizer: UTF-8 bytes in, tokens out. Never throws, never recurses on
/// input-controlled depth, linear time.
public enum Lexer {
    /// Tokenizes `bytes`. Unknown bytes and unterminated literals become tokens plus a
    /// diagnostic; nothing is dropped.
    public static func lex(_ bytes: UnsafeBufferPointer<UInt8>, includeTrivia: Bool = false) -> LexedFile {
        // Placeholder until the real lexer lands: one unknown token covering the file.
        guard bytes.count > 0 else { return LexedFile() }
        return LexedFile(tokens: [Token(kind: .unknown, start: 0, end: Int32(bytes.count))])
    }

    /// Convenience for tests and small inputs.
    public static func lex(_ bytes: [UInt8], includeTrivia: Bool = false) -> LexedFile {
        bytes.withUnsafeBufferPointer { lex($0, includeTrivia: includeTrivia) }
    }
}
