import PackagePlugin

/// `swift package plugin --allow-writing-to-package-directory rxlint-fix [--target NAME]
/// [rxlint options] [paths]`: `rxlint --fix` on the package's source targets. SwiftPM asks
/// for the permission to write the package's files before it runs (Xcode shows a prompt).
@main
struct RxLintFixPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let fix = arguments.contains("--fix") ? arguments : ["--fix"] + arguments
        try RxLintRunner.run(context: context, arguments: fix)
    }
}
