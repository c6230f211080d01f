#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The git work tree holding a directory, found on disk as git finds it, without starting git:
/// every run asks for its project root, and a process costs more than the rest of a small
/// run. The walk answers only the plain case (a `.git` folder or file above the start, owned
/// by whoever runs rxlint, no repository variables, no `core.worktree` or `core.bare`); any
/// other case is left to `git rev-parse --show-toplevel`, whose answer it would have to copy.
public enum GitWorkTree {
    /// What the walk found.
    enum Answer: Equatable {
        /// The work tree's top directory, its path resolved as git prints it.
        case topLevel(String)
        /// No repository holds the directory: git would fail.
        case none
        /// A case the walk does not decide; git is asked.
        case askGit
    }

    /// The variables that change where git looks for a repository.
    static let repositoryVariables = ["GIT_DIR", "GIT_WORK_TREE", "GIT_CEILING_DIRECTORIES", "GIT_DISCOVERY_ACROSS_FILESYSTEM", "GIT_COMMON_DIR"]

    /// The top of the work tree holding `directory`, else nil; git is started only where the
    /// walk cannot decide.
    public static func topLevel(from directory: String) -> String? {
        switch find(from: directory, environment: walkVariables()) {
        case .topLevel(let top): return top
        case .none: return nil
        case .askGit: return try? Git.topLevel(from: directory)
        }
    }

    /// The variables the walk reads (a run asks for its root more than once, and decoding the
    /// whole environment each time cost more than the walk).
    private static func walkVariables() -> [String: String] {
        ProcessEnvironment.values(of: repositoryVariables + ["SUDO_UID"])
    }

    /// The walk itself, as `git rev-parse --show-toplevel` run in `directory` walks: from the
    /// directory's resolved path upwards, stopping at another file system.
    static func find(from directory: String, environment: [String: String]) -> Answer {
        if repositoryVariables.contains(where: { environment[$0] != nil }) { return .askGit }
        guard let resolved = PathBytes.withCString(directory, { realpath($0, nil) }) else { return .askGit }
        var path = String(cString: resolved)
        free(resolved)
        guard let start = status(path), start.st_mode & S_IFMT == S_IFDIR else { return .askGit }
        let user = owner(environment: environment)
        while true {
            switch repository(at: path, user: user) {
            case .found: return .topLevel(path)
            case .undecided: return .askGit
            case .absent: break
            }
            guard path != "/" else { return .none }
            path = parent(of: path)
            // git does not cross into another file system unless told to.
            guard let here = status(path) else { return .askGit }
            if here.st_dev != start.st_dev { return .none }
        }
    }

    private enum Probe { case found, absent, undecided }

    /// Whether `directory` holds a repository (`.git`), is one (a bare repository or a `.git`
    /// folder, where git refuses `--show-toplevel`), or neither.
    private static func repository(at directory: String, user: uid_t) -> Probe {
        let dotGit = Paths.join(directory, ".git")
        if let link = lstatMode(dotGit) {
            guard let st = status(dotGit) else { return .undecided }
            let gitDirectory: String
            switch st.st_mode & S_IFMT {
            case S_IFDIR:
                guard link == S_IFDIR, looksLikeGitDirectory(dotGit) else { return .undecided }
                gitDirectory = dotGit
            case S_IFREG:
                // A linked work tree's or a submodule's `.git` file: `gitdir: <path>`.
                guard let target = gitFileTarget(dotGit, in: directory), looksLikeWorkTreeGitDirectory(target) else { return .undecided }
                gitDirectory = target
            default:
                return .undecided
            }
            // git refuses a repository owned by someone else unless `safe.directory` says so.
            for owned in [directory, dotGit, gitDirectory] where status(owned)?.st_uid != user { return .undecided }
            return configMentionsWorkTreeOrBare(gitDirectory) ? .undecided : .found
        }
        // `HEAD` beside `objects` and `refs`: this folder is itself a repository's.
        if status(Paths.join(directory, "HEAD")) != nil { return .undecided }
        return .absent
    }

    private static func looksLikeGitDirectory(_ path: String) -> Bool {
        status(Paths.join(path, "HEAD")) != nil && isDirectory(Paths.join(path, "objects")) && isDirectory(Paths.join(path, "refs"))
    }

    /// A linked work tree's git directory shares `objects` and `refs` through `commondir`.
    private static func looksLikeWorkTreeGitDirectory(_ path: String) -> Bool {
        status(Paths.join(path, "HEAD")) != nil
            && (status(Paths.join(path, "commondir")) != nil || (isDirectory(Paths.join(path, "objects")) && isDirectory(Paths.join(path, "refs"))))
    }

    private static func gitFileTarget(_ file: String, in directory: String) -> String? {
        guard let bytes = smallFile(file) else { return nil }
        let prefix = Array("gitdir: ".utf8)
        guard bytes.starts(with: prefix) else { return nil }
        var value = bytes[prefix.count...]
        while let last = value.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: "\r") { value = value.dropLast() }
        guard !value.isEmpty else { return nil }
        return Paths.absolute(String(decoding: value, as: UTF8.self), against: directory)
    }

    /// `core.worktree` moves the top level and `core.bare` denies one: git decides those.
    private static func configMentionsWorkTreeOrBare(_ gitDirectory: String) -> Bool {
        var configs = [Paths.join(gitDirectory, "config")]
        if let common = smallFile(Paths.join(gitDirectory, "commondir")) {
            let trimmed = String(decoding: common, as: UTF8.self).trimmingCharacters(in: .newlines)
            configs.append(Paths.join(Paths.absolute(trimmed, against: gitDirectory), "config"))
        }
        for config in configs {
            guard let bytes = smallFile(config) else { continue }
            let lower = String(decoding: bytes, as: UTF8.self).lowercased()
            if lower.contains("worktree") { return true }
            // Every `bare` line but the `bare = false` git writes.
            for line in lower.split(whereSeparator: \.isNewline) where line.contains("bare") {
                if line.filter({ $0 != " " && $0 != "\t" }) != "bare=false" { return true }
            }
        }
        return false
    }

    /// git's owner check: the effective user, or under `sudo` as root, the user who ran it.
    private static func owner(environment: [String: String]) -> uid_t {
        let effective = geteuid()
        if effective == 0, let sudo = environment["SUDO_UID"], let uid = uid_t(sudo) { return uid }
        return effective
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "/" }
        let head = path[..<slash]
        return head.isEmpty ? "/" : String(head)
    }

    private static func status(_ path: String) -> stat? {
        var st = stat()
        return PathBytes.withCString(path, { stat($0, &st) }) == 0 ? st : nil
    }

    private static func lstatMode(_ path: String) -> mode_t? {
        var st = stat()
        return PathBytes.withCString(path, { lstat($0, &st) }) == 0 ? st.st_mode & S_IFMT : nil
    }

    private static func isDirectory(_ path: String) -> Bool {
        (status(path)?.st_mode ?? 0) & S_IFMT == S_IFDIR
    }

    /// A file of at most 64 KiB (git's `.git` files and configs are tiny), else nil.
    private static func smallFile(_ path: String) -> [UInt8]? {
        guard let st = status(path), st.st_mode & S_IFMT == S_IFREG, st.st_size <= 65536 else { return nil }
        guard case .success(let bytes) = InputReader.readBytes(path, display: path) else { return nil }
        return bytes
    }
}
