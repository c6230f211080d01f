/// The comments of an Objective-C file, found by bytes (no libclang needed): for suppression
/// directives, which must work the same with or without a parse.
enum ObjCComments {
    /// Each `//…` and `/*…*/` comment as a token, skipping string and character literals.
    static func scan(_ bytes: UnsafeBufferPointer<UInt8>) -> [Token] {
        var result: [Token] = []
        var i = 0
        while i < bytes.count {
            guard let skipped = ObjCSkippedText.skip(bytes, at: i, end: bytes.count) else { i += 1; continue }
            switch skipped.kind {
            case .lineComment: result.append(Token(kind: .lineComment, start: Int32(i), end: Int32(skipped.end)))
            case .blockComment: result.append(Token(kind: .blockComment, start: Int32(i), end: Int32(skipped.end)))
            case .literal: break
            }
            i = skipped.end
        }
        return result
    }
}
