/// The rule on Objective-C: ReactiveObjC's ownership facts for one site (see `ObjCSiteRule`).
extension StrongSelfCaptureRule: ObjCSiteRule {
    static func check(_ site: ObjCSite) -> [Diagnostic] {
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
                var d = diagnostic(site, severity: .info,
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
            return diagnostic(site, severity: severity, message: message, chain: chain,
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
            return diagnostic(site, severity: .error, message: message, chain: chain,
                              fix: weakFix(capture), capture: capture)
        }
    }
}
