#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads input files once, as bytes, and checks that they are analysable text.
public enum InputReader {
    /// The file's bytes as a `SourceFile` named `displayPath`, or why it cannot be linted.
    public static func read(_ file: DiscoveredFile) -> Result<SourceFile, InputProblem> {
        switch readBytes(file.absolutePath, display: file.path) {
        case .failure(let problem): return .failure(problem)
        case .success(let bytes): return validated(SourceFile(path: file.path, bytes: bytes))
        }
    }

    /// Checks in-memory input (stdin, the git index) the same way as files on disk.
    public static func validated(_ file: SourceFile) -> Result<SourceFile, InputProblem> {
        if let problem = SourceValidation.validate(path: file.path, bytes: file.bytes) { return .failure(problem) }
        return .success(file)
    }

    /// Reads a stream (standard input) to its end, or to one byte past `limit`: a stream over
    /// the limit is rejected without holding more of it than that (`/dev/zero` would never end).
    ///
    /// The stream is read in chunks of 1 MiB, then moved into one array of its exact size,
    /// each chunk freed as soon as it is copied: the most held at once is the input and one
    /// chunk, not twice the input (a buffer grown by doubling holds the old and the new one
    /// while it copies, and handing it over as an array copied it all again).
    public static func readStream(_ fd: Int32 = 0, limit: Int = SourceValidation.maximumFileSize) -> Result<[UInt8], InputProblem> {
        let chunkSize = 1 << 20
        var chunks: [(UnsafeMutableRawPointer, Int)] = []
        // Chunks before this one are freed already.
        var freed = 0
        defer { for k in freed..<chunks.count { chunks[k].0.deallocate() } }
        var total = 0
        reading: while total <= limit {
            let chunk = UnsafeMutableRawPointer.allocate(byteCount: chunkSize, alignment: 1)
            var filled = 0
            // Fill the chunk (or reach the end, or one byte past the limit).
            while filled < chunkSize, total + filled <= limit {
                let n = readChunk(fd, chunk + filled, min(chunkSize - filled, limit + 1 - total - filled))
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    chunk.deallocate()
                    return .failure(.unreadable("<stdin>", reason: FileStatus.message(errno)))
                }
                if n == 0 { break }
                filled += n
            }
            chunks.append((chunk, filled))
            total += filled
            if filled < chunkSize && total <= limit { break reading }
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: total) { buffer, count in
            var at = 0
            for (chunk, filled) in chunks {
                if filled > 0 { (buffer.baseAddress! + at).initialize(from: chunk.assumingMemoryBound(to: UInt8.self), count: filled) }
                at += filled
                chunk.deallocate()
                freed += 1
            }
            count = at
        }
        return .success(bytes)
    }

    static func readBytes(_ path: String, display: String) -> Result<[UInt8], InputProblem> {
        // O_NONBLOCK: if the path was swapped for a FIFO since discovery, open must not hang.
        let fd = PathBytes.withCString(path) { open($0, O_RDONLY | O_NONBLOCK) }
        guard fd >= 0 else { return .failure(.unreadable(display, reason: FileStatus.message(errno))) }
        defer { close(fd) }
        var st = stat()
        guard fstat(fd, &st) == 0 else { return .failure(.unreadable(display, reason: FileStatus.message(errno))) }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(.unreadable(display, reason: "not a regular file")) }
        let size = Int(st.st_size)
        if size > SourceValidation.maximumFileSize {
            return .failure(.tooLarge(display, bytes: size, limit: SourceValidation.maximumFileSize))
        }
        // One spare byte: a read that returns 0 into it proves the end of the file without a
        // separate probe buffer, so the common case is two reads and one exact allocation.
        var bytes = [UInt8](repeating: 0, count: size + 1)
        var filled = 0
        // The size can change under us: read until end of file, growing if needed.
        while true {
            if filled == bytes.count { bytes += repeatElement(0, count: Swift.max(65536, bytes.count / 2)) }
            let n = bytes.withUnsafeMutableBytes { buffer in
                readChunk(fd, buffer.baseAddress! + filled, buffer.count - filled)
            }
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.unreadable(display, reason: FileStatus.message(errno)))
            }
            if n == 0 { break }
            filled += n
        }
        if filled < bytes.count { bytes.removeSubrange(filled...) }
        return .success(bytes)
    }
}

/// `read(2)`; named apart from the enum's own `read`.
@inline(__always)
private func readChunk(_ fd: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.read(fd, buffer, count)
    #else
    return Darwin.read(fd, buffer, count)
    #endif
}
