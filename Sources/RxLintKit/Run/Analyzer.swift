/// The per-file passes of a run as pure functions: `scan` (front end and fact extraction,
/// before the project index exists) and `check` (model and rules, against the index).
public enum Analyzer {
    /// What the project index needs of a file that is known but not reported on (see
    /// `FrontEnd.scanForIndex`).
    public static func scanForIndex(_ file: SourceFile, objc: ObjCOptions = ObjCOptions()) -> FileAnalysis {
        FrontEnds.of(path: file.path).scanForIndex(file, objc: objc)
    }

    /// Per file, in parallel: the file's front end turns it into its facts (see `FrontEnd`).
    /// Tokens and trees are dropped before returning, so memory stays flat across large runs,
    /// except with `keepingSyntax` for a file that may get an edit (`FileAnalysis.syntax`).
    public static func scan(_ file: SourceFile, knowledge: Knowledge = .standard, objc: ObjCOptions = ObjCOptions(),
                            keepingSyntax: Bool = false) -> FileAnalysis {
        FrontEnds.of(path: file.path).scan(file, knowledge: knowledge, objc: objc, keepingSyntax: keepingSyntax)
    }
}
