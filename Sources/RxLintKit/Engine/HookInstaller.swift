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

    /// The hook script. It prefers the binary that installed it and falls back to `rxlint`
    /// on `PATH`, so it survives the binary being moved or upgraded.
    public static func script(executable: String) -> String {
        """
        #!/bin/sh
        \(marker): written by `rxlint install-hook`, which may rewrite it.
        # Lints the staged content of staged Swift files; a failing finding blocks the commit
        # (bypass once with `git commit --no-verify`).
        rxlint_bin='\(executable.replacingOccurrences(of: "'", with: "'\\''"))'
        if [ ! -x "$rxlint_bin" ]; then rxlint_bin=rxlint; fi
        exec "$rxlint_bin" --staged

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
