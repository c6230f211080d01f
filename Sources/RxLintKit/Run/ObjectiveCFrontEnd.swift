/// Objective-C's front end: libclang parses the file (in a worker process, see `ObjCAnalyzer`)
/// and `ObjCSiteExtractor` reads its ReactiveObjC sites, whose captures carry the edits a
/// second parse proved (`ObjCFixCheck`); the rules judge the sites in the check pass.
enum ObjectiveCFrontEnd: FrontEnd {
    /// Objective-C source rxlint lints (`.m`, `.mm`); headers feed declarations through the
    /// parse of the files that import them.
    static func handles(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// The file's parse reads the declarations it needs from the headers it imports.
    static let feedsProjectIndex = false
    static let readsProjectHeaders = true
    static var fixer: FindingFixer.Type { PreparedEditsFixer.self }

    static func scanForIndex(_ file: SourceFile) -> FileAnalysis {
        FileAnalysis(path: file.path)
    }

    static func scan(_ file: SourceFile, knowledge: Knowledge, objc options: ObjCOptions, keepingSyntax: Bool) -> FileAnalysis {
        let outcome = ObjCAnalyzer.analyze(file, options: options)
        var analysis = FileAnalysis(path: file.path)
        analysis.objcSites = outcome.sites
        analysis.analysisProblem = outcome.problem
        analysis.limitsReached = outcome.limitsReached
        analysis.objcInactive = outcome.inactive
        file.bytes.withUnsafeBufferPointer { bytes in
            analysis.lineCount = bytes.isEmpty ? 0 : LineTable.lineCount(bytes)
            if DirectiveComments.mentioned(in: bytes) {
                analysis.directives = DirectiveComments.collect(ObjCComments.scan(bytes), bytes: bytes, lines: LineTable(bytes))
            }
        }
        if !analysis.objcSites.isEmpty || !analysis.directives.isEmpty { analysis.retainedBytes = file.bytes }
        return analysis
    }
}
