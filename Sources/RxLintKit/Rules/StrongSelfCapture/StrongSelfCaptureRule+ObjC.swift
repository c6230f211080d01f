/// The rule on Objective-C: ReactiveObjC's ownership facts for one site (see `ObjCSiteRule`).
extension StrongSelfCaptureRule: ObjCSiteRule {
    static func check(_ site: ObjCSite) -> [Diagnostic] {
        notingSharedInstance(cycles(site), of: site)
    }

    private static func cycles(_ site: ObjCSite) -> [Diagnostic] {
        guard site.owner.isInstanceMethod else { return [] }
        if case .command = site.kind { return commandCycle(site) }
        guard !site.captures.isEmpty else { return [] }
        if case .signalFactory = site.kind { return factoryCycle(site) }
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
        case .madeByGetter(let what, .neverCompletes):
            // A new signal on each read that nothing keeps: only what its block gives the
            // subscriber to keeps it, and the block never ends it. (One that ends lets the
            // subscription go; one whose ending is not read is a cold signal like any other.)
            return site.captures.map { capture in
                let chain = ["whatever the 'createSignal:' block of \(what)'s getter gives the subscriber to", "'\(capture.role)' block", "self"]
                let message = "\(captureText(capture)) while '\(what)' is a new signal on each read (its getter makes it and nothing stores it), "
                    + "whose block never sends completed or error: self lives as long as whatever that block gives the subscriber to keeps it."
                return diagnostic(site, severity: .warning, message: message, chain: chain, fix: weakFix(capture), capture: capture)
            }
        case .objectEvents(let what, let path, let owned) where owned:
            keeper = ownerSteps(path) + ["the subscription to \(what) (kept until that object is deallocated)"]
            severity = .error
            holding = path.isEmpty ? "\(what) keeps the subscription until self is deallocated"
                : "self keeps '\(ObjCPathStep.text(path))', which keeps the subscription to \(what) until it is deallocated"
            ending = "."
        case .cellSubject(let what, let cell, _, _, terminated: false):
            keeper = ["self", "its table or collection view (or self)", "'\(cell)' (a cell it shows)", "the subject '\(what)' (keeps its subscribers until it terminates)"]
            severity = .error
            holding = "self's table or collection view (or self, being one) keeps the cell '\(cell)', whose subject '\(what)' keeps its subscribers until it terminates, "
                + "and nothing terminates it"
            ending = "."
        case .heldView(let what, let view, let through):
            keeper = ["self", "\(view) (\(through))", "the subscription to \(what) (kept until that object is deallocated)"]
            severity = .error
            holding = "self keeps '\(view)' (\(through)), which keeps the subscription to \(what) until it is deallocated"
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
            if case .addedToCompound(_, let methods) = site.fate, methods.isEmpty { return [] }
            if case .local(_, .escapes) = site.fate { return [] }
            let holder = isTimer(site.source) ? "the scheduler" : "the notification center"
            keeper = [holder, "the subscription to \(what)"]
            severity = .error
            holding = "\(holder) keeps the subscription to \(what) for good"
            ending = "."
        case .processLifetime(let what, let object, endsWithSelf: true):
            // Self is the observer: the observation ends when self or the object goes, and
            // neither does while the block holds self.
            keeper = ["\(object) (made once, for the process)", "the observation \(what) (self its observer)"]
            severity = .error
            holding = "\(object), made once for the process, keeps the observation \(what), which self, its observer, ends only when it is deallocated"
            ending = "."
        case .processLifetime(let what, let object, endsWithSelf: false):
            // As a timer's: a dropped or never-disposed disposable is the other rules' finding.
            guard !site.owner.livesForTheProcess, !isDiscarded(site.fate) else { return [] }
            if case .stored(_, let methods) = site.fate, methods.isEmpty { return [] }
            if case .addedToCompound(_, let methods) = site.fate, methods.isEmpty { return [] }
            if case .local(_, .escapes) = site.fate { return [] }
            keeper = ["\(object) (made once, for the process)", "the subscription to \(what)"]
            severity = .error
            holding = "\(object), made once for the process, keeps the subscription to \(what) for good"
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

    /// A command stored on self whose signal block holds self; or whose enabled signal, which
    /// the command subscribes to at once and stays subscribed to, has a block that holds self
    /// and a source self keeps (`RACObserve(self, …)`).
    private static func commandCycle(_ site: ObjCSite) -> [Diagnostic] {
        guard site.owner.isInstanceMethod, case .stored(let target, _) = site.fate else { return [] }
        var result = site.captures.map { capture in
            let chain = ["self", "\(target) (the command)", "'\(capture.role)' block", "self"]
            let message = "\(captureText(capture)) while self keeps the command in '\(target)': self is never deallocated."
            return diagnostic(site, severity: .error, message: message, chain: chain,
                              fix: weakFix(capture), capture: capture)
        }
        if let enabled = site.enabled, let kept = enabled.keptBySelf {
            result += enabled.captures.map { capture in
                let chain = ["self", "\(target) (the command)", "its subscription to the enabled signal (kept by \(kept))", "'\(capture.role)' block", "self"]
                let message = "\(captureText(capture)) in the enabled signal of the command self keeps in '\(target)': the command subscribes to it "
                    + "at once and \(kept) keeps that subscription, so self is never deallocated."
                return diagnostic(site, severity: .error, message: message, chain: chain,
                                  fix: weakFix(capture), capture: capture)
            }
        }
        return result
    }

    /// A signal self stores whose `defer:` or `createSignal:` block (or an operator's on it)
    /// holds self: the signal keeps its blocks for its whole life, subscribed or not.
    private static func factoryCycle(_ site: ObjCSite) -> [Diagnostic] {
        let target: String
        switch site.fate {
        case .stored(let name, _): target = name
        default: return []
        }
        return site.captures.map { capture in
            let chain = ["self", "\(target) (the signal)", "'\(capture.role)' block", "self"]
            let message = "\(captureText(capture)) while self keeps the signal in '\(target)', which keeps the block for its whole life: "
                + "self is never deallocated, subscribed or not."
            return diagnostic(site, severity: .error, message: message, chain: chain,
                              fix: weakFix(capture), capture: capture)
        }
    }
}
