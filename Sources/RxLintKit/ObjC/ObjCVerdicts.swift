/// The ownership model of ReactiveObjC, applied to one site: what keeps the subscriber (and
/// so its blocks) alive, whether that runs back to self, and the rules' findings.
///
/// ReactiveObjC's holding facts (docs/objc-model.md cites the library files): a cold signal
/// does not keep its subscriber; a subject keeps its subscribers until it terminates; an
/// object's key-value observing, control events and selector signals keep the subscriber until
/// the object is deallocated; a scheduler's repeating timer and the notification center keep
/// theirs for good; the returned `RACDisposable` holds nothing, so dropping it ends nothing; a
/// command keeps its signal block for its whole life.
enum ObjCVerdicts {
    static func diagnostics(_ site: ObjCSite) -> [Diagnostic] {
        strongSelfCapture(site) + discardedSubscription(site) + missingDisposal(site) + scopedLocal(site)
    }

    // MARK: strong_self_capture

    static func strongSelfCapture(_ site: ObjCSite) -> [Diagnostic] {
        guard site.owner.isInstanceMethod, !site.captures.isEmpty else { return [] }
        if case .command = site.kind { return commandCycle(site) }
        // A chain that ends by itself (`take:`, `takeUntil:` another signal) releases its blocks.
        if site.isFinite { return [] }
        if case .other? = site.until { return [] }
        // Disposed by the code: the cycle ends then (see `isDisposedByTheCode`).
        if isDisposedByTheCode(site.fate) { return [] }
        let keeper: [String]
        let severity: Severity
        /// How self keeps the subscription, after "while ".
        let holding: String
        let ending: String
        switch site.source {
        case .ownedSubject(let path, let terminated, _):
            let subject = ObjCPathStep.text(path)
            keeper = ownerSteps(path) + ["its subscribers (kept until it terminates)"]
            severity = terminated ? .warning : .error
            holding = "self keeps the subject '\(subject)', which keeps its subscribers until it terminates"
            ending = terminated ? " unless \(subject) completes or errs first." : "."
        case .ownedSignal(let path):
            let signal = ObjCPathStep.text(path)
            keeper = ownerSteps(path) + ["its subscribers (kept, when a subject is behind it, until it terminates)"]
            severity = .warning
            holding = "self keeps '\(signal)', whose subscribers are kept until it terminates when a subject is behind it"
            ending = " unless \(signal) completes or keeps no subscriber."
        case .objectEvents(let what, let path, let owned) where owned:
            keeper = ownerSteps(path) + ["the subscription to \(what) (kept until that object is deallocated)"]
            severity = .error
            holding = path.isEmpty ? "\(what) keeps the subscription until self is deallocated"
                : "self keeps '\(ObjCPathStep.text(path))', which keeps the subscription to \(what) until it is deallocated"
            ending = "."
        case .synchronous(let what) where site.operators.contains(where: ReactiveObjCCatalog.asynchronous.contains):
            // A source that completes, delivered later: the scheduled delivery keeps the
            // subscriber, and self with it, until it has run.
            return site.captures.map { capture in
                let chain = ["the scheduler (a pending delivery)", "the subscription to \(what)", "'\(capture.role)' block", "self"]
                var d = diagnostic(site, rule: "strong_self_capture", severity: .info,
                                   message: "\(captureText(capture)) while the scheduled delivery of \(what) keeps the subscription: self lives until it has run.",
                                   chain: chain, fix: weakFix(capture), capture: capture)
                d.verdict = .transient
                return d
            }
        case .timer(let what), .notification(let what):
            // Kept for good by the scheduler or the notification center. Dropped disposables
            // are discarded_subscription's finding; one that is kept is disposed by a method
            // the analysis does not follow.
            guard !site.owner.livesForTheProcess else { return [] }
            guard !isDiscarded(site.fate) else { return [] }
            // Stored but disposed by no method, or a local handed on: managed in a way the
            // analysis does not follow (disposed in `dealloc` only, it is not managed: that
            // never runs while the block holds self).
            if case .stored(_, let methods) = site.fate, methods.isEmpty { return [] }
            if case .local(_, .escapes) = site.fate { return [] }
            let holder = isTimer(site.source) ? "the scheduler" : "the notification center"
            keeper = [holder, "the subscription to \(what)"]
            severity = .error
            holding = "\(holder) keeps the subscription to \(what) for good"
            ending = "."
        default:
            return []
        }
        return site.captures.map { capture in
            let chain = keeper + ["'\(capture.role)' block", "self"]
            let message = "\(captureText(capture)) while \(holding): self is never deallocated\(ending)"
            return diagnostic(site, rule: "strong_self_capture", severity: severity, message: message, chain: chain,
                              fix: weakFix(capture), capture: capture)
        }
    }

    static let weakFixText = "Use `@weakify(self)` before the block and `@strongify(self)` in it, or a `__weak typeof(self) weakSelf = self`."

    /// The hint: a weak self, except for `super`, which no weak variable reaches.
    static func weakFix(_ capture: ObjCCapture) -> String {
        guard case .superMessage = capture.reason else { return weakFixText }
        return "Move the `super` call into a method of this class and send that to a weak self (`@weakify`/`@strongify`, or `__weak typeof(self) weakSelf`)."
    }

    /// A command stored on self whose signal block holds self.
    private static func commandCycle(_ site: ObjCSite) -> [Diagnostic] {
        guard case .stored(let target, _) = site.fate else { return [] }
        return site.captures.map { capture in
            let chain = ["self", "\(target) (the command)", "'\(capture.role)' block", "self"]
            let message = "\(captureText(capture)) while self keeps the command in '\(target)': self is never deallocated."
            return diagnostic(site, rule: "strong_self_capture", severity: .error, message: message, chain: chain,
                              fix: weakFix(capture), capture: capture)
        }
    }

    // MARK: discarded_subscription

    /// A subscription to a source that never ends, kept by something global, whose only
    /// handle is dropped: nothing can ever stop it.
    static func discardedSubscription(_ site: ObjCSite) -> [Diagnostic] {
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
        return [diagnostic(site, rule: "discarded_subscription", severity: .error, message: message, chain: chain,
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
        return diagnostic(site, rule: "discarded_subscription", severity: .error, message: message, chain: chain,
                          fix: "Send `[\(subject) sendCompleted]` in `dealloc`, or keep the disposable and dispose it there.", capture: nil)
    }

    // MARK: local_dispose_bag

    /// A scoped disposable kept only in a local disposes the subscription when the scope ends.
    static func scopedLocal(_ site: ObjCSite) -> [Diagnostic] {
        guard case .scopedLocal(let name, let use) = site.fate, use != .escapes else { return [] }
        let chain = ["'\(name)' (RACScopedDisposable, a local)", "the subscription to \(site.source.description)"]
        var d = diagnostic(site, rule: "local_dispose_bag", severity: .error,
                           message: "'\(name)' is a scoped disposable in a local: it disposes the subscription to \(site.source.description) when the method returns, so no later event arrives.",
                           chain: chain, fix: "Keep the scoped disposable in a property of the object whose lifetime should end the subscription.", capture: nil)
        d.verdict = .disposedImmediately
        return [d]
    }

    // MARK: missing_dispose_bag

    /// The disposable of such a subscription is kept where nobody disposes it: a local never
    /// read again, or a property or instance variable no method disposes (a `RACDisposable`,
    /// unlike a `RACScopedDisposable`, does nothing when its owner is deallocated).
    static func missingDisposal(_ site: ObjCSite) -> [Diagnostic] {
        guard site.kind == .subscription, let keeper = globalKeeper(site) else { return [] }
        let chain = [keeper, "the subscription to \(site.source.description)"]
        let never = "\(site.source.description) never completes, so it is never released"
        switch site.fate {
        case .local(let name, .unused):
            return [diagnostic(site, rule: "missing_dispose_bag", severity: .error,
                               message: "The subscription stored in '\(name)' is never disposed, stored or returned: \(never).", chain: chain,
                               fix: "Store '\(name)' and dispose it when it must stop, or add `takeUntil:self.rac_willDeallocSignal`.",
                               capture: nil)]
        case .stored(let target, let methods) where methods.isEmpty:
            return [diagnostic(site, rule: "missing_dispose_bag", severity: .error,
                               message: "'\(target)' is never disposed; a RACDisposable does not dispose when self is deallocated, so the subscription outlives self: \(never).",
                               chain: ["self", target] + chain, fix: "Call `[\(target) dispose]` in `dealloc` (or when it must stop), or keep `[… asScopedDisposable]`.",
                               capture: nil)]
        default:
            return []
        }
    }

    // MARK: Helpers

    /// The global holder of a never-ending subscription without a `takeUntil:` that lets it go.
    private static func globalKeeper(_ site: ObjCSite) -> String? {
        // The application delegate lives as long as the process: a subscription of its that
        // lasts as long is what it means.
        guard !site.isFinite, !site.owner.livesForTheProcess else { return nil }
        let holdsSelf = !site.captures.isEmpty && site.owner.isInstanceMethod
        switch site.until {
        case .other?: return nil
        // Ends with self, unless a block keeps self alive.
        case .ownerDeallocation? where !holdsSelf: return nil
        default: break
        }
        switch site.source {
        case .timer: return "the scheduler"
        case .notification: return "the notification center"
        default: return nil
        }
    }

    /// The code disposes the subscription itself: a local it sends `dispose`, or a property a
    /// method other than `dealloc` disposes (a stop method; `dealloc` never runs while a block
    /// holds self). The subscription, and its blocks, go then.
    private static func isDisposedByTheCode(_ fate: ObjCFate) -> Bool {
        switch fate {
        case .local(_, .disposed): return true
        case .stored(_, let methods): return methods.contains { $0 != "dealloc" }
        default: return false
        }
    }

    private static func isTimer(_ source: ObjCSource) -> Bool {
        if case .timer = source { return true }
        return false
    }

    private static func isDiscarded(_ fate: ObjCFate) -> Bool {
        if case .discarded = fate { return true }
        return false
    }

    private static func ownerSteps(_ path: [ObjCPathStep]) -> [String] {
        ["self"] + path.map { step in
            let holds = step.isStrong ? (step.isIvar ? "instance variable" : "strong property") : "view hierarchy"
            return "\(step.name) (\(holds))"
        }
    }

    private static func captureText(_ capture: ObjCCapture) -> String {
        switch capture.reason {
        case .explicitSelf: return "The '\(capture.role)' block captures self strongly"
        case .ivar(let name): return "The '\(capture.role)' block reads the instance variable '\(name)' (self->\(name)), so it captures self strongly"
        case .recaptured(let name): return "The '\(capture.role)' block captures '\(name)', a strong self made in an enclosing block,"
        case .observeMacro: return "The '\(capture.role)' block uses RACObserve, which passes self as the observer and captures it strongly"
        case .superMessage: return "The '\(capture.role)' block sends a message to super, which is self, so it captures self strongly"
        }
    }

    private static func diagnostic(_ site: ObjCSite, rule: String, severity: Severity, message: String, chain: [String],
                                   fix: String, capture: ObjCCapture?) -> Diagnostic {
        var d = Diagnostic(rule: rule, severity: severity, message: message,
                           start: capture?.start ?? site.callStart, end: capture?.end ?? site.callEnd,
                           verdict: .leak, chain: chain, fix: fix)
        d.statementStart = min(site.statementStart, d.start)
        d.statementEnd = max(site.statementEnd, d.end)
        return d
    }
}
