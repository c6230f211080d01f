#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path is, following symbolic links, from `stat(2)`.
enum FileStatus {
    /// Device and inode: the identity of a file whatever name reaches it.
    struct ID: Hashable {
        let device: UInt64
        let inode: UInt64
    }

    case missing
    case brokenLink
    case directory(ID)
    case regular(ID)
    /// A FIFO, socket or device: never opened, since reading one can block forever.
    case other
    case error(String)

    static func of(_ path: String) -> FileStatus {
        var st = stat()
        if PathBytes.withCString(path, { stat($0, &st) }) == 0 {
            let id = ID(device: UInt64(st.st_dev), inode: UInt64(st.st_ino))
            switch st.st_mode & S_IFMT {
            case S_IFDIR: return .directory(id)
            case S_IFREG: return .regular(id)
            default: return .other
            }
        }
        let err = errno
        // stat failed; lstat tells a dangling link from a missing file.
        var lst = stat()
        if err == ENOENT, PathBytes.withCString(path, { lstat($0, &lst) }) == 0, lst.st_mode & S_IFMT == S_IFLNK { return .brokenLink }
        if err == ENOENT || err == ENOTDIR { return .missing }
        if err == ELOOP { return .error("too many levels of symbolic links") }
        return .error(message(err))
    }

    /// The entry names of a directory, or why it cannot be listed.
    static func list(_ path: String) -> Result<[String], ListError> {
        listEntries(path).map { $0.map(\.name) }
    }

    /// The entries of a directory, each with whether the listing itself says it is a regular
    /// file (`d_type`; false for a symbolic link, and where the file system does not say), or
    /// why it cannot be listed. A walk skips such a file it does not read without `stat`.
    static func listEntries(_ path: String) -> Result<[(name: String, isRegular: Bool)], ListError> {
        guard let dir = PathBytes.withCString(path, { opendir($0) }) else { return .failure(ListError(message(errno))) }
        defer { closedir(dir) }
        var entries: [(name: String, isRegular: Bool)] = []
        while let entry = readdir(dir) {
            // Bytes, not `String(cString:)`: a name that is not UTF-8 must still name its file.
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { PathBytes.string(cString: $0) }
            }
            if name != "." && name != ".." { entries.append((name, entry.pointee.d_type == UInt8(DT_REG))) }
        }
        return .success(entries)
    }

    struct ListError: Error {
        let reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// `strerror` in lower case, as the rest of rxlint's messages.
    static func message(_ code: Int32) -> String {
        let text = String(cString: strerror(code))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
