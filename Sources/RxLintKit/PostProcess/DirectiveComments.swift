/// The comments of a file that may be suppression directives (`// rxlint:disable:next …`),
/// collected in the per-file pass and parsed (`SuppressionDirective`) once findings exist.
enum DirectiveComments {
    static let needle = Array("rxlint:".utf8)
    static let rarest = ByteSearch.rarestByteOffset(needle)

    /// Whether `bytes` mention `rxlint:` at all: directives are collected only then.
    static func mentioned(in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteSearch.contains(bytes, needle, rarest: rarest)
    }

    /// Comments that mention `rxlint:`, with their lines.
    static func collect(_ comments: [Token], bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [DirectiveComment] {
        var result: [DirectiveComment] = []
        for c in comments {
            let slice = UnsafeBufferPointer(rebasing: bytes[Int(c.start)..<Int(c.end)])
            guard ByteSearch.contains(slice, needle, rarest: rarest) else { continue }
            let line = lines.line(of: c.start)
            let endLine = lines.line(of: max(c.start, c.end - 1))
            // Only whitespace between the line start and the comment.
            var k = Int(lines.lineStarts[line - 1])
            var startsLine = true
            while k < Int(c.start) {
                if bytes[k] != 0x20 && bytes[k] != 0x09 && bytes[k] != 0xEF && bytes[k] != 0xBB && bytes[k] != 0xBF { startsLine = false; break }
                k += 1
            }
            result.append(DirectiveComment(line: line, endLine: endLine, text: String(decoding: slice, as: UTF8.self), startsLine: startsLine))
        }
        return result
    }
}
