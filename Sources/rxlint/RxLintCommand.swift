import ArgumentParser
import Foundation
import RxLintKit

/// `rxlint`: lints by default; the other subcommands set things up or explain rules.
struct RxLintCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rxlint",
        abstract: "Finds leaking, never-disposed and cut-short subscriptions in Swift (RxSwift) and Objective-C (ReactiveObjC) code.",
        discussion: """
        Exit status: 0 nothing fails, 1 findings at the failing severity (error; warning too \
        with --strict), 2 usage, configuration or input errors.
        """,
        version: RxLintInfo.version,
        subcommands: [LintCommand.self, InitCommand.self, InstallHookCommand.self, RulesCommand.self, ExplainCommand.self, LanguageServerCommand.self],
        defaultSubcommand: LintCommand.self)
}

extension RxLintCommand {
    /// `rxlint --help`: one text for the tool as people use it, the default command's
    /// arguments and options (the ones people look for) with the subcommands after them,
    /// rather than ArgumentParser's two separate pages.
    static func combinedHelp() -> String {
        let lint = helpMessage(for: LintCommand.self)
        let root = helpMessage()
        let options = lint.range(of: "ARGUMENTS:").map { String(lint[$0.lowerBound...]) } ?? lint
        let subcommands = root.range(of: "SUBCOMMANDS:").map { String(root[$0.lowerBound...]) } ?? ""
        return """
        OVERVIEW: \(configuration.abstract)

        USAGE: rxlint [<options>] [<paths> ...]
               rxlint <subcommand>

        \(options.trimmingCharacters(in: .newlines))

        \(subcommands.trimmingCharacters(in: .newlines))

        EXIT STATUS: 0 nothing fails, 1 findings at the failing severity (error; warning too
          with --strict), 2 usage, configuration or input errors.
        """
    }
}
