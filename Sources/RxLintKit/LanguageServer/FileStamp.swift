#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `stat(2)` says of a file that changes when its content does: size, modification time
/// and inode (an editor that saves by renaming a new file over the old one changes the inode).
/// Comparing stamps tells whether `.lintrc` or a baseline must be read again, without reading it.
struct FileStamp: Equatable {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var inode: UInt64

    /// The file's stamp; nil when it does not exist or cannot be read.
    static func of(_ path: String) -> FileStamp? {
        var st = stat()
        guard stat(path, &st) == 0 else { return nil }
        #if canImport(Darwin)
        let time = st.st_mtimespec
        #else
        let time = st.st_mtim
        #endif
        return FileStamp(size: Int64(st.st_size), seconds: Int(time.tv_sec), nanoseconds: Int(time.tv_nsec), inode: UInt64(st.st_ino))
    }
}
