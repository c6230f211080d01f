extension Fixer {
    /// Whether a finding of `site` may be given an edit: a strong capture of self in one of
    /// its closures or a method reference (`strong_self_capture`), or a discarded result
    /// (`discarded_subscription`). The per-file pass keeps a file's syntax for the fixer only
    /// then (`FileAnalysis.syntax`); a site this misses costs the fixer a lex of its file,
    /// never an edit.
    static func mayEdit(_ site: SubscriptionSite) -> Bool {
        if !site.functionReferences.isEmpty { return true }
        if site.strongCaptures.contains(where: { !$0.isNested && ($0.reason == .explicitSelf || $0.reason == .captureList || $0.reason == .methodReference) }) {
            return true
        }
        if case .discarded = site.fate { return site.strongCaptures.isEmpty }
        return false
    }
}
