extension Fixer {
    /// Whether the per-file pass keeps `analysis`'s syntax for the fixer: a site of it may be
    /// given an edit (`mayEdit`), and the file is not test code. Tests subscribe in instance
    /// methods (an `XCTestCase`'s) all the time, to sources that complete or in closures the
    /// model finds safe: on RxSwift's repository most of the files kept for the fixer were
    /// tests, and the syntax of all of them (8.7 MB) raised the run's peak memory by a third for
    /// five files with edits, none of them a test. In the 49 Swift code bases of the precision
    /// record, 4 of the 45 files given an edit are tests; the fixer lexes such a file again.
    static func mayEdit(_ analysis: FileAnalysis) -> Bool {
        // By position: handing each site to the test by value copied it.
        analysis.sites.indices.contains { mayEdit(analysis.sites[$0]) }
            && !TestCode.isTestCode(path: analysis.path, importsTestFramework: analysis.importsTestFramework)
    }

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
