/// Turns one file into the per-file facts the rest of the pipeline reads (`FileAnalysis`:
/// declarations and their stored members, subscription sites with their chains, captures and
/// the fate of their result, suppression comments). One per language, chosen once per file by
/// its path (`FrontEnds.of`); code outside the front ends asks it what the file can do rather
/// than which language it is.
protocol FrontEnd {
    /// The facts of a file that is reported on.
    /// With `keepingSyntax`, a file that may get an edit keeps what the fixer needs
    /// (`FileAnalysis.syntax`).
    static func scan(_ file: SourceFile, knowledge: Knowledge, objc: ObjCOptions, keepingSyntax: Bool) -> FileAnalysis
    /// What the project index needs of a file that is known but not reported on: the same
    /// type facts `scan` gives (read with the same `objc` options), no sites, no comments.
    static func scanForIndex(_ file: SourceFile, objc: ObjCOptions) -> FileAnalysis
    /// Whether the file's facts feed the project index, so that a run knows the file when
    /// another names what it declares.
    static var feedsProjectIndex: Bool { get }
    /// Whether the file's parse reads the project's headers and build settings
    /// (`ObjCOptions`): a run works those out when a file does, a change to a header rescans
    /// it, and a staged header reports the files that import it.
    static var readsProjectHeaders: Bool { get }
    /// How the file's fixable findings get their edits.
    static var fixer: FindingFixer.Type { get }
}

/// The front end of each file.
enum FrontEnds {
    static func of(path: String) -> FrontEnd.Type {
        ObjectiveCFrontEnd.handles(path) ? ObjectiveCFrontEnd.self : SwiftFrontEnd.self
    }
}
