import XCTest

/// The SwiftPM command plugin's argument handling (PluginInvocation.swift is shared with
/// Plugins/RxLintPlugin through a symbolic link).
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

    func testExplicitPathsReplaceTargets() {
        XCTAssertEqual(PluginInvocation.arguments(userArguments: ["--quiet", "Sources/App/Feed"], targetDirectories: ["/pkg/Sources/App"],
                                                  packageDirectory: "/pkg"),
                       ["--project-root", ".", "--quiet", "Sources/App/Feed"])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: [], targetDirectories: [], packageDirectory: "/pkg"), ["--project-root", ".", "."])
        XCTAssertEqual(PluginInvocation.arguments(userArguments: ["--project-root", "..", "Sources"], targetDirectories: [], packageDirectory: "/pkg"),
                       ["--project-root", "..", "Sources"])
    }
}
