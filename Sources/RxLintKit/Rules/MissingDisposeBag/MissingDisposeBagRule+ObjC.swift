/// The rule on Objective-C: ReactiveObjC's ownership facts for one site (see `ObjCSiteRule`).
extension MissingDisposeBagRule: ObjCSiteRule {
    /// The disposable of such a subscription is kept where nobody disposes it: a local never
    /// read again, or a property or instance variable no method disposes (a `RACDisposable`,
    /// unlike a `RACScopedDisposable`, does nothing when its owner is deallocated).
    static func check(_ site: ObjCSite) -> [Diagnostic] {
        // A property of self: for a process-long instance nothing outlives its owner.
        notingSharedInstance(unsharedFindings(site), of: site) { $0.chain.first == "self" }
    }

    private static func unsharedFindings(_ site: ObjCSite) -> [Diagnostic] {
        guard site.kind == .subscription, let keeper = globalKeeper(site) else { return [] }
        let chain = [keeper, "the subscription to \(site.source.description)"]
        let never = "\(site.source.description) never completes, so it is never released"
        switch site.fate {
        case .local(let name, .unused):
            return [diagnostic(site, severity: .error,
                               message: "The subscription stored in '\(name)' is never disposed, stored or returned: \(never).", chain: chain,
                               fix: "Store '\(name)' and dispose it when it must stop, or add `takeUntil:self.rac_willDeallocSignal`.",
                               capture: nil)]
        case .stored(let target, let methods) where methods.isEmpty:
            return [diagnostic(site, severity: .error,
                               message: "'\(target)' is never disposed; a RACDisposable does not dispose when self is deallocated, so the subscription outlives self: \(never).",
                               chain: ["self", target] + chain, fix: "Call `[\(target) dispose]` in `dealloc` (or when it must stop), or keep `[… asScopedDisposable]`.",
                               capture: nil)]
        case .addedToCompound(let target, let methods) where methods.isEmpty:
            return [diagnostic(site, severity: .error,
                               message: "'\(target)' is never disposed; a RACCompoundDisposable is no dispose bag (its deallocation disposes nothing it holds), so the subscription added to it outlives self: \(never).",
                               chain: ["self", target] + chain, fix: "Call `[\(target) dispose]` in `dealloc` (or when it must stop), or add `takeUntil:self.rac_willDeallocSignal`.",
                               capture: nil)]
        default:
            return []
        }
    }
}
