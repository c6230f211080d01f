/// Applies `rxlint:disable` comments to one file's findings. A pure function of the findings
/// and the comments: the result is the findings left standing plus one `superfluous_disable`
/// finding per (comment, rule) that suppressed nothing, as SwiftLint does, so stale
/// suppressions do not pile up.
public enum Suppressions {
    static let superfluousRule = SuperfluousDisableRule.description.identifier

    /// - Parameters:
    ///   - findings: the file's findings.
    ///   - directives: every comment of the file that mentions `rxlint:`.
    ///   - file: the path to report superfluous comments under.
    ///   - enabledRules: rules that ran; a disable for a rule that did not run is not superfluous.
    ///   - lineText: source lines, to place superfluous findings on the comment's column.
    public static func apply(findings: [Finding], directives: [DirectiveComment], file: String,
                             enabledRules: Set<String>, lineText: (Int) -> String? = { _ in nil }) -> [Finding] {
        var steps = 0
        return apply(findings: findings, directives: directives, file: file, enabledRules: enabledRules, lineText: lineText, steps: &steps)
    }

    /// The same, counting the work done in `steps` (comments parsed, findings matched, lookups,
    /// edit-distance cells) so tests can check it grows linearly with the input.
    static func apply(findings: [Finding], directives: [DirectiveComment], file: String,
                      enabledRules: Set<String>, lineText: (Int) -> String?, steps: inout Int) -> [Finding] {
        // Cheap exit for the vast majority of files.
        if directives.isEmpty { return findings }
        steps += directives.count + findings.count
        var parsed: [SuppressionDirective] = []
        var extra: [Finding] = []
        for comment in directives {
            switch SuppressionDirective.parse(comment) {
            case .directive(let d): parsed.append(d)
            case .invalid(let message):
                extra.append(superfluous(message, line: comment.line, file: file, lineText: lineText))
            case .none: break
            }
        }
        let main = findings.filter { $0.rule != superfluousRule }
        var usage = Usage()
        var kept = filter(main, parsed, usage: &usage, steps: &steps)
        // The did-you-mean hint of each unknown id, worked out once however often it is written.
        var hints: [String: String] = [:]
        for (index, d) in parsed.enumerated() where d.action == .disable {
            for rule in d.rules where !usage.used.contains(UsageKey(index, rule)) {
                if rule == superfluousRule { continue }
                if rule != SuppressionDirective.all && RuleRegistry.description(of: rule) == nil {
                    let hint = hints[rule] ?? Spelling.hint(for: rule, among: RuleRegistry.identifiers, cells: &steps)
                    hints[rule] = hint
                    extra.append(superfluous("'\(rule)' is not an rxlint rule id" + hint,
                                             line: d.line, file: file, lineText: lineText))
                    continue
                }
                // A disable for a rule switched off in the configuration has nothing to do.
                if rule != SuppressionDirective.all && !enabledRules.contains(rule) { continue }
                let what = rule == SuppressionDirective.all ? "any rule" : "'\(rule)'"
                var finding = superfluous("rxlint:\(d.action.rawValue)\(d.scope == .region ? "" : ":" + d.scope.rawValue) suppresses no finding of \(what)",
                                          line: d.line, file: file, lineText: lineText)
                // A one-line directive for this rule alone can go; a region's `disable` has
                // its `enable`, and a list of rules may still suppress the others.
                if d.scope != .region, d.rules.count == 1 { finding.fixKind = .removeDirective }
                extra.append(finding)
            }
        }
        guard enabledRules.contains(superfluousRule) else { return kept.sorted(by: Finding.reportOrder) }
        // Superfluous findings (computed or from the analyzer) answer only to comments that name
        // `superfluous_disable` itself; `all` would otherwise silence the check it triggers.
        let meta = parsed.map { d -> SuppressionDirective in
            var d = d
            d.rules = d.rules.filter { $0 == superfluousRule }
            return d
        }
        var metaUsage = Usage()
        kept += filter(findings.filter { $0.rule == superfluousRule } + extra, meta, usage: &metaUsage, steps: &steps)
        return kept.sorted(by: Finding.reportOrder)
    }

    struct UsageKey: Hashable {
        let directive: Int
        let rule: String
        init(_ directive: Int, _ rule: String) { self.directive = directive; self.rule = rule }
    }

    struct Usage { var used = Set<UsageKey>() }

    /// Drops suppressed findings, recording which (directive, rule) pairs did the work.
    static func filter(_ findings: [Finding], _ directives: [SuppressionDirective], usage: inout Usage, steps: inout Int) -> [Finding] {
        // Region directives become events ordered by the line they take effect on.
        let events = directives.enumerated().filter { $0.element.scope == .region }
            .sorted { ($0.element.effectiveLine, $0.offset) < ($1.element.effectiveLine, $1.offset) }
        // Line-targeted directives (`next`, `this`, `previous`) by the lines they cover, so each
        // finding looks only at the comments aimed at its lines: a file with a comment on every
        // line stays linear.
        var targeting: [Int: [Int]] = [:]
        for (index, d) in directives.enumerated() {
            guard let lines = d.targetLines else { continue }
            for line in lines { targeting[line, default: []].append(index); steps += 1 }
        }
        var state = RegionState()
        var nextEvent = 0
        var kept: [Finding] = []
        for finding in findings.sorted(by: { ($0.line, $0.column) < ($1.line, $1.column) }) {
            while nextEvent < events.count, events[nextEvent].element.effectiveLine <= finding.line {
                state.apply(events[nextEvent].element, index: events[nextEvent].offset)
                steps += 1
                nextEvent += 1
            }
            var suppressed = false
            for key in state.responsible(for: finding.rule) {
                usage.used.insert(key)
                suppressed = true
            }
            var seen = Set<Int>()
            // The finding's whole statement: a comment above a multi-line chain, or after its
            // last line, covers it.
            let first = min(finding.line, finding.statementLine)
            for line in first...max(first, finding.endLine) {
                steps += 1
                for index in targeting[line] ?? [] where seen.insert(index).inserted {
                    steps += 1
                    for rule in directives[index].rules where rule == finding.rule || rule == SuppressionDirective.all {
                        usage.used.insert(UsageKey(index, rule))
                        suppressed = true
                    }
                }
            }
            if !suppressed { kept.append(finding) }
        }
        return kept
    }

    /// Which rules are disabled at the current line, and by which directive.
    struct RegionState {
        var allDisabledBy: Int?
        var disabledBy: [String: Int] = [:]
        /// Rules re-enabled one by one while `all` is disabled.
        var exceptions = Set<String>()

        mutating func apply(_ d: SuppressionDirective, index: Int) {
            for rule in d.rules {
                let isAll = rule == SuppressionDirective.all
                switch (d.action, isAll) {
                case (.disable, true): allDisabledBy = index; exceptions = []
                case (.disable, false): disabledBy[rule] = index; exceptions.remove(rule)
                case (.enable, true): allDisabledBy = nil; disabledBy = [:]; exceptions = []
                case (.enable, false):
                    disabledBy[rule] = nil
                    if allDisabledBy != nil { exceptions.insert(rule) }
                }
            }
        }

        func responsible(for rule: String) -> [UsageKey] {
            var keys: [UsageKey] = []
            if let index = disabledBy[rule] { keys.append(UsageKey(index, rule)) }
            if let index = allDisabledBy, !exceptions.contains(rule) { keys.append(UsageKey(index, SuppressionDirective.all)) }
            return keys
        }
    }

    static func superfluous(_ message: String, line: Int, file: String, lineText: (Int) -> String?) -> Finding {
        var column = 1
        var endColumn = 1
        if let text = lineText(line), let marker = ByteSearch.first("rxlint:", in: Substring(text)) {
            // Point at the comment's opening delimiter when it is on the same line.
            let prefix = text[..<marker.lowerBound]
            let start = [ByteSearch.last("//", in: prefix), ByteSearch.last("/*", in: prefix)]
                .compactMap { $0?.lowerBound }.max() ?? marker.lowerBound
            column = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: start) + 1
            endColumn = text.unicodeScalars.count + 1
        }
        return Finding(rule: superfluousRule, severity: SuperfluousDisableRule.description.defaultSeverity,
                       message: message, file: file, line: line, column: column, endLine: line, endColumn: endColumn,
                       verdict: .safe, chain: [])
    }
}

import Foundation
