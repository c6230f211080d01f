import PackagePlugin

/// `swift package plugin rxlint [--target NAME] [rxlint options] [paths]`: lints the package's
/// source targets with the rxlint SwiftPM builds for it. Writes nothing: `--fix` is the
/// `rxlint-fix` command's, which declares the permission to change the package's files.
@main
struct RxLintPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if PluginInvocation.writesFiles(arguments) {
            throw PluginFailure("'--fix' changes the package's files: run 'swift package plugin --allow-writing-to-package-directory rxlint-fix' "
                + "with the same arguments (or add '--dry-run' to print the diff)")
        }
        try RxLintRunner.run(context: context, arguments: arguments)
    }
}
