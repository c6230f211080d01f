/// A file chosen for linting.
public struct DiscoveredFile: Equatable, Sendable {
    /// How reports name it (see `Paths.display`).
    public var path: String
    public var absolutePath: String
    /// The file itself (device and inode): two names of one file are one file.
    var identity: FileStatus.ID?
}
