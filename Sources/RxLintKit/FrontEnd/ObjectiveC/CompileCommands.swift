import Foundation

/// A `compile_commands.json` (the clang tools' compilation database): for each file, the
/// arguments its real build passes, of which the parse keeps what finds declarations.
public struct CompileCommands: Sendable {
    /// Kept arguments by the file's absolute, normalised path.
    public var argumentsByFile: [String: [String]] = [:]

    public init(argumentsByFile: [String: [String]] = [:]) {
        self.argumentsByFile = argumentsByFile
    }

    public enum LoadError: Error, Equatable {
        case unreadable(String)
        case invalid(String)
    }

    /// Reads the database at `path`: an array of objects with `directory`, `file`, and
    /// `arguments` (an array) or `command` (one string, split as a shell would).
    public static func load(path: String) -> Result<CompileCommands, LoadError> {
        guard let data = FileManager.default.contents(atPath: path) else { return .failure(.unreadable("cannot read it")) }
        guard let json = try? JSONSerialization.jsonObject(with: data), let entries = json as? [[String: Any]] else {
            return .failure(.invalid("not a JSON array of compile commands"))
        }
        var result = CompileCommands()
        for (k, entry) in entries.enumerated() {
            guard let directory = entry["directory"] as? String, let file = entry["file"] as? String else {
                return .failure(.invalid("entry \(k + 1) lacks 'directory' or 'file'"))
            }
            let arguments: [String]
            if let list = entry["arguments"] as? [String] { arguments = list }
            else if let command = entry["command"] as? String { arguments = shellWords(command) }
            else { return .failure(.invalid("entry \(k + 1) has neither 'arguments' nor 'command'")) }
            let absoluteFile = Paths.absolute(file, against: directory)
            result.argumentsByFile[absoluteFile] = kept(arguments, directory: directory)
        }
        return .success(result)
    }

    /// Flags that take their value as the next argument or glued to them.
    private static let valueFlags = ["-I", "-D", "-U", "-F", "-isystem", "-iquote", "-include", "-isysroot", "-iframework", "-target", "-std="]
    /// Of those, the ones whose value is a path, made absolute against the entry's directory.
    private static let pathFlags: Set<String> = ["-I", "-F", "-isystem", "-iquote", "-include", "-isysroot", "-iframework"]

    /// The arguments that decide what the file declares and how it parses: include and
    /// framework paths, macros, prefix headers, the SDK and target, the language standard.
    /// The compiler, the input, outputs, warnings and code generation flags are dropped.
    static func kept(_ arguments: [String], directory: String) -> [String] {
        var result: [String] = []
        var k = 1
        while k < arguments.count {
            let argument = arguments[k]
            k += 1
            if argument == "-fobjc-arc" || argument == "-fmodules" { continue }
            guard let flag = valueFlags.first(where: { argument.hasPrefix($0) }) else { continue }
            var value: String
            if argument == flag && !flag.hasSuffix("=") {
                guard k < arguments.count else { break }
                value = arguments[k]
                k += 1
            } else {
                value = String(argument.dropFirst(flag.count))
            }
            if pathFlags.contains(flag) { value = Paths.absolute(value, against: directory) }
            result += flag.hasSuffix("=") ? [flag + value] : [flag, value]
        }
        return result
    }

    /// `command` split into words: whitespace separates, quotes group, backslash escapes.
    static func shellWords(_ command: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for c in command {
            if escaped { current.append(c); escaped = false; inWord = true; continue }
            if c == "\\" && quote != "'" { escaped = true; continue }
            if let q = quote {
                if c == q { quote = nil } else { current.append(c) }
                continue
            }
            if c == "\"" || c == "'" { quote = c; inWord = true; continue }
            if c == " " || c == "\t" || c == "\n" {
                if inWord { words.append(current); current = ""; inWord = false }
                continue
            }
            current.append(c)
            inWord = true
        }
        if inWord { words.append(current) }
        return words
    }
}
