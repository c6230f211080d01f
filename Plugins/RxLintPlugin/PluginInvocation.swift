/// The plugins' decisions, kept free of `PackagePlugin` so that tests can compile this file
/// on its own (Tests/CLITests and the other plugin folders link to it).
enum PluginInvocation {
    /// The arguments for `rxlint`, run from the package directory.
    ///
    /// `--target NAME` or `--target=NAME` (repeatable) picks targets; without it every source
    /// target is linted. Paths the user names replace the target directories; every other
    /// argument is an rxlint option, passed through unchanged with its value (`--format sarif`,
    /// `--compile-commands cc.json`, `--jobs=2`). After `--` everything is a path. The package
    /// directory is the project root (`--project-root .`) unless the user names another.
    static func arguments(userArguments: [String], targetDirectories: [String], packageDirectory: String) -> [String] {
        var passthrough: [String] = []
        var userPaths: [String] = []
        var index = 0
        while index < userArguments.count {
            let argument = userArguments[index]
            if argument == "--" {
                userPaths += userArguments[(index + 1)...]
                break
            }
            if argument == "--target" {
                index += 2 // Consumed by the plugin itself, with its value.
                continue
            }
            if argument.hasPrefix("--target=") {
                index += 1
                continue
            }
            if argument.hasPrefix("-") {
                passthrough.append(argument)
                // An option that takes a value keeps it (unless given as `--option=value`).
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
        let namesRoot = passthrough.contains { $0 == "--project-root" || $0.hasPrefix("--project-root=") }
        return (namesRoot ? [] : ["--project-root", "."]) + passthrough + (paths.isEmpty ? ["."] : paths)
    }

    /// The `--target` values, in both spellings.
    static func targetNames(_ userArguments: [String]) -> [String] {
        var names: [String] = []
        var index = 0
        while index < userArguments.count, userArguments[index] != "--" {
            let argument = userArguments[index]
            if argument == "--target", index + 1 < userArguments.count {
                names.append(userArguments[index + 1])
                index += 1
            } else if argument.hasPrefix("--target=") {
                names.append(String(argument.dropFirst("--target=".count)))
            }
            index += 1
        }
        return names
    }

    /// rxlint's options that take a value (a test checks this list against `rxlint --help`).
    static let optionsWithValue: Set<String> = [
        "--format", "--report", "--config", "--jobs", "--baseline", "--write-baseline", "--stdin-path", "--project-root", "--compile-commands",
    ]

    /// Whether the arguments ask rxlint to write source files (`--fix` without `--dry-run`),
    /// which needs the package-writing permission only `rxlint-fix` declares.
    static func writesFiles(_ userArguments: [String]) -> Bool {
        let options = userArguments.prefix { $0 != "--" }
        return options.contains("--fix") && !options.contains("--dry-run") && !options.contains("--diff")
    }

    /// Shorter paths in the report: `Sources/App` rather than `/Users/…/Sources/App`.
    static func relative(_ path: String, to base: String) -> String {
        let prefix = base.hasSuffix("/") ? base : base + "/"
        if path == base { return "." }
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }

    // MARK: - The build-tool plugin

    /// Files rxlint reports on.
    static func isLinted(_ path: String) -> Bool {
        path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Files a target's findings may depend on: the package's sources and headers (one file's
    /// findings can change with another's declarations) and its `.lintrc` files.
    static func isInput(_ path: String) -> Bool {
        isLinted(path) || path.hasSuffix(".h") || path.hasSuffix(".pch") || path.hasSuffix("/.lintrc")
    }

    /// The `.lintrc` files a run linting `directories` may read: in each directory or any
    /// folder above it. The caller keeps the ones that exist.
    static func configurationCandidates(for directories: [String]) -> [String] {
        var result: [String] = []
        var seen = Set<String>()
        for directory in directories {
            var folder = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
            while true {
                let candidate = folder + "/.lintrc"
                if seen.insert(candidate).inserted { result.append(candidate) }
                guard let slash = folder.lastIndex(of: "/"), !folder.isEmpty else { break }
                folder = String(folder[..<slash])
            }
        }
        return result
    }

    /// rxlint's arguments in a build: compiler-style lines with absolute paths, which SwiftPM
    /// prints and Xcode turns into issues at their lines; the whole package known.
    static func buildArguments(projectRoot: String, paths: [String]) -> [String] {
        ["--format", "xcode", "--project-root", projectRoot] + paths
    }

    /// The build command runs `/bin/sh -c stampScript rxlint-build STAMP RXLINT ARGUMENTS…`.
    /// The stamp is a Swift file of comments in the plugin's work directory, compiled into the
    /// target: the build system runs a command only when something uses its output, and then
    /// only when its inputs changed, so an unchanged target is not linted again. It is
    /// written once (an unchanged stamp recompiles nothing), then rxlint's exit status is the
    /// command's: findings that fail the run fail the build. An empty STAMP writes none.
    static let stampScript = """
    stamp="$1"; shift
    if [ -n "$stamp" ] && [ ! -f "$stamp" ]; then
        printf '%s\\n' '// Written by the rxlint build-tool plugin: it marks this target as linted and declares nothing.' > "$stamp" || exit 2
    fi
    exec "$@"
    """
}
