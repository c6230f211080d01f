/// The rule on Objective-C: ReactiveObjC's ownership facts for one site (see `ObjCSiteRule`).
extension DiscardedSubscriptionRule: ObjCSiteRule {
    /// A subscription to a source that never ends, kept by something global, whose only
    /// handle is dropped: nothing can ever stop it.
    static func check(_ site: ObjCSite) -> [Diagnostic] {
        guard site.kind == .subscription, isDiscarded(site.fate) else { return [] }
        // A subject freed without terminating leaves its subscriptions alive only where each
        // subscriber and its disposable hold each other (not in ReactiveCocoa before 4.2).
        let orphaned = site.orphanLeaks && !site.isFinite && site.until == nil
        // Only a subject whose holder is implemented in this file: whether another object
        // completes its subjects is decided in that object's implementation.
        if case .ownedSubject(let path, terminated: false, ownerSeen: true) = site.source, site.captures.isEmpty, orphaned {
            return [orphanedSubjectSubscription(site, subject: ObjCPathStep.text(path))]
        }
        // A subject this method makes and gives another object (`cell.markSignal = [RACSubject
        // subject]`), which nothing ends: when that object lets it go (a reused cell given a
        // new one), the subscription stays, as with a subject of self's.
        if case .handedSubject(let what, _, _, terminated: false) = site.source, orphaned {
            return [orphanedSubjectSubscription(site, subject: what, handed: true)]
        }
        // A subject of a cell self's table shows, which nothing ends: when the cell goes (or is
        // configured again, adding one more), the subscription stays.
        if case .cellSubject(let what, _, _, _, terminated: false) = site.source, orphaned {
            return [orphanedSubjectSubscription(site, subject: what, ofCell: true)]
        }
        // A subject only locals of this method hold, which nothing completes: freed when the
        // method returns, it leaves the subscription (and what its blocks hold) alive.
        if case .localSubject(let what, let why, let inBlocks) = site.source, orphaned {
            return [localSubjectSubscription(site, subject: what, why: why, inBlocks: inBlocks)]
        }
        guard let keeper = globalKeeper(site) else { return [] }
        let holdsSelf = !site.captures.isEmpty && site.owner.isInstanceMethod
        var chain = [keeper, "the subscription to \(site.source.description)"]
        if holdsSelf { chain += ["'\(site.captures[0].role)' block", "self"] }
        let holding: String
        if case .processLifetime(_, let object, _) = site.source {
            // Not freed, ever: the object lives for the whole process and keeps the subscriber.
            holding = "\(object), made once, lives for the whole process and keeps the subscriber for good"
        } else {
            holding = "\(keeper) keeps the subscription for good"
        }
        let message = "The RACDisposable of '\(site.selector)' is dropped while \(holding): "
            + "\(site.source.description) never completes, so it is never released" + (holdsSelf ? ", and neither is self, which its block holds." : ".")
        return [diagnostic(site, severity: .error, message: message, chain: chain,
                           fix: "Add `takeUntil:self.rac_willDeallocSignal` (with a weak self in the blocks), or keep the disposable and dispose it.",
                           capture: nil)]
    }

    /// A subscription to a subject that only this method's locals hold: the subject goes when
    /// they do, without completing, and the subscription's cycle stays (see below).
    private static func localSubjectSubscription(_ site: ObjCSite, subject: String, why: String, inBlocks: Bool) -> Diagnostic {
        let holdsSelf = !site.captures.isEmpty && site.owner.isInstanceMethod
        var chain = ["subscriber of '\(site.selector)'", "its disposable", "the removal block", "subscriber of '\(site.selector)'"]
        if holdsSelf { chain += ["'\(site.captures[0].role)' block", "self"] }
        let holders = inBlocks ? "this method's locals and the blocks it makes" : "this method's locals"
        let freed = inBlocks ? "freed once the method has returned and those blocks are gone" : "freed when the method returns"
        let message = "The RACDisposable of '\(site.selector)' is dropped and '\(subject)' is a subject only \(holders) hold, "
            + "which is never completed because \(why): \(freed), it leaves the subscription alive (the subscriber "
            + "and its disposable hold each other), so it is never released" + (holdsSelf ? ", and neither is self, which its block holds." : ".")
        let fix = "Send `sendCompleted` to the subject once it has sent its last value, or keep the disposable and dispose it."
        return diagnostic(site, severity: .error, message: message, chain: chain, fix: fix, capture: nil)
    }

    /// ReactiveObjC's subject keeps each subscription in a cycle (its passthrough subscriber
    /// holds the disposable whose removal block holds the subscriber) that only disposal or the
    /// subject's completion breaks: freed without completing, the subject leaves them alive.
    private static func orphanedSubjectSubscription(_ site: ObjCSite, subject: String, handed: Bool = false, ofCell: Bool = false) -> Diagnostic {
        let chain = ["subscriber of '\(site.selector)'", "its disposable", "the removal block", "subscriber of '\(site.selector)'"]
        let made = handed ? "this method makes '\(subject)' and nothing completes it"
            : ofCell ? "'\(subject)' is a subject of a cell the table shows, which nothing completes" : "'\(subject)' is never completed"
        let message = "The RACDisposable of '\(site.selector)' is dropped and \(made): a subject freed without "
            + "completing leaves its subscriptions alive (each subscriber and its disposable hold each other), so this one is never released."
        let fix = handed ? "Complete the old subject before giving the object a new one (`[\(subject) sendCompleted]`), or keep the disposable and dispose it then."
            : ofCell ? "Subscribe until the cell is reused (`takeUntil:cell.rac_prepareForReuseSignal`), or complete the subject when the cell is reused or deallocated."
            : "Send `[\(subject) sendCompleted]` in `dealloc`, or keep the disposable and dispose it there."
        return diagnostic(site, severity: .error, message: message, chain: chain, fix: fix, capture: nil)
    }
}
