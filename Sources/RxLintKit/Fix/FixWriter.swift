#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes fixed files: only files with an edit, only when the file on disk is still what was
/// linted, atomically (a temporary file beside it, renamed over it) and with its permissions.
public enum FixWriter {
    public struct Outcome {
        /// Files written, with how many findings each fix removed, in report order.
        public var fixed: [(path: String, findings: Int)] = []
        public var problems: [RxLintError] = []
    }

    /// The fixed text of each file that has edits, by path, in report order.
    public static func fixedFiles(_ findings: [Finding], sources: [SourceFile]) -> [(path: String, old: [UInt8], edits: [FixEdit], new: [UInt8])] {
        let bytes = Dictionary(sources.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        var order: [String] = []
        var edits: [String: [FixEdit]] = [:]
        for f in findings {
            guard let edit = f.edit else { continue }
            if edits[f.file] == nil { order.append(f.file) }
            edits[f.file, default: []].append(edit)
        }
        return order.compactMap { path in
            guard let old = bytes[path], let fileEdits = edits[path] else { return nil }
            return (path, old, fileEdits, FixApplier.apply(fileEdits, to: old))
        }
    }

    /// Writes each fixed file under `cwd`.
    public static func write(_ findings: [Finding], sources: [SourceFile], cwd: String) -> Outcome {
        var outcome = Outcome()
        for file in fixedFiles(findings, sources: sources) where file.new != file.old {
            let path = Paths.absolute(file.path, against: cwd)
            switch InputReader.readBytes(path, display: file.path) {
            case .success(let current) where current == file.old:
                if let reason = replace(path, with: file.new) {
                    outcome.problems.append(.io("\(file.path): cannot write the fix: \(reason)"))
                } else {
                    outcome.fixed.append((file.path, file.edits.count))
                }
            case .success:
                outcome.problems.append(.io("\(file.path): changed on disk since it was linted; not fixed"))
            case .failure(let problem):
                outcome.problems.append(.input(problem))
            }
        }
        return outcome
    }

    /// Replaces the file at `path` with `bytes` through a temporary file in its folder, keeping
    /// its permission bits; nil on success, else why not.
    static func replace(_ path: String, with bytes: [UInt8]) -> String? {
        var st = stat()
        guard stat(path, &st) == 0 else { return FileStatus.message(errno) }
        let folder = Paths.normalize(path + "/..")
        let name = path.split(separator: "/").last.map(String.init) ?? "file"
        let temporary = folder + "/.\(name).rxlint-fix-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o600)
        guard fd >= 0 else { return FileStatus.message(errno) }
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = Glibc_write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 { if errno == EINTR { continue }; failure = FileStatus.message(errno); return }
                written += n
            }
        }
        if failure == nil, fchmod(fd, st.st_mode & 0o7777) != 0 { failure = FileStatus.message(errno) }
        if failure == nil, fsync(fd) != 0 { failure = FileStatus.message(errno) }
        close(fd)
        if failure == nil, rename(temporary, path) != 0 { failure = FileStatus.message(errno) }
        if failure != nil { unlink(temporary) }
        return failure
    }
}

#if canImport(Glibc)
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#else
private func Glibc_write(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#endif
