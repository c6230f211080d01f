/// Decides which closures hold `self` strongly, following Swift's capture rules:
/// a closure captures `self` if `self` is used in it or in any closure nested in it, unless
/// a closure on the way binds `self` itself (`[weak self]`, `[unowned self]`, `[self]`) or a
/// `guard let self` inside a weak closure rebinds it to a strong local, which nested closures
/// then capture strongly.
struct CaptureAnalysis {
    let s: FileStructure
    let t: TokenText

    /// Where a reference to `self` (or an alias of it) gets its value from.
    enum Binding {
        /// The method's own `self`: every closure on the way captures it strongly.
        case methodSelf
        /// A capture-list entry of closure `closure`.
        case capture(closure: Int, strength: CaptureStrength)
        /// A `guard let self = self` (or `let strongSelf = self`) inside closure `closure`.
        case strongLocal(closure: Int)
        /// Not a reference to self at all (an alias name with no binding in scope).
        case unrelated
    }

    /// A rebinding of `self` to a strong local: its name, token and the scope it is visible in.
    struct Rebinding {
        var name: String
        var token: Int
        var visibleScope: Int32
    }

    /// Rebindings made directly inside each closure (not inside closures nested in it).
    private(set) var rebindings: [Int: [Rebinding]] = [:]
    /// Every alias name bound to self anywhere in the file (besides `self`).
    private(set) var aliasNames: Set<String> = []
    /// Indices into `locals`, by name.
    let localsByName: [String: [Int]]

    init(structure: FileStructure, text: TokenText) {
        s = structure
        t = text
        var byName: [String: [Int]] = [:]
        for (k, l) in structure.locals.enumerated() { byName[l.name, default: []].append(k) }
        localsByName = byName
        collectRebindings()
    }

    /// The nearest local named `name` declared before token `j` in a scope enclosing it.
    func localDecl(named name: String, before j: Int) -> LocalDecl? {
        var best: LocalDecl?
        for k in localsByName[name] ?? [] {
            let decl = s.locals[k]
            if Int(decl.nameToken) < j, scope(s.scopeOf[j], isWithin: decl.scope) { best = decl }
        }
        return best
    }

    private mutating func collectRebindings() {
        let n = s.tokens.count
        var i = 0
        while i + 1 < n {
            // `let NAME = self` or `let self` (Swift 5.7 shorthand) inside a closure.
            if t.keyword(i) == .let || t.keyword(i) == .var, t.isName(i + 1) {
                let nameIsSelf = t.keyword(i + 1) == .self
                var isRebinding = false
                if i + 3 < n, t.kind(i + 2) == .equal, t.keyword(i + 3) == .self,
                   i + 4 >= n || !(t.kind(i + 4) == .period) {
                    isRebinding = true
                } else if nameIsSelf, i + 2 < n, t.kind(i + 2) == .comma || t.keyword(i + 2) == .else || t.kind(i + 2) == .leftBrace {
                    isRebinding = true
                }
                if isRebinding, let closure = innermostClosure(ofScope: s.scopeOf[i]) {
                    let name = t.string(i + 1)
                    var visible = s.scopeOf[i]
                    if isIfBinding(at: i) {
                        // `if let self = self { … }`: only the block sees the strong local.
                        var j = i + 2
                        while j < n, t.kind(j) != .leftBrace { j += 1 }
                        if j < n { visible = s.scopeOf[j] }
                    }
                    rebindings[closure, default: []].append(Rebinding(name: name, token: i, visibleScope: visible))
                    if !nameIsSelf { aliasNames.insert(name) }
                }
            }
            i += 1
        }
    }

    /// Whether the binding at `i` belongs to an `if` (not a `guard`) condition.
    private func isIfBinding(at i: Int) -> Bool {
        var j = i - 1
        var steps = 0
        while j >= 0, steps < 64 {
            let kw = t.keyword(j)
            if kw == .guard { return false }
            if kw == .if || kw == .while { return true }
            let k = t.kind(j)
            if k == .leftBrace || k == .rightBrace || k == .semicolon { return false }
            j -= 1
            steps += 1
        }
        return false
    }

    /// The innermost closure whose scope contains scope `sc` (stopping at functions and types).
    func innermostClosure(ofScope sc: Int32) -> Int? {
        let c = s.nearestClosure[Int(sc)]
        return c >= 0 ? Int(s.scopes[Int(c)].item) : nil
    }

    /// Whether scope `inner` is `outer` or nested in it.
    func scope(_ inner: Int32, isWithin outer: Int32) -> Bool {
        s.scope(inner, isWithin: outer)
    }

    /// Resolves a reference named `name` at token `r`, starting from scope `start`; returns
    /// the binding and the closures crossed on the way out (innermost first).
    func resolve(name: String, token r: Int, from start: Int32) -> (Binding, [Int]) {
        var path: [Int] = []
        // Past this many closures the reference is taken as unresolved.
        let (enclosing, truncated) = s.enclosingClosures(ofScope: start, limit: 1024)
        for c in enclosing {
            if rebindings[c]?.last(where: { $0.name == name && $0.token < r && self.scope(s.scopeOf[r], isWithin: $0.visibleScope) }) != nil {
                return (.strongLocal(closure: c), path)
            }
            if let entry = s.closures[c].captures.first(where: { $0.capturesSelf && ($0.name == name || ($0.name == "self" && name == "self")) }) {
                return (.capture(closure: c, strength: entry.strength), path)
            }
            path.append(c)
        }
        return (name == "self" && !truncated ? .methodSelf : .unrelated, path)
    }

    /// Strong captures of `self` by closure `c` (a closure of a subscription chain) and by the
    /// Rx closures nested in it that re-capture a strong local `self`.
    func strongCaptures(ofChainClosure c: Int, role: String, implicitMembers: Set<String> = []) -> [StrongCapture] {
        var result: [StrongCapture] = []
        let closure = s.closures[c]
        let scope = s.scopes[Int(closure.scope)]
        let open = Int(scope.open)
        let close = Int(scope.close)

        // `[self]` in the capture list.
        if let entry = closure.captures.first(where: { $0.capturesSelf && $0.strength == .strong }) {
            let tok = t.tokens[Int(entry.token)]
            result.append(StrongCapture(role: role, reason: .captureList, start: tok.start, end: tok.end))
        }
        var reportedSelf = !result.isEmpty
        var reportedNested: Set<Int> = []

        var r = open + 1
        while r < close {
            defer { r += 1 }
            let isSelf = t.keyword(r) == .self && t.kind(r) == .identifier
            let isAlias = !isSelf && t.kind(r) == .identifier && !aliasNames.isEmpty && aliasNames.contains(t.string(r))
            // In a value type, `count` means `self.count`: the closure captures a copy of self.
            let isImplicit = !isSelf && !isAlias && !implicitMembers.isEmpty && t.kind(r) == .identifier
                && t.keyword(r) == .none && implicitMembers.contains(t.string(r)) && !isShadowed(t.string(r), at: r)
                && !(r + 1 < close && t.kind(r + 1) == .colon)
            guard isSelf || isAlias || isImplicit else { continue }
            // `Type.self`, `x.self`, and binding names are not references.
            if r > 0, t.kind(r - 1) == .period { continue }
            if r > 0, t.keyword(r - 1) == .let || t.keyword(r - 1) == .var { continue }
            let name = isSelf || isImplicit ? "self" : t.string(r)

            // A capture-list entry is evaluated in the closure's parent context.
            var start = s.scopeOf[r]
            var inCaptureList = false
            if let k = innermostClosureIndex(ofToken: r), r < Int(s.closures[k].bodyStart), r > Int(s.scopes[Int(s.closures[k].scope)].open) {
                // Evaluated when the closure is created, in its parent: `[weak self]`,
                // `[vm = self.viewModel]`. This closure's own list was handled above.
                if k == c { continue }
                inCaptureList = true
                start = s.scopes[Int(s.closures[k].scope)].parent
            }
            let (binding, path) = resolve(name: name, token: r, from: start)
            let tok = t.tokens[r]
            switch binding {
            case .methodSelf:
                if !reportedSelf, path.contains(c) {
                    reportedSelf = true
                    result.append(StrongCapture(role: role, reason: inCaptureList ? .nestedWeakCapture : (isImplicit ? .implicitMember : .explicitSelf), start: tok.start, end: tok.end))
                }
            case .strongLocal(let k), .capture(let k, .strong):
                // Closures between the reference and the binding capture the strong local.
                if path.contains(c) {
                    if !reportedSelf, k != c {
                        reportedSelf = true
                        result.append(StrongCapture(role: role, reason: .recaptured, start: tok.start, end: tok.end))
                    }
                } else if let nested = path.last(where: { isRxClosure($0) }), !reportedNested.contains(nested) {
                    reportedNested.insert(nested)
                    result.append(StrongCapture(role: calleeName(ofClosure: nested) ?? role, reason: .recaptured, start: tok.start, end: tok.end, isNested: true))
                }
            case .capture, .unrelated:
                break
            }
        }
        return result
    }

    /// Whether `name` at `r` is a parameter of an enclosing closure or a local declared before it.
    private func isShadowed(_ name: String, at r: Int) -> Bool {
        for c in s.enclosingClosures(ofScope: s.scopeOf[r], limit: 64).closures
        where s.closures[c].parameters.contains(name) || s.closures[c].captures.contains(where: { $0.name == name }) {
            return true
        }
        return localDecl(named: name, before: r) != nil
    }

    func innermostClosureIndex(ofToken r: Int) -> Int? {
        innermostClosure(ofScope: s.scopeOf[r])
    }

    /// Whether closure `c` is an argument of a known Rx call (its callee name).
    func isRxClosure(_ c: Int) -> Bool {
        guard let name = calleeName(ofClosure: c) else { return false }
        return RxCatalog.closureOperators.contains(name) || RxCatalog.handlerLabels.contains(name)
    }

    /// The call a closure is passed to: `map` for `.map { … }`, `onNext` for `onNext: { … }`.
    func calleeName(ofClosure c: Int) -> String? {
        let open = Int(s.scopes[Int(s.closures[c].scope)].open)
        guard open > 0 else { return nil }
        var j = open - 1
        if t.kind(j) == .colon, j > 0, t.isName(j - 1) { return t.string(j - 1) }
        if t.isName(j) { return t.string(j) }
        if t.kind(j) == .rightParen, s.match[j] > 0 {
            j = Int(s.match[j]) - 1
            if j >= 0, t.isName(j) { return t.string(j) }
        }
        // An unlabelled argument: walk to the opening parenthesis of the call.
        var k = open - 1
        var steps = 0
        while k >= 0, steps < 256 {
            let kind = t.kind(k)
            if kind == .rightParen || kind == .rightSquare || kind == .rightBrace, s.match[k] >= 0 { k = Int(s.match[k]) - 1; steps += 1; continue }
            if kind == .leftParen { return k > 0 && t.isName(k - 1) ? t.string(k - 1) : nil }
            if kind == .leftBrace || kind == .leftSquare || kind == .semicolon { return nil }
            k -= 1
            steps += 1
        }
        return nil
    }
}
