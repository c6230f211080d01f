import Foundation
import PackagePlugin

/// What both command plugins do: run the rxlint SwiftPM built for them on the package's
/// targets. (Plugins/RxLintFixPlugin links to this file.)
enum RxLintRunner {
    static func run(context: PluginContext, arguments: [String]) throws {
        let names = PluginInvocation.targetNames(arguments)
        let targets = names.isEmpty ? context.package.targets : try context.package.targets(named: names)
        let directories = targets.compactMap { $0 as? SourceModuleTarget }.map { $0.directory.string }
        let packageDirectory = context.package.directory.string
        let process = Process()
        // The plugin's declared dependency, which SwiftPM builds before it runs the plugin, in
        // the invocation's configuration: the same build as the build-tool plugin's (nothing
        // compiled twice), `swift package -c release plugin …` for a release build. A package
        // that ships the release's binary declares that as the dependency instead.
        process.executableURL = URL(fileURLWithPath: try context.tool(named: "rxlint").path.string)
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

struct PluginFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
