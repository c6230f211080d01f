/// Options for one analysis run.
public struct AnalysisOptions: Sendable {
    public var knowledge: Knowledge
    /// Rule ids to run; nil runs every rule.
    public var enabledRules: Set<String>?
    /// Option values from `.lintrc`, by rule id then option name; absent options take the
    /// default declared in the rule's `RuleDescription.options`.
    public var ruleOptions: [String: [String: RuleOptionValue]]
    /// How Objective-C files are parsed.
    public var objc = ObjCOptions()

    public init(knowledge: Knowledge = .standard, enabledRules: Set<String>? = nil,
                ruleOptions: [String: [String: RuleOptionValue]] = [:]) {
        self.knowledge = knowledge
        self.enabledRules = enabledRules
        self.ruleOptions = ruleOptions
    }
}

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
    /// The file imports a test framework (`import XCTest`, `Quick`, `Nimble`, `Testing`);
    /// read only in files that may subscribe (see `Analyzer.isTestCode`).
    public var importsTestFramework = false
    /// Bounded walks of the extraction that stopped at their bound (`analysis_limit`).
    public var limitsReached: [String] = []
    /// An Objective-C file's findings, judged in the per-file pass: its parse already saw the
    /// headers it imports, so the project index has nothing to add.
    public var objcDiagnostics: [Diagnostic] = []
    /// Why an Objective-C file could not be analysed (no libclang, a failed parse).
    public var analysisProblem: String?

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


/// Builds a file's line table once, on first request, from whichever thread asks first.
final class LineTableCache: @unchecked Sendable {
    private let lock = NSLock()
    private var table: LineTable?

    func table(for bytes: [UInt8]) -> LineTable {
        lock.lock()
        defer { lock.unlock() }
        if let table { return table }
        let built = LineTable(bytes)
        table = built
        return built
    }
}

/// The analysis stages as pure functions.
public enum Analyzer {
    /// What the project index needs of a file that is known but not reported on: its type
    /// facts and the names it calls, the same as `scan` gives for them; no sites, no comments.
    public static func scanForIndex(_ file: SourceFile) -> FileAnalysis {
        if ObjCAnalyzer.isObjectiveC(file.path) { return FileAnalysis(path: file.path) }
        return file.bytes.withUnsafeBufferPointer { bytes in
            let lexed = Lexer.lex(bytes)
            let structure = StructureBuilder.build(tokens: lexed.tokens, bytes: bytes)
            var analysis = FileAnalysis(path: file.path)
            structure.tokens.withUnsafeBufferPointer { toks in
                analysis.types = TypeFactsExtractor.extract(structure, TokenText(bytes: bytes, tokens: toks), calledNames: &analysis.calledNames)
            }
            return analysis
        }
    }

    /// Per file, in parallel: lex, structure, extract type facts and subscription sites.
    /// Tokens are dropped before returning, so memory stays flat across large runs.
    public static func scan(_ file: SourceFile, knowledge: Knowledge = .standard, objc: ObjCOptions = ObjCOptions()) -> FileAnalysis {
        if ObjCAnalyzer.isObjectiveC(file.path) { return scanObjectiveC(file, options: objc) }
        return file.bytes.withUnsafeBufferPointer { bytes in
            let lexed = Lexer.lex(bytes)
            let structure = StructureBuilder.build(tokens: lexed.tokens, bytes: bytes)
            var analysis = FileAnalysis(path: file.path, lexDiagnostics: lexed.diagnostics)
            structure.tokens.withUnsafeBufferPointer { toks in
                let limits = LimitLog()
                let text = TokenText(bytes: bytes, tokens: toks, limits: limits)
                analysis.types = TypeFactsExtractor.extract(structure, text, calledNames: &analysis.calledNames)
                if mayContainSubscriptions(bytes, needles: knowledge.prefilterNeedles, rarest: knowledge.prefilterRarest) {
                    let imports = readImports(bytes)
                    analysis.importsTestFramework = imports.testFramework
                    if imports.mentionsRx {
                        (analysis.sites, analysis.limitsReached) = SiteExtractor.sitesNotingLimits(structure: structure, text: text, knowledge: knowledge)
                        // The structure's bounded reads matter where there are subscriptions.
                        if !analysis.sites.isEmpty {
                            for what in structure.limitsReached + limits.reached where !analysis.limitsReached.contains(what) {
                                analysis.limitsReached.append(what)
                            }
                        }
                    }
                }
            }
            analysis.lineCount = bytes.isEmpty ? 0 : LineTable.lineCount(bytes)
            // Suppression comments are parsed only in files that mention them.
            if contains(bytes, directiveNeedle, rarest: directiveRarest) {
                analysis.directives = directives(lexed.comments, bytes: bytes, lines: LineTable(bytes))
            }
            if !analysis.sites.isEmpty || !analysis.directives.isEmpty { analysis.retainedBytes = file.bytes }
            return analysis
        }
    }

    static func scanObjectiveC(_ file: SourceFile, options: ObjCOptions) -> FileAnalysis {
        let outcome = ObjCAnalyzer.analyze(file, options: options)
        var analysis = FileAnalysis(path: file.path)
        analysis.objcDiagnostics = outcome.diagnostics
        analysis.analysisProblem = outcome.problem
        analysis.limitsReached = outcome.limitsReached
        file.bytes.withUnsafeBufferPointer { bytes in
            analysis.lineCount = bytes.isEmpty ? 0 : LineTable.lineCount(bytes)
            if contains(bytes, "rxlint:") {
                analysis.directives = directives(ObjCComments.scan(bytes), bytes: bytes, lines: LineTable(bytes))
            }
        }
        if !analysis.objcDiagnostics.isEmpty || !analysis.directives.isEmpty { analysis.retainedBytes = file.bytes }
        return analysis
    }

    /// Per file, in parallel, after the index is built: the model and the rules.
    public static func check(_ file: FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        var file = file
        return check(releasingSitesOf: &file, index: index, options: options)
    }

    /// Like `check`, but takes the sites out of `file` as it goes: each is moved, not copied,
    /// into the model's questions and released once checked. (Copying a site retains each of
    /// its strings and arrays, and releases them again afterwards.)
    static func check(releasingSitesOf file: inout FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        // A file whose analysis stopped at a bound says so, whatever else it finds: a verdict
        // must never change silently with the size of the input.
        let limit = (options.enabledRules?.contains(AnalysisLimitRule.description.identifier) ?? true) ? AnalysisLimitRule.finding(file) : nil
        let objc = file.objcDiagnostics.filter { options.enabledRules?.contains($0.rule) ?? true }
        return checkSites(releasingSitesOf: &file, index: index, options: options) + findings(objc, in: file) + (limit.map { [$0] } ?? [])
    }

    private static func checkSites(releasingSitesOf file: inout FileAnalysis, index: ProjectIndex, options: AnalysisOptions) -> [Finding] {
        guard !file.sites.isEmpty, file.retainedBytes != nil else { return [] }
        let rules = RuleRegistry.siteRules.filter { options.enabledRules?.contains($0.description.identifier) ?? true }
        guard !rules.isEmpty else { return [] }
        let ruleOptions = rules.map { options.ruleOptions[$0.description.identifier] ?? [:] }
        var diagnostics: [Diagnostic] = []
        /// One diagnostic per rule and position.
        struct Place: Hashable { var rule: String; var start: Int32 }
        var seen: Set<Place> = []
        var sites: [SubscriptionSite] = []
        swap(&sites, &file.sites)
        // A closure nested in a chain closure may be a chain closure of its own subscription
        // (a subscribe inside an onNext): that subscription, not the outer one, keeps it.
        var direct: Set<Int32> = []
        for k in sites.indices { for c in sites[k].strongCaptures where !c.isNested { direct.insert(c.start) } }
        let inTestCode = isTestCode(path: file.path, importsTestFramework: file.importsTestFramework)
        // Taken from the end (a move, where reading an element in place or reordering the
        // array would copy it); each site's diagnostics go in its slot, and are kept in source
        // order below.
        var found = [[Diagnostic]](repeating: [], count: sites.count)
        while let site = sites.popLast() {
            guard CallResolver.isRxSubscription(site, index: index) else { continue }
            let model: OwnershipModel
            if site.strongCaptures.contains(where: { $0.isNested && direct.contains($0.start) }) {
                var own = site
                own.strongCaptures.removeAll { $0.isNested && direct.contains($0.start) }
                model = Analyzer.model(for: own, index: index, knowledge: options.knowledge, inTestCode: inTestCode)
            } else {
                model = Analyzer.model(for: site, index: index, knowledge: options.knowledge, inTestCode: inTestCode)
            }
            // The first rule's list is taken as it is: appending it to an empty one copies it.
            var own: [Diagnostic] = []
            for (rule, ruleOptions) in zip(rules, ruleOptions) {
                let d = rule.check(model, options: ruleOptions)
                if own.isEmpty { own = d } else { own += d }
            }
            // A discarded subscription of an instance method whose chain holds no self can be
            // kept in the owner's only bag, when the bag can be named there and the call
            // certainly returns a Disposable; one holding self would then close a cycle.
            for k in own.indices where own[k].rule == DiscardedSubscriptionRule.description.identifier
                && own[k].chain.last != "self" && !site.context.typeName.isEmpty && !site.context.isStatic
                && site.strongCaptures.isEmpty && site.functionReferences.isEmpty && CallResolver.certainlyReturnsDisposable(site, index: index) {
                if let bag = index.visibleSoleDisposeBag(of: site.context.typeName, fromFile: file.path, typeIsFileLocal: site.context.typeIsFileLocal) {
                    own[k].fixKind = .disposedBy(bag)
                }
            }
            // A subscription put in a bag that dies with its scope moves to the owner's only
            // bag, under the same conditions as a discarded one (a closure holding self would
            // then close a cycle).
            for k in own.indices where own[k].rule == LocalDisposeBagRule.description.identifier
                && !site.context.typeName.isEmpty && !site.context.isStatic && site.context.typeKind != .struct && site.context.typeKind != .enum
                && index.isReferenceType(site.context.typeName) && site.strongCaptures.isEmpty && site.functionReferences.isEmpty {
                if let bag = index.visibleSoleDisposeBag(of: site.context.typeName, fromFile: file.path, typeIsFileLocal: site.context.typeIsFileLocal) {
                    own[k].fixKind = .moveToBag(bag)
                }
            }
            // One that leaks, in a class of this file that owns no bag, gets a new one (see
            // `canAddDisposeBag`). A transient one is left as it is: its source ends by itself,
            // and a bag could cut it short when the owner goes.
            for k in own.indices where own[k].rule == DiscardedSubscriptionRule.description.identifier && own[k].fixKind == nil
                && own[k].verdict == .leak && canAddDisposeBag(site, index: index) {
                own[k].fixKind = .disposedByNewBag
            }
            found[sites.count] = own
        }
        for d in found.joined() where seen.insert(Place(rule: d.rule, start: d.start)).inserted {
            diagnostics.append(d)
        }
        return findings(diagnostics, in: file)
    }

    /// Whether a discarded subscription can be kept in a `disposeBag` added to its class: an
    /// instance method of a class this file declares (no struct, no extension of a type from
    /// elsewhere), whose known lineage has no bag and no member named `disposeBag`, and whose
    /// supertypes the project declares or are UIKit/Foundation bases (which have none); the
    /// call certainly returns a Disposable; self is held only by observer closures using
    /// `self.` (the fixer makes those weak: through the bag they would close a cycle).
    static func canAddDisposeBag(_ site: SubscriptionSite, index: ProjectIndex) -> Bool {
        let type = site.context.typeName
        guard site.context.typeKind == .class, index.kind(of: type) == .class, !site.context.isStatic,
              site.context.functionKind != .deinitializer, site.functionReferences.isEmpty,
              index.soleDisposeBag(of: type) == nil, index.property("disposeBag", of: type) == nil,
              index.method("disposeBag", of: type) == nil, CallResolver.certainlyReturnsDisposable(site, index: index),
              site.strongCaptures.allSatisfy({ !$0.isNested && $0.reason == .explicitSelf && StrongSelfCaptureRule.voidRoles.contains($0.role) })
        else { return false }
        return index.lineage(of: type).allSatisfy { info in
            info.inherited.allSatisfy { index.kind(of: $0) != nil || bagFreeBases.contains($0) }
        }
    }

    /// System base classes and protocols that declare no `disposeBag` (a project extension of
    /// one that does is in the index, and so in the lineage checked above).
    static let bagFreeBases: Set<String> = [
        "NSObject", "UIViewController", "UITableViewController", "UICollectionViewController", "UINavigationController",
        "UITabBarController", "UIView", "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView",
        "UITableViewHeaderFooterView", "UIControl", "UIButton", "UILabel", "UIScrollView", "NSViewController", "NSView",
        "Equatable", "Hashable", "CustomStringConvertible", "Codable", "Encodable", "Decodable", "Sendable",
    ]

    /// Positions for `diagnostics`, from the file's retained bytes.
    static func findings(_ diagnostics: [Diagnostic], in file: FileAnalysis) -> [Finding] {
        guard !diagnostics.isEmpty, let bytes = file.retainedBytes else { return [] }
        let lines = file.lines ?? LineTable(bytes)
        return bytes.withUnsafeBufferPointer { buf in
            diagnostics.map { d in
                let a = lines.location(of: d.start, in: buf)
                let first = lines.location(of: d.statementStart, in: buf)
                let last = lines.location(of: d.statementEnd, in: buf)
                var finding = Finding(rule: d.rule, severity: d.severity, message: d.message, file: file.path,
                                      line: a.line, column: a.column, endLine: last.line, endColumn: last.column,
                                      verdict: d.verdict, chain: d.chain, fix: d.fix)
                finding.statementLine = first.line
                finding.statementColumn = first.column
                finding.fixKind = d.fixKind
                return finding
            }
        }
    }

    /// Test code and playgrounds: a folder or file named like tests (`…Tests/`, `…Spec.swift`),
    /// a playground, or a file importing a test framework. Their objects live for one test.
    static func isTestCode(path: String, importsTestFramework: Bool) -> Bool {
        importsTestFramework || isTestPath(path)
    }

    /// Whether `path` is in a playground or has a folder or file named like tests. Read as
    /// bytes: it runs for every file with a subscription, and Foundation's `contains` and
    /// Character-wise `split`/`hasSuffix` cost more than the rest of the file's check.
    static func isTestPath(_ path: String) -> Bool {
        let ascii = path.utf8.withContiguousStorageIfAvailable { p -> Bool? in
            // Graphemes and canonical equivalence could make a non-ASCII path's Characters
            // disagree with its bytes: that rare path takes the Character-wise reading.
            guard !p.contains(where: { $0 >= 0x80 }) else { return nil }
            if Analyzer.contains(p, playgroundFolder) { return true }
            var start = 0
            for end in 0...p.count where end == p.count || p[end] == UInt8(ascii: "/") {
                var stem = end
                if hasSuffix(p, start, stem, swiftExtension) { stem -= swiftExtension.count }
                if testSuffixes.contains(where: { hasSuffix(p, start, stem, $0) }) { return true }
                start = end + 1
            }
            return false
        }
        if let answer = ascii ?? nil { return answer }
        if path.contains(".playground/") { return true }
        for component in path.split(separator: "/") {
            let name = component.hasSuffix(".swift") ? component.dropLast(6) : component
            if name.hasSuffix("Tests") || name.hasSuffix("Test") || name.hasSuffix("Specs") || name.hasSuffix("Spec") { return true }
        }
        return false
    }

    /// Whether `bytes[start..<end]` ends with `suffix`.
    private static func hasSuffix(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ suffix: [UInt8]) -> Bool {
        guard end - start >= suffix.count else { return false }
        let from = end - suffix.count
        for k in suffix.indices where bytes[from + k] != suffix[k] { return false }
        return true
    }

    private static let playgroundFolder = Array(".playground/".utf8)
    private static let swiftExtension = Array(".swift".utf8)
    private static let testSuffixes: [[UInt8]] = ["Tests", "Test", "Specs", "Spec"].map { Array($0.utf8) }

    /// Test frameworks, as the module after `import `.
    private static let testFrameworks: [[UInt8]] = ["XCTest", "Quick", "Nimble", "Testing", "RxTest", "RxBlocking"].map { Array($0.utf8) }

    /// The ownership model of one subscription, resolved against the project.
    static func model(for site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge, inTestCode: Bool = false) -> OwnershipModel {
        let source = SourceResolver.resolve(site, index: index, knowledge: knowledge)
        let keeper = KeeperResolver.resolve(site, index: index, knowledge: knowledge)
        let ctx = site.context
        var captures = site.strongCaptures
        if !ctx.typeName.isEmpty, !ctx.isStatic {
            // A name that is also a property (`showAlert`, a `Binder` next to `showAlert(title:)`)
            // is the property wherever an observer is expected: not a method reference.
            for ref in site.functionReferences
            where index.method(ref.name, of: ctx.typeName) != nil && index.property(ref.name, of: ctx.typeName) == nil {
                captures.append(StrongCapture(role: ref.role, reason: .methodReference, start: ref.start, end: ref.end,
                                              oneArgumentLabel: index.oneArgumentLabel(ofMethod: ref.name, in: ctx.typeName)))
            }
        }
        let isValue: Bool
        if let kind = ctx.typeKind, let reference = kind.isReference { isValue = !reference }
        else { isValue = !ctx.typeName.isEmpty && !index.isReferenceType(ctx.typeName) }
        return OwnershipModel(site: site, source: source, keeper: keeper, captures: captures, ownerIsValue: isValue,
                              ownerMayBeValue: !isValue && selfMayBeValue(ctx, index: index),
                              reusedCellBag: reusedCellBag(site, keeper, index), inTestCode: inTestCode)
    }

    /// Whether `self` may be a value where `ctx` is: in an extension of a protocol the project
    /// declares, unless the protocol or the extension's `where Self:` makes it class-bound.
    static func selfMayBeValue(_ ctx: SiteContext, index: ProjectIndex) -> Bool {
        guard !ctx.typeName.isEmpty, !ctx.isStatic, ctx.typeKind == nil || ctx.typeKind == .protocol,
              index.kind(of: ctx.typeName) == .protocol else { return false }
        return !isClassBound(ctx.typeName, index: index) && !ctx.selfConstraints.contains { isClassBound($0, index: index) }
    }

    /// Whether conforming to (or being) `name` makes a type a class: `AnyObject`, a class, a
    /// framework class, or a protocol inheriting one of these. A name the project does not
    /// declare and the knowledge does not list is not taken to be one.
    static func isClassBound(_ name: String, index: ProjectIndex) -> Bool {
        if PlatformTypes.classBound.contains(name) { return true }
        for info in index.lineage(of: name) {
            if info.kind == .class || info.kind == .actor { return true }
            if info.inherited.contains(where: PlatformTypes.classBound.contains) { return true }
        }
        return false
    }

    /// The bag of a reusable cell that a per-item method (`configure(with:)`, `bind(to:)`)
    /// adds to, when nothing in the cell ever resets it (`disposeBag = DisposeBag()` in
    /// `prepareForReuse`): every reuse adds one more subscription to it.
    private static func reusedCellBag(_ site: SubscriptionSite, _ keeper: Keeper, _ index: ProjectIndex) -> String? {
        guard case .ownerBag(let name, _) = keeper else { return nil }
        let ctx = site.context
        guard ctx.functionKind == .function, !ctx.isStatic, ctx.functionParameterCount > 0,
              !cellSetUpMethods.contains(ctx.functionName), index.isNamed(ctx.typeName, .cell) else { return nil }
        // ReactorKit's `View` resets `disposeBag` in its `reactor` setter before it calls
        // `bind(reactor:)`.
        if ctx.functionName == "bind", index.inherits(ctx.typeName, anyOf: ["View", "StoryboardView"]) {
            return nil
        }
        let property = name.hasPrefix("rx.") ? String(name.dropFirst(3)) : name
        return index.isReassigned(property, in: ctx.typeName) ? nil : name
    }

    /// Methods a cell runs once, not per item.
    private static let cellSetUpMethods: Set<String> = [
        "awakeFromNib", "prepareForReuse", "layoutSubviews", "didMoveToSuperview", "didMoveToWindow", "setSelected", "setHighlighted",
    ]

    /// Cheap pre-filter: a file naming no subscription call has no subscription site.
    /// Each needle's rarest byte was found once (`Knowledge.prefilterRarest`).
    static func mayContainSubscriptions(_ bytes: UnsafeBufferPointer<UInt8>, needles: [[UInt8]], rarest: [Int]) -> Bool {
        needles.indices.contains { contains(bytes, needles[$0], rarest: rarest[$0]) }
    }

    private static let directiveNeedle = Array("rxlint:".utf8)
    private static let directiveRarest = rarestByteOffset(directiveNeedle)

    /// What a file's `import ` texts say (anywhere, as bytes, comments included): whether the
    /// file may use Rx, and whether `import XCTest` (or another test framework) is among them.
    /// A file that imports another framework with calls of the same names (Combine's
    /// `subscribe(_:)`, a store's `subscribe(self)`) and no Rx module is that framework's.
    static func readImports(_ bytes: UnsafeBufferPointer<UInt8>) -> (mentionsRx: Bool, testFramework: Bool) {
        var other = false
        var rx = false
        var test = false
        // Each `import ` once: the module after it (or after `import class`, `struct`, …).
        let needle = importNeedle
        var i = 0
        while let at = firstIndex(of: needle, in: bytes, from: i, rarest: importRarest) {
            var m = at + needle.count
            if !test { test = testFrameworks.contains { startsWith(bytes, at: m, $0) } }
            for kind in importKinds where startsWith(bytes, at: m, kind) { m += kind.count; break }
            if startsWith(bytes, at: m, rxPrefix) { rx = true }
            else if otherFrameworks.contains(where: { startsWith(bytes, at: m, $0) }) { other = true }
            i = at + 1
        }
        return (!other || rx, test)
    }

    private static let importNeedle = Array("import ".utf8)
    private static let importRarest = rarestByteOffset(importNeedle)
    private static let rxPrefix = Array("Rx".utf8)

    private static let otherFrameworks: [[UInt8]] = ["Combine", "OpenCombine", "ReSwift", "ReactiveSwift", "ReactiveKit", "Bond"].map { Array($0.utf8) }
    private static let importKinds: [[UInt8]] = ["class ", "struct ", "enum ", "protocol ", "func ", "typealias ", "var ", "let "].map { Array($0.utf8) }

    private static func startsWith(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int, _ prefix: [UInt8]) -> Bool {
        guard i + prefix.count <= bytes.count else { return false }
        for k in prefix.indices where bytes[i + k] != prefix[k] { return false }
        return true
    }

    /// The offset of the next occurrence of `needle` at or after `from`.
    private static func firstIndex(of needle: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, from: Int, rarest k: Int) -> Int? {
        guard from < bytes.count else { return nil }
        let rest = UnsafeBufferPointer(rebasing: bytes[from...])
        guard let base = rest.baseAddress, rest.count >= needle.count else { return nil }
        // Scan for the needle's rarest byte, as `contains` does.
        var i = k
        let last = rest.count - needle.count + k
        while i <= last {
            guard let p = memchr(base + i, Int32(needle[k]), last - i + 1) else { return nil }
            let at = UnsafeRawPointer(p) - UnsafeRawPointer(base)
            if memcmp(base + at - k, needle, needle.count) == 0 { return from + at - k }
            i = at + 1
        }
        return nil
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ needle: String) -> Bool {
        contains(bytes, Array(needle.utf8))
    }

    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ n: [UInt8]) -> Bool {
        contains(bytes, n, rarest: rarestByteOffset(n))
    }

    /// Whether `bytes` holds `n`, whose rarest byte (`rarestByteOffset`) sits at `k`.
    static func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ n: [UInt8], rarest k: Int) -> Bool {
        guard !n.isEmpty, bytes.count >= n.count, let base = bytes.baseAddress else { return false }
        // Scan for the needle's rarest byte (`x` of `rxlint:`, `b` of `subscribe`), not its
        // first: a first-byte scan stops at every `s` of a Swift file.
        let target = Int32(n[k])
        var i = k
        let last = bytes.count - n.count + k
        while i <= last {
            guard let p = memchr(base + i, target, last - i + 1) else { return false }
            let at = UnsafeRawPointer(p) - UnsafeRawPointer(base)
            if memcmp(base + at - k, n, n.count) == 0 { return true }
            i = at + 1
        }
        return false
    }

    /// The offset of the byte of `needle` that is least common in source code, by a fixed
    /// ranking of letters from most to least frequent in English-named code.
    static func rarestByteOffset(_ needle: [UInt8]) -> Int {
        var best = 0
        var bestRank: UInt8 = 0
        for (k, b) in needle.enumerated() where k == 0 || byteRarity[Int(b)] > bestRank {
            best = k
            bestRank = byteRarity[Int(b)]
        }
        return best
    }

    /// Higher is rarer. Capitals are rarer than any lowercase letter; punctuation (`:`, `.`)
    /// and everything else count as common.
    private static let byteRarity: [UInt8] = {
        var rarity = [UInt8](repeating: 0, count: 256)
        for (rank, b) in "etaoinsrlcdhupmfgbywvkxjqz".utf8.enumerated() { rarity[Int(b)] = UInt8(rank + 1) }
        for b in UInt8(ascii: "A")...UInt8(ascii: "Z") { rarity[Int(b)] = 30 }
        return rarity
    }()

    /// Comments that mention `rxlint:`, with their lines.
    static func directives(_ comments: [Token], bytes: UnsafeBufferPointer<UInt8>, lines: LineTable) -> [DirectiveComment] {
        var result: [DirectiveComment] = []
        for c in comments {
            let slice = UnsafeBufferPointer(rebasing: bytes[Int(c.start)..<Int(c.end)])
            guard contains(slice, "rxlint:") else { continue }
            let line = lines.line(of: c.start)
            let endLine = lines.line(of: max(c.start, c.end - 1))
            // Only whitespace between the line start and the comment.
            var k = Int(lines.lineStarts[line - 1])
            var startsLine = true
            while k < Int(c.start) {
                if bytes[k] != 0x20 && bytes[k] != 0x09 && bytes[k] != 0xEF && bytes[k] != 0xBB && bytes[k] != 0xBF { startsLine = false; break }
                k += 1
            }
            result.append(DirectiveComment(line: line, endLine: endLine, text: String(decoding: slice, as: UTF8.self), startsLine: startsLine))
        }
        return result
    }
}

import Foundation
