import Yams

/// Typed access to YAML nodes with errors that point at the node's line and column.
struct NodeReader {
    let path: String

    func error(_ node: Node, _ message: String) -> RxLintError {
        .configuration(file: path, line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
    }

    func mapping(_ node: Node, what: String) throws -> [(Node, Node)] {
        guard case .mapping(let mapping) = node else { throw error(node, "\(what) must be a mapping of keys to values") }
        var seen = Set<String>()
        var pairs: [(Node, Node)] = []
        for (key, value) in mapping {
            let name = try keyName(key)
            // YAML allows duplicate keys in some parsers; a second value would silently win.
            guard seen.insert(name).inserted else { throw error(key, "duplicate key '\(name)'") }
            pairs.append((key, value))
        }
        return pairs
    }

    func keyName(_ node: Node) throws -> String {
        guard case .scalar(let scalar) = node else { throw error(node, "keys must be plain words") }
        return scalar.string
    }

    /// Only `true` and `false`: YAML 1.1's `yes`, `on` or `"true"` are rejected so that a
    /// value never means something other than what it looks like.
    func bool(_ node: Node, key: String) throws -> Bool {
        if case .scalar(let s) = node, s.style == .plain || s.style == .any {
            if s.string == "true" { return true }
            if s.string == "false" { return false }
        }
        throw error(node, "'\(key)' must be true or false, got \(show(node))")
    }

    func int(_ node: Node, key: String) throws -> Int {
        if case .scalar(let s) = node, s.style == .plain || s.style == .any, let value = Int(s.string) { return value }
        throw error(node, "'\(key)' must be an integer, got \(show(node))")
    }

    func string(_ node: Node, key: String) throws -> String {
        if case .scalar(let s) = node, !s.string.isEmpty, !looksTyped(s) { return s.string }
        throw error(node, "'\(key)' must be a non-empty string, got \(show(node))")
    }

    /// A list of strings; a single string is accepted as a one-element list.
    func strings(_ node: Node, key: String) throws -> [String] {
        switch node {
        case .scalar:
            return [try string(node, key: key)]
        case .sequence(let seq):
            return try seq.map { element -> String in
                guard case .scalar(let s) = element, !s.string.isEmpty, !looksTyped(s) else {
                    throw error(element, "'\(key)' must be a list of strings, got \(show(element))")
                }
                return s.string
            }
        default:
            throw error(node, "'\(key)' must be a list of strings, got \(show(node))")
        }
    }

    /// Each element with its node, for per-element errors.
    func stringNodes(_ node: Node, key: String) throws -> [(String, Node)] {
        switch node {
        case .sequence(let seq): return try seq.map { (try string($0, key: key), $0) }
        case .scalar: return [(try string(node, key: key), node)]
        default: throw error(node, "'\(key)' must be a list of strings, got \(show(node))")
        }
    }

    func globs(_ node: Node, key: String) throws -> [Glob] {
        try stringNodes(node, key: key).map { pattern, element in
            do { return try Glob(pattern) } catch let e as GlobError {
                throw error(element, "'\(key)': bad glob '\(pattern)': \(e.reason)")
            }
        }
    }

    func ruleID(_ id: String, at node: Node, key: String) throws -> String {
        guard RuleRegistry.description(of: id) != nil else {
            throw error(node, "'\(key)': unknown rule id '\(id)'" + Spelling.hint(for: id, among: RuleRegistry.identifiers))
        }
        return id
    }

    func ruleIDs(_ node: Node, key: String) throws -> [String] {
        try stringNodes(node, key: key).map { try ruleID($0, at: $1, key: key) }
    }

    /// An unquoted `true`, `null` or number where a name is expected is almost always a mistake.
    private func looksTyped(_ s: Node.Scalar) -> Bool {
        guard s.style == .plain || s.style == .any else { return false }
        return ["true", "false", "null", "~", "yes", "no", "on", "off"].contains(s.string.lowercased()) || Int(s.string) != nil
    }

    func show(_ node: Node) -> String {
        switch node {
        case .scalar(let s): return "'\(s.string)'"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        default: return "an alias"
        }
    }
}
