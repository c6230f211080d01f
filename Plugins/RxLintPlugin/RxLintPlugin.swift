import Foundation
import PackagePlugin

/// `swift package plugin rxlint [--target NAME] [rxlint options]`: lints the package's
/// source targets with the rxlint built from this package.
@main
struct RxLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "rxlint")
        let names = PluginInvocation.targetNames(arguments)
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let directories = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directory.string }
        let packageDirectory = context.package.directory.string
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = PluginInvocation.arguments(userArguments: arguments, targetDirectories: directories,
                                                       packageDirectory: packageDirectory)
        process.currentDirectoryURL = URL(fileURLWithPath: packageDirectory)
        try process.run()
        process.waitUntilExit()
        // rxlint has printed its findings; the plugin's own failure makes the exit status non-zero.
        if process.terminationStatus != 0 {
            Diagnostics.error("rxlint exited with status \(process.terminationStatus)")
        }
    }
}
