import ArgumentParser
import Foundation
import RxLintKit

/// `rxlint lsp`: the language server, on standard input and output.
struct LanguageServerCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lsp",
        abstract: "Run the language server (LSP 3.17 over standard input and output) for editors.")

    @Option(help: ArgumentHelp("Number of parallel workers for reading a project (default: one per core).", valueName: "n"))
    var jobs: Int?

    func validate() throws {
        if let jobs, jobs < 1 { throw ValidationError("'--jobs' must be at least 1") }
    }

    func run() throws {
        // A client that goes away makes writes fail; that must end the server, not kill it
        // with a signal mid-message.
        signal(SIGPIPE, SIG_IGN)
        let status = LanguageServer(input: STDIN_FILENO, output: STDOUT_FILENO, jobs: jobs ?? Engine.defaultJobs).run()
        if status != 0 { throw ExitCode(status) }
    }
}
