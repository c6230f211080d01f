/// The `rxlint rules` table: id, default severity, kind and summary of every rule.
public enum RuleTable {
    public static func render(_ rules: [RuleDescription] = RuleRegistry.descriptions) -> String {
        let header = ["id", "severity", "kind", "summary"]
        let rows = rules.map { [$0.identifier, $0.defaultSeverity.rawValue, $0.kind.rawValue, $0.summary] }
        // Pad every column but the last, which can be long.
        let widths = (0..<3).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ row: [String]) -> String {
            (0..<3).map { row[$0].padding(toLength: widths[$0], withPad: " ", startingAt: 0) }.joined(separator: "  ")
                + "  " + row[3] + "\n"
        }
        return line(header) + rows.map(line).joined()
    }
}

import Foundation
