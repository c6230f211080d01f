/// One `rxlint:disable`/`rxlint:enable` comment, parsed.
///
/// Forms: `rxlint:disable <rules>` and `rxlint:enable <rules>` (a region up to the matching
/// enable or the end of the file), `rxlint:disable:next`, `:this` and `:previous` (one line).
/// `<rules>` is one or more rule ids or `all`, separated by spaces or commas; an optional
/// reason follows ` - `.
public struct SuppressionDirective: Equatable, Sendable {
    public enum Action: String, Sendable { case disable, enable }
    public enum Scope: String, Sendable { case region, next, this, previous }

    public var action: Action
    public var scope: Scope
    /// Rule ids, or `all`.
    public var rules: [String]
    public var reason: String?
    /// The comment's first and last lines (1-based).
    public var line: Int
    public var endLine: Int

    /// What a comment mentioning `rxlint:` turned out to be.
    public enum Parsed: Equatable, Sendable {
        case directive(SuppressionDirective)
        /// Looks like a directive but cannot be one; the message says why.
        case invalid(String)
        /// `rxlint:` mentioned in prose.
        case none
    }

    /// The keyword that stands for every rule.
    public static let all = "all"

    public static func parse(_ comment: DirectiveComment) -> Parsed {
        // Only a comment that starts with `rxlint:` is a directive, as with SwiftLint: code
        // commented out around a directive, or prose that mentions rxlint, is not one.
        var body = Substring(comment.text).drop { $0 == "/" || $0 == "*" || $0 == "!" }
        body = body.drop { $0 == " " || $0 == "\t" }
        guard body.hasPrefix("rxlint:") else { return .none }
        var rest = body.dropFirst("rxlint:".count)
        // A directive is one line; a block comment's closing delimiter is not part of it.
        if let newline = rest.firstIndex(where: \.isNewline) { rest = rest[..<newline] }
        if let close = ByteSearch.first("*/", in: rest) { rest = rest[..<close.lowerBound] }
        let command = rest.prefix { !$0.isWhitespace }
        rest = rest.dropFirst(command.count)
        let parts = command.split(separator: ":", omittingEmptySubsequences: false)
        guard let action = Action(rawValue: String(parts[0])) else {
            return .invalid("unknown rxlint directive 'rxlint:\(command)' (use disable, enable, disable:next, disable:this or disable:previous)")
        }
        var scope = Scope.region
        if parts.count > 2 { return .invalid("malformed rxlint directive 'rxlint:\(command)'") }
        if parts.count == 2 {
            guard action == .disable, let s = Scope(rawValue: String(parts[1])), s != .region else {
                return .invalid("unknown rxlint directive 'rxlint:\(command)' (use disable, enable, disable:next, disable:this or disable:previous)")
            }
            scope = s
        }
        var reason: String?
        if let dash = ByteSearch.first(" - ", in: rest) {
            reason = rest[dash.upperBound...].trimmingCharacters(in: .whitespacesAndNewlines)
            rest = rest[..<dash.lowerBound]
        }
        let rules = rest.split { $0.isWhitespace || $0 == "," }.map(String.init)
        if rules.isEmpty { return .invalid("'rxlint:\(command)' names no rule (use a rule id or 'all')") }
        return .directive(SuppressionDirective(action: action, scope: scope, rules: rules, reason: reason,
                                               line: comment.line, endLine: comment.endLine))
    }

    /// The lines a one-line directive covers; nil for regions.
    var targetLines: ClosedRange<Int>? {
        switch scope {
        case .region: return nil
        case .next: return (endLine + 1)...(endLine + 1)
        case .this: return line...endLine
        case .previous: return (line - 1)...(line - 1)
        }
    }

    /// The first line a region directive affects: code after the comment, never before it.
    var effectiveLine: Int { action == .disable ? endLine + 1 : line + 1 }
}

import Foundation
