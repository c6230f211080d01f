import ArgumentParser
import Foundation
import RxLintKit

// Started as an Objective-C worker by a run of its own, this process serves and exits here;
// otherwise its Objective-C analysis runs in such workers.
ObjCWorker.serveIfAsked()

// Exit statuses are rxlint's (0 clean, 1 findings, 2 usage/config/input errors), not
// ArgumentParser's (64 for usage), so parsing errors are mapped here.
// The arguments as bytes: `CommandLine.arguments` repairs a path that is not UTF-8, which
// would then name no file (see `PathBytes`).
let arguments = (1..<Int(CommandLine.argc)).map { CommandLine.unsafeArgv[$0].map { PathBytes.string(cString: $0) } ?? "" }
if arguments == ["--help"] || arguments == ["-h"] {
    print(RxLintCommand.combinedHelp())
    exit(0)
}
RxLintCommand.asksNothingOfTheParser = RxLintCommand.asksNothingOfTheParser(arguments)
do {
    var command = try RxLintCommand.parseAsRoot(arguments)
    try command.run()
} catch let error as RxLintError {
    Terminal.error(error.description)
    exit(ExitStatus.inputError.rawValue)
} catch let code as ExitCode {
    exit(code.rawValue)
} catch {
    let code = RxLintCommand.exitCode(for: error)
    if code == .success {
        // --help and --version.
        print(RxLintCommand.fullMessage(for: error))
        exit(0)
    }
    let message = RxLintCommand.message(for: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? "invalid usage"
    Terminal.error(message.hasPrefix("Error: ") ? String(message.dropFirst(7)) : message)
    FileHandle.standardError.write(Data("See 'rxlint --help'.\n".utf8))
    exit(ExitStatus.inputError.rawValue)
}
