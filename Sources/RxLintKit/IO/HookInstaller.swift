import Foundation

/// Writes the git pre-commit hook that runs `rxlint --staged`.
public enum HookInstaller {
    /// Marks a hook as rxlint's own: such a hook may be rewritten, any other is left alone.
    public static let marker = "# rxlint-managed-hook"

    /// What `install` did.
    public enum Outcome: Equatable {
        case installed(String)
        case updated(String)
        case unchanged(String)
    }

    /// The hook script. It runs the `rxlint` on `PATH` (what a team installs and upgrades),
    /// else the binary that installed it (a clone's build), and when neither exists it says
    /// in one line what to do, rather than failing every commit with "rxlint: not found".
    public static func script(executable: String) -> String {
        let quoted = "'" + executable.replacingOccurrences(of: "'", with: "'\\''") + "'"
        var remedy = "put rxlint on PATH"
        // A binary of a clone's build can be rebuilt there, in the same configuration.
        if let build = executable.range(of: "/.build/") {
            let configuration = executable[build.upperBound...].split(separator: "/").contains("debug") ? "" : " -c release"
            remedy += ", or rebuild it with 'swift build\(configuration) --package-path \(executable[..<build.lowerBound])'"
        }
        // Inside double quotes the shell expands `$`, backquotes and backslashes: the message
        // holds none.
        let message = "rxlint: not found on PATH nor at \(executable): \(remedy) (or commit with --no-verify)".filter { !"\"$`\\".contains($0) }
        return """
        #!/bin/sh
        \(marker): written by `rxlint install-hook`, which may rewrite it.
        # Lints what the commit holds (the git index: the staged files, knowing the rest of the
        # project as staged); a failing finding blocks the commit (bypass once with
        # `git commit --no-verify`). rxlint on PATH first, else the binary that installed this.
        if command -v rxlint >/dev/null 2>&1; then exec rxlint --staged; fi
        rxlint_bin=\(quoted)
        if [ -x "$rxlint_bin" ]; then exec "$rxlint_bin" --staged; fi
        echo "\(message)" >&2
        exit 1

        """
    }

    /// Installs the hook of the repository containing `directory`. A hook not written by
    /// rxlint is replaced only with `force`; rxlint's own is rewritten (idempotently).
    public static func install(from directory: String, executable: String, force: Bool) throws -> Outcome {
        let hooks = try Git.hooksDirectory(from: directory)
        let path = hooks + "/pre-commit"
        let wanted = script(executable: executable)
        let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
        if let existing, !existing.contains(marker), !force {
            throw RxLintError.io("\(path) exists and was not written by rxlint; use --force to replace it")
        }
        if existing == wanted { return .unchanged(path) }
        do {
            try FileManager.default.createDirectory(atPath: hooks, withIntermediateDirectories: true)
            try Data(wanted.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        } catch {
            throw RxLintError.io("cannot write \(path): \(error.localizedDescription)")
        }
        return existing == nil ? .installed(path) : .updated(path)
    }
}
