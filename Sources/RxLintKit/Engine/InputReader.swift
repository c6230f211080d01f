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
    public static func readStream(_ fd: Int32 = 0, limit: Int = SourceValidation.maximumFileSize) -> Result<[UInt8], InputProblem> {
        // A raw buffer grown by doubling: no per-byte work, even in a debug build.
        var capacity = 65536
        var buffer = UnsafeMutableRawPointer.allocate(byteCount: capacity, alignment: 1)
        defer { buffer.deallocate() }
        var filled = 0
        while filled <= limit {
            if filled == capacity {
                let grown = Swift.min(limit + 1, capacity * 2)
                let larger = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
                larger.copyMemory(from: buffer, byteCount: filled)
                buffer.deallocate()
                buffer = larger
                capacity = grown
            }
            let n = readChunk(fd, buffer + filled, capacity - filled)
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return .failure(.unreadable("<stdin>", reason: FileStatus.message(errno)))
            }
            if n == 0 { break }
            filled += n
        }
        return .success(Array(UnsafeRawBufferPointer(start: buffer, count: filled)))
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
