import Foundation

/// Maps byte offsets to 1-based line and column. Built only for files that report something.
/// Columns count Unicode scalars (code points), so a line holding an emoji before the finding
/// gives the same column an editor shows; ASCII-only lines take a fast path.
public struct LineTable: Sendable {
    /// Byte offset of the first byte of each line.
    public let lineStarts: [Int32]

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var i = 0
        let n = bytes.count
        // Most files have no CR: jump from LF to LF with memchr.
        if let base = bytes.baseAddress, n > 0, memchr(base, 0x0D, n) == nil {
            while i < n, let p = memchr(base + i, 0x0A, n - i) {
                i = (UnsafeRawPointer(p) - UnsafeRawPointer(base)) + 1
                starts.append(Int32(i))
            }
            lineStarts = starts
            return
        }
        while i < n {
            let b = bytes[i]
            if b == 0x0A {
                starts.append(Int32(i + 1))
            } else if b == 0x0D {
                // A lone CR ends a line too; CRLF counts once.
                if i + 1 < n, bytes[i + 1] == 0x0A { i += 1 }
                starts.append(Int32(i + 1))
            }
            i += 1
        }
        lineStarts = starts
    }

    /// Number of lines, as `LineTable(bytes).lineStarts.count` would give, without storing them.
    public static func lineCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = bytes.baseAddress, bytes.count > 0 else { return 1 }
        var count = 1
        var i = 0
        let n = bytes.count
        // Most files have no CR at all: count LFs with memchr and check for CRs once.
        if memchr(base, 0x0D, n) == nil {
            while i < n, let p = memchr(base + i, 0x0A, n - i) {
                count += 1
                i = (UnsafeRawPointer(p) - UnsafeRawPointer(base)) + 1
            }
            return count
        }
        return LineTable(bytes).lineStarts.count
    }

    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBufferPointer { LineTable($0) }
    }

    /// 1-based line of the byte at `offset`.
    public func line(of offset: Int32) -> Int {
        // Binary search for the last line start <= offset.
        var lo = 0
        var hi = lineStarts.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lineStarts[mid] <= offset { lo = mid } else { hi = mid - 1 }
        }
        return lo + 1
    }

    /// 1-based (line, column) of the byte at `offset`; the column counts Unicode scalars.
    public func location(of offset: Int32, in bytes: UnsafeBufferPointer<UInt8>) -> (line: Int, column: Int) {
        let line = line(of: offset)
        let start = Int(lineStarts[line - 1])
        let end = min(Int(offset), bytes.count)
        var column = 1
        var i = start
        while i < end {
            // Continuation bytes (10xxxxxx) do not start a scalar.
            if bytes[i] & 0xC0 != 0x80 { column += 1 }
            i += 1
        }
        return (line, column)
    }
}

/// Builds a file's line table once, on first request, from whichever thread asks first.
final class LineTableCache: @unchecked Sendable {
    private let lock = NSLock()
    private var table: LineTable?

    func table(for bytes: [UInt8]) -> LineTable {
        lock.lock()
        defer { lock.unlock() }
        if let table { return table }
        let built = LineTable(bytes)
        table = built
        return built
    }
}
