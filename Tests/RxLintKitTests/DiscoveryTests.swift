import XCTest
@testable import RxLintKit

final class DiscoveryTests: XCTestCase {
    private func discover(_ dir: TemporaryDirectory, _ paths: [String], config: Configuration? = nil) -> ([String], [InputProblem]) {
        let discovery = FileDiscovery(configuration: config ?? Configuration(rootDirectory: dir.path), currentDirectory: dir.path)
        let (files, problems) = discovery.discover(paths)
        return (files.map(\.path), problems)
    }

    func testWalksRecursivelyAndSkipsBuildVendorAndHiddenDirectories() throws {
        let dir = try TemporaryDirectory()
        for path in ["Sources/A.swift", "Sources/Deep/B.swift", "Sources/Deep/notes.txt", ".build/X.swift", "Pods/P/P.swift",
                     "Carthage/C.swift", "DerivedData/D.swift", ".git/G.swift", "Sources/.hidden.swift", "Sources/._A.swift", "Top.swift"] {
            try dir.write(path, "let x = 1\n")
        }
        let (files, problems) = discover(dir, ["."])
        XCTAssertEqual(files, ["Sources/A.swift", "Sources/Deep/B.swift", "Top.swift"])
        XCTAssertEqual(problems, [])
    }

    func testExplicitPathsKeepTheirSpellingAndSkippedDirectoriesStillLintWhenNamed() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Pods/P.swift", "")
        try dir.write("Sources/A.swift", "")
        XCTAssertEqual(discover(dir, ["Pods"]).0, ["Pods/P.swift"])
        XCTAssertEqual(discover(dir, ["./Sources/"]).0, ["Sources/A.swift"])
        XCTAssertEqual(discover(dir, [dir.path + "/Sources/A.swift"]).0, ["Sources/A.swift"], "absolute paths under cwd become relative")
        XCTAssertEqual(discover(dir, ["Sources/A.swift", "Sources"]).0, ["Sources/A.swift"], "each file once")
    }

    func testExtensionsAreData() throws {
        let dir = try TemporaryDirectory()
        try dir.write("A.swift", "")
        try dir.write("B.m", "")
        try dir.write("B.h", "")
        var discovery = FileDiscovery(configuration: Configuration(rootDirectory: dir.path), currentDirectory: dir.path)
        XCTAssertEqual(discovery.discover(["."]).files.map(\.path), ["A.swift", "B.m"], "Swift and Objective-C sources; headers feed the parse instead")
        XCTAssertEqual(discovery.discover(["B.h"]).files.map(\.path), [], "an explicit file of another language is skipped")
        XCTAssertEqual(discovery.discover(["B.h"]).problems, [])
        discovery.extensions = ["swift", "m", "h"]
        XCTAssertEqual(discovery.discover(["."]).files.map(\.path), ["A.swift", "B.h", "B.m"])
    }

    func testMissingPathsAreReported() throws {
        let dir = try TemporaryDirectory()
        let (files, problems) = discover(dir, ["nope.swift", "nodir"])
        XCTAssertEqual(files, [])
        XCTAssertEqual(problems, [.notFound("nope.swift"), .notFound("nodir")])
        XCTAssertEqual(problems[0].description, "nope.swift: no such file or directory")
    }

    func testSymlinkLoopsTerminateAndFilesAreLintedOnce() throws {
        let dir = try TemporaryDirectory()
        try dir.write("a/A.swift", "")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/a/up", withDestinationPath: "..")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/a/self", withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/b", withDestinationPath: "a")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/loop1", withDestinationPath: "loop2")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/loop2", withDestinationPath: "loop1")
        let (files, problems) = discover(dir, ["."])
        XCTAssertEqual(files, ["a/A.swift"])
        XCTAssertEqual(problems, [], "a looping link without a .swift name is not an input")
    }

    /// The project's other files (known for the index) leave out a reported file under
    /// another name: the walk meets the link first, and the same file must not be read twice.
    func testAReportedFileIsNotKnownAgainUnderAnotherName() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Sources/Ticker.swift", "final class Ticker {}\n")
        try dir.write("Other.swift", "final class Other {}\n")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Alias.swift", withDestinationPath: "Sources/Ticker.swift")
        let request = LintRequest(input: .paths(["Sources/Ticker.swift"]), currentDirectory: dir.path, projectRoot: dir.path)
        let reported = [SourceFile(path: "Sources/Ticker.swift", text: "final class Ticker {}\n")]
        XCTAssertEqual(try LintRun.knownFiles(request, config: Configuration(rootDirectory: dir.path), reported: reported, tree: nil).map(\.path), ["Other.swift"])
    }

    func testDanglingSymlinkAndFIFOAreUnreadableNotHangs() throws {
        let dir = try TemporaryDirectory()
        try dir.write("ok.swift", "")
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/dangling.swift", withDestinationPath: "missing.swift")
        XCTAssertEqual(mkfifo(dir.path + "/pipe.swift", 0o644), 0)
        let (files, problems) = discover(dir, ["."])
        XCTAssertEqual(files, ["ok.swift"])
        XCTAssertEqual(problems, [.unreadable("dangling.swift", reason: "broken symbolic link"),
                                  .unreadable("pipe.swift", reason: "not a regular file")])
        // Named explicitly, too.
        XCTAssertEqual(discover(dir, ["pipe.swift"]).1, [.unreadable("pipe.swift", reason: "not a regular file")])
        // A FIFO passed to the reader directly (a race with discovery) must not block either.
        let read = InputReader.read(DiscoveredFile(path: "pipe.swift", absolutePath: dir.path + "/pipe.swift"))
        XCTAssertEqual(read.failure, .unreadable("pipe.swift", reason: "not a regular file"))
    }

    func testUnreadableDirectoryAndFile() throws {
        let dir = try TemporaryDirectory()
        try dir.write("locked/A.swift", "")
        let file = try dir.write("secret.swift", "let x = 1\n")
        XCTAssertEqual(chmod(dir.path + "/locked", 0o000), 0)
        XCTAssertEqual(chmod(file, 0o000), 0)
        let (files, problems) = discover(dir, ["."])
        let read = InputReader.read(DiscoveredFile(path: "secret.swift", absolutePath: file))
        if PermissionBits.areBypassed {
            // Root with its capabilities ignores permission bits: everything is readable, and must be read.
            XCTAssertEqual(files, ["locked/A.swift", "secret.swift"])
            XCTAssertEqual(problems, [])
            XCTAssertEqual(read.success?.bytes, Array("let x = 1\n".utf8))
            // The denial itself, where the bits bind.
            try PermissionBits.rerunBound("RxLintKitTests.DiscoveryTests/testUnreadableDirectoryAndFile")
        } else {
            XCTAssertEqual(files, ["secret.swift"])
            XCTAssertEqual(problems, [.unreadable("locked", reason: "permission denied")])
            XCTAssertEqual(read.failure, .unreadable("secret.swift", reason: "permission denied"))
        }
    }

    /// Failures no user bypasses, root included: a directory named like a source file handed to
    /// the reader, and a file whose read fails (a kernel file that answers with EIO).
    func testReadErrorsThatRootCannotBypass() throws {
        let dir = try TemporaryDirectory()
        try dir.write("Folder.swift/Inner.swift", "let a = 1\n")
        let folder = InputReader.read(DiscoveredFile(path: "Folder.swift", absolutePath: dir.path + "/Folder.swift"))
        XCTAssertEqual(folder.failure, .unreadable("Folder.swift", reason: "not a regular file"))
        XCTAssertEqual(discover(dir, ["."]).0, ["Folder.swift/Inner.swift"], "a directory named like a source is searched")
        #if os(Linux)
        // /proc/self/mem is a regular file of size 0 whose first page is never mapped: reading it fails.
        try FileManager.default.createSymbolicLink(atPath: dir.path + "/Memory.swift", withDestinationPath: "/proc/self/mem")
        let (files, problems) = discover(dir, ["Memory.swift"])
        XCTAssertEqual(files, ["Memory.swift"])
        XCTAssertEqual(problems, [])
        let memory = InputReader.read(DiscoveredFile(path: "Memory.swift", absolutePath: dir.path + "/Memory.swift"))
        XCTAssertEqual(memory.failure, .unreadable("Memory.swift", reason: "input/output error"))
        #endif
    }

    func testConfigurationGlobsApplyRelativeToTheConfigurationDirectory() throws {
        let dir = try TemporaryDirectory()
        for path in ["Sources/A.swift", "Sources/Generated/G.swift", "Sources/X.generated.swift", "Tests/T.swift"] {
            try dir.write(path, "")
        }
        var config = Configuration(rootDirectory: dir.path)
        config.included = [try Glob("Sources")]
        config.excluded = [try Glob("Sources/Generated"), try Glob("*.generated.swift")]
        XCTAssertEqual(discover(dir, ["."], config: config).0, ["Sources/A.swift"])
        XCTAssertEqual(discover(dir, ["Sources/X.generated.swift"], config: config).0, [], "explicit files honour excluded")
    }

    func testReaderValidatesContent() throws {
        let dir = try TemporaryDirectory()
        let binary = try dir.write("bin.swift", bytes: [0x61, 0x00, 0x62])
        let latin1 = try dir.write("latin1.swift", bytes: Array("let s = \"".utf8) + [0xE9] + Array("\"\n".utf8))
        let empty = try dir.write("empty.swift", "")
        XCTAssertEqual(InputReader.read(DiscoveredFile(path: "bin.swift", absolutePath: binary)).failure, .binary("bin.swift"))
        XCTAssertEqual(InputReader.read(DiscoveredFile(path: "latin1.swift", absolutePath: latin1)).failure, .invalidUTF8("latin1.swift", offset: 9))
        XCTAssertEqual(InputReader.read(DiscoveredFile(path: "empty.swift", absolutePath: empty)).success?.bytes, [])
    }

    func testPathsHelpers() {
        XCTAssertEqual(Paths.display("./a/./b/../c.swift", cwd: "/w"), "a/c.swift")
        XCTAssertEqual(Paths.display("/w/x/y.swift", cwd: "/w"), "x/y.swift")
        XCTAssertEqual(Paths.display("/elsewhere/y.swift", cwd: "/w"), "/elsewhere/y.swift")
        XCTAssertEqual(Paths.display("../up.swift", cwd: "/w"), "../up.swift")
        XCTAssertEqual(Paths.relative("/w", to: "/w"), ".")
        XCTAssertNil(Paths.relative("/wx/a", to: "/w"))
    }
}

extension Result {
    var success: Success? { if case .success(let s) = self { return s } else { return nil } }
    var failure: Failure? { if case .failure(let f) = self { return f } else { return nil } }
}
