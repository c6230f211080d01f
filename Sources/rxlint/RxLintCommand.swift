import ArgumentParser
import RxLintKit

/// `rxlint`: lints by default; the other subcommands set things up or explain rules.
struct RxLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rxlint",
        abstract: "Finds RxSwift memory mistakes: leaking, never-disposed and cut-short subscriptions.",
        discussion: """
        Exit status: 0 nothing fails, 1 findings at the failing severity (error; warning too \
        with --strict), 2 usage, configuration or input errors.
        """,
        version: RxLintInfo.version,
        subcommands: [LintCommand.self, InitCommand.self, InstallHookCommand.self, RulesCommand.self, ExplainCommand.self],
        defaultSubcommand: LintCommand.self)
}
