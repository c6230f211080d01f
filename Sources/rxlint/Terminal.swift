import Foundation
import RxLintKit

/// Standard streams and what they are connected to.
enum Terminal {
    static func error(_ message: String) {
        FileHandle.standardError.write(Data("rxlint: error: \(message)\n".utf8))
    }

    static func note(_ message: String) {
        FileHandle.standardError.write(Data("rxlint: \(message)\n".utf8))
    }

    static func writeStdout(_ text: String) {
        FileHandle.standardOutput.write(Data(text.utf8))
    }

    static func writeStdout(_ bytes: [UInt8]) {
        FileHandle.standardOutput.write(Data(bytes))
    }

    static func writeStderr(_ text: String) {
        FileHandle.standardError.write(Data(text.utf8))
    }

    static var stdoutIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var stderrIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// Colour only for a terminal, and never when `NO_COLOR` is set (no-color.org) or the
    /// terminal says it cannot.
    static func colorAllowed(_ environment: [String: String]) -> Bool {
        guard stdoutIsTerminal else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}
