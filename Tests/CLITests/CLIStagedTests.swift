import TestSupport
import XCTest

/// `--staged` and the pre-commit hook, in real temporary git repositories. These use inputs
/// that fail without any analysis (a binary file is an input error, exit status 2), so they
/// check what is read (the index, not the working copy) independently of the rules.
final class CLIStagedTests: XCTestCase {
    /// A repository with one commit, isolated from the user's git configuration.
    static func makeRepository() throws -> TemporaryDirectory {
        try TestPrerequisites.require("git")
        let dir = try TemporaryDirectory()
        try CLI.shell("""
            git init -q . && git config user.email t@example.com && git config user.name Test \
            && git config commit.gpgsign false && git config core.hooksPath .git/hooks \
            && echo '# repo' > README.md && git add README.md && git commit -q -m init
            """, in: dir.path, environment: gitEnvironment(dir))
        return dir
    }

    static func gitEnvironment(_ dir: TemporaryDirectory) -> [String: String] {
        ["GIT_CONFIG_NOSYSTEM": "1", "HOME": dir.path, "GIT_TERMINAL_PROMPT": "0"]
    }

    /// Runs a git command in the repository; a failure throws unless `allowingFailure`.
    @discardableResult
    static func git(_ command: String, in dir: TemporaryDirectory, subdirectory: String = "", allowingFailure: Bool = false,
                    file: StaticString = #filePath, line: UInt = #line) throws -> CLIResult {
        try CLI.shell(command, in: dir.path + subdirectory, environment: gitEnvironment(dir), allowingFailure: allowingFailure, file: file, line: line)
    }

    func testStagedContentIsLintedNotTheWorkingCopy() throws {
        let repo = try Self.makeRepository()
        try repo.write("Sources/A.swift", bytes: [0x61, 0x00])
        try Self.git("git add Sources/A.swift", in: repo)
        try repo.write("Sources/A.swift", "let fine = 1\n")
        let staged = try CLI.run(["--staged"], in: repo.path, environment: Self.gitEnvironment(repo))
        XCTAssertEqual(staged.status, 2, staged.stderr)
        XCTAssertEqual(staged.stderrLines.first, "rxlint: error: Sources/A.swift: binary file (contains NUL bytes), skipped")
        // The working copy itself is fine.
        XCTAssertEqual(try CLI.run(["Sources"], in: repo.path).status, 0)
        // Run from a subdirectory: paths are reported relative to it.
        let fromSub = try CLI.run(["--staged"], in: repo.path + "/Sources", environment: Self.gitEnvironment(repo))
        XCTAssertEqual(fromSub.stderrLines.first, "rxlint: error: A.swift: binary file (contains NUL bytes), skipped")
    }

    func testOnlyStagedFilesAreLinted() throws {
        let repo = try Self.makeRepository()
        try repo.write("Unstaged.swift", bytes: [0x00])
        try repo.write("Staged.swift", "let a = 1\n")
        try repo.write("notes.txt", bytes: [0x00])
        try Self.git("git add Staged.swift notes.txt", in: repo)
        let result = try CLI.run(["--staged", "--format", "json"], in: repo.path, environment: Self.gitEnvironment(repo))
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertEqual(summary(try jsonReport(result.stdout))["files"], 1)
        // Limiting to a path that holds no staged file lints nothing.
        let limited = try CLI.run(["--staged", "--format", "json", "Other"], in: repo.path, environment: Self.gitEnvironment(repo))
        XCTAssertEqual(summary(try jsonReport(limited.stdout))["files"], 0)
    }

    func testStagedOutsideARepositoryIsAnError() throws {
        let dir = try TemporaryDirectory()
        let result = try CLI.run(["--staged"], in: dir.path, environment: ["GIT_CEILING_DIRECTORIES": dir.path + "/..", "GIT_CONFIG_NOSYSTEM": "1"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderrLines.first?.hasPrefix("rxlint: error: git: 'git rev-parse --show-toplevel' failed") == true, result.stderr)
    }

    func testInstallHookIsIdempotentAndRespectsForeignHooks() throws {
        let repo = try Self.makeRepository()
        let env = Self.gitEnvironment(repo)
        let first = try CLI.run(["install-hook"], in: repo.path, environment: env)
        XCTAssertEqual(first.status, 0, first.stderr)
        XCTAssertTrue(first.stderr.contains("installed"), first.stderr)
        let hook = try repo.read(".git/hooks/pre-commit")
        XCTAssertTrue(hook.contains("--staged"))
        XCTAssertTrue(FileManager.default.isExecutableFile(atPath: repo.path + "/.git/hooks/pre-commit"))
        let again = try CLI.run(["install-hook"], in: repo.path, environment: env)
        XCTAssertEqual(again.status, 0)
        XCTAssertTrue(again.stderr.contains("already up to date"), again.stderr)
        XCTAssertEqual(try repo.read(".git/hooks/pre-commit"), hook)

        try repo.write(".git/hooks/pre-commit", "#!/bin/sh\necho mine\n")
        let refused = try CLI.run(["install-hook"], in: repo.path, environment: env)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(refused.stderr.contains("was not written by rxlint; use --force"), refused.stderr)
        XCTAssertEqual(try repo.read(".git/hooks/pre-commit"), "#!/bin/sh\necho mine\n")
        let forced = try CLI.run(["install-hook", "--force"], in: repo.path, environment: env)
        XCTAssertEqual(forced.status, 0)
        XCTAssertEqual(try repo.read(".git/hooks/pre-commit"), hook)
    }

    func testHookBlocksACommitWhoseStagedContentFailsAndAllowsTheReverse() throws {
        let repo = try Self.makeRepository()
        XCTAssertEqual(try CLI.run(["install-hook"], in: repo.path, environment: Self.gitEnvironment(repo)).status, 0)
        // Staged: bad. Working copy: fine. The commit must be refused.
        try repo.write("A.swift", bytes: [0x00, 0x01])
        try Self.git("git add A.swift", in: repo)
        try repo.write("A.swift", "let fine = 1\n")
        let blocked = try Self.git("git commit -q -m bad", in: repo, allowingFailure: true)
        XCTAssertNotEqual(blocked.status, 0, "commit should be blocked")
        XCTAssertTrue(blocked.stderr.contains("A.swift: binary file"), blocked.stderr)
        XCTAssertEqual(try Self.git("git rev-list --count HEAD", in: repo).stdout, "1\n")
        // Staged: fine. Working copy: bad. The commit goes through.
        try Self.git("git add A.swift", in: repo)
        try repo.write("A.swift", bytes: [0x00, 0x02])
        let allowed = try Self.git("git commit -q -m good", in: repo)
        XCTAssertEqual(allowed.status, 0, allowed.stderr)
        XCTAssertEqual(try Self.git("git rev-list --count HEAD", in: repo).stdout, "2\n")
    }
}
