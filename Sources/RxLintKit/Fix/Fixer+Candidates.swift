extension Fixer {
    /// Whether a finding of `site` may be given an edit, as the rules decide (`fixKind`): a
    /// strong capture of self, or a method reference, in an observer closure
    /// (`strong_self_capture`), or the discarded result of an instance method's subscription
    /// that holds nothing of self (`discarded_subscription`). The per-file pass keeps a file's
    /// syntax for the fixer only then (`FileAnalysis.syntax`): it is several times the size of
    /// the file. A site this misses costs the fixer a lex of its file, never an edit.
    static func mayEdit(_ site: SubscriptionSite) -> Bool {
        if site.functionReferences.contains(where: { StrongSelfCaptureRule.voidRoles.contains($0.role) }) { return true }
        if site.strongCaptures.contains(where: { capture in
            !capture.isNested && StrongSelfCaptureRule.voidRoles.contains(capture.role)
                && (capture.reason == .explicitSelf || capture.reason == .captureList || capture.reason == .methodReference)
        }) {
            return true
        }
        if case .discarded = site.fate {
            return site.strongCaptures.isEmpty && site.functionReferences.isEmpty && !site.context.typeName.isEmpty && !site.context.isStatic
        }
        return false
    }
}
