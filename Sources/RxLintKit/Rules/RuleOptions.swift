/// The value of one rule option, as written in `.lintrc`.
public enum RuleOptionValue: Equatable, Hashable, Sendable, CustomStringConvertible {
    case bool(Bool)
    case int(Int)
    case string(String)
    case strings([String])

    public var description: String {
        switch self {
        case .bool(let b): return b ? "true" : "false"
        case .int(let i): return String(i)
        case .string(let s): return s
        case .strings(let list): return "[" + list.joined(separator: ", ") + "]"
        }
    }

    /// The YAML shape a value must have, for messages.
    public var kind: RuleOptionKind {
        switch self {
        case .bool: return .bool
        case .int: return .int
        case .string: return .string
        case .strings: return .strings
        }
    }
}

/// The type of a rule option.
public enum RuleOptionKind: String, Sendable {
    case bool = "a boolean (true or false)"
    case int = "an integer"
    case string = "a string"
    case strings = "a list of strings"
}

/// A configurable knob of a rule, declared in its `RuleDescription` so that `.lintrc` can be
/// validated: an option that no rule declares is a configuration error, not a silent no-op.
public struct RuleOptionDescription: Equatable, Sendable {
    public let name: String
    public let defaultValue: RuleOptionValue
    /// One sentence ending with a period.
    public let summary: String
    /// For a string option that is a choice, the words it accepts (the default among them);
    /// empty when any string goes.
    public let allowedValues: [String]

    public init(name: String, defaultValue: RuleOptionValue, summary: String, allowedValues: [String] = []) {
        self.name = name
        self.defaultValue = defaultValue
        self.summary = summary
        self.allowedValues = allowedValues
    }

    /// The value `.lintrc` gave this option (`options` are one rule's), else its default.
    public func value(in options: [String: RuleOptionValue]) -> RuleOptionValue {
        options[name] ?? defaultValue
    }
}
