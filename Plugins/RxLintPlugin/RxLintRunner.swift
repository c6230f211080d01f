import Foundation
import PackagePlugin

/// What both command plugins do: find a release-built rxlint and run it on the package's
/// targets. (Plugins/RxLintFixPlugin links to this file.)
enum RxLintRunner {
    static func run(context: PluginContext, arguments: [String], packageManager: PackageManager) throws {
        let names = PluginInvocation.targetNames(arguments)
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let directories = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directory.string }
        let packageDirectory = context.package.directory.string
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try executable(context: context, packageManager: packageManager))
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

    /// A prebuilt rxlint when the plugin has one (a package that ships the release's binary
    /// declares it as the plugin's dependency); otherwise this package's `rxlint` built in
    /// release mode, whatever the invocation's configuration: a debug build lints about eight
    /// times slower, and is rebuilt only when rxlint's sources change.
    static func executable(context: PluginContext, packageManager: PackageManager) throws -> String {
        if let prebuilt = try? context.tool(named: "rxlint") { return prebuilt.path.string }
        let result = try packageManager.build(.product("rxlint"), parameters: .init(configuration: .release, logging: .concise, echoLogs: true))
        guard result.succeeded, let built = result.builtArtifacts.first(where: { $0.kind == .executable && $0.path.lastComponent == "rxlint" }) else {
            throw PluginFailure("building rxlint in release mode failed:\n\(result.logText)")
        }
        return built.path.string
    }
}

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
