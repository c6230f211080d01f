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
    static func check(_ site: ObjCSite) -> [Diagnostic]
}

extension ObjCSiteRule {

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
        default: return nil
        }
    }

    /// The code disposes the subscription itself: a local it sends `dispose`, or a property a
    /// method other than `dealloc` disposes (a stop method; `dealloc` never runs while a block
    /// holds self). The subscription, and its blocks, go then.
    static func isDisposedByTheCode(_ fate: ObjCFate) -> Bool {
        switch fate {
        case .local(_, .disposed): return true
        case .stored(_, let methods): return methods.contains { $0 != "dealloc" }
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
            let holds = step.isStrong ? (step.isIvar ? "instance variable" : "strong property") : "view hierarchy"
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
