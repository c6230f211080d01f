/// The rule on Objective-C: ReactiveObjC's ownership facts for one site (see `ObjCSiteRule`).
extension LocalDisposeBagRule: ObjCSiteRule {
    /// A scoped disposable kept only in a local disposes the subscription when the scope ends.
    static func check(_ site: ObjCSite) -> [Diagnostic] {
        guard case .scopedLocal(let name, let use) = site.fate, use != .escapes else { return [] }
        let chain = ["'\(name)' (RACScopedDisposable, a local)", "the subscription to \(site.source.description)"]
        var d = diagnostic(site, severity: .error,
                           message: "'\(name)' is a scoped disposable in a local: it disposes the subscription to \(site.source.description) when the method returns, so no later event arrives.",
                           chain: chain, fix: "Keep the scoped disposable in a property of the object whose lifetime should end the subscription.", capture: nil)
        d.verdict = .disposedImmediately
        return [d]
    }
}
