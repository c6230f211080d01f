/// A rule's judgement of one ReactiveObjC site, from the Objective-C front end's facts: what
/// keeps the subscriber (and so its blocks) alive, whether that runs back to self.
///
/// ReactiveObjC's holding facts (docs/objc-model.md cites the library files): a cold signal
/// does not keep its subscriber; a subject keeps its subscribers until it terminates; an
/// object's key-value observing, control events and selector signals keep the subscriber until
/// the object is deallocated; a scheduler's repeating timer and the notification center keep
/// theirs for good; the returned `RACDisposable` holds nothing, so dropping it ends nothing; a
/// command keeps its signal block for its whole life.
protocol ObjCSiteRule {
    static var description: RuleDescription { get }
    /// The rule's judgement of the site's facts.
    static func check(_ site: ObjCSite) -> [Diagnostic]
    /// What the check pass reports: `check`'s findings, with whatever the rule adds from the
    /// front end's facts (strong_self_capture: the edit proven to remove each capture).
    static func findings(_ site: ObjCSite) -> [Diagnostic]
}

extension ObjCSiteRule {
    static func findings(_ site: ObjCSite) -> [Diagnostic] { check(site) }

    /// `found` for an owner class that makes a process-long instance of itself (`dispatch_once`):
    /// for that instance what self keeps costs nothing, so each finding `applies` to becomes a
    /// note saying so (severity `info`, verdict kept), as for a Swift type's `static let shared`.
    /// The application delegate, which UIKit keeps for the whole process, is such an owner
    /// for certain (as a Swift `@main` delegate is).
    static func notingSharedInstance(_ found: [Diagnostic], of site: ObjCSite, where applies: (Diagnostic) -> Bool = { _ in true }) -> [Diagnostic] {
        let note: String
        if site.owner.livesForTheProcess, site.owner.isInstanceMethod {
            note = WholeProcessNote.certain("Self is the application delegate")
        } else if let shared = site.owner.sharedInstance {
            note = WholeProcessNote.ifSelfIs(shared)
        } else {
            return found
        }
        return found.map { d in
            guard applies(d) else { return d }
            var d = d
            d.message += note
            if d.severity > .info { d.severity = .info }
            return d
        }
    }

    /// The global holder of a never-ending subscription without a `takeUntil:` that lets it go.
    static func globalKeeper(_ site: ObjCSite) -> String? {
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
        case .processLifetime(_, let object, endsWithSelf: false): return "\(object) (made once, for the process)"
        default: return nil
        }
    }

    /// The code disposes the subscription itself: a local it sends `dispose`, or a property a
    /// method other than `dealloc` disposes (a stop method; `dealloc` never runs while a block
    /// holds self). The subscription, and its blocks, go then.
    static func isDisposedByTheCode(_ fate: ObjCFate) -> Bool {
        switch fate {
        case .local(_, .disposed): return true
        case .stored(_, let methods), .addedToCompound(_, let methods): return methods.contains { $0 != "dealloc" }
        default: return false
        }
    }

    static func isTimer(_ source: ObjCSource) -> Bool {
        if case .timer = source { return true }
        return false
    }

    static func isDiscarded(_ fate: ObjCFate) -> Bool {
        if case .discarded = fate { return true }
        return false
    }

    static func ownerSteps(_ path: [ObjCPathStep]) -> [String] {
        ["self"] + path.map { step in
            let holds = step.isGetter ? (step.isStrong ? "getter of an instance variable" : "getter of a weak instance variable")
                : step.isStrong ? (step.isIvar ? "instance variable" : "strong property") : "view hierarchy"
            return "\(step.name) (\(holds))"
        }
    }

    static func captureText(_ capture: ObjCCapture) -> String {
        switch capture.reason {
        case .explicitSelf: return "The '\(capture.role)' block captures self strongly"
        case .ivar(let name): return "The '\(capture.role)' block reads the instance variable '\(name)' (self->\(name)), so it captures self strongly"
        case .recaptured(let name): return "The '\(capture.role)' block captures '\(name)', a strong self made in an enclosing block,"
        case .observeMacro: return "The '\(capture.role)' block uses RACObserve, which passes self as the observer and captures it strongly"
        case .superMessage: return "The '\(capture.role)' block sends a message to super, which is self, so it captures self strongly"
        case .localBlock(let name): return "The block in the local '\(name)', which the '\(capture.role)' block keeps, captures self strongly"
        }
    }

    /// A finding of this rule at `capture` (else at the call), its statement spanning the site's.
    static func diagnostic(_ site: ObjCSite, severity: Severity, message: String, chain: [String],
                           fix: String, capture: ObjCCapture?) -> Diagnostic {
        var d = Diagnostic(rule: description.identifier, severity: severity, message: message,
                           start: capture?.start ?? site.callStart, end: capture?.end ?? site.callEnd,
                           verdict: .leak, chain: chain, fix: fix)
        d.statementStart = min(site.statementStart, d.start)
        d.statementEnd = max(site.statementEnd, d.end)
        return d
    }
}
