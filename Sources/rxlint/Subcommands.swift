import ArgumentParser
import Foundation
import RxLintKit

/// `rxlint init`: writes a starter `.lintrc` in the current directory.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init", abstract: "Write a starter .lintrc in the current directory (never overwrites).")

    func run() throws {
        let path = try StarterConfiguration.write(into: Paths.currentDirectory)
        Terminal.note("wrote \(Paths.display(path, cwd: Paths.currentDirectory))")
    }
}

/// `rxlint install-hook`: installs the git pre-commit hook.
struct InstallHookCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "install-hook",
        abstract: "Install a git pre-commit hook that runs 'rxlint --staged'.")

    @Flag(help: "Replace an existing pre-commit hook that rxlint did not write.")
    var force = false

    func run() throws {
        let executable = Bundle.main.executablePath ?? "rxlint"
        switch try HookInstaller.install(from: Paths.currentDirectory, executable: executable, force: force) {
        case .installed(let path): Terminal.note("installed \(path)")
        case .updated(let path): Terminal.note("updated \(path)")
        case .unchanged(let path): Terminal.note("\(path) is already up to date")
        }
    }
}

/// `rxlint rules`: the rule table.
struct RulesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "rules", abstract: "List every rule.")

    func run() throws {
        Terminal.writeStdout(RuleTable.render())
    }
}

/// `rxlint explain <rule>`: a rule's documentation page.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "explain", abstract: "Print a rule's documentation.")

    @Argument(help: "A rule id (see 'rxlint rules').")
    var rule: String

    func run() throws {
        guard let description = RuleRegistry.description(of: rule) else {
            let hint = Spelling.suggestion(for: rule, among: RuleRegistry.identifiers).map { "; did you mean '\($0)'?" } ?? ""
            throw RxLintError.usage("unknown rule '\(rule)' (see 'rxlint rules'\(hint))")
        }
        if let page = RuleDocs.markdown(for: rule) {
            Terminal.writeStdout(page + "\n")
        } else {
            // Pages are compiled in from rules/*.md; a rule may not have one yet.
            Terminal.writeStdout("# \(description.name) (\(description.identifier))\n\n\(description.summary)\n\n"
                + "Default severity: \(description.defaultSeverity.rawValue). Kind: \(description.kind.rawValue).\n")
        }
    }
}
