/// Finds every subscription in a file and records, for each, its chain, closures, captures,
/// the fate of its `Disposable` and where it sits. Pure: structure in, sites out.
struct SiteExtractor {
    let s: FileStructure
    let t: TokenText
    let knowledge: Knowledge
    let chains: ChainParser
    let captures: CaptureAnalysis

    init(structure: FileStructure, text: TokenText, knowledge: Knowledge) {
        s = structure
        t = text
        self.knowledge = knowledge
        chains = ChainParser(s: structure, t: text)
        captures = CaptureAnalysis(structure: structure, text: text)
    }

    /// Every subscription site of the file. The extractor's lookup tables are built only
    /// when the file has a candidate call at all.
    static func sites(structure: FileStructure, text: TokenText, knowledge: Knowledge) -> [SubscriptionSite] {
        sitesCountingSteps(structure: structure, text: text, knowledge: knowledge).sites
    }

    /// The sites, and the steps the capture analysis took to find what they capture (for
    /// tests that check the work grows linearly).
    static func sitesCountingSteps(structure: FileStructure, text: TokenText, knowledge: Knowledge) -> (sites: [SubscriptionSite], steps: Int) {
        let found = candidates(structure, text, knowledge)
        guard !found.isEmpty else { return ([], structure.tokens.count) }
        let extractor = SiteExtractor(structure: structure, text: text, knowledge: knowledge)
        var sites: [SubscriptionSite] = []
        sites.reserveCapacity(found.count)
        for candidate in found {
            if let site = extractor.site(at: candidate.index, name: candidate.name) { sites.append(site) }
        }
        return (sites, structure.tokens.count + extractor.captures.steps)
    }

    /// `.subscribe(`, `.bind {`, …: a member call named like a subscription.
    private static func candidates(_ s: FileStructure, _ t: TokenText, _ knowledge: Knowledge) -> [(index: Int, name: String)] {
        var found: [(index: Int, name: String)] = []
        found.reserveCapacity(16)
        let n = s.tokens.count
        // Compared as bytes: this test runs on every method call of the file.
        var i = 1
        while i + 1 < n {
            defer { i += 1 }
            guard t.kind(i) == .identifier, t.kind(i - 1) == .period else { continue }
            let next = t.kind(i + 1)
            guard next == .leftParen || next == .leftBrace else { continue }
            guard knowledge.subscriptionCallNames.contains(t, i) else { continue }
            found.append((index: i, name: t.string(i)))
        }
        return found
    }

    // MARK: - One site

    func site(at i: Int, name: String) -> SubscriptionSite? {
        // The subscription call's own arguments and trailing closures.
        var argsClose = i
        var args: [(label: String, start: Int, end: Int)] = []
        if t.kind(i + 1) == .leftParen {
            guard s.match[i + 1] > i + 1 else { return nil }
            argsClose = Int(s.match[i + 1])
            args = chains.arguments(open: i + 1, close: argsClose)
        }
        let trailing = chains.trailingClosures(after: argsClose)
        var callEnd = max(argsClose, trailing.end)
        // A project method that happens to be called `bind` or `subscribe` is not Rx's: Rx's
        // forms take only these labels, and `bind`/`drive`/`emit` always take an argument.
        if let allowed = RxCatalog.subscriptionLabels[name] {
            guard args.allSatisfy({ allowed.contains($0.label) }) else { return nil }
            if name != "subscribe", args.isEmpty, trailing.opens.isEmpty { return nil }
        }

        // What comes before: root and operators.
        let (chainStart, links) = chains.links(endingAt: i - 2)
        let (root, operatorLinks) = splitRoot(links)

        var strong: [StrongCapture] = []
        var references: [FunctionReference] = []

        func addClosure(open: Int, role: String) {
            guard let c = closureIndex(open: open) else { return }
            strong.append(contentsOf: captures.strongCaptures(ofChainClosure: c, role: role))
        }
        /// Closures written inside an argument (directly, or inside `Binder(self) { … }`).
        func addClosures(inArgument a: (label: String, start: Int, end: Int), role: String) {
            var j = a.start
            while j < a.end {
                if t.kind(j) == .leftBrace, s.match[j] > j {
                    addClosure(open: j, role: role)
                    j = Int(s.match[j]) + 1
                    continue
                }
                j += 1
            }
            if let ref = functionReference(a, role: role) { references.append(ref) }
        }

        // Operators between the root and the subscription.
        var operators: [ChainOperator] = []
        for link in operatorLinks where link.name >= 0 {
            let opName = t.name(link.name)
            var op = ChainOperator(name: opName, firstLabel: "", hasPeriod: false, count: nil, argumentTail: "")
            if link.argsOpen >= 0 {
                let opArgs = chains.arguments(open: link.argsOpen, close: link.argsClose)
                if let first = opArgs.first {
                    op.firstLabel = first.label
                    if first.end - first.start == 1, t.kind(first.start) == .integerLiteral { op.count = integerValue(first.start) }
                    if first.end > first.start, t.isName(first.end - 1) { op.argumentTail = t.string(first.end - 1) }
                }
                op.hasPeriod = opArgs.contains { $0.label == "period" }
                for a in opArgs { addClosures(inArgument: a, role: opName) }
            }
            for open in link.trailing { addClosure(open: open, role: opName) }
            operators.append(op)
        }
        // Closures of the root itself (`Observable.create { … }`, `deferred { … }`).
        for link in root.links {
            if link.argsOpen >= 0 {
                for a in chains.arguments(open: link.argsOpen, close: link.argsClose) where t.kind(a.start) == .leftBrace {
                    addClosure(open: a.start, role: link.name >= 0 ? t.string(link.name) : "root")
                }
            }
            for open in link.trailing { addClosure(open: open, role: link.name >= 0 ? t.string(link.name) : "root") }
        }

        // The subscription call's handlers.
        for a in args {
            if a.label == "with" || a.label == "to" {
                // The owner/target value itself is not a closure; closures inside still count.
                var j = a.start
                while j < a.end {
                    if t.kind(j) == .leftBrace, s.match[j] > j { addClosure(open: j, role: a.label == "to" ? "bind target" : a.label); j = Int(s.match[j]) + 1; continue }
                    j += 1
                }
                continue
            }
            addClosures(inArgument: a, role: a.label.isEmpty ? name : a.label)
        }
        for (k, open) in trailing.opens.enumerated() {
            var role = trailing.labels[k]
            if role.isEmpty { role = args.isEmpty ? name : "onNext" }
            addClosure(open: open, role: role)
        }

        // What happens to the Disposable.
        var fate: Fate
        if let disposal = disposalCall(after: callEnd) {
            fate = .keptBy(keeper(from: disposal.argStart, to: disposal.argEnd, site: i))
            callEnd = disposal.end
        } else if let method = calledMethod(after: callEnd).map(t.string) {
            // `.dispose()` at once (a warm-up subscription), or a project's own helper.
            fate = .handedOver(method == "dispose" ? "disposed at once" : "passed to \(method)")
        } else {
            fate = statementFate(chainStart: chainStart, chainEnd: callEnd, site: i)
        }

        let callTok = t.tokens[i]
        return SubscriptionSite(
            call: name, callStart: callTok.start, callEnd: callTok.end, root: root.info, operators: operators,
            strongCaptures: strong, functionReferences: references, fate: fate, context: context(at: i))
    }

    private func closureIndex(open: Int) -> Int? {
        let sc = s.scopeOf[open]
        let scope = s.scopes[Int(sc)]
        guard scope.kind == .closure, Int(scope.open) == open else { return nil }
        return Int(scope.item)
    }

    // MARK: - Root

    private struct Root {
        var info: ChainRoot
        var links: [ChainLink]
    }

    /// Splits links into the root expression and the operators applied to it. The root runs
    /// up to the first call that is not a known operator (`service.load()`,
    /// `Observable.just(1)`), or up to the last plain name before the first operator.
    private func splitRoot(_ links: [ChainLink]) -> (Root, [ChainLink]) {
        var rootCount = 0
        for (k, link) in links.enumerated() {
            if link.name < 0 { rootCount = k + 1; continue }
            if link.isCall {
                let receiverIsType = k > 0 && links[k - 1].name >= 0 && isCapitalised(links[k - 1].name) && !links[k - 1].isCall
                if k == 0 || receiverIsType || !SiteExtractor.operatorNames.contains(t, link.name) {
                    rootCount = k + 1
                    if receiverIsType || k == 0 { break }
                    continue
                }
                break
            }
            if k > 0, links[k - 1].isCall, rootCount == k { break }
            rootCount = k + 1
        }
        let rootLinks = Array(links.prefix(rootCount))
        var path: [String] = []
        for link in rootLinks where link.name >= 0 { path.append(t.name(link.name)) }
        let last = rootLinks.last
        var create: CreateBehaviour?
        if let last, last.name >= 0, t.equals(last.name, "create") {
            var open = last.trailing.first ?? -1
            if open < 0, last.argsOpen >= 0 {
                open = chains.arguments(open: last.argsOpen, close: last.argsClose).first { t.kind($0.start) == .leftBrace }?.start ?? -1
            }
            if open >= 0, let c = closureIndex(open: open) { create = CreateAnalysis(s: s, t: t).behaviour(ofClosure: c) }
        }
        var hasPeriod = false
        if let last, last.argsOpen >= 0 {
            hasPeriod = chains.arguments(open: last.argsOpen, close: last.argsClose).contains { $0.label == "period" }
        }
        var text = ""
        if let first = rootLinks.first, let last {
            let a = first.name >= 0 ? first.name : first.argsOpen
            let b = max(last.name, last.argsClose, last.trailing.last.map { Int(s.match[$0]) } ?? -1)
            if a >= 0, b >= a { text = collapsedText(from: a, through: min(b, a + 40)) }
        }
        var info = ChainRoot(path: path, isCall: last?.isCall ?? false, hasPeriod: hasPeriod, create: create, text: text)
        // An RxCocoa sequence completes when its object deallocates: whether that object is a
        // local decides when (looked up only for such roots).
        if path.count > 1, path[0] != "self", path.contains("rx"), let first = rootLinks.first, first.name >= 0 {
            if localDecl(named: path[0], before: first.name) != nil { info.object = .local }
            else if isParameter(path[0], at: first.name) { info.object = .parameter }
        }
        return (Root(info: info, links: rootLinks), Array(links.dropFirst(rootCount)))
    }

    /// The value of a decimal integer literal (`1`, `1_000`); nil for other bases or overflow.
    private func integerValue(_ j: Int) -> Int? {
        let tok = t.tokens[j]
        var value = 0
        for k in Int(tok.start)..<Int(tok.end) {
            let b = t.bytes[k]
            if b == UInt8(ascii: "_") { continue }
            guard b >= UInt8(ascii: "0"), b <= UInt8(ascii: "9") else { return nil }
            let (times10, o1) = value.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(b - UInt8(ascii: "0")))
            guard !o1, !o2 else { return nil }
            value = sum
        }
        return value
    }

    private func isCapitalised(_ j: Int) -> Bool {
        let b = t.bytes[Int(t.tokens[j].start)]
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    /// Known operator names, compared as token bytes.
    private static let operatorNames = ByteNameSet(RxCatalog.operatorNames)

    // MARK: - Function references

    /// `onNext: handle`, `onNext: self.handle`, `.map(transform)`: a method used as a closure.
    private func functionReference(_ a: (label: String, start: Int, end: Int), role: String) -> FunctionReference? {
        let len = a.end - a.start
        if len == 1, t.kind(a.start) == .identifier, t.keyword(a.start) == .none {
            let tok = t.tokens[a.start]
            return FunctionReference(role: role, name: t.string(a.start), viaSelf: false, start: tok.start, end: tok.end)
        }
        if len == 3, t.keyword(a.start) == .self, t.kind(a.start + 1) == .period, t.isName(a.start + 2) {
            let tok = t.tokens[a.start + 2]
            return FunctionReference(role: role, name: t.string(a.start + 2), viaSelf: true, start: tok.start, end: tok.end)
        }
        return nil
    }

    // MARK: - Fate

    /// `.name(` right after token `end`: a method called on the returned Disposable.
    private func calledMethod(after end: Int) -> Int? {
        guard end + 3 < s.tokens.count, t.kind(end + 1) == .period, t.isName(end + 2), t.kind(end + 3) == .leftParen else { return nil }
        return end + 2
    }

    /// `.disposed(by: bag)` / `.addDisposableTo(bag)` / a team's disposal method after the call.
    private func disposalCall(after end: Int) -> (argStart: Int, argEnd: Int, end: Int)? {
        guard calledMethod(after: end) != nil, knowledge.disposalMethodNames.contains(t, end + 2), s.match[end + 3] > end + 3 else { return nil }
        let close = Int(s.match[end + 3])
        let args = chains.arguments(open: end + 3, close: close)
        guard let first = args.first else { return (end + 4, close, close) }
        return (first.start, first.end, close)
    }

    /// Reads a keeper expression: `disposeBag`, `self.bag`, `rx.disposeBag`, `DisposeBag()`.
    private func keeper(from a: Int, to b: Int, site: Int) -> KeeperExpression {
        let path = pathNames(from: a, to: b)
        let text = a < b ? collapsedText(from: a, through: b - 1) : ""
        let fresh = b - a >= 3 && t.equals(b - 3, "DisposeBag") && t.kind(b - 2) == .leftParen && t.kind(b - 1) == .rightParen && (b - a == 3 || t.kind(b - 4) == .period)
        var local: LocalKeeper?
        if path.count == 1, let decl = localDecl(named: path[0], before: site) {
            local = LocalKeeper(name: decl.name, typeName: decl.typeName, escapes: localEscapes(decl))
        }
        let isParameter = local == nil && path.count == 1 && isParameter(path[0], at: site)
        return KeeperExpression(path: path, isFresh: fresh, local: local, isParameter: isParameter, text: text)
    }

    /// Dotted names of a simple expression, `?`/`!` ignored: `self.rx.disposeBag` → [self, rx, disposeBag].
    private func pathNames(from a: Int, to b: Int) -> [String] {
        var names: [String] = []
        var j = a
        while j < b {
            if t.isName(j) || t.kind(j) == .dollarIdentifier { names.append(t.name(j)) }
            else if t.kind(j) == .period || t.kind(j) == .operator && (t.isByte(j, UInt8(ascii: "?")) || t.isByte(j, UInt8(ascii: "!"))) {}
            else if t.kind(j) == .leftParen, s.match[j] > j { j = Int(s.match[j]) }
            else { return names }
            j += 1
        }
        return names
    }

    /// The fate of a chain that is not followed by a disposal call.
    private func statementFate(chainStart: Int, chainEnd: Int, site: Int) -> Fate {
        var b = chainStart - 1
        // `try`, `try?`, `try!`, `await` do not change what happens to the value.
        while b >= 0 {
            if t.keyword(b) == .try || t.keyword(b) == .await { b -= 1; continue }
            if b > 0, t.kind(b) == .operator, t.keyword(b - 1) == .try, t.isByte(b, UInt8(ascii: "?")) || t.isByte(b, UInt8(ascii: "!")) { b -= 2; continue }
            break
        }
        guard b >= 0 else { return expressionStatementFate(chainStart: chainStart, chainEnd: chainEnd) }
        let k = t.kind(b)
        if k == .equal { return assignmentFate(equal: b, site: site) }
        if t.keyword(b) == .return { return .handedOver("returned") }
        if k == .leftParen || k == .comma || k == .colon || k == .leftSquare {
            if k == .colon, b > 0, t.keyword(b - 1) == .case || t.keyword(b - 1) == .default { return expressionStatementFate(chainStart: chainStart, chainEnd: chainEnd) }
            return argumentFate(before: b, site: site)
        }
        if k == .leftBrace || k == .rightBrace || k == .semicolon || t.keyword(b) == .in || t.keyword(b) == .else || t.startsLine(chainStart)
            || (k == .colon) || t.kind(b) == .poundDirective {
            return expressionStatementFate(chainStart: chainStart, chainEnd: chainEnd)
        }
        return .handedOver("used in an expression")
    }

    private func assignmentFate(equal b: Int, site: Int) -> Fate {
        guard b > 0 else { return .handedOver("assigned") }
        let l = b - 1
        if t.kind(l) == .identifier, t.equals(l, "_") {
            return l > 0 && (t.keyword(l - 1) == .let || t.keyword(l - 1) == .var) ? .discarded(.letUnderscore) : .discarded(.underscore)
        }
        // A declaration initialized here is the last one named before the `=`.
        if let k = lastDeclaration(before: b, count: s.locals.count, nameToken: { s.locals[$0].nameToken }),
           s.locals[k].initializerStart == Int32(b + 1) {
            let decl = s.locals[k]
            return .local(name: decl.name, use: localUse(of: decl, after: site))
        }
        if let k = lastDeclaration(before: b, count: s.properties.count, nameToken: { s.properties[$0].nameToken }),
           s.properties[k].initializerStart == Int32(b + 1) {
            return .handedOver("property initializer")
        }
        if t.kind(l) == .rightSquare { return .handedOver("stored in a collection") }
        // Walk back over `a.b?.c`.
        var j = l
        while j >= 2, t.kind(j - 1) == .period {
            if t.isName(j - 2) { j -= 2; continue }
            if j >= 3, t.isByte(j - 2, UInt8(ascii: "?")), t.isName(j - 3) { j -= 3; continue }
            break
        }
        let path = pathNames(from: j, to: b)
        guard let last = path.last else { return .handedOver("assigned") }
        let fn = enclosingFunctionScope(of: b)
        let from = fn.map { Int(s.scopes[Int($0)].open) + 1 } ?? 0
        let disposedBefore = handlesPreviousValue(of: last, from: from, to: j)
        let isLocal = path.count == 1 && localDecl(named: last, before: b) != nil
        return .assigned(AssignmentTarget(path: path, disposedBefore: disposedBefore, isLocal: isLocal))
    }

    /// The last of `count` declarations (in source order) whose name token is before `token`.
    private func lastDeclaration(before token: Int, count: Int, nameToken: (Int) -> Int32) -> Int? {
        var lo = 0
        var hi = count
        while lo < hi {
            let mid = (lo + hi) / 2
            if Int(nameToken(mid)) < token { lo = mid + 1 } else { hi = mid }
        }
        return lo > 0 ? lo - 1 : nil
    }

    /// The chain is an argument or element: `bag.insert(…)`, `Disposables.create(…)`, `[a, b]`.
    private func argumentFate(before b: Int, site: Int) -> Fate {
        var j = b
        var steps = 0
        while j >= 0, steps < 4096 {
            let k = t.kind(j)
            if (k == .rightParen || k == .rightSquare || k == .rightBrace), s.match[j] >= 0, s.match[j] < j { j = Int(s.match[j]) - 1; steps += 1; continue }
            if k == .leftSquare { return .handedOver("stored in a collection") }
            if k == .leftParen {
                guard j > 0, t.isName(j - 1) else { return .handedOver("passed on") }
                let callee = t.string(j - 1)
                if callee == "insert", j > 2, t.kind(j - 2) == .period {
                    let (recvStart, _) = chains.links(endingAt: j - 3)
                    return .keptBy(keeper(from: recvStart, to: j - 2, site: site))
                }
                return .handedOver("passed to \(callee)")
            }
            if k == .leftBrace || k == .semicolon { return .handedOver("passed on") }
            j -= 1
            steps += 1
        }
        return .handedOver("passed on")
    }

    /// A chain standing as a statement: unused, unless it is the implicit return of a
    /// single-expression body that returns a Disposable, or a statement of a `bag.insert { … }`
    /// result builder.
    private func expressionStatementFate(chainStart: Int, chainEnd: Int) -> Fate {
        let sc = s.scopeOf[chainStart]
        let scope = s.scopes[Int(sc)]
        if scope.kind == .closure {
            let c = Int(scope.item)
            let callee = captures.calleeName(ofClosure: c)
            let only = Int(s.closures[c].bodyStart) == chainStart && chainEnd + 1 == Int(scope.close)
            if only, callee == "create" { return .handedOver("returned from create") }
            if callee == "insert" || callee == "DisposeBag" {
                let open = Int(scope.open)
                var j = open - 1
                if t.kind(j) == .rightParen, s.match[j] >= 0 { j = Int(s.match[j]) - 1 }
                if j > 1, t.kind(j - 1) == .period {
                    let (recvStart, _) = chains.links(endingAt: j - 2)
                    return .keptBy(keeper(from: recvStart, to: j - 1, site: chainStart))
                }
                return .handedOver("result builder")
            }
        }
        if scope.kind == .functionBody || scope.kind == .accessorBlock, scope.item >= 0 {
            let f = s.functions[Int(scope.item)]
            let only = Int(scope.open) + 1 == chainStart && chainEnd + 1 == Int(scope.close)
            if only, f.returnType == "Disposable" || f.returnType == "Cancelable" || f.kind == .accessor { return .handedOver("returned") }
        }
        return .discarded(.unusedResult)
    }

    // MARK: - Locals

    private func enclosingFunctionScope(of j: Int) -> Int32? {
        let f = s.nearestFunction[Int(s.scopeOf[j])]
        return f >= 0 ? f : nil
    }

    private func localDecl(named name: String, before j: Int) -> LocalDecl? {
        captures.localDecl(named: name, before: j)
    }

    /// Whether `name` is a parameter of the function or of a closure enclosing token `j`.
    private func isParameter(_ name: String, at j: Int) -> Bool {
        if captures.isClosureParameter(name, at: j) { return true }
        if let f = enclosingFunctionScope(of: j), s.scopes[Int(f)].item >= 0 {
            return s.functions[Int(s.scopes[Int(f)].item)].parameters.contains(name)
        }
        return false
    }

    /// How a local Disposable is used after the subscription: disposed, escaping, or unused.
    private func localUse(of decl: LocalDecl, after site: Int) -> LocalUse {
        let scope = s.scopes[Int(decl.scope)]
        let end = min(Int(scope.close), Int(decl.nameToken) + 20_000)
        var j = max(Int(decl.initializerEnd), site + 1)
        var use = LocalUse.unused
        while j < end {
            if t.isName(j), t.equals(j, name: decl.name), !(j > 0 && t.kind(j - 1) == .period) {
                guard t.isDisposeCall(after: j, end: end) else { return .escapes }
                use = .disposed
            }
            j += 1
        }
        return use
    }

    /// Whether a local bag is used other than as a disposal target: stored, returned, passed,
    /// or captured by a closure, so it may outlive the function.
    private func localEscapes(_ decl: LocalDecl) -> Bool {
        let scope = s.scopes[Int(decl.scope)]
        let end = min(Int(scope.close), Int(decl.nameToken) + 20_000)
        var j = Int(decl.nameToken) + 1
        while j < end {
            defer { j += 1 }
            guard t.isName(j), t.equals(j, name: decl.name), !(j > 0 && t.kind(j - 1) == .period) else { continue }
            // `disposed(by: bag)` / `addDisposableTo(bag)`.
            if j > 1, t.kind(j - 1) == .colon, t.equals(j - 2, "by") { continue }
            if j > 0, t.kind(j - 1) == .leftParen, j > 1, t.equals(j - 2, "addDisposableTo") { continue }
            // `bag.insert(…)`.
            if j + 2 < end, t.kind(j + 1) == .period, t.equals(j + 2, "insert") { continue }
            // Stored, returned, passed on or captured by a closure: it may outlive the function.
            return true
        }
        return false
    }

    /// Whether tokens [from, to) deal with what `name` held before it is assigned:
    /// `name.dispose()`, `name?.dispose()`, or a comparison with `nil` (code that assigns only
    /// when nothing is held, `guard timer == nil else { return }`, overwrites nothing).
    private func handlesPreviousValue(of name: String, from: Int, to: Int) -> Bool {
        var j = from
        while j + 2 < to {
            defer { j += 1 }
            guard t.isName(j), t.equals(j, name: name) else { continue }
            if t.isDisposeCall(after: j, end: to) { return true }
            if t.kind(j + 1) == .operator, t.equals(j + 1, "==") || t.equals(j + 1, "!="), t.keyword(j + 2) == .nil { return true }
        }
        return false
    }

    // MARK: - Context

    private func context(at j: Int) -> SiteContext {
        var ctx = SiteContext(typeName: "", typeKind: nil, functionName: "", functionKind: nil, isStatic: false, selfAliases: [])
        let sc = Int(s.scopeOf[j])
        let f = s.nearestFunction[sc]
        if f >= 0, s.scopes[Int(f)].item >= 0 {
            let function = s.functions[Int(s.scopes[Int(f)].item)]
            ctx.functionName = function.name
            ctx.functionKind = function.kind
            ctx.isStatic = function.isStatic
        }
        let t = s.nearestType[sc]
        if t >= 0, s.scopes[Int(t)].item >= 0 {
            let type = s.types[Int(s.scopes[Int(t)].item)]
            ctx.typeName = type.name
            ctx.typeKind = type.kind == .extension ? nil : type.kind
        }
        // Aliases of self (`guard let strongSelf = self`) bound by enclosing closures.
        ctx.selfAliases = captures.selfAliases(before: j)
        return ctx
    }

    private func collapsedText(from a: Int, through b: Int) -> String {
        guard a >= 0, b >= a else { return "" }
        var out: [UInt8] = []
        out.reserveCapacity(128)
        for j in a...min(b, s.tokens.count - 1) {
            if j > a, t.spaced(j) { out.append(0x20) }
            let tok = t.tokens[j]
            out.append(contentsOf: UnsafeBufferPointer(rebasing: t.bytes[Int(tok.start)..<Int(tok.end)]))
            if out.count > 400 { out.append(contentsOf: Array("…".utf8)); break }
        }
        return String(decoding: out, as: UTF8.self)
    }
}
