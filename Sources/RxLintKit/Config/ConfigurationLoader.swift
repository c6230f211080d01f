import Foundation
import Yams

/// Reads `.lintrc` files. Strict by design: unknown keys, wrong types, bad globs and unknown
/// rule ids are errors that name the file, line and key, because a silently ignored setting
/// in a pre-commit hook or CI job is worse than a failed run.
public enum ConfigurationLoader {
    /// The configuration file's name, looked up from the linted path upward.
    public static let fileName = ".lintrc"

    /// Reads and validates the file at `path`, relative to the process's directory.
    public static func load(path: String) throws -> Configuration {
        try load(absolutePath: URL(fileURLWithPath: path).standardizedFileURL.path, shownAs: path)
    }

    /// Reads and validates the file at `absolutePath`; messages name it `shownAs`.
    public static func load(absolutePath: String, shownAs path: String) throws -> Configuration {
        let data: Data
        do {
            data = try Data(contentsOf: URL(fileURLWithPath: absolutePath))
        } catch {
            throw RxLintError.configurationFile(file: path, message: "cannot read configuration file")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw RxLintError.configurationFile(file: path, message: "configuration file is not valid UTF-8")
        }
        let root = URL(fileURLWithPath: absolutePath).deletingLastPathComponent().standardizedFileURL.path
        return try parse(yaml: text, path: path, rootDirectory: root)
    }

    /// Parses configuration text; `path` is only used in messages.
    public static func parse(yaml: String, path: String, rootDirectory: String) throws -> Configuration {
        var config = Configuration(rootDirectory: rootDirectory, sourcePath: path)
        let node: Node?
        do {
            node = try Yams.compose(yaml: yaml)
        } catch let error as YamlError {
            throw yamlProblem(error, path: path)
        } catch {
            throw RxLintError.configurationFile(file: path, message: "invalid YAML: \(error)")
        }
        // An empty file (or one with only comments) means all defaults.
        guard let node else { return config }
        let reader = NodeReader(path: path)
        for (keyNode, value) in try reader.mapping(node, what: "the configuration") {
            let name = try reader.keyName(keyNode)
            guard let key = ConfigurationKey(rawValue: name) else {
                throw reader.error(keyNode, "unknown key '\(name)'"
                    + Spelling.hint(for: name, among: ConfigurationKey.allCases.map(\.rawValue)))
            }
            try apply(key, value, to: &config, reader: reader)
        }
        return config
    }

    private static func apply(_ key: ConfigurationKey, _ value: Node, to config: inout Configuration, reader: NodeReader) throws {
        let name = key.rawValue
        switch key {
        case .included: config.included = try reader.globs(value, key: name)
        case .excluded: config.excluded = try reader.globs(value, key: name)
        case .disabledRules: config.disabledRules = Set(try reader.ruleIDs(value, key: name))
        case .onlyRules: config.onlyRules = Set(try reader.ruleIDs(value, key: name))
        case .strict: config.strict = try reader.bool(value, key: name)
        case .reporter:
            let id = try reader.string(value, key: name)
            guard ReporterRegistry.reporter(named: id) != nil else {
                throw reader.error(value, "'reporter' must be one of \(ReporterRegistry.identifiers.joined(separator: ", ")), got '\(id)'")
            }
            config.reporter = id
        case .baseline: config.baseline = try reader.string(value, key: name)
        case .knowledge: config.knowledge = try reader.knowledge(value)
        case .compileCommands: config.compileCommands = try reader.string(value, key: name)
        case .objcTimeLimit:
            let seconds = try reader.int(value, key: name)
            guard seconds >= 1 else { throw reader.error(value, "'\(name)' must be at least 1 (seconds), got \(seconds)") }
            config.objcBudget.seconds = Double(seconds)
        case .objcMemoryLimit:
            let megabytes = try reader.int(value, key: name)
            guard megabytes >= ObjCBudget.minimumMegabytes else {
                throw reader.error(value, "'\(name)' must be at least \(ObjCBudget.minimumMegabytes) (MB), got \(megabytes)")
            }
            config.objcBudget.megabytes = megabytes
        case .objcDefines:
            let defines = try reader.strings(value, key: name)
            for define in defines {
                let macro = define.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? ""
                let isIdentifier = !macro.isEmpty && !(macro.first!.isNumber) && macro.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
                guard isIdentifier, !define.contains(where: \.isNewline) else {
                    throw reader.error(value, "'\(name)' entries are NAME or NAME=VALUE, with NAME a C identifier; got '\(define)'")
                }
            }
            config.objcDefines = defines
        case .rules: config.rules = try reader.ruleSettings(value)
        }
    }

    private static func yamlProblem(_ error: YamlError, path: String) -> RxLintError {
        switch error {
        case let .scanner(_, problem, mark, _), let .parser(_, problem, mark, _), let .composer(_, problem, mark, _):
            return .configuration(file: path, line: mark.line, column: mark.column, message: "invalid YAML: \(problem)")
        case let .duplicatedKeysInMapping(duplicates, _):
            return .configurationFile(file: path, message: "duplicate key \(duplicates.map { "'\($0)'" }.joined(separator: ", "))")
        default:
            let firstLine = "\(error)".split(separator: "\n").first.map(String.init) ?? "\(error)"
            return .configurationFile(file: path, message: "invalid YAML: \(firstLine)")
        }
    }

    /// The nearest `.lintrc` in `directory` or one of its ancestors.
    public static func find(from directory: String) -> String? {
        // An absolute ASCII path without `.`, `..` or empty components (nearly every one) is
        // walked as bytes: Foundation's URLs cost a small run 0.75 M instructions here.
        guard Paths.isNormalASCII(directory) else { return findByURL(from: directory) }
        var folder = directory
        while true {
            let candidate = folder == "/" ? "/" + fileName : folder + "/" + fileName
            // What `FileManager.fileExists(atPath:isDirectory:)` finds: anything but a
            // directory, through symbolic links.
            switch FileStatus.of(candidate) {
            case .regular, .other: return candidate
            default: break
            }
            if folder == "/" { return nil }
            folder = Paths.parent(folder)
        }
    }

    /// `find(from:)` for any spelling of the directory (relative, with `..`), and its oracle
    /// in the tests.
    static func findByURL(from directory: String) -> String? {
        var url = URL(fileURLWithPath: directory).standardizedFileURL
        let fm = FileManager.default
        while true {
            let candidate = url.appendingPathComponent(fileName).path
            var isDirectory: ObjCBool = false
            if fm.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory.boolValue { return candidate }
            let parent = url.deletingLastPathComponent()
            // The root is its own parent.
            if parent.path == url.path { return nil }
            url = parent
        }
    }
}
