import Foundation
import PackagePlugin

/// Runs the rxlint executable of the artifact bundle: first `--version`, then a lint of the
/// package's sources, printing both and the exit status for the check to read.
@main
struct LintWithBundle: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "rxlint")
        print("rxlint at \(tool.url.path)")
        for run in [["--version"], ["--format", "text", context.package.directoryURL.appendingPathComponent("Sources").path]] {
            let process = Process()
            process.executableURL = tool.url
            process.arguments = run
            try process.run()
            process.waitUntilExit()
            print("exit status \(process.terminationStatus)")
        }
    }
}
