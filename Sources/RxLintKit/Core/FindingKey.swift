/// The identity of a finding that survives unrelated edits and does not depend on how the run
/// was invoked: rule, file and the text of its statement with whitespace collapsed (counted
/// when several are identical); never the line number, never the chain (whose words can
/// depend on what else the run knew). Baselines match on it and reporters derive fingerprints
/// from it. (`chain` is read only from version-1 baselines, which keyed on it.)
public struct FindingKey: Hashable, Codable, Sendable {
    public var rule: String
    public var file: String
    public var lineText: String
    public var chain: [String]

    public init(rule: String, file: String, lineText: String, chain: [String]) {
        self.rule = rule
        self.file = file
        self.lineText = lineText
        self.chain = chain
    }

    /// `text` is the finding's statement; nil (source not available) falls back to the
    /// message, which is also independent of the line number.
    public init(_ finding: Finding, path: String, text: String?) {
        self.init(rule: finding.rule, file: path, lineText: FindingKey.normalize(text ?? finding.message), chain: [])
    }

    /// A version-1 baseline's key: the culprit's line and the chain.
    public init(_ finding: Finding, path: String, lineText: String?) {
        self.init(rule: finding.rule, file: path,
                  lineText: FindingKey.normalize(lineText ?? finding.message), chain: finding.chain)
    }

    /// Whitespace runs become one space; leading and trailing whitespace goes, so
    /// re-indentation does not create a "new" finding.
    public static func normalize(_ line: String) -> String {
        var out = ""
        var pendingSpace = false
        for scalar in line.unicodeScalars {
            if scalar == " " || scalar == "\t" || scalar == "\r" || scalar == "\n" || scalar == "\u{0B}" || scalar == "\u{0C}" {
                pendingSpace = !out.isEmpty
                continue
            }
            if pendingSpace { out.append(" "); pendingSpace = false }
            out.unicodeScalars.append(scalar)
        }
        return out
    }

    /// 64-bit FNV-1a of the key's parts as 16 hex digits: stable across runs and platforms
    /// (Swift's `Hasher` is seeded per process, so it cannot be used).
    public var fingerprint: String {
        var hash: UInt64 = 0xcbf29ce484222325
        let parts = [rule, file, lineText] + chain
        for (index, part) in parts.enumerated() {
            if index > 0 { hash = (hash ^ 0x1F) &* 0x100000001b3 }
            for byte in part.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }
}
