/// A document the client has open: its text as the client last sent it, and its version.
struct TextDocument {
    let uri: String
    /// The file it stands for, absolute.
    let path: String
    private(set) var version: Int
    private(set) var bytes: [UInt8]
    private(set) var positions: PositionMap

    init(uri: String, path: String, version: Int, text: String, encoding: PositionEncoding) {
        self.uri = uri
        self.path = path
        self.version = version
        bytes = Array(text.utf8)
        positions = PositionMap(bytes, encoding: encoding)
    }

    /// Applies a `didChange`'s edits in order: each range is read against the text the
    /// previous edit left. A change without a range replaces the whole text.
    mutating func apply(_ changes: [TextDocumentContentChangeEvent], version: Int) {
        for change in changes {
            let replacement = Array(change.text.utf8)
            if let range = change.range {
                var start = positions.offset(of: range.start, in: bytes)
                var end = positions.offset(of: range.end, in: bytes)
                if end < start { swap(&start, &end) }
                bytes.replaceSubrange(start..<end, with: replacement)
            } else {
                bytes = replacement
            }
            positions = PositionMap(bytes, encoding: positions.encoding)
        }
        self.version = version
    }
}
