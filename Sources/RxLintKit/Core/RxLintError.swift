/// Every problem rxlint reports to the user instead of a finding. Each renders as one line,
/// and each makes the run exit with status 2.
public enum RxLintError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Bad command-line usage.
    case usage(String)
    /// A configuration problem at a position in a configuration file (1-based line and column).
    case configuration(file: String, line: Int, column: Int, message: String)
    /// A configuration problem with no position (the file cannot be read, for example).
    case configurationFile(file: String, message: String)
    /// An input file or directory that could not be analysed.
    case input(InputProblem)
    /// A baseline file that cannot be read or written.
    case baseline(file: String, message: String)
    /// A git command failed (staged mode, hook installation).
    case git(String)
    /// Files that were read but could not be analysed (Objective-C without libclang).
    case notAnalysed(String)
    /// Any other file-system problem (writing a report, a hook, a starter configuration).
    case io(String)

    public var description: String {
        switch self {
        case .usage(let message): return message
        case let .configuration(file, line, column, message): return "\(file):\(line):\(column): \(message)"
        case let .configurationFile(file, message): return "\(file): \(message)"
        case .input(let problem): return problem.description
        case let .baseline(file, message): return "\(file): baseline: \(message)"
        case .git(let message): return "git: \(message)"
        case .io(let message): return message
        case .notAnalysed(let message): return message
        }
    }
}
