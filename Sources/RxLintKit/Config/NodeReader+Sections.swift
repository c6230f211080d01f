import Yams

/// The nested sections of `.lintrc`: `knowledge:` and `rules:`.
extension NodeReader {
    func knowledge(_ node: Node) throws -> KnowledgeExtension {
        var ext = KnowledgeExtension()
        for (keyNode, value) in try mapping(node, what: "'knowledge'") {
            let name = try keyName(keyNode)
            guard let key = KnowledgeKey(rawValue: name) else {
                throw error(keyNode, "unknown key 'knowledge.\(name)'"
                    + Spelling.hint(for: name, among: KnowledgeKey.allCases.map(\.rawValue)))
            }
            let qualified = "knowledge.\(name)"
            ext[keyPath: key.keyPath] = try stringNodes(value, key: qualified).map { entry, entryNode in
                try knowledgeName(entry, key: key, at: entryNode, qualified: qualified)
            }
        }
        return ext
    }

    /// Names are matched by base name, so `disposeOnDeactivate(interactor:)` is accepted and
    /// stored as `disposeOnDeactivate`; operators must be made of operator characters.
    private func knowledgeName(_ entry: String, key: KnowledgeKey, at node: Node, qualified: String) throws -> String {
        if key == .subscriptionOperators {
            let operatorCharacters = Set("/=-+!*%<>&|^~?.")
            guard entry.allSatisfy({ operatorCharacters.contains($0) }) else {
                throw error(node, "'\(qualified)': '\(entry)' is not an operator")
            }
            return entry
        }
        var name = Substring(entry)
        if let paren = name.firstIndex(of: "(") {
            guard name.hasSuffix(")") else { throw error(node, "'\(qualified)': '\(entry)' has an unbalanced '('") }
            name = name[..<paren]
        }
        let isIdentifier = name.first.map { $0 == "_" || $0.isLetter } == true
            && name.allSatisfy { $0 == "_" || $0.isLetter || $0.isNumber }
        guard isIdentifier else { throw error(node, "'\(qualified)': '\(entry)' is not a Swift name") }
        return String(name)
    }

    func ruleSettings(_ node: Node) throws -> [String: RuleSettings] {
        var result: [String: RuleSettings] = [:]
        for (keyNode, value) in try mapping(node, what: "'rules'") {
            let id = try ruleID(try keyName(keyNode), at: keyNode, key: "rules")
            guard let description = RuleRegistry.description(of: id) else { continue }
            var settings = RuleSettings()
            for (optionNode, optionValue) in try mapping(value, what: "'rules.\(id)'") {
                let option = try keyName(optionNode)
                let qualified = "rules.\(id).\(option)"
                if option == "severity" {
                    let raw = try string(optionValue, key: qualified)
                    guard let severity = Severity(rawValue: raw) else {
                        throw error(optionValue, "'\(qualified)' must be error, warning or info, got '\(raw)'")
                    }
                    settings.severity = severity
                    continue
                }
                guard let declared = description.options.first(where: { $0.name == option }) else {
                    let known = ["severity"] + description.options.map(\.name)
                    throw error(optionNode, "unknown option '\(qualified)' (\(id) accepts: \(known.joined(separator: ", ")))")
                }
                let value = try optionValueOf(optionValue, like: declared.defaultValue, key: qualified)
                if case .string(let word) = value, !declared.allowedValues.isEmpty, !declared.allowedValues.contains(word) {
                    throw error(optionValue, "'\(qualified)' must be one of \(declared.allowedValues.joined(separator: ", ")), got '\(word)'")
                }
                settings.options[option] = value
            }
            result[id] = settings
        }
        return result
    }

    private func optionValueOf(_ node: Node, like example: RuleOptionValue, key: String) throws -> RuleOptionValue {
        switch example {
        case .bool: return .bool(try bool(node, key: key))
        case .int: return .int(try int(node, key: key))
        case .string: return .string(try string(node, key: key))
        case .strings: return .strings(try strings(node, key: key))
        }
    }
}
