/// The plugin's decisions, kept free of `PackagePlugin` so that tests can compile this file
/// on its own (Tests/CLITests links to it).
enum PluginInvocation {
    /// The arguments for `rxlint`, run from the package directory.
    ///
    /// `--target NAME` (repeatable) picks targets; without it every source target is linted.
    /// Paths the user names replace the target directories; every other argument (options
    /// such as `--format sarif` or `--strict`) is passed through unchanged. The package
    /// directory is the project root (`--project-root .`) unless the user names another.
    static func arguments(userArguments: [String], targetDirectories: [String], packageDirectory: String) -> [String] {
        var passthrough: [String] = []
        var userPaths: [String] = []
        var index = 0
        while index < userArguments.count {
            let argument = userArguments[index]
            if argument == "--target" {
                index += 2 // Consumed by the plugin itself.
                continue
            }
            if argument.hasPrefix("-") {
                passthrough.append(argument)
                // Options that take a value keep it attached.
                if optionsWithValue.contains(argument), index + 1 < userArguments.count {
                    passthrough.append(userArguments[index + 1])
                    index += 1
                }
            } else {
                userPaths.append(argument)
            }
            index += 1
        }
        let paths = userPaths.isEmpty ? targetDirectories.map { relative($0, to: packageDirectory) } : userPaths
        // The whole package is known however few targets are reported on, so a target's
        // findings are those of a full run.
        let root = passthrough.contains("--project-root") ? [] : ["--project-root", "."]
        return root + passthrough + (paths.isEmpty ? ["."] : paths)
    }

    /// The `--target` values.
    static func targetNames(_ userArguments: [String]) -> [String] {
        var names: [String] = []
        var index = 0
        while index < userArguments.count {
            if userArguments[index] == "--target", index + 1 < userArguments.count { names.append(userArguments[index + 1]); index += 1 }
            index += 1
        }
        return names
    }

    static let optionsWithValue: Set<String> = ["--format", "--report", "--config", "--jobs", "--baseline", "--write-baseline", "--project-root"]

    /// Shorter paths in the report: `Sources/App` rather than `/Users/…/Sources/App`.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
