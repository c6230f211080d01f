/// Suppression comments that suppress nothing (checked in `Suppressions`).
public enum SuperfluousDisableRule {
    public static let description = RuleDescription(
        identifier: "superfluous_disable", name: "Superfluous Disable",
        summary: "An rxlint:disable comment that suppresses no finding.",
        kind: .meta, defaultSeverity: .warning)
}
