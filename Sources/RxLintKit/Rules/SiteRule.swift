/// A rule that judges one subscription with the ownership model's help. Pure: no I/O, no state.
protocol SiteRule {
    static var description: RuleDescription { get }
    static func check(_ model: OwnershipModel) -> [Diagnostic]
    /// `check` with the rule's `.lintrc` options (absent ones take their declared default);
    /// only a rule that declares options needs its own.
    static func check(_ model: OwnershipModel, options: [String: RuleOptionValue]) -> [Diagnostic]
    /// The edit a finding of this rule allows where deciding it needs more than the model: the
    /// project index and the file (a bag visible at the edit). Nil keeps the finding's own.
    static func fixKind(_ diagnostic: Diagnostic, site: SubscriptionSite, file path: String, index: ProjectIndex) -> FixKind?
}

extension SiteRule {
    static func check(_ model: OwnershipModel, options: [String: RuleOptionValue]) -> [Diagnostic] { check(model) }

    static func fixKind(_ diagnostic: Diagnostic, site: SubscriptionSite, file path: String, index: ProjectIndex) -> FixKind? { nil }

    /// The owner's only dispose bag, when a subscription of an instance method whose chain
    /// holds no self (a closure holding self would close a cycle through the bag) can be kept
    /// in it, and the bag can be named from `path`.
    static func ownersSoleBag(for site: SubscriptionSite, file path: String, index: ProjectIndex) -> String? {
        guard !site.context.typeName.isEmpty, !site.context.isStatic, site.strongCaptures.isEmpty, site.functionReferences.isEmpty
        else { return nil }
        return index.visibleSoleDisposeBag(of: site.context.typeName, fromFile: path, typeIsFileLocal: site.context.typeIsFileLocal)
    }

    /// Severity from the verdict: a leak is an error when the source provably never
    /// completes, a warning when its completion is unknown; transient is info.
    static func severity(_ verdict: Verdict, _ source: SourceFacts) -> Severity {
        switch verdict {
        case .leak: return source.completion == .unknown ? .warning : .error
        case .disposedImmediately: return .error
        case .transient: return .info
        case .safe: return .info
        }
    }

    /// How the message says when the subscription would end.
    static func lifetimePhrase(_ model: OwnershipModel, _ verdict: Verdict) -> String {
        let source = model.source.description
        // RxCocoa sequences end when their object is deallocated, not by themselves.
        let ofObject = model.source.endsWithItsObject
        // Held by the subject alone, which someone else keeps: its life is the subscription's.
        if verdict == .leak, model.source.livesWithUnknownKeeper, let keeper = model.source.subjectKeeper {
            return "it lives as long as \(source), which \(keeper) keeps: for how long, rxlint cannot tell"
        }
        switch (verdict, model.source.completion) {
        case (.transient, _):
            return ofObject ? "it lives until the object of \(source) is deallocated" : "it lives until \(source) completes"
        case (_, .unknown) where model.source.awaitsElement:
            return "unless \(source) sends the element it waits for, it is never released"
        case (_, .unknown):
            return ofObject ? "unless the object of \(source) is deallocated, it is never released" : "unless \(source) completes, it is never released"
        case (_, .ownerDeallocation):
            return ofObject ? "\(source) completes only when its object goes with self, so it is never released"
                : "its `take(until:)` trigger can never fire because self is never deallocated"
        default:
            return ofObject ? "\(source) completes only when its object is deallocated, which a shared instance never is, so it is never released"
                : "\(source) never completes, so it is never released"
        }
    }

    static func diagnostic(_ model: OwnershipModel, _ evaluation: OwnershipModel.Evaluation, message: String, fix: String,
                           start: Int32? = nil, end: Int32? = nil, severityCap: Severity? = nil) -> Diagnostic {
        var severity = severity(evaluation.verdict, model.source)
        // A direct subscription to a subject someone else keeps lives as long as that keeper,
        // which may be short: the leak is as sure as its keeper's life is long.
        if evaluation.verdict == .leak, model.source.livesWithUnknownKeeper, !evaluation.throughOwnedSubject, severity > .warning {
            severity = .warning
        }
        if let cap = severityCap, cap < severity { severity = cap }
        var diagnostic = Diagnostic(rule: description.identifier, severity: severity, message: message,
                                    start: start ?? model.callStart, end: end ?? model.callEnd,
                                    verdict: evaluation.verdict, chain: evaluation.chain, fix: fix)
        if model.statementEnd > model.statementStart {
            diagnostic.statementStart = min(model.statementStart, diagnostic.start)
            diagnostic.statementEnd = max(model.statementEnd, diagnostic.end)
        }
        return diagnostic
    }
}
