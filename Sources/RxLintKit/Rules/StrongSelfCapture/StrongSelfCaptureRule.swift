/// A closure of a subscription that `self` keeps (its bag, a stored disposable, a subject it
/// owns) captures `self` strongly: self → keeper → subscription → closure → self. Nothing
/// outside can break the cycle, and `self`'s deinit never runs to dispose the bag.
enum StrongSelfCaptureRule: SiteRule {
    static let description = RuleDescription(
        identifier: "strong_self_capture", name: "Strong Self Capture",
        summary: "A closure in a subscription kept alive by self captures self strongly, forming a cycle nothing breaks.",
        kind: .lint, defaultSeverity: .warning, options: [fixStyleOption])

    /// How `--fix` breaks the cycle in an observer closure.
    enum FixStyle: String, CaseIterable {
        /// `[weak self]` and `guard let self else { return }` (or `self?.`).
        case weakSelf = "weak_self"
        /// `subscribe(with: self, onNext: { owner, value in owner.… })`, where the call allows it.
        case withOwner = "with_owner"
    }

    static let fixStyleOption = RuleOptionDescription(
        name: "fix_style", defaultValue: .string(FixStyle.weakSelf.rawValue),
        summary: "How --fix breaks the cycle in an observer closure: weak_self adds [weak self] and unwraps it; "
            + "with_owner passes self as the call's owner (subscribe(with: self) { owner, value in … }) where the call allows it.",
        allowedValues: FixStyle.allCases.map(\.rawValue))

    /// Closures that return nothing: the observers of `subscribe`, `bind`, `drive`, `emit`
    /// and `do` (whose closures all report the role `do`).
    static let voidRoles: Set<String> = [
        "onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure", "onSubscribe", "onSubscribed",
        "afterNext", "afterError", "afterCompleted", "subscribe", "bind", "drive", "emit", "do",
        // RxCocoa's `items(cellIdentifier:)` binding configures the cell it hands over.
        "configureCell",
    ]

    /// Operator closures that return a value, and what a `[weak self]` version returns when
    /// self is gone. Each fallback is the one whose type the operator fixes whatever the
    /// chain (so it compiles), and it is returned only once self is gone: while self lives
    /// the closure computes what it did. `filter` drops the element, a comparer calls two
    /// elements distinct, `catch` completes instead of recovering.
    static let weakFallbacks: [String: String] = [
        "filter": "false", "distinctUntilChanged": "false", "catch": ".empty()", "catchError": ".empty()",
    ]

    /// Operators whose closure maps one element to a result of a type it chooses (generic):
    /// no fallback value can be written for them, but `.withUnretained(self)` before the
    /// operator hands the closure an unretained owner with each element and keeps the
    /// result type. (`compactMap`'s `nil` would be a fallback, but its result type is then
    /// inferred from a multi-statement body, which older compilers refuse.)
    static let withUnretainedRoles: Set<String> = ["map", "compactMap", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap"]

    static func check(_ model: OwnershipModel) -> [Diagnostic] {
        check(model, options: [:])
    }

    static func check(_ model: OwnershipModel, options: [String: RuleOptionValue]) -> [Diagnostic] {
        // A discarded subscription holding self is discarded_subscription's finding, unless
        // the subject holding it is self's own (then the cycle runs through self).
        switch model.keeper {
        case .discarded, .unusedLocal:
            guard case .owner? = model.source.directSubject else { return [] }
        case .handedOver:
            return []
        default:
            break
        }
        // Events of an object self holds weakly end when that object goes: no cycle runs
        // through self, and how long the subscription lives is that object's business.
        if let weak = model.source.weakObject { return weakObjectNotes(model, weak) }
        if case .ownerStored(_, _, let disposal, _, _) = model.keeper, disposal.contains(.otherMethod) {
            // Disposed explicitly (a stop method): the owner manages the lifetime itself.
            return []
        }
        var result: [Diagnostic] = []
        for (k, capture) in model.captures.enumerated() {
            guard var evaluation = model.cycle(throughCapture: k) else { continue }
            let inner = model.innerEndings[k]
            if let inner, evaluation.chain.count >= 2 {
                // The closure sits in the inner sequence: the outer subscription keeps it only
                // through the inner one, which ends when its source does.
                evaluation.chain.insert("inner subscription of '\(inner.operatorName)' to \(inner.source) (until it completes)", at: evaluation.chain.count - 2)
                evaluation.verdict = .transient
            }
            let what: String
            switch capture.reason {
            case .methodReference: what = "The method reference passed as '\(capture.role)' captures self strongly"
            case .captureList: what = "The '\(capture.role)' closure lists `self` in its capture list"
            case .nestedWeakCapture: what = "The '\(capture.role)' closure captures self strongly to build the `[weak self]` of a closure nested in it"
            case .recaptured: what = "The '\(capture.role)' closure captures the strong self bound by `guard let self`"
            case .explicitSelf, .implicitMember: what = "The '\(capture.role)' closure captures self strongly"
            }
            let keeperText = evaluation.chain.count > 1 ? evaluation.chain[1] : "its subscription"
            let source = model.source.description
            let ending: String
            var callerBag: String?
            if case .otherBag(let bag, passedIn: true) = model.keeper { callerBag = bag }
            if let bag = callerBag {
                // The cycle runs through a subject self keeps, but the caller's bag disposes the
                // subscription when the caller goes (a view model's `transform(input:disposeBag:)`
                // given its controller's bag): self lives no longer than that bag.
                ending = "self is not deallocated until '\(bag)', the bag its caller passed in, disposes the subscription (when that caller goes)."
            } else if model.source.livesWithUnknownKeeper, !evaluation.throughOwnedSubject, let keeper = model.source.subjectKeeper {
                // The subject holds the closure; someone else holds the subject.
                ending = "self is not deallocated while \(source) lives, which \(keeper) keeps: for how long, rxlint cannot tell."
            } else if let bag = model.replacedBag {
                // Assigning the property a new bag releases the old one, which disposes this
                // subscription: the cycle lasts until the code does that, or the source ends.
                let reset = "the code assigns '\(bag)' a new bag (self's type does so in a method)"
                if model.bagReplacedOnDisappearance {
                    // UIKit calls the method each time the view leaves the screen.
                    ending = "self is not deallocated until its view disappears: then self's type assigns '\(bag)' a new bag, which disposes this subscription."
                } else if evaluation.verdict == .transient {
                    ending = "self is not deallocated until \(source) completes or \(reset)."
                } else if model.source.awaitsElement {
                    ending = "self is not deallocated unless \(source) sends the element it waits for or \(reset)."
                } else if model.source.completion == .unknown {
                    ending = "self is not deallocated unless \(source) completes or \(reset)."
                } else {
                    ending = "self is not deallocated until \(reset)."
                }
            } else if evaluation.verdict == .transient, model.source.endsWithAppearance {
                ending = "self is not deallocated until \(source) sends its first element, which the appearance event bound to it sends when that screen shows, and the chain after it completes."
            } else if evaluation.verdict == .transient {
                ending = "self is never deallocated until \(source) completes."
            } else if model.source.awaitsElement {
                ending = "self is never deallocated unless \(source) sends the element it waits for."
            } else if model.source.completion == .unknown {
                ending = "self is never deallocated unless \(source) completes."
            } else {
                ending = "self is never deallocated."
            }
            // One element away from its end (`take(1)`, `first()` of what may never send one):
            // the element mostly comes (judged on real code, 3 of 16 such warnings were leaks),
            // and the cycle lasts only until it does. A note that says what is unknown.
            let unknownEnd: String? = evaluation.verdict == .leak && model.source.completion == .unknown && model.source.awaitsElement
                && callerBag == nil && inner == nil && !(model.source.livesWithUnknownKeeper && !evaluation.throughOwnedSubject)
                ? " Whether it ever sends one, rxlint cannot tell." : nil
            var message = "\(what) while self keeps the subscription alive through '\(keeperText)': "
                + (inner.map { "the closure belongs to \($0.source), which the '\($0.operatorName)' closure returns: self is not deallocated until that completes." } ?? ending)
                + (unknownEnd ?? "")
            // A type that keeps a process-long instance of itself: for that instance the cycle
            // costs nothing (verdict `leak`, severity `info`; see the README's verdict table).
            let shared = model.ownerIsApplicationDelegate
                ? WholeProcessNote.certain("Self is the application delegate")
                : model.ownerSharedInstance.map { WholeProcessNote.ifSelfIs("'\($0)'") }
            if let shared { message += shared }
            let fix = hint(capture, model)
            // A test case is kept by the test run anyway: without proof that the source never
            // ends, the cycle is worth a note there, not a warning.
            let testNote = model.inTestCode && model.source.completion == .unknown
            var d = diagnostic(model, evaluation, message: message + (testNote ? " (Test code: it lasts at most as long as the test run.)" : ""),
                               fix: fix, start: capture.start, end: capture.end,
                               severityCap: testNote || shared != nil || model.bagReplacedOnDisappearance || callerBag != nil || inner != nil
                                   || unknownEnd != nil ? .info : nil)
            if callerBag != nil { d.verdict = .transient }
            // `[weak self]` plus an early return keeps the closure's meaning only where it
            // returns nothing (an observer's closure) or where the operator fixes a fallback
            // (`weakFallbacks`); a transforming operator gets `withUnretained` instead.
            if !model.ownerIsValue, !model.ownerMayBeValue, !capture.isNested, shared == nil {
                d.fixKind = fixKind(capture, options: options)
            }
            result.append(d)
        }
        return result
    }

    /// Notes (verdict `transient`) for a strong self in a subscription to events of an object
    /// self holds weakly: they end when that object is deallocated, so the closure keeps self
    /// until then, and no longer. When the project shows that object keeping self (the view
    /// owns its presenter), self would live that long anyway.
    private static func weakObjectNotes(_ model: OwnershipModel, _ weak: SourceFacts.WeakObject) -> [Diagnostic] {
        var result: [Diagnostic] = []
        let object = "'\(weak.property)'"
        for (k, capture) in model.captures.enumerated() {
            guard var evaluation = model.cycle(throughCapture: k) else { continue }
            evaluation.verdict = .transient
            // The references form a cycle only until the object's deallocation ends the source.
            if let last = evaluation.chain.indices.last { evaluation.chain[last] += " (until '\(weak.property)' is deallocated)" }
            let what = capture.reason == .methodReference ? "The method reference passed as '\(capture.role)' captures self strongly"
                : "The '\(capture.role)' closure captures self strongly"
            let message: String
            let fix: String
            if weak.ownsSelf {
                message = "\(what), but no cycle runs through self: \(model.source.description) ends when \(object) is deallocated, "
                    + "and \(object), which self holds weakly, keeps self; the subscription lives as long as \(object)."
                fix = "Nothing outlives \(object); capture `[weak self]` only if self should go before it."
            } else {
                message = "\(what): \(model.source.description) ends only when \(object), which self holds weakly, is deallocated, "
                    + "so self lives at least as long as \(object); who keeps \(object), rxlint cannot tell."
                fix = "Capture `[weak self]` (or use `subscribe(with: self)`) if self should be able to go before \(object)."
            }
            result.append(diagnostic(model, evaluation, message: message, fix: fix, start: capture.start, end: capture.end))
        }
        return result
    }

    /// How to break the cycle, for the owner at hand: a weak capture only where self is a
    /// class instance.
    private static func hint(_ capture: StrongCapture, _ model: OwnershipModel) -> String {
        if model.ownerIsValue {
            return "`self` is a value here and cannot be captured weakly: capture only what the closure needs "
                + "(not the relay, subject or bag that keeps the subscription), or make the owner a class and capture `[weak self]`."
        }
        if model.ownerMayBeValue {
            return "In this protocol extension `self` may be a value, which cannot be captured weakly: constrain the extension "
                + "to classes (`where Self: AnyObject`) and capture `[weak self]`, or capture only what the closure needs."
        }
        if capture.reason == .methodReference {
            // The owner calls the method the reference named, with the element.
            let call = capture.methodName.map { name in
                "owner.\(name)(\(capture.oneArgumentLabel.map { $0.isEmpty ? "" : $0 + ": " } ?? "")value)"
            } ?? "owner.…"
            return "Wrap the call in a closure with `[weak self]`, or use `subscribe(with: self) { owner, value in \(call) }`."
        }
        if capture.role == "configureCell" {
            // A cell factory of a binding: `subscribe(with:)` has no place here.
            return "Capture `[weak self]` in this closure (`{ [weak self] row, item, cell in … }`)."
        }
        if voidRoles.contains(capture.role) || capture.isNested {
            return "Capture `[weak self]` (or use `subscribe(with: self)` / `withUnretained(self)`) in this closure."
        }
        if let fallback = weakFallbacks[capture.role] {
            return "Capture `[weak self]` in this closure and return `\(fallback)` when self is gone."
        }
        if withUnretainedRoles.contains(capture.role) {
            return "Put `.withUnretained(self)` before `\(capture.role)` and use the owner it passes (`{ owner, value in owner.… }`)."
        }
        // `withLatestFrom`/`combineLatest` selectors, `scan`, … return a value of a type the
        // call chooses: no fallback fits every chain, so --fix leaves them.
        return "This closure must return a value, so `[weak self]` needs a fallback that only the code's author can choose: "
            + "capture only what the closure needs (not self), or map through `withUnretained(self)` first."
    }

    /// The fix of an observer closure's (or method reference's) capture of a reference-type
    /// self, or nil when none keeps its meaning.
    private static func fixKind(_ capture: StrongCapture, options: [String: RuleOptionValue]) -> FixKind? {
        guard voidRoles.contains(capture.role) else {
            // An operator closure: only a plain `self.` use is rewritten (a `[self]` list
            // allows members without `self.`, which the edits would miss).
            guard capture.reason == .explicitSelf else { return nil }
            if let fallback = weakFallbacks[capture.role] { return .weakSelfReturning(fallback) }
            return withUnretainedRoles.contains(capture.role) ? .withUnretained : nil
        }
        switch capture.reason {
        case .explicitSelf, .captureList:
            return fixStyleOption.value(in: options) == .string(FixStyle.withOwner.rawValue) ? .withOwner : .weakSelf
        case .methodReference:
            // Wrapped in a closure that calls it with the observer's one value.
            return capture.oneArgumentLabel.map { .methodReference(argumentLabel: $0) }
        case .implicitMember, .nestedWeakCapture, .recaptured:
            return nil
        }
    }
}
