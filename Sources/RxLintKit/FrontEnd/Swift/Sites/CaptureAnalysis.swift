/// Decides which closures hold `self` strongly, following Swift's capture rules:
/// a closure captures `self` if `self` is used in it or in any closure nested in it, unless
/// a closure on the way binds `self` itself (`[weak self]`, `[unowned self]`, `[self]`, a
/// parameter named `self`) or a `guard let self` inside a weak closure rebinds it to a strong
/// local, which nested closures then capture strongly.
///
/// Every question is answered from tables built once per file (`SelfReferences`,
/// `ClosureChains`, `NameIntervals`), never by walking out through the closures around a
/// token or scanning a closure's body: subscriptions nest as deep as generated code likes,
/// and a walk per site would make the file's cost grow with the square of the depth.
final class CaptureAnalysis {
    let s: FileStructure
    let t: TokenText

    /// A rebinding of `self` to a strong local: its name, token and the scope it is visible in.
    struct Rebinding {
        var name: String
        var token: Int
        var visibleScope: Int32
    }

    /// Rebindings made directly inside each closure (not inside closures nested in it).
    let rebindings: [Int: [Rebinding]]
    /// Every alias name bound to self anywhere in the file (besides `self`).
    let aliasNames: Set<String>
    /// The `self` tokens of the file, in order.
    let selfTokens: [Int32]
    /// Whether the file declares a struct or an enum (whose members a closure may name
    /// without `self.`).
    let hasValueTypes: Bool
    /// Whether a closure of the file binds self strongly (`[self]`, `guard let self = self`),
    /// as `SelfReferences` counts it when the file has no aliases of self.
    let bindsSelfStrongly: Bool
    /// Tokens, closures and tree nodes visited so far: a cheap count the tests read to check
    /// that the work grows linearly with the input, whatever its nesting. Kept out of line:
    /// the lookups count as they go, and a stored property of the class would cost an
    /// exclusivity check at each count.
    var steps: Int {
        get { stepCount.pointee }
        set { stepCount.pointee = newValue }
    }
    private let stepCount = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// The bounded walks of the file's extraction that stopped at their bound, in words
    /// (`AnalysisLimitRule` reports them: an answer given past a bound may be wrong).
    private(set) var limitsReached: [String] = []

    func noteLimit(_ what: String) {
        if !limitsReached.contains(what) { limitsReached.append(what) }
    }

    let chains: ClosureChains
    /// Built on the first question, then swept one outermost closure at a time.
    private lazy var references = SelfReferences(self)
    private lazy var locals = NameIntervals.locals(s)
    /// Built only if some question meets a chain of closures deeper than `shallowChain`.
    private lazy var closureParameters = NameIntervals.closureNames(s, captures: false)
    private lazy var closureNames = NameIntervals.closureNames(s, captures: true)
    /// Chains of closures up to this long are asked closure by closure: real code rarely nests
    /// deeper, and the tables above cost more to build than such a walk.
    private static let shallowChain = 16
    /// Files with at most this many locals answer `localDecl` without the interval table.
    private static let directLocals = 32
    /// Per closure with alias rebindings: each alias name it binds, with the token of its
    /// first binding, in that order.
    private lazy var ownAliases: [Int: [(name: String, token: Int)]] = {
        var result: [Int: [(name: String, token: Int)]] = [:]
        for (c, list) in rebindings {
            var names: [(name: String, token: Int)] = []
            for r in list where r.name != "self" && !names.contains(where: { $0.name == r.name }) { names.append((r.name, r.token)) }
            if !names.isEmpty { result[c] = names }
        }
        return result
    }()
    /// Per closure: the alias names bound before it by the closures above it in its chain,
    /// innermost first, each once. (A closure above binds before a token inside this one
    /// exactly when it binds before this closure's `{`.)
    private lazy var inheritedAliases: [[String]] = {
        var result = [[String]](repeating: [], count: s.closures.count)
        // Closures are numbered in source order, so a parent comes before its children.
        for c in s.closures.indices {
            let p = Int(chains.parent(c))
            guard p >= 0 else { continue }
            let open = Int(s.scopes[Int(s.closures[c].scope)].open)
            result[c] = CaptureAnalysis.merging(ownAliases[p] ?? [], before: open, into: result[p])
        }
        steps &+= s.closures.count
        return result
    }()

    /// `names` bound before token `j`, then `inherited`, each name once.
    private static func merging(_ names: [(name: String, token: Int)], before j: Int, into inherited: [String]) -> [String] {
        var result: [String] = []
        for n in names where n.token < j && !result.contains(n.name) { result.append(n.name) }
        guard !result.isEmpty else { return inherited }
        for name in inherited where !result.contains(name) { result.append(name) }
        return result
    }

    /// Borrowed, and copied once into `s`: an initializer would otherwise take a copy of the
    /// whole structure, and hand each table it builds another.
    init(structure: borrowing FileStructure, text: TokenText) {
        s = copy structure
        t = text
        chains = ClosureChains(structure)
        let scan = RebindingScan(structure, text)
        rebindings = scan.rebindings
        aliasNames = scan.aliasNames
        selfTokens = scan.selfTokens
        hasValueTypes = structure.types.contains { $0.kind == .struct || $0.kind == .enum }
        bindsSelfStrongly = !scan.rebindings.isEmpty || structure.closures.contains { closure in
            closure.captures.first { $0.capturesSelf && $0.name == "self" }?.strength == .strong
        }
        stepCount.initialize(to: scan.steps)
        limitsReached = scan.limitsReached
    }

    deinit { stepCount.deallocate() }

    /// The nearest local named `name` declared before token `j` in a scope enclosing it.
    func localDecl(named name: String, before j: Int) -> LocalDecl? {
        // A file with few locals is asked directly: building the interval table costs more
        // than a look at each of them, and the answer is the same (the last declared before j
        // whose scope holds j is the innermost).
        if s.locals.count <= CaptureAnalysis.directLocals {
            var best: LocalDecl?
            for decl in s.locals {
                steps &+= 1
                if Int(decl.nameToken) >= j { break }
                if decl.name == name, s.scope(s.scopeOf[j], isWithin: decl.scope) { best = decl }
            }
            return best
        }
        guard let k = locals.innermost(name, containing: j, steps: &steps) else { return nil }
        let decl = s.locals[Int(k)]
        // Scopes nest, so the last declaration whose scope spans j is the innermost; the
        // exact test (and the full search, should it ever fail) keeps the old definition.
        if Int(decl.nameToken) < j, s.scope(s.scopeOf[j], isWithin: decl.scope) { return decl }
        var best: LocalDecl?
        for decl in s.locals where decl.name == name {
            steps &+= 1
            if Int(decl.nameToken) < j, s.scope(s.scopeOf[j], isWithin: decl.scope) { best = decl }
        }
        return best
    }

    /// Whether `name` is a parameter of a closure around token `j` (up to the enclosing
    /// function or type).
    func isClosureParameter(_ name: String, at j: Int) -> Bool {
        closureInChain(name, at: j, deep: { closureParameters }) { s.closures[$0].parameters.contains(name) }
    }

    /// Whether `name` at `r` is a parameter of an enclosing closure or a local declared before it.
    func isShadowed(_ name: String, at r: Int) -> Bool {
        if closureInChain(name, at: r, deep: { closureNames }, where: {
            s.closures[$0].parameters.contains(name) || s.closures[$0].captures.contains(where: { $0.name == name })
        }) {
            return true
        }
        return localDecl(named: name, before: r) != nil
    }

    /// Whether a closure in the chain around token `j` declares `name` (as `declares` tests).
    /// Past a short walk, the innermost closure declaring the name around `j` decides: it is
    /// in the chain unless a function or type body lies between them.
    private func closureInChain(_ name: String, at j: Int, deep: () -> NameIntervals, where declares: (Int) -> Bool) -> Bool {
        let sc = s.scopeOf[j]
        let first = s.nearestClosure[Int(sc)]
        var k = first >= 0 ? Int(s.scopes[Int(first)].item) : -1
        var walked = 0
        defer { steps &+= walked }
        while k >= 0, walked < CaptureAnalysis.shallowChain {
            if declares(k) { return true }
            walked += 1
            k = Int(chains.parent(k))
        }
        guard k >= 0 else { return false }
        guard let c = deep().innermost(name, containing: j, steps: &steps) else { return false }
        let cs = s.closures[Int(c)].scope
        if s.scope(sc, isWithin: cs) { return chains.boundary[Int(sc)] == chains.boundary[Int(cs)] }
        // Not reached while scopes nest; the full walk keeps the answer exact regardless.
        while k >= 0 {
            walked += 1
            if declares(k) { return true }
            k = Int(chains.parent(k))
        }
        return false
    }

    /// Names bound to the strong `self` (`guard let strongSelf = self`) before token `j` by
    /// the closures around it, innermost closure first, each name once. (What a site needs is
    /// whether a path starts with one; listing a name once per closure binding it made deep
    /// nesting quadratic.)
    func selfAliases(before j: Int) -> [String] {
        guard !aliasNames.isEmpty else { return [] }
        let first = s.nearestClosure[Int(s.scopeOf[j])]
        guard first >= 0 else { return [] }
        let k = Int(s.scopes[Int(first)].item)
        let result = CaptureAnalysis.merging(ownAliases[k] ?? [], before: j, into: inheritedAliases[k])
        steps &+= result.count
        return result
    }

    /// Strong captures of `self` by closure `c` (a closure of a subscription chain) and by the
    /// Rx closures nested in it that re-capture a strong local `self`, in source order.
    func strongCaptures(ofChainClosure c: Int, role: String) -> [StrongCapture] {
        var result: [StrongCapture] = []
        let closure = s.closures[c]
        // `[self]` in the capture list.
        if let entry = closure.captures.first(where: { $0.capturesSelf && $0.strength == .strong }) {
            let tok = t.tokens[Int(entry.token)]
            result.append(StrongCapture(role: role, reason: .captureList, start: tok.start, end: tok.end))
        }
        // No `self` inside the closure, no alias of it in the file and no value type whose
        // members could stand for it: nothing to resolve (the per-file tables are not built).
        if result.isEmpty, aliasNames.isEmpty, !hasValueTypes, !containsSelfToken(closure) { return result }
        if let escape = loneClosureEscape(c) {
            if result.isEmpty, escape >= 0 {
                let tok = t.tokens[Int(escape)]
                result.append(StrongCapture(role: role, reason: .explicitSelf, start: tok.start, end: tok.end))
            }
            return result
        }
        let root = Int(chains.root(c))
        let refs = references
        refs.sweep(root: root, self)
        var found: [(token: Int32, capture: StrongCapture)] = []
        // The first use of a self bound outside the closure, unless `[self]` was reported.
        if result.isEmpty, refs.firstEscaping(c) >= 0 {
            let ref = refs.references[Int(refs.firstEscaping(c))]
            let tok = t.tokens[Int(ref.token)]
            found.append((ref.token, StrongCapture(role: role, reason: ref.reason, start: tok.start, end: tok.end)))
        }
        let ts = s.nearestType[Int(closure.scope)]
        let siteType = ts >= 0 ? s.scopes[Int(ts)].item : -1
        for (nested, token) in refs.nestedCaptures(inside: c, root: root, siteType: siteType, s, nesting: chains.nesting(c), steps: &steps) {
            let tok = t.tokens[Int(token)]
            found.append((token, StrongCapture(role: calleeName(ofClosure: nested) ?? role, reason: .recaptured, start: tok.start, end: tok.end, isNested: true)))
        }
        if found.count > 1 { found.sort { $0.token < $1.token } }
        for f in found { result.append(f.capture) }
        return result
    }

    /// Whether a `self` token lies inside the closure (its braces included).
    private func containsSelfToken(_ closure: ClosureDecl) -> Bool {
        let scope = s.scopes[Int(closure.scope)]
        var lo = 0
        var hi = selfTokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if selfTokens[mid] <= scope.open { lo = mid + 1 } else { hi = mid }
        }
        steps &+= 1
        return lo < selfTokens.count && selfTokens[lo] < scope.close
    }

    /// Whether token `r` (a `self`) names a parameter of closure `c`: it sits between the
    /// capture list, if any, and `in`.
    func isParameterName(_ r: Int, ofClosure c: Int) -> Bool {
        let closure = s.closures[c]
        guard closure.inToken > r, closure.parameters.contains("self") else { return false }
        let open = Int(s.scopes[Int(closure.scope)].open)
        var listEnd = open
        if !closure.captures.isEmpty, t.kind(open + 1) == .leftSquare, s.match[open + 1] > open + 1 { listEnd = Int(s.match[open + 1]) }
        return r > listEnd
    }

    /// Whether closure `c` is an argument of a known Rx call (its callee name), on a chain: not
    /// a collection's `map` over an element an observer closure around it was handed.
    func isRxClosure(_ c: Int) -> Bool {
        guard let j = calleeToken(ofClosure: c) else { return false }
        return CaptureAnalysis.rxClosureNames.contains(t, j) && !runsOnAnElement(c, callee: j) && !continuesAsSequence(afterClosure: c)
    }

    /// `self.stack.arrangedSubviews.filter { … }.forEach { … }`: the call the closure is
    /// passed to is continued by a method no observable has (`forEach`, `sorted`, …), so the
    /// chain is a Swift sequence's, whose closures run during the call and are not kept.
    private func continuesAsSequence(afterClosure c: Int) -> Bool {
        chainContinues(afterClosure: c) { CaptureAnalysis.sequenceOnlyNames.contains($0) }
    }

    /// Whether the chain the call of closure `c` belongs to goes on (`.name(…)`, `.name { … }`)
    /// to a method `matches` accepts.
    private func chainContinues(afterClosure c: Int, to matches: (String) -> Bool) -> Bool {
        var k = Int(s.scopes[Int(s.closures[c].scope)].close)
        let n = t.tokens.count
        if k + 1 < n, t.kind(k + 1) == .rightParen { k += 1 }
        while k + 2 < n, t.kind(k + 1) == .period, t.isName(k + 2) {
            steps &+= 1
            if matches(t.string(k + 2)) { return true }
            k += 2
            while k + 1 < n, t.kind(k + 1) == .leftParen || t.kind(k + 1) == .leftBrace, s.match[k + 1] > k + 1 { k = Int(s.match[k + 1]) }
        }
        return false
    }

    /// Whether the bare name at token `r` is a local declared before it in the enclosing
    /// function as a collection: `let name: [T]`, `var name: [K: V]`, `let name = [a, b]`.
    /// Only the function's own tokens are read, back from the use.
    private func isLocalCollection(_ r: Int) -> Bool {
        let function = s.nearestFunction[Int(s.scopeOf[r])]
        guard function >= 0, s.scopes[Int(function)].kind == .functionBody else { return false }
        let start = Int(s.scopes[Int(function)].open)
        var k = r - 1
        while k > start, r - k < CaptureAnalysis.localSearchLimit {
            steps &+= 1
            if (t.keyword(k) == .let || t.keyword(k) == .var), k + 3 < r, t.isName(k + 1), t.equals(k + 1, name: t.string(r)),
               t.kind(k + 2) == .colon || t.kind(k + 2) == .equal, encloses(s.scopeOf[k], r) {
                return t.kind(k + 3) == .leftSquare
            }
            k -= 1
        }
        return false
    }

    /// Whether scope `outer` is token `r`'s scope or one around it (a declaration there is
    /// visible at `r`; one in a sibling branch is not).
    private func encloses(_ outer: Int32, _ r: Int) -> Bool {
        var scope = s.scopeOf[r]
        while scope >= 0 {
            if scope == outer { return true }
            scope = s.scopes[Int(scope)].parent
        }
        return false
    }

    /// How far back a local's declaration is looked for, in tokens.
    private static let localSearchLimit = 4096

    /// Methods of Swift's sequences that RxSwift's observables do not have.
    private static let sequenceOnlyNames: Set<String> = ["forEach", "sorted", "joined", "allSatisfy", "contains", "firstIndex", "lastIndex"]

    /// `onNext: { items in … items.map { strongSelf.… } … }`: the receiver of the call is a
    /// parameter of an observer closure, an element the subscription delivered. Elements are
    /// values (an array of them here), and a call on one that is not subscribed in the same
    /// expression keeps its closure no longer than the call: nothing outlives the observer.
    private func runsOnAnElement(_ c: Int, callee j: Int) -> Bool {
        // A bare name at the root of the call's chain: `items.map`, `items.filter { … }.map`;
        // not `self.items.map` or `f().map`.
        guard let root = chainRoot(beforePeriodAt: j - 1) else { return false }
        let receiver = t.string(root)
        // `let items: [Action] = …; return items.map { … }`: a local the function declares as
        // an array, dictionary or set (by its annotation or an array literal) holds values.
        if isLocalCollection(root) { return !isSubscribed(afterClosure: c) }
        // Bounded: past it the call counts as a chain, as it did before this question existed,
        // so a deep nesting costs no more than `shallowChain` scopes per closure.
        var scope = s.scopes[Int(s.closures[c].scope)].parent
        var walked = 0
        while scope >= 0, walked < CaptureAnalysis.shallowChain {
            steps &+= 1
            walked += 1
            let around = s.scopes[Int(scope)]
            guard around.kind == .closure || around.kind == .block else { return false }
            if around.kind == .closure {
                let p = Int(around.item)
                if s.closures[p].parameters.contains(receiver) {
                    guard let name = calleeName(ofClosure: p), CaptureAnalysis.observerNames.contains(name) else { return false }
                    return !isSubscribed(afterClosure: c)
                }
            }
            scope = around.parent
        }
        return false
    }

    /// The first name of the chain a `.` at `period` continues, when that name is bare (no
    /// call of its own, nothing before it): `items` in `items.filter { … }.map`.
    private func chainRoot(beforePeriodAt period: Int) -> Int? {
        guard period >= 1, t.kind(period) == .period else { return nil }
        var k = period - 1
        var hops = 0
        while k >= 0, hops < 64 {
            hops += 1
            let kind = t.kind(k)
            if kind == .rightParen || kind == .rightBrace || kind == .rightSquare {
                // A call's arguments or trailing closure: on to the name it follows.
                guard s.match[k] >= 0, Int(s.match[k]) < k else { return nil }
                k = Int(s.match[k]) - 1
                continue
            }
            guard t.isName(k) else { return nil }
            if k >= 2, t.kind(k - 1) == .period {
                k -= 2
                continue
            }
            // A bare name, not called itself (`f().map` roots at a call).
            return k + 1 < period && t.kind(k + 1) == .leftParen ? nil : k
        }
        return nil
    }

    /// Whether the expression goes on, after closure `c`'s call, to a subscription.
    private func isSubscribed(afterClosure c: Int) -> Bool {
        chainContinues(afterClosure: c) { CaptureAnalysis.subscribingNames.contains($0) }
    }

    /// Closures handed a subscription's elements: handler labels, and trailing observer
    /// closures of the subscribing calls.
    private static let observerNames = RxCatalog.handlerLabels.union(RxCatalog.subscriptionLabels.keys)
    private static let subscribingNames = Set(RxCatalog.subscriptionLabels.keys).union(["disposed"])

    /// Closure operators and handler labels, compared as token bytes: the forward pass asks
    /// about every closure of a file that binds a strong self.
    private static let rxClosureNames = ByteNameSet(RxCatalog.closureOperators.union(RxCatalog.handlerLabels))

    /// The call a closure is passed to: `map` for `.map { … }`, `onNext` for `onNext: { … }`.
    func calleeName(ofClosure c: Int) -> String? {
        calleeToken(ofClosure: c).map(t.string)
    }

    /// The token naming the call closure `c` is passed to, if any.
    func calleeToken(ofClosure c: Int) -> Int? {
        let open = Int(s.scopes[Int(s.closures[c].scope)].open)
        guard open > 0 else { return nil }
        var j = open - 1
        if t.kind(j) == .colon, j > 0, t.isName(j - 1) { return j - 1 }
        if t.isName(j) { return j }
        if t.kind(j) == .rightParen, s.match[j] > 0 {
            j = Int(s.match[j]) - 1
            if j >= 0, t.isName(j) { return j }
        }
        // An unlabelled argument: walk to the opening parenthesis of the call, over whole
        // arguments. A bound, not a nesting: it counts the arguments before this one, which
        // real calls keep to a handful.
        var k = open - 1
        var walked = 0
        defer { steps &+= walked }
        while k >= 0, walked < 256 {
            let kind = t.kind(k)
            if kind == .rightParen || kind == .rightSquare || kind == .rightBrace, s.match[k] >= 0 { k = Int(s.match[k]) - 1; walked += 1; continue }
            if kind == .leftParen { return k > 0 && t.isName(k - 1) ? k - 1 : nil }
            if kind == .leftBrace || kind == .leftSquare || kind == .semicolon { return nil }
            k -= 1
            walked += 1
        }
        if k >= 0 { noteLimit("a call with more than 256 arguments before a closure") }
        return nil
    }
}
