import Foundation
import PackagePlugin

/// Lints a target as part of every build: findings are printed as compiler diagnostics
/// (`/path/File.swift:12:43: error: …`), which `swift build` shows and Xcode puts in the Issue
/// navigator at their lines. A finding that fails the run (an error; a warning too with
/// `strict: true`) fails the build.
///
/// The command's inputs are every source file and header of the package's targets (a file's
/// findings can change with another's declarations) and the `.lintrc` files it may read, so a
/// build that changes none of them does not lint the target again. rxlint writes nothing; the
/// command writes one stamp file, in the plugin's work directory (see `PluginInvocation.stampScript`),
/// and rxlint's temporary files go there too.
@main
struct RxLintBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let linted = module.sourceFiles.map(\.path).filter { PluginInvocation.isLinted($0.string) }
        guard !linted.isEmpty else { return [] }
        let everyTarget = context.package.targets.compactMap { $0 as? SourceModuleTarget }
        let sources = everyTarget.flatMap { $0.sourceFiles.map(\.path) }.filter { PluginInvocation.isInput($0.string) }
        let configurations = PluginInvocation.configurationCandidates(for: [module.directory.string])
            .filter { FileManager.default.fileExists(atPath: $0) }.map { Path($0) }
        return [Self.command(
            name: target.name, tool: try context.tool(named: "rxlint").path, workDirectory: context.pluginWorkDirectory,
            arguments: PluginInvocation.buildArguments(projectRoot: context.package.directory.string, paths: [module.directory.string]),
            inputs: sources + configurations, hasSwift: linted.contains { $0.extension == "swift" })]
    }

    /// The build command. A target with Swift sources gets the stamp as its output, so the
    /// command runs when its inputs change; a target without (Objective-C only) cannot
    /// compile a Swift stamp, and its command has no output (SwiftPM runs such a command on
    /// every build from tools version 5.11 on).
    static func command(name: String, tool: Path, workDirectory: Path, arguments: [String], inputs: [Path], hasSwift: Bool) -> Command {
        let stamp = workDirectory.appending("rxlint-\(name).swift")
        return .buildCommand(
            displayName: "rxlint \(name)",
            executable: Path("/bin/sh"),
            arguments: ["-c", PluginInvocation.stampScript, "rxlint-build", hasSwift ? stamp.string : "", tool.string] + arguments,
            // rxlint's only file of its own (the Objective-C stub it precompiles) goes to the
            // work directory too.
            environment: ["TMPDIR": workDirectory.string],
            inputFiles: inputs + [tool],
            outputFiles: hasSwift ? [stamp] : [])
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

/// The same in an Xcode project: a target's files are named one by one (Xcode targets are
/// lists of files, not folders), and the project directory is the project root.
extension RxLintBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let linted = target.inputFiles.map(\.path).filter { PluginInvocation.isLinted($0.string) }
        guard !linted.isEmpty else { return [] }
        let sources = context.xcodeProject.targets.flatMap { $0.inputFiles.map(\.path) }.filter { PluginInvocation.isInput($0.string) }
        let configurations = PluginInvocation.configurationCandidates(for: linted.map { $0.removingLastComponent().string })
            .filter { FileManager.default.fileExists(atPath: $0) }.map { Path($0) }
        return [Self.command(
            name: target.displayName, tool: try context.tool(named: "rxlint").path, workDirectory: context.pluginWorkDirectory,
            arguments: PluginInvocation.buildArguments(projectRoot: context.xcodeProject.directory.string, paths: linted.map(\.string)),
            inputs: sources + configurations, hasSwift: linted.contains { $0.extension == "swift" })]
    }
}
#endif
