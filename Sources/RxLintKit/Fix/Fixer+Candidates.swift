extension Fixer {
    /// Whether the per-file pass keeps `analysis`'s syntax for the fixer: a site of it may be
    /// given an edit (`mayEdit`), and the file is not test code. Tests subscribe in instance
    /// methods (an `XCTestCase`'s) all the time, to sources that complete or in closures the
    /// model finds safe: on RxSwift's repository most of the files kept for the fixer were
    /// tests, and the syntax of all of them (8.7 MB) raised the run's peak memory by a third for
    /// five files with edits, none of them a test. In the 49 Swift code bases of the precision
    /// record, 4 of the 45 files given an edit are tests; the fixer lexes such a file again.
    static func mayEdit(_ analysis: FileAnalysis) -> Bool {
        // Each site read in place through the buffer: an array's element handed to the test
        // is copied (every array and string of the site retained and released).
        let editable = analysis.sites.withUnsafeBufferPointer { sites in
            sites.indices.contains { k in
                var discarded = false
                if case .discarded = sites[k].fate { discarded = true }
                return mayEdit(sites[k].functionReferences, sites[k].strongCaptures, discarded: discarded,
                               inInstance: !sites[k].context.typeName.isEmpty && !sites[k].context.isStatic)
            }
        }
        return editable && !TestCode.isTestCode(path: analysis.path, importsTestFramework: analysis.importsTestFramework)
    }

    /// Whether a finding of `site` may be given an edit, as the rules decide (`fixKind`): a
    /// strong capture of self, or a method reference, in an observer closure
    /// (`strong_self_capture`), or the discarded result of an instance method's subscription
    /// that holds nothing of self (`discarded_subscription`). The per-file pass keeps a file's
    /// syntax for the fixer only then (`FileAnalysis.syntax`): it is several times the size of
    /// the file. A site this misses costs the fixer a lex of its file, never an edit. Read from
    /// the site's parts, which the caller reads in place (a whole site handed over was copied):
    /// `discarded`, the site's result is thrown away; `inInstance`, it is in an instance member.
    static func mayEdit(_ functionReferences: [FunctionReference], _ strongCaptures: [StrongCapture], discarded: Bool, inInstance: Bool) -> Bool {
        if functionReferences.contains(where: { StrongSelfCaptureRule.voidRoles.contains($0.role) }) { return true }
        if strongCaptures.contains(where: { capture in
            !capture.isNested && StrongSelfCaptureRule.voidRoles.contains(capture.role)
                && (capture.reason == .explicitSelf || capture.reason == .captureList || capture.reason == .methodReference)
        }) {
            return true
        }
        return discarded && strongCaptures.isEmpty && functionReferences.isEmpty && inInstance
    }
}
