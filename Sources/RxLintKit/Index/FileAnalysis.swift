/// A comment that mentions `rxlint:`, for suppressions.
public struct DirectiveComment: Equatable, Sendable {
    /// 1-based line of the comment's first byte.
    public var line: Int
    /// 1-based line of its last byte.
    public var endLine: Int
    /// The comment's text, delimiters included.
    public var text: String
    /// True when nothing but whitespace precedes the comment on its line.
    public var startsLine: Bool
}

/// What the first, per-file pass keeps of a file once its tokens are gone.
public struct FileAnalysis: Sendable {
    public var path: String
    public var lineCount: Int
    public var directives: [DirectiveComment]
    public var lexDiagnostics: [LexDiagnostic]
    /// The bytes, kept only for files that may report something (for source lines).
    public var retainedBytes: [UInt8]? {
        didSet { lineCache = LineTableCache() }
    }
    /// The line table of `retainedBytes`, built on first use (only files that report need one).
    public var lines: LineTable? {
        guard let bytes = retainedBytes else { return nil }
        return lineCache.table(for: bytes)
    }
    private var lineCache = LineTableCache()
    /// Facts about the types declared or extended in the file, for the project index.
    public var types: [TypeFacts] = []
    /// Every subscription found in the file.
    public var sites: [SubscriptionSite] = []
    /// Hashes of the names the file calls (see `CalledNames`).
    public var calledNames: [UInt32] = []
    /// The module the file belongs to (`ModuleMap`); nil until the run assigns it, when the
    /// index reads it from the path alone (`ModuleMap.pathOnly`).
    public var module: String?
    /// The file's typealiases to named types: a name the file writes may be one.
    public var typeAliases: [TypeAlias] = []
    /// The file imports a test framework (`import XCTest`, `Quick`, `Nimble`, `Testing`);
    /// read only in files that may subscribe (see `TestCode.isTestCode`).
    public var importsTestFramework = false
    /// Bounded walks of the extraction that stopped at their bound (`analysis_limit`).
    public var limitsReached: [String] = []
    /// Every ReactiveObjC subscription, binding and command found in an Objective-C file,
    /// judged by the rules in the check pass as `sites` are.
    var objcSites: [ObjCSite] = []
    /// Why an Objective-C file could not be analysed (no libclang, a failed parse).
    public var analysisProblem: String?
    /// An Objective-C file's ReactiveObjC code in inactive `#if` branches.
    public var objcInactive = ObjCInactiveCode()
    /// A Swift file's syntax, kept for the fixer when the run works out edits and the file
    /// may get one (a site `Fixer.mayEdit`, or a suppression comment that may be superfluous);
    /// dropped once checked unless one of its findings has a `fixKind`.
    public var syntax: FileSyntax?

    public init(path: String, lineCount: Int = 0, directives: [DirectiveComment] = [], lexDiagnostics: [LexDiagnostic] = [], retainedBytes: [UInt8]? = nil) {
        self.path = path
        self.lineCount = lineCount
        self.directives = directives
        self.lexDiagnostics = lexDiagnostics
        self.retainedBytes = retainedBytes
    }

    /// The text of 1-based `line`, without its line break, when the bytes were kept.
    public func lineText(_ line: Int) -> String? {
        guard let bytes = retainedBytes, let table = lines else { return nil }
        guard line >= 1, line <= table.lineStarts.count else { return nil }
        let start = Int(table.lineStarts[line - 1])
        var end = line < table.lineStarts.count ? Int(table.lineStarts[line]) : bytes.count
        while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// The texts of 1-based lines `first...last` as `lineText` gives them, joined by "\n", when
    /// the bytes were kept and every line exists. Built as one string: a statement's key is
    /// made for every finding, and a string per line then a join cost more than the rest of it.
    public func linesText(_ first: Int, through last: Int) -> String? {
        guard let bytes = retainedBytes, let table = lines, first >= 1, first <= last, last <= table.lineStarts.count else { return nil }
        var text: [UInt8] = []
        for line in first...last {
            let start = Int(table.lineStarts[line - 1])
            var end = line < table.lineStarts.count ? Int(table.lineStarts[line]) : bytes.count
            while end > start, bytes[end - 1] == 0x0A || bytes[end - 1] == 0x0D { end -= 1 }
            if line > first { text.append(0x0A) }
            text.append(contentsOf: bytes[start..<end])
        }
        return String(decoding: text, as: UTF8.self)
    }
}
