/// The top-level keys of `.lintrc`. Anything else is an error, so a typo cannot silently
/// turn a setting off.
enum ConfigurationKey: String, CaseIterable {
    case included
    case excluded
    case disabledRules = "disabled_rules"
    case onlyRules = "only_rules"
    case rules
    case strict
    case reporter
    case baseline
    case knowledge
}

/// The keys under `knowledge:`, each extending one part of `Knowledge`.
enum KnowledgeKey: String, CaseIterable {
    case subscriptionCalls = "subscription_calls"
    case subscriptionOperators = "subscription_operators"
    case disposalMethods = "disposal_methods"
    case completingCalls = "completing_calls"
    case neverCompletingCalls = "never_completing_calls"
    case disposeBagNames = "dispose_bag_names"

    var keyPath: WritableKeyPath<KnowledgeExtension, [String]> {
        switch self {
        case .subscriptionCalls: return \.subscriptionCalls
        case .subscriptionOperators: return \.subscriptionOperators
        case .disposalMethods: return \.disposalMethods
        case .completingCalls: return \.completingCalls
        case .neverCompletingCalls: return \.neverCompletingCalls
        case .disposeBagNames: return \.disposeBagNames
        }
    }
}

/// The closest candidate to a misspelt word, for "did you mean" hints.
public enum Spelling {
    /// The candidate within a small edit distance of `word`, if any.
    public static func suggestion(for word: String, among candidates: [String]) -> String? {
        let best = candidates.map { ($0, distance(word, $0)) }.min { $0.1 < $1.1 }
        guard let (candidate, d) = best, d <= max(2, word.count / 3) else { return nil }
        return candidate
    }

    static func hint(for word: String, among candidates: [String]) -> String {
        suggestion(for: word, among: candidates).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance over Unicode scalars; inputs are short keys.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars), b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for i in 1...a.count {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            previous = current
        }
        return previous[b.count]
    }
}
