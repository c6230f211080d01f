/// The rule on Objective-C: ReactiveObjC's ownership facts for one site (see `ObjCSiteRule`).
extension DiscardedSubscriptionRule: ObjCSiteRule {
    /// A subscription to a source that never ends, kept by something global, whose only
    /// handle is dropped: nothing can ever stop it.
    static func check(_ site: ObjCSite) -> [Diagnostic] {
        guard site.kind == .subscription, isDiscarded(site.fate) else { return [] }
        // Only a subject whose holder is implemented in this file: whether another object
        // completes its subjects is decided in that object's implementation.
        if case .ownedSubject(let path, terminated: false, ownerSeen: true) = site.source, site.captures.isEmpty, !site.isFinite, site.until == nil {
            return [orphanedSubjectSubscription(site, subject: ObjCPathStep.text(path))]
        }
        guard let keeper = globalKeeper(site) else { return [] }
        let holdsSelf = !site.captures.isEmpty && site.owner.isInstanceMethod
        var chain = [keeper, "the subscription to \(site.source.description)"]
        if holdsSelf { chain += ["'\(site.captures[0].role)' block", "self"] }
        let message = "The RACDisposable of '\(site.selector)' is dropped while \(keeper) keeps the subscription for good: "
            + "\(site.source.description) never completes, so it is never released" + (holdsSelf ? ", and neither is self, which its block holds." : ".")
        return [diagnostic(site, severity: .error, message: message, chain: chain,
                           fix: "Add `takeUntil:self.rac_willDeallocSignal` (with a weak self in the blocks), or keep the disposable and dispose it.",
                           capture: nil)]
    }

    /// ReactiveObjC's subject keeps each subscription in a cycle (its passthrough subscriber
    /// holds the disposable whose removal block holds the subscriber) that only disposal or the
    /// subject's completion breaks: freed without completing, the subject leaves them alive.
    private static func orphanedSubjectSubscription(_ site: ObjCSite, subject: String) -> Diagnostic {
        let chain = ["subscriber of '\(site.selector)'", "its disposable", "the removal block", "subscriber of '\(site.selector)'"]
        let message = "The RACDisposable of '\(site.selector)' is dropped and '\(subject)' is never completed: a subject freed without "
            + "completing leaves its subscriptions alive (each subscriber and its disposable hold each other), so this one is never released."
        return diagnostic(site, severity: .error, message: message, chain: chain,
                          fix: "Send `[\(subject) sendCompleted]` in `dealloc`, or keep the disposable and dispose it there.", capture: nil)
    }
}
