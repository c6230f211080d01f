/// Objective-C's front end: libclang parses the file (in a worker process, see `ObjCAnalyzer`)
/// and `ObjCSiteExtractor` reads its ReactiveObjC sites, whose captures carry the edits a
/// second parse proved (`ObjCFixCheck`); the rules judge the sites in the check pass.
enum ObjectiveCFrontEnd: FrontEnd {
    /// Objective-C source rxlint lints (`.m`, `.mm`); headers feed declarations through the
    /// parse of the files that import them.
    static func handles(_ path: String) -> Bool {
        path.hasSuffix(".m") || path.hasSuffix(".mm")
    }

    /// Its classes feed the index (`ObjCSiteExtractor.classFacts`, read as `TypeFacts`): whether a class ends a
    /// subject it holds is said in its implementation, which the files using it do not parse.
    /// Its parse reads the declarations it needs from the headers it imports.
    static let feedsProjectIndex = true
    static let readsProjectHeaders = true
    static var fixer: FindingFixer.Type { PreparedEditsFixer.self }

    /// The same parse as `scan`'s (a file that names nothing of ReactiveObjC is not parsed and
    /// gives no facts, in both), keeping only its classes; no edit is proven.
    static func scanForIndex(_ file: SourceFile, objc options: ObjCOptions) -> FileAnalysis {
        var options = options
        options.preparesFixes = false
        var analysis = FileAnalysis(path: file.path)
        analysis.types = ObjCAnalyzer.analyze(file, options: options).classes.map(TypeFacts.init(objcClass:))
        return analysis
    }

    static func scan(_ file: SourceFile, knowledge: Knowledge, objc options: ObjCOptions, keepingSyntax: Bool) -> FileAnalysis {
        let outcome = ObjCAnalyzer.analyze(file, options: options)
        var analysis = FileAnalysis(path: file.path)
        analysis.objcSites = pinned(outcome.sites, file: file.path, options: options)
        analysis.types = outcome.classes.map(TypeFacts.init(objcClass:))
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
