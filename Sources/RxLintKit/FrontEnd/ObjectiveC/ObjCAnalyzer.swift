/// The Objective-C path of the per-file pass: parse with libclang, find the ReactiveObjC
/// sites and prove the edits of their captures; the rules judge the sites in the check pass.
public enum ObjCAnalyzer {
    /// Files that name nothing of ReactiveObjC are not parsed: most of an app's files.
    static let prefilterNeedles: [[UInt8]] = ["subscribe", "rac_"].map { Array($0.utf8) }
    private static let racPrefix = Array("RAC".utf8)

    /// Whether `bytes` name something of ReactiveObjC: `subscribe…`, `rac_…`, or a `RAC` name
    /// (`RACSignal`, `RAC(…)`, `RACObserve`), but not the `RAC` inside an upper-case word
    /// (`TRACE_RESOURCES`, a licence's `CONTRACT`), which alone would have a file parsed for
    /// nothing: a libclang parse costs more than linting a whole Swift code base.
    static func namesReactiveObjC(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if prefilterNeedles.contains(where: { ByteSearch.contains(bytes, $0) }) { return true }
        var from = 0
        while let at = ByteSearch.firstOffset(of: racPrefix, in: bytes, from: from, rarest: 0) {
            if at == 0 || !(bytes[at - 1] >= UInt8(ascii: "A") && bytes[at - 1] <= UInt8(ascii: "Z")) { return true }
            from = at + 1
        }
        return false
    }

    struct Outcome {
        /// The file's ReactiveObjC sites, the rules' input.
        var sites: [ObjCSite] = []
        /// Why the file could not be analysed, in one line.
        var problem: String?
        var limitsReached: [String] = []
        /// ReactiveObjC code in `#if` branches the parse left out.
        var inactive = ObjCInactiveCode()
        /// The classes the file implements, for the project index.
        var classes: [ObjCClassFacts] = []
    }

    /// Whether the file is parsed at all: it names something of ReactiveObjC.
    public static func mentionsReactiveObjC(_ file: SourceFile) -> Bool {
        file.bytes.withUnsafeBufferPointer(namesReactiveObjC)
    }

    /// Parses `file` with the arguments the analysis uses and releases the result, reading
    /// nothing: what the analysis' cost is measured against. False when it could not parse.
    public static func parseOnly(_ file: SourceFile, options: ObjCOptions) -> Bool {
        guard case .loaded(let library) = LibClang.shared else { return false }
        let path = options.absolute(file.path)
        let (arguments, usesStub) = arguments(for: path, options: options)
        let parser = ClangParser(library: library, arguments: arguments, virtualFiles: (usesStub ? virtualFiles : []) + options.replacedHeaders)
        let parsed = BigStack.run { parser.parse(path: path, bytes: file.bytes, flatten: false) }
        if case .success = parsed { return true }
        return false
    }

    static func analyze(_ file: SourceFile, options: ObjCOptions) -> Outcome {
        guard mentionsReactiveObjC(file) else { return Outcome() }
        if file.bytes.withUnsafeBufferPointer({ ObjCNesting.exceedsLimit($0) }) {
            return Outcome(limitsReached: ["brackets nested deeper than \(ObjCNesting.limit) levels, which no compiler accepts: not parsed"])
        }
        if case .unavailable(let reason) = LibClang.shared { return Outcome(problem: reason) }
        switch options.isolation {
        case .inProcess: return analyzeHere(file, options: options)
        case .workers(let executable): return ObjCWorkerPool.shared(executable: executable).analyze(file, options: options, budget: options.budget)
        }
    }

    /// The analysis itself, in this process (a worker's, or the caller's).
    static func analyzeHere(_ file: SourceFile, options: ObjCOptions, work: ObjCWork? = nil) -> Outcome {
        let library: LibClang
        switch LibClang.shared {
        case .loaded(let loaded): library = loaded
        case .unavailable(let reason): return Outcome(problem: reason)
        }
        let path = options.absolute(file.path)
        var (arguments, usesStub) = arguments(for: path, options: options)
        // Includes of devices, FIFOs and sockets are read as empty, and those spelled in another
        // letter case than the file on disk are redirected to it (see `ObjCIncludeGuard`).
        let (refusals, redirects) = ObjCIncludeGuard.plan(path: path, bytes: file.bytes, arguments: arguments,
                                                          virtualHeaders: usesStub ? virtualHeaderPaths : [])
        let refused = refusals.isEmpty ? nil : "\(file.path): " + refusals.map(\.reason).joined(separator: "; ")
        func makeParser() -> ClangParser {
            ClangParser(library: library, arguments: arguments,
                        virtualFiles: (usesStub ? virtualFiles : []) + options.replacedHeaders + refusals.map { ($0.path, []) }
                            + redirects.map { ($0.path, $0.contents) },
                        work: work)
        }
        var parser = makeParser()
        var result = BigStack.run { [parser] in parser.parse(path: path, bytes: file.bytes, readsInterfaces: options.preparesFixes) }
        // 4: libclang could not read the precompiled stub (damaged since it was checked): it
        // is deleted, and this file parsed with the text stub.
        if case .failure(.parse(4)) = result, arguments.contains("-include-pch") {
            PrecompiledStub.shared.discard(language: ObjCParseArguments.language(forFile: path))
            (arguments, usesStub) = Self.arguments(for: path, options: options)
            parser = makeParser()
            result = BigStack.run { [parser] in parser.parse(path: path, bytes: file.bytes, readsInterfaces: options.preparesFixes) }
        }
        switch result {
        case .failure(.parse(let code)):
            return Outcome(problem: (refused.map { $0 + "; " } ?? "\(file.path): ") + "libclang could not parse the file (error \(code))")
        case .success(let parsed):
            let extractor = ObjCSiteExtractor(syntax: parsed.syntax, bytes: file.bytes, work: work, knowledge: options.knowledge)
            var outcome = Outcome(problem: refused)
            outcome.inactive = ObjCInactiveCode.measure(file.bytes, ranges: parsed.syntax.inactiveRanges)
            let found = extractor.sites()
            outcome.classes = extractor.classFacts()
            // The facts go to the check pass, which judges them with the rules; what needs
            // this parse stays here: the proof of each capture's edit, when edits are wanted.
            outcome.sites = options.preparesFixes
                ? ObjCFixCheck(parser: parser, path: path, original: file.bytes, syntax: parsed.syntax, knowledge: options.knowledge)
                    .provingFixes(of: found, extractor: extractor)
                : found
            if parsed.depthLimited { outcome.limitsReached.append("Objective-C nesting deeper than \(ClangParser.depthLimit) levels") }
            return outcome
        }
    }

    /// The stub and the empty SDK headers, handed to libclang in memory (see
    /// `ObjCParseArguments`): nothing is read from or written to their paths.
    static let stubPath = ObjCParseArguments.stubPath

    static let virtualFiles: [(path: String, contents: [UInt8])] = ObjCParseArguments.unsavedFiles.map { ($0.path, Array($0.contents.utf8)) }

    /// The paths of the in-memory headers, which an include finds before any folder on disk.
    static let virtualHeaderPaths = Set(virtualFiles.map(\.path))

    /// The compiler arguments for the file at absolute `path`, and whether they use the stub.
    /// A compilation database entry whose SDK exists on this machine is used as it is; one
    /// whose SDK does not (an iOS build's database on Linux) lends its include paths and
    /// macros to the stub's parse.
    static func arguments(for path: String, options: ObjCOptions) -> ([String], usesStub: Bool) {
        var result = ["-x", ObjCParseArguments.language(forFile: path)]
        let database = options.compileCommands.argumentsByFile[path]
        if let database, let sysroot = value(of: "-isysroot", in: database), FileManager.default.fileExists(atPath: sysroot) {
            return (result + ["-fobjc-weak", "-fblocks", "-ferror-limit=0", "-Wno-everything"] + database + options.extraArguments, false)
        }
        result = ObjCParseArguments.baseArguments + result
        // The precompiled stub, unless the database defines macros or prefix headers, which
        // must then be seen before the stub as a compiler would.
        let language = ObjCParseArguments.language(forFile: path)
        if database == nil, case .loaded(let library) = LibClang.shared,
           let pch = PrecompiledStub.shared.path(language: language, library: library,
                                                 arguments: ObjCParseArguments.precompiledStubArguments(objectiveCPlusPlus: language == "objective-c++")) {
            result += ["-include-pch", pch]
        } else {
            result += ["-include", stubPath]
        }
        // The file's own folder, then every folder of the project that holds headers: what
        // Xcode's header maps make visible to `#import "Name.h"`.
        let folder = path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
        result += ["-I", folder.isEmpty ? "/" : folder]
        if let database { result += withoutSDK(database) }
        for include in options.includePaths { result += ["-I", include] }
        if database == nil, let prefix = nearestPrefixHeader(for: path, among: options.prefixHeaders) { result += ["-include", prefix] }
        return (result + options.extraArguments, true)
    }

    /// The prefix header in the deepest folder that holds `path`; among several there, the
    /// first by name.
    static func nearestPrefixHeader(for path: String, among headers: [String]) -> String? {
        var best: (depth: Int, header: String)?
        for header in headers.sorted() {
            let folder = header.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/") + "/"
            guard path.hasPrefix(folder) else { continue }
            let depth = folder.split(separator: "/").count
            if best == nil || depth > best!.depth { best = (depth, header) }
        }
        return best?.header
    }

    /// Whether a `.pch` file's first bytes (`head`, up to `prefixHeaderProbe`) are a prefix
    /// header's text. A precompiled header that a build wrote (clang's start with `CPCH`), or
    /// any file with a NUL byte, is not: included as text it would leave the parse inside its
    /// garbage (an unclosed brace) for the whole file, which would then have no implementation
    /// and no finding, and nothing would say why.
    static func isPrefixHeaderText(_ head: ArraySlice<UInt8>) -> Bool {
        !head.starts(with: Array("CPCH".utf8)) && !head.contains(0)
    }

    /// How much of a `.pch` file `isPrefixHeaderText` reads.
    static let prefixHeaderProbe = 65_536

    /// Whether the `.pch` file at `path` reads as a prefix header's text (an unreadable one
    /// does not).
    static func isPrefixHeaderText(atPath path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: prefixHeaderProbe) else { return false }
        return isPrefixHeaderText(ArraySlice(head))
    }

    private static func value(of flag: String, in arguments: [String]) -> String? {
        guard let k = arguments.firstIndex(of: flag), k + 1 < arguments.count else { return nil }
        return arguments[k + 1]
    }

    /// A database's arguments without the SDK and target the stub replaces.
    private static func withoutSDK(_ arguments: [String]) -> [String] {
        var result: [String] = []
        var k = 0
        while k < arguments.count {
            if arguments[k] == "-isysroot" || arguments[k] == "-target" { k += 2; continue }
            result.append(arguments[k])
            k += 1
        }
        return result
    }
}

/// What the Objective-C parse needs from the run.
public struct ObjCOptions: Sendable {
    /// Folders of the project that hold headers.
    public var includePaths: [String] = []
    /// More compiler arguments for every file.
    public var extraArguments: [String] = []
    /// The project's compilation database, when it has one.
    public var compileCommands = CompileCommands()
    /// What relative file paths are relative to; nil for the process's directory.
    public var currentDirectory: String?
    /// The project's root (absolute), when the run knows it: the lock files that say which
    /// ReactiveCocoa or ReactiveObjC it builds with are looked for up to it.
    public var projectRoot: String?
    /// The project's prefix headers (`*.pch` files of text, not a build's precompiled
    /// headers): each file is parsed with the one nearest above it, as its target's build
    /// would include it.
    public var prefixHeaders: [String] = []
    /// Headers whose text the parse takes from here rather than from disk (absolute paths):
    /// a staged run's headers as the git index holds them.
    public var replacedHeaders: [(path: String, contents: [UInt8])] = []
    /// Whether strong_self_capture's edits are worked out, each proven by a second parse:
    /// not when the rule does not run, whose findings would be dropped with their edits.
    public var preparesFixes = true
    /// What one file's analysis may take (see `ObjCBudget`); kept only where it runs in a worker.
    public var budget = ObjCBudget.standard
    /// The team's `.lintrc` `knowledge:`, as far as it means something in ReactiveObjC.
    public var knowledge = ObjCTeamKnowledge()
    /// Where the analysis runs: in workers started from this executable when it serves as one
    /// (rxlint and the benchmark do, see `ObjCWorker.serveIfAsked`), else in this process,
    /// with no budget (a library user's process, the unit tests).
    public var isolation: ObjCIsolation = ObjCWorker.hostExecutable.map { .workers(executable: $0) } ?? .inProcess

    public init(includePaths: [String] = [], extraArguments: [String] = [], compileCommands: CompileCommands = CompileCommands(),
                currentDirectory: String? = nil) {
        self.includePaths = includePaths
        self.extraArguments = extraArguments
        self.compileCommands = compileCommands
        self.currentDirectory = currentDirectory
    }

    func absolute(_ path: String) -> String {
        Paths.absolute(path, against: currentDirectory ?? FileManager.default.currentDirectoryPath)
    }
}

/// Where the Objective-C analysis of a file runs.
public enum ObjCIsolation: Sendable, Hashable {
    /// In the calling process: nothing bounds what libclang does with a file.
    case inProcess
    /// In worker processes started from `executable` (one that calls `ObjCWorker.serveIfAsked`
    /// first thing), each file within `ObjCOptions.budget`.
    case workers(executable: String)
}

import Foundation
