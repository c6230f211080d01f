import ArgumentParser
import Foundation
import RxLintKit

/// `rxlint`: lints by default; the other subcommands set things up or explain rules.
struct RxLintCommand: ParsableCommand {
    /// Whether the arguments of this process can ask for nothing ArgumentParser writes with
    /// the tool's name or answers on its own (help, a completion script, the help dump); set
    /// by `main` before parsing. Then the configuration names a super-command, which only
    /// those answers read, and which makes ArgumentParser skip its check for a
    /// completion-script request: that check parses two commands of its own on every run,
    /// 1.6 M of the 14.5 M instructions parsing costs (more is the first use of the parser's
    /// types, which the parse itself then pays).
    nonisolated(unsafe) static var asksNothingOfTheParser = false

    static var configuration: CommandConfiguration { asksNothingOfTheParser ? plainRun : standard }

    /// Read by nothing but the answers above, which a plain run never gives.
    private static let plainRun: CommandConfiguration = {
        var configuration = standard
        configuration._superCommandName = "rxlint"
        return configuration
    }()

    private static let standard = CommandConfiguration(
        commandName: "rxlint",
        abstract: "Finds leaking, never-disposed and cut-short subscriptions in Swift (RxSwift) and Objective-C (ReactiveObjC) code.",
        discussion: """
        Exit status: 0 nothing fails, 1 findings at the failing severity (error; warning too \
        with --strict), 2 usage, configuration or input errors.
        """,
        version: RxLintInfo.version,
        subcommands: [LintCommand.self, InitCommand.self, InstallHookCommand.self, RulesCommand.self, ExplainCommand.self, LanguageServerCommand.self],
        defaultSubcommand: LintCommand.self)

    /// Whether `arguments` ask for nothing ArgumentParser answers with help or a script:
    /// no word of help, completion or the help dump, and no short option that may hold `-h`.
    /// Cautious: a path or a value with such a word only costs the check.
    static func asksNothingOfTheParser(_ arguments: [String]) -> Bool {
        !arguments.contains { argument in
            argument.contains("help") || argument.contains("completion")
                || (argument.hasPrefix("-") && !argument.hasPrefix("--") && argument.contains("h"))
        }
    }
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
