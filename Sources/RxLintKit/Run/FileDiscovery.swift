#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the files to lint under the paths given on the command line.
///
/// Directories are walked iteratively (no recursion depth to exhaust), symlinked
/// directories are followed once each (a link back up the tree cannot loop), and files
/// reachable under two names are linted once. Which files count is data (`extensions`), so
/// Objective-C (`m`, `h`) can join without touching the walk.
public struct FileDiscovery {
    /// Extensions linted today.
    public static let defaultExtensions: Set<String> = ["swift", "m", "mm"]
    /// Directories of build products and vendored code, never walked into (hidden
    /// directories are skipped too). A directory named on the command line is still linted.
    public static let skippedDirectoryNames: Set<String> = [".build", "Pods", "Carthage", "DerivedData"]

    public var extensions: Set<String>
    public var configuration: Configuration
    public var currentDirectory: String

    public init(configuration: Configuration, currentDirectory: String, extensions: Set<String> = FileDiscovery.defaultExtensions) {
        self.configuration = configuration
        self.currentDirectory = currentDirectory
        self.extensions = extensions
    }

    /// The files under `paths`, in a deterministic order, and the paths that could not be used.
    public func discover(_ paths: [String]) -> (files: [DiscoveredFile], problems: [InputProblem]) {
        var walk = Walk()
        for path in paths {
            let abs = Paths.absolute(path, against: currentDirectory)
            let display = Paths.display(path, cwd: currentDirectory)
            switch FileStatus.of(abs) {
            case .missing: walk.problems.append(.notFound(display))
            case .brokenLink: walk.problems.append(.unreadable(display, reason: "broken symbolic link"))
            case .directory(let id): walkDirectory(abs, display: display, id: id, into: &walk)
            case .regular(let id):
                // An explicitly named file of another language (pre-commit passes `.h`
                // files too) is skipped, not an error.
                guard hasLintedExtension(abs), configuration.includes(relativePath: relativeToRoot(abs, display)) else { continue }
                walk.add(DiscoveredFile(path: display, absolutePath: abs, identity: id), id: id)
            case .other: walk.problems.append(.unreadable(display, reason: "not a regular file"))
            case .error(let reason): walk.problems.append(.unreadable(display, reason: reason))
            }
        }
        // Sorted by path: the same order however the paths were named.
        return (walk.files.sorted { $0.path < $1.path }, walk.problems)
    }

    struct Walk {
        var files: [DiscoveredFile] = []
        var problems: [InputProblem] = []
        var seenFiles = Set<FileStatus.ID>()
        var seenDirectories = Set<FileStatus.ID>()

        mutating func add(_ file: DiscoveredFile, id: FileStatus.ID) {
            if seenFiles.insert(id).inserted { files.append(file) }
        }
    }

    private func walkDirectory(_ root: String, display: String, id: FileStatus.ID, into walk: inout Walk) {
        var stack: [(abs: String, display: String, id: FileStatus.ID)] = [(root, display, id)]
        while let (dir, dirDisplay, dirID) = stack.popLast() {
            // Each directory once: this is what stops symlink loops.
            guard walk.seenDirectories.insert(dirID).inserted else { continue }
            let entries: [(name: String, isRegular: Bool)]
            switch FileStatus.listEntries(dir) {
            case .success(let list): entries = list
            case .failure(let error):
                walk.problems.append(.unreadable(dirDisplay, reason: error.reason))
                continue
            }
            var subdirectories: [(String, String, FileStatus.ID)] = []
            for (name, isRegular) in entries.sorted(by: { $0.name < $1.name }) {
                // Hidden entries: VCS metadata, editor state, macOS `._` resource forks.
                if name.hasPrefix(".") { continue }
                // A regular file of a kind not linted (images, storyboards, JSON: about half of
                // a real project's files) is passed over before its paths are built and its
                // status asked, as the status would have it passed over below.
                if isRegular && !hasLintedExtension(name) { continue }
                let abs = dir + "/" + name
                let shown = Paths.join(dirDisplay, name)
                switch FileStatus.of(abs) {
                case .directory(let childID):
                    guard !FileDiscovery.skippedDirectoryNames.contains(name),
                          configuration.mayDescend(intoRelativePath: relativeToRoot(abs, shown)) else { continue }
                    subdirectories.append((abs, shown, childID))
                case .regular(let childID):
                    guard hasLintedExtension(name), configuration.includes(relativePath: relativeToRoot(abs, shown)) else { continue }
                    walk.add(DiscoveredFile(path: shown, absolutePath: abs, identity: childID), id: childID)
                case .brokenLink:
                    if hasLintedExtension(name) { walk.problems.append(.unreadable(shown, reason: "broken symbolic link")) }
                case .other:
                    if hasLintedExtension(name) { walk.problems.append(.unreadable(shown, reason: "not a regular file")) }
                case .error(let reason):
                    if hasLintedExtension(name) { walk.problems.append(.unreadable(shown, reason: reason)) }
                case .missing:
                    continue // Deleted while we were listing.
                }
            }
            // Reversed so that popping visits subdirectories in name order.
            stack.append(contentsOf: subdirectories.reversed().map { (abs: $0.0, display: $0.1, id: $0.2) })
        }
    }

    func hasLintedExtension(_ name: String) -> Bool {
        // An ASCII name (nearly all) is read as bytes: a Character-wise search for the dot
        // costs more than the rest of the file's discovery.
        let ascii = name.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")), dot != 0 else { return false }
            return extensions.contains(String(decoding: UnsafeBufferPointer(rebasing: bytes[(dot + 1)...]), as: UTF8.self))
        }
        if let answer = ascii ?? nil { return answer }
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return false }
        return extensions.contains(String(name[name.index(after: dot)...]))
    }

    /// Globs are relative to the configuration's directory; files outside it use their
    /// display path.
    func relativeToRoot(_ abs: String, _ display: String) -> String {
        Paths.relative(abs, to: configuration.rootDirectory) ?? display
    }
}
