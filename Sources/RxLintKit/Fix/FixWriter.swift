#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes fixed files: only files with an edit, only when the file on disk is still what was
/// linted, never a file or folder its permission bits say is read-only, and keeping what
/// makes the file itself: its owner, group and mode, its other hard links, and a symbolic link
/// (the file it points to is written, once).
///
/// How: the fixed text goes first into a temporary file beside the file written (which proves
/// the folder takes it and the disk holds it). A file with one link whose owner and group the
/// temporary file can take is then replaced by it atomically (`rename`): a reader sees the old
/// text or the new, never a mix. A file with several hard links (or an owner the temporary
/// file cannot take, writing as another user) is instead rewritten in place, into the same
/// inode, so that every link sees the fix and nothing of the file changes but its text: that
/// write is not atomic (a crash during it can leave the file part written), and if a write
/// fails rxlint puts the old text back.
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
            let shown = PathBytes.printable(file.path)
            switch InputReader.readBytes(path, display: file.path) {
            case .success(let current) where current == file.old:
                if let reason = replace(path, old: file.old, with: file.new) {
                    outcome.problems.append(.io("\(shown): \(reason); not fixed"))
                } else {
                    outcome.fixed.append((file.path, file.edits.count))
                }
            case .success:
                outcome.problems.append(.io("\(shown): changed on disk since it was linted; not fixed"))
            case .failure(let problem):
                outcome.problems.append(.input(problem))
            }
        }
        return outcome
    }

    /// Writes `bytes` in place of `old` into the file `path` names (the file a symbolic link
    /// points to); nil on success, else why not, in a few words.
    static func replace(_ path: String, old: [UInt8], with bytes: [UInt8]) -> String? {
        // The file itself: a symbolic link stays a link to the fixed file.
        guard let target = resolved(path) else { return "cannot write the fix: " + FileStatus.message(errno) }
        var st = stat()
        guard PathBytes.withCString(target, { stat($0, &st) }) == 0 else { return "cannot write the fix: " + FileStatus.message(errno) }
        guard st.st_mode & S_IFMT == S_IFREG else { return "not a regular file" }
        let folder = Paths.normalize(target + "/..")
        var folderStatus = stat()
        guard PathBytes.withCString(folder, { stat($0, &folderStatus) }) == 0 else { return "cannot write the fix: " + FileStatus.message(errno) }
        // The bits, not `access(2)`: run as root, every file is writable, and a read-only
        // file (`chmod 444`) would be overwritten all the same.
        guard writableByBits(st) else { return "the file is read-only" }
        guard writableByBits(folderStatus) else { return "its folder is read-only" }

        let name = target.split(separator: "/").last.map(String.init) ?? "file"
        let temporary = folder + "/.\(name).rxlint-fix-\(getpid())"
        let fd = PathBytes.withCString(temporary) { open($0, O_WRONLY | O_CREAT | O_EXCL, 0o600) }
        guard fd >= 0 else { return "cannot write the fix: " + FileStatus.message(errno) }
        var failure = writeAll(fd, bytes)
        // Owner and group first: changing them clears set-user-ID bits the mode then restores.
        var ownerKept = true
        if failure == nil, st.st_uid != geteuid() || st.st_gid != getegid() {
            ownerKept = fchown(fd, st.st_uid, st.st_gid) == 0
        }
        if failure == nil, fchmod(fd, st.st_mode & 0o7777) != 0 { failure = FileStatus.message(errno) }
        if failure == nil, fsync(fd) != 0 { failure = FileStatus.message(errno) }
        close(fd)
        if failure == nil, st.st_nlink == 1, ownerKept {
            if PathBytes.withCString(temporary, { t in PathBytes.withCString(target) { rename(t, $0) } }) == 0 { return nil }
            failure = FileStatus.message(errno)
        }
        _ = PathBytes.withCString(temporary) { unlink($0) }
        if let failure { return "cannot write the fix: " + failure }
        // Several links, or an owner only the file itself keeps: into the same inode.
        return rewriteInPlace(target, old: old, with: bytes)
    }

    /// `path` with every symbolic link resolved; nil when that fails.
    private static func resolved(_ path: String) -> String? {
        var lst = stat()
        guard PathBytes.withCString(path, { lstat($0, &lst) }) == 0 else { return nil }
        guard lst.st_mode & S_IFMT == S_IFLNK else { return path }
        guard let real = PathBytes.withCString(path, { realpath($0, nil) }) else { return nil }
        defer { free(real) }
        return PathBytes.string(cString: real)
    }

    /// Whether the mode bits let this process write the file: the owner's bits for its owner,
    /// the group's for a member, the others' else; for root (who may write anything) any
    /// write bit, so that a file nobody may write is left alone.
    static func writableByBits(_ st: stat) -> Bool {
        let uid = geteuid()
        if uid == 0 { return st.st_mode & 0o222 != 0 }
        if st.st_uid == uid { return st.st_mode & S_IWUSR != 0 }
        if isMember(of: st.st_gid) { return st.st_mode & S_IWGRP != 0 }
        return st.st_mode & S_IWOTH != 0
    }

    private static func isMember(of group: gid_t) -> Bool {
        if getegid() == group { return true }
        let count = getgroups(0, nil)
        guard count > 0 else { return false }
        var groups = [gid_t](repeating: 0, count: Int(count))
        let filled = getgroups(count, &groups)
        return filled > 0 && groups.prefix(Int(filled)).contains(group)
    }

    /// The new text written over the old in the same inode, then cut to its length; on a
    /// failed write the old text is put back.
    private static func rewriteInPlace(_ target: String, old: [UInt8], with bytes: [UInt8]) -> String? {
        let fd = PathBytes.withCString(target) { open($0, O_WRONLY | O_NOFOLLOW) }
        guard fd >= 0 else { return "cannot write the fix: " + FileStatus.message(errno) }
        defer { close(fd) }
        var failure = writeAll(fd, bytes)
        if failure == nil, ftruncate(fd, off_t(bytes.count)) != 0 { failure = FileStatus.message(errno) }
        if failure == nil, fsync(fd) != 0 { failure = FileStatus.message(errno) }
        guard let failure else { return nil }
        let restored = lseek(fd, 0, SEEK_SET) == 0 && writeAll(fd, old) == nil && ftruncate(fd, off_t(old.count)) == 0
        return "cannot write the fix: " + failure + (restored ? " (the file was left as it was)" : " (the file could not be restored)")
    }

    /// Writes all of `bytes` at the descriptor's offset; nil on success.
    private static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> String? {
        var failure: String?
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = systemWrite(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 { if errno == EINTR { continue }; failure = FileStatus.message(errno); return }
                written += n
            }
        }
        return failure
    }
}

#if canImport(Glibc)
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Glibc.write(fd, buffer, count) }
#else
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int { Darwin.write(fd, buffer, count) }
#endif
