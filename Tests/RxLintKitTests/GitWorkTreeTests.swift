import Foundation
@testable import RxLintKit
import TestSupport
import XCTest

/// The project root's walk for `.git` answers as `git rev-parse --show-toplevel` does, and
/// leaves to git every case it does not decide.
final class GitWorkTreeTests: XCTestCase {
    private static let environment = ["GIT_CONFIG_NOSYSTEM": "1", "GIT_TERMINAL_PROMPT": "0"]

    private func shell(_ command: String, in directory: String) throws {
        let output = try Subprocess.run(["sh", "-c", command], in: directory)
        XCTAssertEqual(output.status, 0, "\(command): \(output.stderrLine)")
    }

    /// git's own answer: the top level, or nil when it fails.
    private func gitTopLevel(_ directory: String) throws -> String? {
        let output = try Subprocess.run(["git", "rev-parse", "--show-toplevel"], in: directory)
        guard output.status == 0 else { return nil }
        return String(decoding: output.stdout, as: UTF8.self).trimmingCharacters(in: .newlines)
    }

    private func walk(_ directory: String, environment: [String: String] = environment) -> GitWorkTree.Answer {
        GitWorkTree.find(from: directory, environment: environment)
    }

    func testPlainCasesAreAnsweredAsGitAnswersThem() throws {
        try TestPrerequisites.require("git")
        let dir = try TemporaryDirectory()
        let repo = dir.path + "/repo"
        try FileManager.default.createDirectory(atPath: repo + "/Sources/Deep", withIntermediateDirectories: true)
        try shell("git init -q . && git config user.email t@example.com && git config user.name Test && git config commit.gpgsign false "
                  + "&& echo x > README.md && git add README.md && git commit -q -m init", in: repo)
        // A linked work tree (a `.git` file), and a link to a folder inside the repository.
        try shell("git worktree add -q ../linked", in: repo)
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/link", withDestinationPath: repo + "/Sources")
        for start in [repo, repo + "/Sources", repo + "/Sources/Deep", dir.path + "/linked", dir.path + "/link"] {
            let expected = try XCTUnwrap(try gitTopLevel(start), start)
            XCTAssertEqual(walk(start), .topLevel(expected), start)
        }
        XCTAssertEqual(walk(dir.path + "/link"), .topLevel(repo), "a linked folder is reported by its resolved path, as git prints it")
        XCTAssertEqual(GitWorkTree.topLevel(from: repo + "/Sources"), repo)
    }

    /// The temporary folder is in no repository on most machines: then `.none`, with no git.
    func testAFolderOutsideARepositoryIsAnsweredAsGitAnswersIt() throws {
        try TestPrerequisites.require("git")
        let dir = try TemporaryDirectory()
        let expected: GitWorkTree.Answer = try gitTopLevel(dir.path).map { .topLevel($0) } ?? .none
        XCTAssertEqual(walk(dir.path), expected)
    }

    func testCasesTheWalkDoesNotDecideAreLeftToGit() throws {
        try TestPrerequisites.require("git")
        let dir = try TemporaryDirectory()
        try shell("git init -q .", in: dir.path)
        // Inside the `.git` folder (git refuses --show-toplevel there).
        XCTAssertEqual(walk(dir.path + "/.git"), .askGit)
        XCTAssertEqual(walk(dir.path + "/.git/refs"), .askGit)
        // Variables that move the repository.
        XCTAssertEqual(walk(dir.path, environment: ["GIT_DIR": dir.path + "/.git"]), .askGit)
        XCTAssertEqual(walk(dir.path, environment: ["GIT_CEILING_DIRECTORIES": dir.path]), .askGit)
        // A configured work tree elsewhere.
        try shell("git config core.worktree /tmp", in: dir.path)
        XCTAssertEqual(walk(dir.path), .askGit)
        // Not a repository at all, but a folder named `.git` without one inside.
        let fake = try TemporaryDirectory()
        try FileManager.default.createDirectory(atPath: fake.path + "/.git", withIntermediateDirectories: true)
        XCTAssertEqual(walk(fake.path), .askGit)
        // A repository owned by someone else: git's `safe.directory` decides.
        if geteuid() == 0 {
            let other = try TemporaryDirectory()
            try shell("git init -q . && chown -R 65534 .", in: other.path)
            XCTAssertEqual(walk(other.path), .askGit)
        }
    }
}
