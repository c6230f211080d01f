/// The rule documentation pages (`rules/<id>.md`), compiled into the binary
/// (Sources/RxLintResources) so that `rxlint explain` works wherever it is installed.
public enum RuleDocs {
    /// Each rule's page, by rule id.
    static let pages: [String: String] = EmbeddedResource.rulePages()

    /// The Markdown page of `rule`, or nil when it has none yet.
    public static func markdown(for rule: String) -> String? { pages[rule] }

    /// Every page, by rule id.
    public static var all: [String: String] { pages }

    /// The page without its YAML front matter (the `---` block of metadata at the top).
    static func body(_ markdown: String) -> String {
        guard markdown.hasPrefix("---\n"), let end = markdown.range(of: "\n---\n", range: markdown.index(markdown.startIndex, offsetBy: 3)..<markdown.endIndex) else {
            return markdown
        }
        return String(markdown[end.upperBound...]).trimmingCharacters(in: .newlines)
    }

    /// The first paragraph under `## What it does`, for one-paragraph descriptions (SARIF).
    static func whatItDoes(_ markdown: String) -> String? {
        var collecting = false
        var paragraph: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if collecting {
                if trimmed.isEmpty { if paragraph.isEmpty { continue } else { break } }
                if trimmed.hasPrefix("#") { break }
                paragraph.append(Substring(trimmed))
            } else if trimmed.lowercased().hasPrefix("## what it does") {
                collecting = true
            }
        }
        return paragraph.isEmpty ? nil : paragraph.joined(separator: " ")
    }
}

import Foundation
