#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JSON-RPC messages framed by `Content-Length` headers (the LSP base protocol) from a
/// file descriptor. Everything is bounded: a header line, the number of header lines, and a
/// message body; what is over a bound is read and dropped, never held, and the stream stays
/// in step so the next message is read as usual.
final class MessageReader {
    /// What the stream held next.
    enum Next: Equatable {
        /// A message body (JSON text, undecoded).
        case message([UInt8])
        /// Something that is not a message; the reason is one line. Reading may go on.
        case problem(String)
        /// The stream ended.
        case end
    }

    /// The largest message body kept. An editor sends a whole file in `didOpen`; 64 MiB of
    /// source text is far past any file people edit.
    static let defaultMaximumBody = 64 * 1024 * 1024
    /// A header line longer than this is not a header the base protocol defines.
    static let maximumHeaderLine = 8 * 1024
    static let maximumHeaderLines = 32

    private let fd: Int32
    private let maximumBody: Int
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false

    init(fd: Int32, maximumBody: Int = MessageReader.defaultMaximumBody) {
        self.fd = fd
        self.maximumBody = maximumBody
        buffer = [UInt8](repeating: 0, count: 64 * 1024)
    }

    /// The next message, problem or end of the stream.
    func next() -> Next {
        var length: Int?
        var lines = 0
        var problem: String?
        // Header lines up to the blank line that ends them.
        while true {
            guard let line = readLine() else { return .end }
            switch line {
            case .tooLong:
                problem = problem ?? "a header line is longer than \(MessageReader.maximumHeaderLine) bytes"
            case .text(let bytes):
                if bytes.isEmpty {
                    // Blank lines before any header (a stray line break) separate nothing.
                    if lines == 0 && problem == nil { continue }
                    guard let length else { return .problem(problem ?? "a message has no Content-Length header") }
                    guard let problem else { return readBody(length) }
                    // The length is known: its body is skipped, so the stream stays in step.
                    return readBody(length, keep: false) == .end ? .end : .problem(problem)
                }
                lines += 1
                // Nothing of a header is kept but the length, so memory is bounded anyway; so
                // many lines are garbage all the same, and said to be.
                if lines > MessageReader.maximumHeaderLines {
                    problem = problem ?? "a message has more than \(MessageReader.maximumHeaderLines) header lines"
                }
                switch MessageReader.header(bytes) {
                case .contentLength(let n): length = n
                case .other: break
                case .invalid(let why): problem = problem ?? why
                }
            }
        }
    }

    enum Header: Equatable {
        case contentLength(Int)
        case other
        case invalid(String)
    }

    /// One header line: `Content-Length` (any case) with its value, another header, or not a
    /// header at all (no colon, or a length that is not a decimal number).
    static func header(_ line: [UInt8]) -> Header {
        guard let colon = line.firstIndex(of: UInt8(ascii: ":")) else {
            return .invalid("'\(printable(line))' is not a header line")
        }
        let name = String(decoding: line[..<colon], as: UTF8.self).lowercased()
        guard name == "content-length" else { return .other }
        var value = line[(colon + 1)...]
        while let first = value.first, first == 0x20 || first == 0x09 { value = value.dropFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 { value = value.dropLast() }
        guard !value.isEmpty, value.count <= 18, value.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) else {
            return .invalid("Content-Length '\(printable(Array(value)))' is not a number")
        }
        return .contentLength(value.reduce(0) { $0 * 10 + Int($1 - 0x30) })
    }

    /// A header's text for a message: at most 60 bytes, control characters escaped.
    private static func printable(_ bytes: [UInt8]) -> String {
        let text = String(decoding: bytes.prefix(60), as: UTF8.self)
        return String(text.unicodeScalars.map { $0.value < 0x20 ? "?" : Character($0) }) + (bytes.count > 60 ? "…" : "")
    }

    private enum Line {
        case text([UInt8])
        case tooLong
    }

    /// One line without its `\r\n` (a bare `\n` is accepted too); nil at the end of the stream.
    private func readLine() -> Line? {
        var line: [UInt8] = []
        var tooLong = false
        while true {
            if start == end {
                // A last line without a line break ends no header block: the stream is over.
                guard fill() else { return nil }
            }
            let available = buffer[start..<end]
            if let newline = newlineIndex() {
                if !tooLong { line += buffer[start..<newline] }
                start = newline + 1
                if line.count > MessageReader.maximumHeaderLine { tooLong = true }
                if tooLong { return .tooLong }
                if line.last == 0x0D { line.removeLast() }
                return .text(line)
            }
            if !tooLong { line += available }
            start = end
            if line.count > MessageReader.maximumHeaderLine {
                tooLong = true
                line = []
            }
        }
    }

    /// The index of the next `\n` in the buffered bytes (memchr: a stream of garbage without
    /// line breaks is skipped at memory speed).
    private func newlineIndex() -> Int? {
        buffer.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, let p = memchr(base + start, 0x0A, end - start) else { return nil }
            return UnsafeRawPointer(p) - UnsafeRawPointer(base)
        }
    }

    /// `length` bytes of body, or, past the bound (or when `keep` is false), the same bytes
    /// read and dropped.
    private func readBody(_ length: Int, keep wanted: Bool = true) -> Next {
        let keep = wanted && length <= maximumBody
        var body: [UInt8] = []
        if keep { body.reserveCapacity(length) }
        var remaining = length
        while remaining > 0 {
            if start == end {
                guard fill() else { return .end }
            }
            let n = min(remaining, end - start)
            if keep { body += buffer[start..<(start + n)] }
            start += n
            remaining -= n
        }
        if !keep {
            return .problem("a message of \(length) bytes is over the limit of \(maximumBody) bytes; it was skipped")
        }
        return .message(body)
    }

    /// Reads more bytes into the buffer; false at the end of the stream or on an error.
    private func fill() -> Bool {
        guard !atEnd else { return false }
        start = 0
        end = 0
        while true {
            let n = buffer.withUnsafeMutableBytes { raw in read(fd, raw.baseAddress!, raw.count) }
            if n > 0 {
                end = n
                return true
            }
            if n < 0 && (errno == EINTR || errno == EAGAIN) { continue }
            atEnd = true
            return false
        }
    }
}
