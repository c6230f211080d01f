#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a report file the user named. No directory is created (a mistyped path should
/// fail, not leave a new tree behind), and a failure is one readable line that says why,
/// from the system's own error (`permission denied`, `no such file or directory`).
public enum ReportFile {
    /// Writes `bytes` to `path` (absolute), replacing the file; the reason on failure, naming
    /// the directory as seen from `cwd`.
    public static func write(_ bytes: [UInt8], to path: String, cwd: String) -> String? {
        let directory = Paths.normalize(path + "/..")
        switch FileStatus.of(directory) {
        case .directory: break
        case .missing: return "directory \(Paths.display(directory, cwd: cwd)) does not exist"
        default: return "\(Paths.display(directory, cwd: cwd)) is not a directory"
        }
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { return FileStatus.message(errno) }
        defer { close(fd) }
        var written = 0
        while written < bytes.count {
            let n = bytes.withUnsafeBytes { buffer in
                systemWrite(fd, buffer.baseAddress! + written, bytes.count - written)
            }
            if n < 0 {
                if errno == EINTR { continue }
                return FileStatus.message(errno)
            }
            written += n
        }
        return nil
    }
}

@inline(__always)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    return Glibc.write(fd, buffer, count)
    #else
    return Darwin.write(fd, buffer, count)
    #endif
}
