import PackagePlugin

/// Writes the Swift agreement suite's lists of scenarios at build time, from its folders, so
/// that adding a scenario is adding its file:
/// - `allScenarios`: every `Scenarios/<Name>.swift`, whose enum `<Name>` is the scenario;
/// - `fixedScenarios`: every `FixedScenarios/<Name>Fixed.swift` or
///   `<Name>FixedWithOwner.swift` (written by FixedScenarioTests), paired with `<Name>`.
///
/// A file whose enum is not named like it, or a fixed file named otherwise, stops the build at
/// the generated line that names it. The lists are sorted by file name.
@main
struct ScenarioListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let output = context.pluginWorkDirectory.appending("ScenarioList.swift")
        let text = Self.list(scenarios: Self.names(in: "Scenarios", of: module), fixed: Self.names(in: "FixedScenarios", of: module))
        // The text travels as an argument: a build command runs again when its arguments
        // change, which is when a file is added, removed or renamed.
        return [.buildCommand(
            displayName: "Listing the agreement scenarios of \(target.name)",
            executable: Path("/bin/sh"),
            arguments: ["-c", "printf '%s' \"$1\" > \"$2\"", "scenario-list", text, output.string],
            outputFiles: [output])]
    }

    /// The Swift files directly in `folder` of the target, by name without extension, sorted.
    static func names(in folder: String, of module: SourceModuleTarget) -> [String] {
        let directory = module.directory.appending(folder)
        return module.sourceFiles(withSuffix: "swift").map(\.path)
            .filter { $0.removingLastComponent() == directory }.map(\.stem).sorted()
    }

    static func list(scenarios: [String], fixed: [String]) -> String {
        var lines = [
            "// Generated at build time by ScenarioListPlugin (Tests/ScenarioListPlugin) from the",
            "// folders Scenarios/ and FixedScenarios/: each Scenarios/<Name>.swift declares",
            "// `enum <Name>: AgreementScenario`.",
            "",
            "/// Every scenario of `Scenarios/`, by its enum.",
            "let allScenarios: [AgreementScenario.Type] = [",
        ]
        lines += scenarios.map { "    \($0).self," }
        lines += ["]", "", "/// Each scenario with fixes, and its fixed version (`FixedScenarios/`).",
                  "let fixedScenarios: [(original: AgreementScenario.Type, fixed: AgreementScenario.Type)] = ["]
        var misnamed: [String] = []
        for name in fixed {
            // The longer suffix first: `…FixedWithOwner` also contains `Fixed`.
            guard let suffix = ["FixedWithOwner", "Fixed"].first(where: { name.hasSuffix($0) && name.count > $0.count }) else {
                misnamed.append(name)
                continue
            }
            lines.append("    (\(name.dropLast(suffix.count)).self, \(name).self),")
        }
        lines.append("]")
        lines += misnamed.map { "#error(\"FixedScenarios/\($0).swift: a fixed scenario is named <Scenario>Fixed or <Scenario>FixedWithOwner\")" }
        return lines.joined(separator: "\n") + "\n"
    }
}
