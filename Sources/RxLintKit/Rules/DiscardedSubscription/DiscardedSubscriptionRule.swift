/// `_ = obs.subscribe(…)`, `let _ = …`, or an unused `subscribe` result: nobody can dispose
/// the subscription, so it lives until its source completes — forever for subjects, relays,
/// control events and timers.
enum DiscardedSubscriptionRule: SiteRule {
    static let description = RuleDescription(
        identifier: "discarded_subscription", name: "Discarded Subscription",
        summary: "A subscription whose Disposable is thrown away can never be disposed and lives until its source completes.",
        kind: .lint, defaultSeverity: .warning)

    static func check(_ model: OwnershipModel) -> [Diagnostic] {
        guard case .discarded(let kind) = model.keeper, !model.isCycleThroughOwnedSubject else { return [] }
        // Released anyway: a completing source, or a subject that is the only holder.
        guard let evaluation = model.orphan() else { return [] }
        let how: String
        switch kind {
        case .underscore: how = "assigned to `_`"
        case .letUnderscore: how = "bound to `let _`"
        case .unusedResult: how = "unused"
        }
        let holdsSelf = evaluation.chain.last == "self"
        let message = "The Disposable returned by '\(model.call)' is \(how): nobody can dispose this subscription and \(lifetimePhrase(model, evaluation.verdict))"
            + (holdsSelf ? ", keeping self alive with it." : ".")
        // In a test, a discarded subscription to a sequence the test builds lives no longer
        // than the test: unless rxlint can prove it never ends, it is a note, not a warning.
        let testNote = model.inTestCode && model.source.completion == .unknown
        // Made once, at launch, by the object the application keeps for the whole process:
        // one subscription that lives as long as its owner, nothing that piles up.
        let atLaunch = model.ownerIsApplicationDelegate && model.runsOnceAtLaunch
        let note = testNote ? " (Test code: it lasts at most as long as the test run.)"
            : atLaunch ? WholeProcessNote.certain("It is made once, at launch, by the application delegate") : ""
        return [diagnostic(model, evaluation, message: message + note,
                           fix: "Keep the subscription: append `.disposed(by: disposeBag)` with a bag owned by the object whose lifetime should end it.",
                           severityCap: testNote || atLaunch ? .info : nil)]
    }
}
