import XCTest

/// The SwiftPM plugins' argument handling (PluginInvocation.swift is shared with the plugins
/// through symbolic links). PluginConsumerTests runs the plugins themselves.
final class PluginInvocationTests: XCTestCase {
    func testLintsTargetDirectoriesRelativeToThePackage() {
        XCTAssertEqual(PluginInvocation.arguments(userArguments: [], targetDirectories: ["/pkg/Sources/App", "/pkg/Sources/Core"],
                                                  packageDirectory: "/pkg"),
                       ["--project-root", ".", "Sources/App", "Sources/Core"])
    }

    func testOptionsPassThroughAndTargetsAreConsumed() {
        let user = ["--target", "App", "--format", "sarif", "--strict", "--report", "github"]
        XCTAssertEqual(PluginInvocation.targetNames(user), ["App"])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: user, targetDirectories: ["/pkg/Sources/App"], packageDirectory: "/pkg/"),
                       ["--project-root", ".", "--format", "sarif", "--strict", "--report", "github", "Sources/App"])
    }

    /// `--target=App` is a target, not an unknown option; an option's value is never a path
    /// to lint (`--compile-commands cc.json` used to lint `cc.json` and drop the target).
    func testBothTargetSpellingsAndEveryOptionValue() {
        let user = ["--target=App", "--compile-commands", "cc.json", "--target", "Core", "--jobs=2", "--stdin-path", "X.swift", "--fix", "--diff"]
        XCTAssertEqual(PluginInvocation.targetNames(user), ["App", "Core"])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: user, targetDirectories: ["/pkg/Sources/App", "/pkg/Sources/Core"], packageDirectory: "/pkg"),
                       ["--project-root", ".", "--compile-commands", "cc.json", "--jobs=2", "--stdin-path", "X.swift", "--fix", "--diff",
                        "Sources/App", "Sources/Core"])
        // After `--`, everything is a path.
        XCTAssertEqual(PluginInvocation.arguments(userArguments: ["--strict", "--", "--odd", "--target"], targetDirectories: ["/pkg/A"], packageDirectory: "/pkg"),
                       ["--project-root", ".", "--strict", "--odd", "--target"])
        XCTAssertEqual(PluginInvocation.targetNames(["--", "--target", "X"]), [])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: ["--project-root=..", "Sources"], targetDirectories: [], packageDirectory: "/pkg"),
                       ["--project-root=..", "Sources"])
    }

    func testExplicitPathsReplaceTargets() {
        XCTAssertEqual(PluginInvocation.arguments(userArguments: ["--quiet", "Sources/App/Feed"], targetDirectories: ["/pkg/Sources/App"],
                                                  packageDirectory: "/pkg"),
                       ["--project-root", ".", "--quiet", "Sources/App/Feed"])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: [], targetDirectories: [], packageDirectory: "/pkg"), ["--project-root", ".", "."])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: ["--project-root", "..", "Sources"], targetDirectories: [], packageDirectory: "/pkg"),
                       ["--project-root", "..", "Sources"])
    }

    /// Every option of `rxlint --help` that takes a value is known to the plugin, so none of
    /// them can have its value taken for a path.
    func testEveryValueTakingOptionOfTheHelpIsKnown() throws {
        let help = try CLI.run(["--help"], in: NSTemporaryDirectory())
        var fromHelp = Set<String>()
        for line in help.stdout.split(separator: "\n") {
            let words = line.split(separator: " ")
            guard let first = words.first, first.hasPrefix("--"), words.count > 1, words[1].hasPrefix("<") else { continue }
            fromHelp.insert(String(first))
        }
        XCTAssertTrue(fromHelp.contains("--format") && fromHelp.contains("--compile-commands"), help.stdout)
        XCTAssertEqual(fromHelp, PluginInvocation.optionsWithValue)
    }

    func testOnlyFixWithoutDryRunWritesFiles() {
        XCTAssertTrue(PluginInvocation.writesFiles(["--target", "App", "--fix"]))
        XCTAssertFalse(PluginInvocation.writesFiles(["--fix", "--dry-run"]))
        XCTAssertFalse(PluginInvocation.writesFiles(["--diff", "--fix"]))
        XCTAssertFalse(PluginInvocation.writesFiles(["--strict"]))
        XCTAssertFalse(PluginInvocation.writesFiles(["--", "--fix"]))
    }

    func testBuildCommandInputsAndArguments() {
        XCTAssertEqual(PluginInvocation.configurationCandidates(for: ["/pkg/Sources/App", "/pkg/Sources/Core/"]),
                       ["/pkg/Sources/App/.lintrc", "/pkg/Sources/.lintrc", "/pkg/.lintrc", "/.lintrc", "/pkg/Sources/Core/.lintrc"])
        for path in ["/p/A.swift", "/p/B.m", "/p/C.mm", "/p/D.h", "/p/Prefix.pch", "/p/.lintrc"] {
            XCTAssertTrue(PluginInvocation.isInput(path), path)
        }
        for path in ["/p/README.md", "/p/Info.plist", "/p/notlintrc"] {
            XCTAssertFalse(PluginInvocation.isInput(path), path)
        }
        XCTAssertFalse(PluginInvocation.isLinted("/p/D.h"))
        XCTAssertEqual(PluginInvocation.buildArguments(projectRoot: "/pkg", paths: ["/pkg/Sources/App"]),
                       ["--format", "xcode", "--project-root", "/pkg", "/pkg/Sources/App"])
    }

    /// The build command's script: writes the stamp once, then is rxlint (its exit status).
    func testStampScriptWritesOnceAndKeepsTheExitStatus() throws {
        let dir = try TemporaryDirectory()
        let stamp = dir.path + "/rxlint-App.swift"
        let first = try CLI.run(["-c", PluginInvocation.stampScript, "rxlint-build", stamp, "/bin/sh", "-c", "echo linted; exit 1"],
                                in: dir.path, executable: "/bin/sh")
        XCTAssertEqual(first.status, 1)
        XCTAssertEqual(first.stdout, "linted\n")
        let text = try String(contentsOfFile: stamp, encoding: .utf8)
        XCTAssertTrue(text.hasPrefix("// Written by the rxlint build-tool plugin"), text)
        try "// kept\n".write(toFile: stamp, atomically: false, encoding: .utf8)
        let second = try CLI.run(["-c", PluginInvocation.stampScript, "rxlint-build", stamp, "/bin/sh", "-c", "exit 0"], in: dir.path, executable: "/bin/sh")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(try String(contentsOfFile: stamp, encoding: .utf8), "// kept\n")
        let none = try CLI.run(["-c", PluginInvocation.stampScript, "rxlint-build", "", "/bin/sh", "-c", "exit 0"], in: dir.path, executable: "/bin/sh")
        XCTAssertEqual(none.status, 0, none.stderr)
    }
}
