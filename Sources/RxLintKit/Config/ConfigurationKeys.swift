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
    case compileCommands = "compile_commands"
    case objcTimeLimit = "objc_time_limit"
    case objcMemoryLimit = "objc_memory_limit"
    case objcDefines = "objc_defines"
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
        var cells = 0
        return suggestion(for: word, among: candidates, cells: &cells)
    }

    /// The same, adding the edit-distance cells computed to `cells`.
    static func suggestion(for word: String, among candidates: [String], cells: inout Int) -> String? {
        let scalars = Array(word.unicodeScalars)
        let limit = max(2, scalars.count / 3)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.unicodeScalars)
            // The distance is at least the difference in length: a word far longer or shorter
            // than every candidate is compared with none (no cost growing with its length).
            guard abs(other.count - scalars.count) <= limit else { continue }
            let d = distance(scalars, other)
            cells += scalars.count * other.count
            if d <= limit, d < best?.distance ?? Int.max { best = (candidate, d) }
        }
        return best?.candidate
    }

    static func hint(for word: String, among candidates: [String]) -> String {
        var cells = 0
        return hint(for: word, among: candidates, cells: &cells)
    }

    static func hint(for word: String, among candidates: [String], cells: inout Int) -> String {
        suggestion(for: word, among: candidates, cells: &cells).map { " (did you mean '\($0)'?)" } ?? ""
    }

    /// Levenshtein distance over Unicode scalars; inputs are short keys.
    static func distance(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars))
    }

    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        // Two rows, reused.
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
