/// Finds every subscription in a file and records, for each, its chain, closures, captures,
/// the fate of its `Disposable` and where it sits. Pure: structure in, sites out.
struct SiteExtractor {
    let structure: FileStructure
    let text: TokenText
    let knowledge: Knowledge
    let chains: ChainParser
    let captures: CaptureAnalysis
    let onDemand: OnDemandFacts
    /// Properties whose initializer applies an operator (`.map {`, `.take(until:`), by name:
    /// the ones whose chain a root stands for.
    let initializedNames: NamePositions
    let initializedProperties: [[Int]]
    /// What those initializers were found to hold, read once per file.
    let propertyChains = PropertyChainMemo()
    /// The property aliases of each function asked about, read once per function.
    let propertyAliases = PropertyAliasMemo()
    /// Where conditions bind names, read once per file on the first question.
    let conditionBindings = ConditionBindingMemo()
    /// The functions declared in a body or at the top level of the file (not a type's
    /// members), by index: the few a bare call may mean (see `localFunction`), listed once.
    let freeFunctions: [Int32]

    /// Borrowed, and copied once into `self.structure` (see `CaptureAnalysis.init`).
    init(structure: borrowing FileStructure, text: TokenText, knowledge: Knowledge) {
        self.structure = copy structure
        self.text = text
        self.knowledge = knowledge
        let captures = CaptureAnalysis(structure: structure, text: text)
        self.captures = captures
        chains = ChainParser(match: structure.match, t: text, noteLimit: { [unowned captures] in captures.noteLimit($0) })
        onDemand = OnDemandFacts(captures)
        var names = NamePositions()
        var properties: [[Int]] = []
        for (k, p) in structure.properties.enumerated() where p.initializerStart >= 0 && !p.isStatic
            && SiteExtractor.appliesOperator(Int(p.initializerStart), Int(p.initializerEnd), text) {
            let (position, inserted) = names.insert(p.name)
            if inserted { properties.append([k]) } else { properties[position].append(k) }
        }
        initializedNames = names
        initializedProperties = properties
        freeFunctions = structure.functions.indices.compactMap { k in
            let f = structure.functions[k]
            guard f.kind == .function else { return nil }
            let declaring = structure.scopes[Int(f.scope)].parent
            return declaring >= 0 && structure.scopes[Int(declaring)].kind != .typeBody ? Int32(k) : nil
        }
    }

    /// Every subscription site of the file. The extractor's lookup tables are built only
    /// when the file has a candidate call at all.
    static func sites(structure: FileStructure, text: TokenText, knowledge: Knowledge) -> [SubscriptionSite] {
        sitesCountingSteps(structure: structure, text: text, knowledge: knowledge).sites
    }

    /// The sites, and the bounded walks that stopped at their bound (see `CaptureAnalysis.limitsReached`).
    /// `reusing`: an extractor already made for this file with this knowledge (the type facts'
    /// chain reader): its tables are the same, and its answers so far are kept.
    static func sitesNotingLimits(structure: FileStructure, text: TokenText, knowledge: Knowledge,
                                  reusing made: SiteExtractor? = nil) -> (sites: [SubscriptionSite], limits: [String]) {
        let found = candidates(structure, text, knowledge)
        guard !found.isEmpty else { return ([], []) }
        let extractor = made ?? SiteExtractor(structure: structure, text: text, knowledge: knowledge)
        return (extractor.extract(found), extractor.captures.limitsReached)
    }

    /// The sites, and the steps the capture analysis took to find what they capture (for
    /// tests that check the work grows linearly).
    static func sitesCountingSteps(structure: FileStructure, text: TokenText, knowledge: Knowledge) -> (sites: [SubscriptionSite], steps: Int) {
        let found = candidates(structure, text, knowledge)
        guard !found.isEmpty else { return ([], structure.tokens.count) }
        let extractor = SiteExtractor(structure: structure, text: text, knowledge: knowledge)
        let sites = extractor.extract(found)
        return (sites, structure.tokens.count + extractor.captures.steps)
    }

    private func extract(_ found: [(index: Int, name: String, isHelper: Bool)]) -> [SubscriptionSite] {
        var sites: [SubscriptionSite] = []
        sites.reserveCapacity(found.count)
        for candidate in found {
            // Finished where it is built: changing it here would copy every site.
            guard let site = site(at: candidate.index, name: candidate.name, isHelper: candidate.isHelper) else { continue }
            sites.append(site)
        }
        return sites
    }

    /// `.subscribe(`, `.bind {`, …: a member call named like a subscription; and a member
    /// call with a closure whose result goes straight to a disposal call, which may be a
    /// project's subscription helper (the index decides).
    private static func candidates(_ structure: FileStructure, _ text: TokenText, _ knowledge: Knowledge) -> [(index: Int, name: String, isHelper: Bool)] {
        var found: [(index: Int, name: String, isHelper: Bool)] = []
        found.reserveCapacity(16)
        // Only the member calls the structure pass noted; their names compared as bytes.
        for m in structure.memberCalls {
            let j = Int(m)
            if knowledge.subscriptionCallNames.contains(text, j) {
                found.append((index: j, name: text.string(j), isHelper: false))
            } else if takesClosureBeforeDisposal(j, structure, text, knowledge) {
                found.append((index: j, name: text.string(j), isHelper: true))
            }
        }
        return found
    }

    /// `.name(…) { … }.disposed(by:` with a closure among the arguments or after them.
    private static func takesClosureBeforeDisposal(_ j: Int, _ structure: FileStructure, _ text: TokenText, _ knowledge: Knowledge) -> Bool {
        let n = structure.tokens.count
        var argsClose = -1
        var end = j
        if j + 1 < n, text.kind(j + 1) == .leftParen {
            guard structure.match[j + 1] > j + 1 else { return false }
            argsClose = Int(structure.match[j + 1])
            end = argsClose
        }
        var trailing = false
        while end + 1 < n, text.kind(end + 1) == .leftBrace, structure.match[end + 1] > end + 1 {
            trailing = true
            end = Int(structure.match[end + 1])
        }
        guard end + 3 < n, text.kind(end + 1) == .period, knowledge.disposalMethodNames.contains(text, end + 2) else { return false }
        // Read only for the one call before each disposal, so the scan stays linear.
        return trailing || argsClose > j && (j + 2..<argsClose).contains { text.kind($0) == .leftBrace }
    }

    // MARK: - One site

    func site(at i: Int, name: String, isHelper: Bool = false) -> SubscriptionSite? {
        // The subscription call's own arguments and trailing closures.
        var argsClose = i
        var args: [(label: String, start: Int, end: Int)] = []
        if text.kind(i + 1) == .leftParen {
            guard structure.match[i + 1] > i + 1 else { return nil }
            argsClose = Int(structure.match[i + 1])
            args = chains.arguments(open: i + 1, close: argsClose)
        }
        let trailing = chains.trailingClosures(after: argsClose)
        var callEnd = max(argsClose, trailing.end)
        // A project method that happens to be called `bind` or `subscribe` is not Rx's: Rx's
        // forms take only these labels, and `bind`/`drive`/`emit` always take an argument.
        if let allowed = SiteExtractor.subscriptionLabels.value(text, i) {
            guard args.allSatisfy({ allowed.contains($0.label) }) else { return nil }
            if name != "subscribe", args.isEmpty, trailing.opens.isEmpty { return nil }
        }
        if name == "subscribe", !isRxSubscribe(args: args, trailingClosures: !trailing.opens.isEmpty, at: i) { return nil }

        // What comes before: root and operators.
        let (chainStart, links) = chains.links(endingAt: i - 2)
        let (root, operatorLinks) = splitRoot(links, depth: 0)

        var strong: [StrongCapture] = []
        var references: [FunctionReference] = []

        // The locals bound to the object the source is a member of (`guard let view =
        // self.view`): a chain closure naming one holds that object. The root's first name,
        // or, for a local bound to a chain (`if let tapped = self.view?.onTap`), that chain's.
        let rootPath = root.info.combination == .alias ? root.info.inputs.first?.root.path ?? [] : root.info.path
        var rootObject = rootPath.first == "self" ? rootPath.dropFirst().first : rootPath.first
        if let object = rootObject, declaresStrongProperty(object, around: i) { rootObject = nil }
        let rootAliases = rootObject.map { aliases(of: $0, around: i) } ?? []
        var heldObject: String?
        func addClosure(open: Int, role: String) {
            guard let c = closureIndex(open: open) else { return }
            strong.append(contentsOf: captures.strongCaptures(ofChainClosure: c, role: role))
            if heldObject == nil, !rootAliases.isEmpty, closure(at: open, names: rootAliases) { heldObject = rootObject }
        }
        /// Closures written inside an argument (directly, or inside `Binder(self) { … }`).
        func addClosures(inArgument a: (label: String, start: Int, end: Int), role: String) {
            var j = a.start
            while j < a.end {
                if text.kind(j) == .leftBrace, structure.match[j] > j {
                    addClosure(open: j, role: role)
                    j = Int(structure.match[j]) + 1
                    continue
                }
                j += 1
            }
            if let ref = functionReference(a, role: role) { references.append(ref) }
        }

        // Operators between the root and the subscription.
        var operators: [ChainOperator] = []
        for link in operatorLinks where link.name >= 0 {
            // The arguments are read once, for the operator's facts and for its closures.
            let opArgs = link.argsOpen >= 0 ? chains.arguments(open: link.argsOpen, close: link.argsClose) : []
            let op = operatorFacts(link, opArgs, depth: 0)
            let before = strong.count
            for a in opArgs { addClosures(inArgument: a, role: op.name) }
            for open in link.trailing { addClosure(open: open, role: op.name) }
            if strong[before...].contains(where: \.isNested) {
                markInnerSources(&strong[before...], of: link, opArgs, operatorIndex: operators.count, inputs: op.inputs.count)
            }
            operators.append(op)
        }
        // Closures of the root itself (`Observable.create { … }`, `deferred { … }`).
        for link in root.links {
            if link.argsOpen >= 0 {
                for a in chains.arguments(open: link.argsOpen, close: link.argsClose) where text.kind(a.start) == .leftBrace {
                    let name = link.name >= 0 ? text.string(link.name) : "root"
                    // Run when the call makes its gesture recognizer, never kept (`LibrarySources.gestureFactories`).
                    if a.label == "configuration", LibrarySources.gestureFactories.contains(name) { continue }
                    addClosure(open: a.start, role: name)
                }
            }
            // A gesture's trailing closure is its `configuration:`.
            if link.name >= 0, LibrarySources.gestureFactories.contains(text.string(link.name)) { continue }
            for open in link.trailing { addClosure(open: open, role: link.name >= 0 ? text.string(link.name) : "root") }
        }

        // A property of self whose initializer is the chain's start (`lazy var selection =
        // tableView.rx.itemSelected.map { self.… }`): its operators' closures belong to every
        // subscription to it.
        for (open, role) in propertyChainClosures(root.info, at: i) { addClosure(open: open, role: role) }
        // So do those of a local's chain (`let search = field.rx.text.map { self.… }`, then
        // `search.bind(…)`): subscribing to the local runs them.
        if let first = root.links.first, first.name >= 0 {
            for (open, role) in localChainClosures(root.info, at: first.name) { addClosure(open: open, role: role) }
        }

        // The subscription call's handlers.
        for a in args {
            if a.label == "with" || a.label == "to" {
                // The owner/target value itself is not a closure; closures inside still count.
                var j = a.start
                while j < a.end {
                    if text.kind(j) == .leftBrace, structure.match[j] > j { addClosure(open: j, role: a.label == "to" ? "bind target" : a.label); j = Int(structure.match[j]) + 1; continue }
                    j += 1
                }
                continue
            }
            addClosures(inArgument: a, role: a.label.isEmpty ? name : a.label)
        }
        // Rx's `bind(to:)`/`emit(to:)`/`drive(_:)` target.
        let target = args.first { $0.label == "to" || ($0.label.isEmpty && name == "drive") }
        // RxCocoa's curried items binders take the cell factory as the trailing closure.
        let itemsBinder = name == "bind" || name == "drive" ? target.flatMap { itemsBinderRole($0.start, $0.end) } : nil
        for (k, open) in trailing.opens.enumerated() {
            var role = trailing.labels[k]
            if role.isEmpty { role = itemsBinder ?? (args.isEmpty ? name : "onNext") }
            addClosure(open: open, role: role)
        }

        // What happens to the Disposable.
        var fate: Fate
        if let disposal = disposalCall(after: callEnd) {
            fate = .keptBy(keeper(from: disposal.argStart, to: disposal.argEnd, site: i))
            callEnd = disposal.end
        } else if let method = calledMethod(after: callEnd).map(text.string) {
            // `.dispose()` at once (a warm-up subscription), or a project's own helper.
            fate = .handedOver(method == "dispose" ? Fate.disposedAtOnce : "passed to \(method)")
        } else {
            fate = statementFate(chainStart: chainStart, chainEnd: callEnd, site: i)
        }

        if case .keptBy(var expr) = fate, var local = expr.local, !local.escapes {
            local.drain = drain(bag: local.name, site: i, callEnd: callEnd, root: root.info)
            // What the scope sends may still arrive after it ends through an operator that
            // delivers later (`delay`, `observe(on:)`).
            if case .unreachableAfter = local.drain, operators.contains(where: \.isAsynchronous) { local.drain = nil }
            expr.local = local
            fate = .keptBy(expr)
        }

        let callTok = text.tokens[i]
        var site = SubscriptionSite(
            call: name, callStart: callTok.start, callEnd: callTok.end, root: root.info, operators: operators,
            strongCaptures: strong, functionReferences: references, fate: fate, context: context(at: i))
        site.isProjectHelper = isHelper
        // Rx's `bind(to:)`/`emit(to:)`/`drive(_:)` take no closure after their target: with one
        // (Action's `button.rx.bind(to: action) { input }`, which returns nothing) the call is
        // a subscription only if the project declares it so.
        if target != nil, !trailing.opens.isEmpty, name == "bind" || name == "emit" || name == "drive", itemsBinder == nil { site.isProjectHelper = true }
        if itemsBinder != nil, let target {
            var root = sourceChain(from: target.start, through: target.end - 1, depth: 1).root
            // The view's events, not the binder call: `tableView.rx.items` ends with the table view.
            root.isCall = false
            if !root.path.isEmpty { site.itemsTarget = root }
        }
        // Given a function (`bind(to: { observable in … })`), they return what it returns.
        if let target, text.kind(target.start) == .leftBrace, Int(structure.match[target.start]) == target.end - 1 { site.resultMayNotBeDisposable = true }
        site.namesHandlers = args.contains { RxCatalog.handlerLabels.contains($0.label) || $0.label == "with" }
            || (target == nil && !trailing.opens.isEmpty)
        site.observesDisposal = args.contains { $0.label == "onDisposed" } || trailing.labels.contains("onDisposed")
        // Most calls have no labelled trailing closure: one array, not two joined.
        site.callLabels = args.map(\.label)
        if !trailing.labels.isEmpty { site.callLabels += trailing.labels }
        site.statementStart = text.tokens[chainStart].start
        site.statementEnd = text.tokens[callEnd].end
        if let target = args.first(where: { $0.label == "to" }) {
            site.targetIsReactive = (target.start..<target.end).contains { text.equals($0, "rx") }
        }
        site.objectHeldByClosures = heldObject
        return site
    }

    private func closureIndex(open: Int) -> Int? {
        let sc = structure.scopeOf[open]
        let scope = structure.scopes[Int(sc)]
        guard scope.kind == .closure, Int(scope.open) == open else { return nil }
        return Int(scope.item)
    }

    /// The role of the closure an RxCocoa items binder in tokens [a, b) takes
    /// (`tableView.rx.items(cellIdentifier: "c")` → `configureCell`), named as RxCocoa names
    /// the parameter; nil when the tokens are not an items binder.
    private func itemsBinderRole(_ a: Int, _ b: Int) -> String? {
        var j = a
        while j + 2 < b {
            defer { j += 1 }
            guard text.equals(j, "rx"), text.kind(j + 1) == .period else { continue }
            let member = j + 2
            if text.equals(member, "itemTitles") { return "titleForRow" }
            if text.equals(member, "itemAttributedTitles") { return "attributedTitleForRow" }
            guard text.equals(member, "items") else { continue }
            // `items(cellIdentifier:cellType:)` hands a cell to configure; `items` (and
            // `items(_:)`) asks for one. (`items(dataSource:)` and `items(adapter:)` take no
            // closure, and live as long as the view too.)
            if member + 2 < b, text.kind(member + 1) == .leftParen, text.equals(member + 2, "cellIdentifier") { return "configureCell" }
            return "cellFactory"
        }
        return nil
    }

    /// What the model reads of one operator link: its name, first label, count, trigger.
    private func operatorFacts(_ link: ChainLink, depth: Int) -> ChainOperator {
        operatorFacts(link, link.argsOpen >= 0 ? chains.arguments(open: link.argsOpen, close: link.argsClose) : [], depth: depth)
    }

    private func operatorFacts(_ link: ChainLink, _ opArgs: [(label: String, start: Int, end: Int)], depth: Int) -> ChainOperator {
        var op = ChainOperator(name: text.name(link.name), firstLabel: "", hasPeriod: false, count: nil, argumentTail: "")
        if link.argsOpen >= 0 {
            if let first = opArgs.first {
                op.firstLabel = first.label
                if first.end - first.start == 1, text.kind(first.start) == .integerLiteral { op.count = integerValue(first.start) }
                if first.end > first.start, text.isName(first.end - 1) { op.argumentTail = text.string(first.end - 1) }
            }
            op.hasPeriod = opArgs.contains { $0.label == "period" }
        }
        (op.role, op.isAsynchronous, op.filters) = OperatorRole.of(text, link.name, count: op.count, firstLabel: op.firstLabel)
        if op.isAsynchronous, RxCatalog.deliversInPlace(op.name, argumentTail: op.argumentTail, count: op.count,
                                                           hasArguments: !opArgs.isEmpty || !link.trailing.isEmpty),
           !(observesOnMain(opArgs) && runsOnBackgroundQueue(link.name)) {
            op.isAsynchronous = false
        }
        op.inputs = operatorInputs(link, opArgs, depth: depth)
        return op
    }

    /// `observe(on: MainScheduler.instance)` or `ConcurrentMainScheduler.instance`: in place on
    /// the main thread only.
    private func observesOnMain(_ opArgs: [(label: String, start: Int, end: Int)]) -> Bool {
        guard let first = opArgs.first, first.end > first.start else { return false }
        return text.equals(first.start, "MainScheduler") || text.equals(first.start, "ConcurrentMainScheduler")
    }

    /// Whether token `j` is in a closure given to a dispatch queue's `async` other than the main
    /// queue's (`DispatchQueue.global().async { … }`, `queue.async { … }`), the nearest such
    /// call deciding: code there runs off the main thread, where the main scheduler hops.
    private func runsOnBackgroundQueue(_ j: Int) -> Bool {
        var sc = Int(structure.scopeOf[j])
        while sc >= 0 {
            let scope = structure.scopes[sc]
            if scope.kind == .functionBody || scope.kind == .typeBody || scope.kind == .file { return false }
            if scope.kind == .closure {
                // The call the closure trails: `queue.async { … }`, or `asyncAfter(deadline: …) { … }`.
                var call = Int(scope.open) - 1
                if call >= 0, text.kind(call) == .rightParen, structure.match[call] >= 0 { call = Int(structure.match[call]) - 1 }
                if call >= 2, text.equals(call, "async") || text.equals(call, "asyncAfter"), text.kind(call - 1) == .period {
                    return !text.equals(call - 2, "main")
                }
            }
            sc = Int(scope.parent)
        }
        return false
    }

    /// The sources an operator's completion waits for: `andThen(x)`/`concat(x)`'s argument, or
    /// each expression a `flatMap`-like closure returns (an unreadable one as an empty root,
    /// which the model takes as unknown). Read a bounded number of levels deep.
    private func operatorInputs(_ link: ChainLink, _ opArgs: [(label: String, start: Int, end: Int)], depth: Int) -> [SourceChain] {
        guard let kind = SiteExtractor.innerSourceOperators.value(text, link.name) else { return [] }
        let unknown = SourceChain(root: ChainRoot(path: [], isCall: false, hasPeriod: false, create: nil, text: ""), operators: [])
        guard depth < 4 else { return [unknown] }
        switch kind {
        case .argument:
            let sources = opArgs.filter { $0.label.isEmpty && $0.end > $0.start && text.kind($0.start) != .leftBrace }
            return sources.isEmpty ? [] : sources.flatMap { a in branches(from: a.start, to: a.end).map { sourceChain(from: $0.start, through: $0.end - 1, depth: depth + 1) } }
        case .closureResult:
            guard let c = innerSourceClosure(link, opArgs) else {
                if link.trailing.isEmpty, opArgs.count == 1, let reference = functionReference(opArgs[0].start, opArgs[0].end) {
                    // A function passed by name (`flatMap(load)`, `flatMap(client.call)`): what it
                    // returns, as its call would (a project method's returned chains).
                    var chain = sourceChain(from: reference.start, through: reference.end - 1, depth: depth + 1)
                    chain.root.isCall = true
                    return chain.root.path.isEmpty ? [unknown] : [chain]
                }
                return [unknown]
            }
            let returned = returnedBranches(ofClosure: c)
            // A closure that only throws ends the sequence with that error, at once.
            if returned.isEmpty, onlyThrows(closure: c) {
                return [SourceChain(root: ChainRoot(path: ["Observable", "error"], isCall: true, hasPeriod: false, create: nil, text: "throw"), operators: [])]
            }
            guard !returned.isEmpty else { return [unknown] }
            return returned.map { sourceChain(from: $0.start, through: $0.end - 1, depth: depth + 1) }
        }
    }

    /// The closure of an operator that subscribes to what its closure returns (`flatMap { … }`).
    private func innerSourceClosure(_ link: ChainLink, _ opArgs: [(label: String, start: Int, end: Int)]) -> Int? {
        guard SiteExtractor.innerSourceOperators.value(text, link.name) == .closureResult else { return nil }
        var open = link.trailing.first ?? -1
        if open < 0, let a = opArgs.last, text.kind(a.start) == .leftBrace, Int(structure.match[a.start]) == a.end - 1 { open = a.start }
        return open >= 0 ? closureIndex(open: open) : nil
    }

    /// The token ranges of what a closure returns, conditionals split: one per inner source,
    /// in the order of `ChainOperator.inputs`.
    private func returnedBranches(ofClosure c: Int) -> [(start: Int, end: Int)] {
        returnedExpressions(ofClosure: c).flatMap { branches(from: $0.start, to: $0.end) }
    }

    /// Nested captures that sit in one of the chains a `flatMap`-like operator's closure
    /// returns (`flatMap { self.api.load().do(onSuccess: { self.… }) }`) belong to the inner
    /// subscription, which ends when that inner source does: each is marked with the operator
    /// and the input it belongs to.
    private func markInnerSources(_ captures: inout ArraySlice<StrongCapture>, of link: ChainLink,
                                  _ opArgs: [(label: String, start: Int, end: Int)], operatorIndex: Int, inputs: Int) {
        guard operatorIndex < Int(Int16.max), let c = innerSourceClosure(link, opArgs) else { return }
        let ranges = returnedBranches(ofClosure: c)
        guard ranges.count == inputs, inputs < Int(Int16.max) else { return }
        for m in captures.indices where captures[m].isNested {
            let capture = captures[m]
            if let b = ranges.firstIndex(where: { $0.end > $0.start && text.tokens[$0.start].start <= capture.start && capture.end <= text.tokens[$0.end - 1].end }) {
                captures[m].innerOperator = Int16(operatorIndex)
                captures[m].innerInput = Int16(b)
            }
        }
    }

    /// Whether a closure's own body (nested closures aside) starts with `throw`: every path
    /// then ends in the error.
    private func onlyThrows(closure c: Int) -> Bool {
        let start = Int(structure.closures[c].bodyStart)
        return start < Int(structure.scopes[Int(structure.closures[c].scope)].close) && text.keyword(start) == .throw
    }

    /// Tokens [a, b) when they are one unlabeled name path (`load`, `client.call`,
    /// `self.fetch`): a function passed by name.
    /// Also a name with its argument labels (`URLRequest.load(resource:)`): the path before them.
    private func functionReference(_ a: Int, _ b: Int) -> (start: Int, end: Int)? {
        guard b > a, text.isName(a) || text.keyword(a) == .self else { return nil }
        var j = a + 1
        while j < b {
            if text.kind(j) == .leftParen, Int(structure.match[j]) == b - 1, onlyArgumentLabels(from: j + 1, to: b - 1) { return (a, j) }
            guard text.kind(j) == .period, j + 1 < b, text.isName(j + 1) else { return nil }
            j += 2
        }
        return (a, b)
    }

    /// Whether tokens [a, b) are nothing but argument labels, each with its colon (`resource:`,
    /// `_:with:`): a compound function name's label list, not a call's arguments.
    private func onlyArgumentLabels(from a: Int, to b: Int) -> Bool {
        guard b > a, (b - a) % 2 == 0 else { return false }
        var j = a
        while j < b {
            guard text.isName(j) || text.equals(j, "_"), text.kind(j + 1) == .colon else { return false }
            j += 2
        }
        return true
    }

    private enum InnerSource { case argument, closureResult }

    /// Operators whose sequence completes only once another source has: the one they are
    /// given, or each one their closure returns.
    private static let innerSourceOperators = ByteKeyedTable<InnerSource>([
        ("andThen", .argument), ("concat", .argument), ("concatMap", .closureResult), ("flatMap", .closureResult),
        ("flatMapFirst", .closureResult), ("flatMapLatest", .closureResult),
    ])

    /// Whether a line starting at token `e` continues the expression of the line before.
    private func continuesExpression(_ e: Int) -> Bool {
        let k = text.kind(e)
        return k == .period || k == .colon || k == .operator && e + 1 < text.tokens.count && (text.spaced(e + 1) || text.startsLine(e + 1))
    }

    /// Whether tokens [a, b) hold a conditional's `?` outside brackets.
    private func hasConditional(_ a: Int, _ b: Int) -> Bool {
        branches(from: a, to: b).count > 1
    }

    /// The values an expression in tokens [a, b) may evaluate to: the two branches of a
    /// conditional `c ? x : y` (each split again), or the expression itself.
    func branches(from a: Int, to b: Int, depth: Int = 0) -> [(start: Int, end: Int)] {
        guard depth < 8 else { return [(a, b)] }
        var j = a
        var question = -1
        var nested = 0
        while j < b {
            let k = text.kind(j)
            if k == .leftParen || k == .leftSquare || k == .leftBrace || k == .interpolationStart, structure.match[j] > j {
                j = Int(structure.match[j]) + 1
                continue
            }
            // A conditional's `?` stands apart; an optional chain's is glued to its operand.
            if k == .operator, text.isByte(j, UInt8(ascii: "?")), text.tokens[j].end - text.tokens[j].start == 1, text.spaced(j) || text.startsLine(j) {
                if question < 0 { question = j } else { nested += 1 }
            } else if k == .colon, question >= 0 {
                if nested > 0 { nested -= 1 } else {
                    return branches(from: question + 1, to: j, depth: depth + 1) + branches(from: j + 1, to: b, depth: depth + 1)
                }
            }
            j += 1
        }
        return [(a, b)]
    }

    /// The source expression that ends at token `last` (inclusive) and starts at `first`:
    /// its root and operators, for an input of another root. An expression that is not one
    /// chain gives an empty root, which the model treats as unknown.
    private func sourceChain(from first: Int, through last: Int, depth: Int) -> SourceChain {
        let unknown = SourceChain(root: ChainRoot(path: [], isCall: false, hasPeriod: false, create: nil, text: ""), operators: [])
        guard depth < 4, last >= first else { return unknown }
        let (start, links) = chains.links(endingAt: last)
        guard start == first, !links.isEmpty else { return unknown }
        let (root, operatorLinks) = splitRoot(links, depth: depth)
        return SourceChain(root: root.info, operators: operatorLinks.filter { $0.name >= 0 }.map { operatorFacts($0, depth: depth) })
    }

    /// Whether tokens [a, b) hold `.op(` or `.op {` for a known operator.
    private static func appliesOperator(_ a: Int, _ b: Int, _ text: TokenText) -> Bool {
        var j = a + 1
        while j + 1 < b {
            if text.kind(j - 1) == .period, text.kind(j + 1) == .leftParen || text.kind(j + 1) == .leftBrace, operatorNames.contains(text, j) { return true }
            j += 1
        }
        return false
    }

    /// The same-file property of the enclosing type that a one-name root names, with its
    /// initializer's token range.
    private func namedProperty(_ root: ChainRoot, at j: Int) -> Int? {
        guard !initializedProperties.isEmpty else { return nil }
        // One name, `self.` aside (read in place: no copy of the path).
        let offset = root.path.first == "self" ? 1 : 0
        guard root.path.count - offset == 1, !root.isCall else { return nil }
        let name = root.path[offset]
        let ts = structure.nearestType[Int(structure.scopeOf[j])]
        guard ts >= 0, structure.scopes[Int(ts)].item >= 0 else { return nil }
        let typeIndex = structure.scopes[Int(ts)].item
        guard let position = initializedNames.position(of: name),
              let k = initializedProperties[position].first(where: { structure.properties[$0].typeIndex == typeIndex }) else { return nil }
        let property = structure.properties[k]
        return property.initializerEnd > property.initializerStart ? k : nil
    }

    /// The chain a property's initializer holds, when it applies operators to a source.
    private func propertyChain(_ root: ChainRoot, at j: Int, depth: Int) -> SourceChain? {
        guard depth < 4, let k = namedProperty(root, at: j) else { return nil }
        if let known = propertyChains.chains[k * 8 + depth] { return known }
        let property = structure.properties[k]
        let chain = sourceChain(from: Int(property.initializerStart), through: Int(property.initializerEnd) - 1, depth: depth + 1)
        let found = chain.root.path.isEmpty || chain.operators.isEmpty ? nil : chain
        propertyChains.chains[k * 8 + depth] = .some(found)
        return found
    }

    /// The operator closures of the initializer of a same-file property that the root names
    /// (`selection` or `self.selection`), each with a role naming the property.
    private func propertyChainClosures(_ root: ChainRoot, at j: Int) -> [(open: Int, role: String)] {
        guard let k = namedProperty(root, at: j) else { return [] }
        if let known = propertyChains.closures[k] { return known }
        let found = initializerClosures(ofProperty: k)
        propertyChains.closures[k] = found
        return found
    }

    /// The operator closures of the chain a one-name local root is bound to (`let search =
    /// field.rx.text.map { … }`), each with a role naming the local.
    private func localChainClosures(_ root: ChainRoot, at j: Int) -> [(open: Int, role: String)] {
        guard root.path.count == 1, !root.isCall, root.path[0] != "self", let decl = localDecl(named: root.path[0], before: j),
              decl.initializerStart >= 0, decl.initializerEnd > decl.initializerStart else { return [] }
        return chainClosures(from: Int(decl.initializerStart), to: boundEnd(decl), naming: decl.name)
    }

    /// The closures given to the operators of the chain in tokens [start, end), with roles
    /// naming the value the chain is bound to.
    private func chainClosures(from start: Int, to end: Int, naming name: String) -> [(open: Int, role: String)] {
        let (first, links) = chains.links(endingAt: end - 1)
        guard first == start else { return [] }
        var result: [(open: Int, role: String)] = []
        for link in links.dropFirst() where link.name >= 0 && SiteExtractor.operatorNames.contains(text, link.name) {
            let role = "\(text.name(link.name)) (of '\(name)')"
            if link.argsOpen >= 0 {
                for a in chains.arguments(open: link.argsOpen, close: link.argsClose) where text.kind(a.start) == .leftBrace {
                    result.append((a.start, role))
                }
            }
            for open in link.trailing { result.append((open, role)) }
        }
        return result
    }

    private func initializerClosures(ofProperty k: Int) -> [(open: Int, role: String)] {
        let property = structure.properties[k]
        return chainClosures(from: Int(property.initializerStart), to: Int(property.initializerEnd), naming: property.name)
    }

    // MARK: - Root

    private struct Root {
        var info: ChainRoot
        var links: ArraySlice<ChainLink>
    }

    /// Splits links into the root expression and the operators applied to it. The root runs
    /// up to the first call that is not a known operator (`service.load()`,
    /// `Observable.just(1)`), or up to the last plain name before the first operator.
    private func splitRoot(_ links: [ChainLink], depth: Int) -> (Root, ArraySlice<ChainLink>) {
        var rootCount = 0
        for (k, link) in links.enumerated() {
            if link.name < 0 { rootCount = k + 1; continue }
            if link.isCall {
                let receiverIsType = k > 0 && links[k - 1].name >= 0 && isCapitalised(links[k - 1].name) && !links[k - 1].isCall
                if k == 0 || receiverIsType || !SiteExtractor.operatorNames.contains(text, link.name) {
                    rootCount = k + 1
                    if receiverIsType || k == 0 { break }
                    continue
                }
                break
            }
            if k > 0, links[k - 1].isCall, rootCount == k { break }
            rootCount = k + 1
        }
        let rootLinks = links.prefix(rootCount)
        var path: [String] = []
        path.reserveCapacity(rootCount)
        var calls: UInt64 = 0
        for link in rootLinks where link.name >= 0 {
            if link.isCall, path.count < 64 { calls |= 1 << UInt64(path.count) }
            path.append(text.name(link.name))
        }
        let last = rootLinks.last
        var create: CreateBehaviour?
        if let last, last.name >= 0, text.equals(last.name, "create") {
            var open = last.trailing.first ?? -1
            if open < 0, last.argsOpen >= 0 {
                open = chains.arguments(open: last.argsOpen, close: last.argsClose).first { text.kind($0.start) == .leftBrace }?.start ?? -1
            }
            if open >= 0, let c = closureIndex(open: open) { create = CreateAnalysis(s: structure, t: text).behaviour(ofClosure: c) }
        } else if let last, path.count == 1, last.isCall, last.name >= 0, let f = localFunction(named: path[0], around: last.name) {
            // A function declared in a body around the call (a playground's example, a test):
            // what its body returns, as for a method of the project.
            create = CreateAnalysis(s: structure, t: text).behaviour(ofFunction: f)
        }
        var hasPeriod = false
        if let last, last.argsOpen >= 0 {
            hasPeriod = chains.arguments(open: last.argsOpen, close: last.argsClose).contains { $0.label == "period" }
        }
        var rootText = ""
        if let first = rootLinks.first, let last {
            let a = first.name >= 0 ? first.name : first.argsOpen
            let b = max(last.name, last.argsClose, last.trailing.last.map { Int(structure.match[$0]) } ?? -1)
            if a >= 0, b >= a {
                rootText = collapsedText(from: a, through: min(b, a + 40))
                if b > a + 40 { rootText += "…" }
            }
        }
        var info = ChainRoot(path: path, isCall: last?.isCall ?? false, hasPeriod: hasPeriod, create: create, text: rootText)
        info.calls = calls
        // An RxCocoa sequence completes when its object deallocates: whether that object is a
        // local decides when (looked up only for such roots).
        if path.count > 1, path[0] != "self", path.contains("rx"), let first = rootLinks.first, first.name >= 0 {
            if isCell(path[0], at: first.name) { info.object = .cellOfOwner }
            else if let decl = localDecl(named: path[0], before: first.name) {
                // Made here (`UIButton()`, `UIView(frame:)`), or taken from something that
                // outlives the function (`guard let nav = current.navigationController`).
                let start = Int(decl.initializerStart)
                info.object = start >= 0 && !text.constructs(at: start) ? .borrowedLocal : .local
                if info.object == .local { info.heldBy = holder(ofLocal: decl) }
            }
            else if isParameter(path[0], at: first.name) { info.object = .parameter }
            else if let bound = conditionalBinding(of: path[0], before: first.name) {
                // `guard let nav = current.navigationController`: an object made elsewhere.
                info.object = text.constructs(at: bound.start) ? .local : .borrowedLocal
            }
        }
        if let first = rootLinks.first, first.name >= 0 { readInputs(of: &info, first: first, last: last, depth: depth) }
        return (Root(info: info, links: rootLinks), links.dropFirst(rootCount))
    }

    /// Completion that the root takes from other sources: the chain a local is bound to,
    /// `Observable.zip(a, b)` / `concat` / `merge` / `combineLatest` arguments, what a
    /// `deferred { … }` returns. Also the declared type of a local root.
    private func readInputs(of info: inout ChainRoot, first: ChainLink, last: ChainLink?, depth: Int) {
        // `self` is never a local: asked first, it spares the declaration lookup.
        if !text.equals(first.name, "self"), let decl = localDecl(named: info.path[0], before: first.name) {
            info.firstType = declaredType(decl)
            if info.firstType.isEmpty, info.path.count >= 2, let value = valuePath(of: decl) {
                (info.firstValue, info.firstValueIsCall) = value
            }
            // The local itself, or one method called on it (`observable.mapJSON()`).
            let aliasable = info.path.count == 1 && !info.isCall || info.path.count == 2 && info.isCall
            if aliasable, decl.initializerStart >= 0, decl.initializerEnd > decl.initializerStart {
                let chain = sourceChain(from: Int(decl.initializerStart), through: boundEnd(decl) - 1, depth: depth + 1)
                if !chain.root.path.isEmpty {
                    info.inputs = [chain]
                    info.combination = .alias
                }
            }
            return
        }
        if info.path.count == 1, !info.isCall, info.path[0] != "self", let bound = conditionalBinding(of: info.path[0], before: first.name) {
            // `guard let o = useCase?.load() else { return }`: the value `o` is bound to.
            let chain = sourceChain(from: bound.start, through: bound.end - 1, depth: depth + 1)
            if !chain.root.path.isEmpty {
                info.inputs = [chain]
                info.combination = .alias
                return
            }
        }
        if let chain = propertyChain(info, at: first.name, depth: depth) {
            // A property of self bound to a chain with operators (`number =
            // text.take(until: …)`): its operators decide how it completes.
            info.inputs = [chain]
            info.combination = .alias
            return
        }
        if info.path.count <= 2, let type = parameterType(info.path[0], at: first.name) {
            info.firstType = type
            info.object = .parameter
            info.parameterOf = parameterOrigin(info.path[0], at: first.name)
        } else if info.object == .other, info.path[0] != "self", isParameter(info.path[0], at: first.name) {
            // Handed in by a caller (`input.trigger`, a closure's `vm`): someone else's sequence.
            info.object = .parameter
            info.parameterOf = parameterOrigin(info.path[0], at: first.name)
        }
        guard let last, last.name >= 0, last.isCall, info.path.count <= 2 else { return }
        let name = text.name(last.name)
        if let combination = SiteExtractor.combinations[name], last.argsOpen >= 0 {
            var inputs: [SourceChain] = []
            for a in chains.arguments(open: last.argsOpen, close: last.argsClose) where a.label.isEmpty {
                guard a.end > a.start, text.kind(a.start) != .leftBrace else { continue }
                if text.kind(a.start) == .leftSquare, Int(structure.match[a.start]) == a.end - 1 {
                    // `concat([a, b])`: the array's elements.
                    for e in chains.arguments(open: a.start, close: a.end - 1) where e.end > e.start {
                        inputs.append(sourceChain(from: e.start, through: e.end - 1, depth: depth + 1))
                    }
                } else {
                    inputs.append(sourceChain(from: a.start, through: a.end - 1, depth: depth + 1))
                }
            }
            if !inputs.isEmpty {
                info.inputs = inputs
                info.combination = combination
            }
        } else if name == "deferred" {
            var open = last.trailing.first ?? -1
            if open < 0, last.argsOpen >= 0 {
                open = chains.arguments(open: last.argsOpen, close: last.argsClose).first { text.kind($0.start) == .leftBrace }?.start ?? -1
            }
            guard open >= 0, let c = closureIndex(open: open) else { return }
            let returned = returnedBranches(ofClosure: c)
            guard !returned.isEmpty else { return }
            info.inputs = returned.map { sourceChain(from: $0.start, through: $0.end - 1, depth: depth + 1) }
            info.combination = .all
        }
    }

    /// The value a condition binds to `name` (`guard let name = value else { … }`, `if let
    /// name = value { … }`, `while let`, or a later clause `, let name = value`), earlier in
    /// the function around token `j` and visible there: after a `guard` in a scope holding
    /// `j`, inside the body of an `if` or `while`. The structure keeps no such binding as a
    /// local.
    private func conditionalBinding(of name: String, before j: Int) -> (start: Int, end: Int)? {
        guard let f = enclosingFunctionScope(of: j) else { return nil }
        let open = Int(structure.scopes[Int(f)].open)
        // Only the places the file binds this name (`let name =` after a condition's keyword
        // or a comma), nearest first: a walk back over the whole function for each site would
        // make a long function quadratic.
        let bindings = conditionBindings.positions(of: name, text)
        // The first binding whose value could not end before `j` (`k + 4 < j` is needed).
        var lo = 0, hi = bindings.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if bindings[mid] + 4 < j { lo = mid + 1 } else { hi = mid }
        }
        var i = lo
        while i > 0 {
            i -= 1
            captures.steps += 1
            let k = bindings[i]
            guard k > open else { break }
            if lo - i > 256 {
                captures.noteLimit("more than 256 conditions binding a subscription's receiver's name before it")
                break
            }
            guard structure.scope(structure.scopeOf[j], isWithin: structure.scopeOf[k]) else { continue }
            // The value runs to the next clause, the `else` of a guard or the body's brace.
            var e = k + 4
            while e < j, text.keyword(e) != .else, text.kind(e) != .comma, text.kind(e) != .leftBrace {
                if structure.match[e] > e { e = Int(structure.match[e]) }
                e += 1
            }
            guard e > k + 4, e < j else { continue }
            var clauseStart = k
            if text.kind(k) == .comma {
                // A later clause: the statement's keyword decides where the name is seen.
                var b = k - 1
                while b > open, text.keyword(b) != .if, text.keyword(b) != .guard, text.keyword(b) != .while {
                    if text.kind(b) == .leftBrace || text.kind(b) == .rightBrace || text.kind(b) == .semicolon { break }
                    if text.kind(b) == .rightParen || text.kind(b) == .rightSquare, structure.match[b] >= 0, structure.match[b] < b { b = Int(structure.match[b]) }
                    b -= 1
                }
                guard b > open, text.keyword(b) == .if || text.keyword(b) == .guard || text.keyword(b) == .while else { continue }
                clauseStart = b
            }
            if text.keyword(clauseStart) != .guard {
                // `if`/`while`: only inside the body that follows the conditions.
                var body = e
                while body < j, text.kind(body) != .leftBrace {
                    if structure.match[body] > body { body = Int(structure.match[body]) }
                    body += 1
                }
                guard body < j, text.kind(body) == .leftBrace, j < Int(structure.match[body]) else { continue }
            }
            return (k + 4, e)
        }
        return nil
    }

    /// Where a local's bound value ends: its initializer, without the `else { … }` of a
    /// `guard let`.
    private func boundEnd(_ decl: LocalDecl) -> Int {
        var j = Int(decl.initializerStart)
        let end = Int(decl.initializerEnd)
        while j < end {
            if text.keyword(j) == .else { return j }
            if structure.match[j] > j { j = Int(structure.match[j]) + 1; continue }
            j += 1
        }
        return end
    }

    /// Root calls whose sequence combines its arguments'.
    private static let combinations: [String: Combination] = [
        "concat": .all, "merge": .all, "combineLatest": .all, "zip": .any, "amb": .any,
    ]

    /// The source chains a function returns (each `return X` of its own body, or its single
    /// expression; each branch of a conditional apart), for the project index: a caller's
    /// subscription ends when they do. Empty when a body returns nothing this can read.
    func returnedChains(ofFunction f: FunctionDecl) -> [SourceChain] {
        let scope = structure.scopes[Int(f.scope)]
        let open = Int(scope.open)
        let close = Int(scope.close)
        guard close > open + 1 else { return [] }
        var expressions: [(start: Int, end: Int)] = []
        var j = open + 1
        while j < close {
            let sc = Int(structure.scopeOf[j])
            if text.keyword(j) == .return, structure.nearestClosure[sc] < 0, Int(structure.nearestFunction[sc]) == Int(f.scope) {
                let e = expressionEnd(after: j, close: close)
                // A bare `return` in a function returning a sequence: not one this reads.
                guard e > j + 1 else { return [] }
                expressions.append((j + 1, e))
                j = e
                continue
            }
            j += 1
        }
        // A single-expression body (a conditional's branches are read apart; anything else
        // that is not one chain reads as unknown).
        if expressions.isEmpty { expressions.append((open + 1, close)) }
        return expressions.flatMap { e in branches(from: e.start, to: e.end).map { sourceChain(from: $0.start, through: $0.end - 1, depth: 1) } }
    }

    /// The source chains the value assigned at the `=` token `equal` may be (each branch of a
    /// conditional apart), read no further than `close`: what an initializer gives a property.
    func assignedChains(at equal: Int, close: Int) -> [SourceChain] {
        let e = expressionEnd(after: equal, close: close)
        guard e > equal + 1 else { return [] }
        return chains(from: equal + 1, to: e)
    }

    /// The source chains of tokens [start, end) (each branch of a conditional apart).
    func chains(from start: Int, to end: Int) -> [SourceChain] {
        guard end > start else { return [] }
        return branches(from: start, to: end).map { sourceChain(from: $0.start, through: $0.end - 1, depth: 1) }
    }

    /// Where the expression of a `return` at `j` ends: at the end of its line, unless the next
    /// line continues it (`.map { … }`, a conditional's `? x` or `: y`), or at the block's end.
    private func expressionEnd(after j: Int, close: Int) -> Int {
        var e = j + 1
        while e < close, !(e > j + 1 && text.startsLine(e) && !continuesExpression(e)), text.kind(e) != .semicolon, text.kind(e) != .rightBrace {
            if structure.match[e] > e { e = Int(structure.match[e]) }
            e += 1
        }
        return e
    }

    /// The expressions a closure returns: each `return X` of its own body (not of nested
    /// closures), or its single expression.
    private func returnedExpressions(ofClosure c: Int) -> [(start: Int, end: Int)] {
        let closure = structure.closures[c]
        let scope = structure.scopes[Int(closure.scope)]
        let close = Int(scope.close)
        var result: [(start: Int, end: Int)] = []
        var j = Int(closure.bodyStart)
        while j < close {
            if text.keyword(j) == .return, structure.nearestClosure[Int(structure.scopeOf[j])] == closure.scope {
                let e = expressionEnd(after: j, close: close)
                if e > j + 1 { result.append((j + 1, e)) }
                j = e
                continue
            }
            j += 1
        }
        if result.isEmpty, Int(closure.bodyStart) < close {
            // A single-expression body, or a conditional whose branches are read apart.
            let (start, _) = chains.links(endingAt: close - 1)
            if start == Int(closure.bodyStart) || hasConditional(Int(closure.bodyStart), close) {
                result.append((Int(closure.bodyStart), close))
            }
        }
        return result
    }

    /// The type of a local when its declaration says it: an annotation (`let s: Subject`),
    /// a cast (`… as! CommitCell`), or an initializer call (`Response(…)`); "" otherwise
    /// (`Response(…).asObservable()` is not a `Response`).
    private func declaredType(_ decl: LocalDecl) -> String {
        let name = Int(decl.nameToken)
        if name + 1 < structure.tokens.count, text.kind(name + 1) == .colon { return decl.typeName }
        if let cast = castType(decl) { return cast }
        let a = Int(decl.initializerStart)
        let b = Int(decl.initializerEnd)
        guard a >= 0, b > a + 1, text.isName(a), text.kind(b - 1) == .rightParen, structure.match[b - 1] >= 0 else { return "" }
        // `Type(…)` or `Type<T>(…)` and nothing after.
        let open = Int(structure.match[b - 1])
        var j = a + 1
        if j < open, text.kind(j) == .operator, text.isByte(j, UInt8(ascii: "<")) {
            while j < open, !(text.kind(j) == .operator && text.bytes[Int(text.tokens[j].end) - 1] == UInt8(ascii: ">")) { j += 1 }
            j += 1
        }
        return j == open ? decl.typeName : ""
    }

    /// The dotted names of a local's initializer when it is nothing but a member path,
    /// optionally ending in a call (`self.list.articleAt(row)`, `viewModel.output`). Nil for a
    /// member of a call's result (`list.articleAt(row).title`): the index keeps no such chain.
    private func valuePath(of decl: LocalDecl) -> (names: [String], endsWithCall: Bool)? {
        let a = Int(decl.initializerStart)
        let b = Int(decl.initializerEnd)
        guard a >= 0, b > a, text.isName(a) || text.keyword(a) == .self else { return nil }
        var names: [String] = []
        var endsWithCall = false
        var j = a
        while j < b {
            if text.isName(j) || text.keyword(j) == .self {
                if endsWithCall { return nil }
                names.append(text.string(j))
            } else if text.kind(j) == .leftParen, structure.match[j] > j, !names.isEmpty {
                j = Int(structure.match[j])
                endsWithCall = true
            } else if text.kind(j) != .period && !(text.kind(j) == .operator && (text.isByte(j, UInt8(ascii: "?")) || text.isByte(j, UInt8(ascii: "!")))) {
                return nil
            }
            j += 1
        }
        return names.count >= 2 || endsWithCall ? (names, endsWithCall) : nil
    }

    /// `let cell = … as! CommitCell`: the type a local is cast to.
    private func castType(_ decl: LocalDecl) -> String? {
        let a = Int(decl.initializerStart)
        let b = Int(decl.initializerEnd)
        guard a >= 0, b - a >= 3 else { return nil }
        var j = b - 1
        // The last name of the initializer, right after `as!` / `as?` / `as`.
        while j > a, text.isName(j) || text.kind(j) == .period { j -= 1 }
        guard j + 1 < b, text.isName(j + 1) else { return nil }
        if text.kind(j) == .operator, text.isByte(j, UInt8(ascii: "!")) || text.isByte(j, UInt8(ascii: "?")), j > a, text.keyword(j - 1) == .as {
            return text.string(b - 1)
        }
        if text.keyword(j) == .as { return text.string(b - 1) }
        return nil
    }

    /// The value of a decimal integer literal (`1`, `1_000`); nil for other bases or overflow.
    private func integerValue(_ j: Int) -> Int? {
        let tok = text.tokens[j]
        var value = 0
        for k in Int(tok.start)..<Int(tok.end) {
            let b = text.bytes[k]
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
        let b = text.bytes[Int(text.tokens[j].start)]
        return b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z")
    }

    /// Known operator names, compared as token bytes.
    private static let operatorNames = ByteNameSet(RxCatalog.operatorNames)

    /// `RxCatalog.subscriptionLabels`, found by the call's token.
    private static let subscriptionLabels = ByteKeyedTable(RxCatalog.subscriptionLabels.sorted { $0.key < $1.key }.map { ($0.key, NameSet($0.value)) })

    // MARK: - Function references

    /// `onNext: handle`, `onNext: self.handle`, `.map(transform)`: a method used as a closure.
    private func functionReference(_ a: (label: String, start: Int, end: Int), role: String) -> FunctionReference? {
        let len = a.end - a.start
        if len == 1, text.kind(a.start) == .identifier, text.keyword(a.start) == .none {
            let tok = text.tokens[a.start]
            return FunctionReference(role: role, name: text.string(a.start), viaSelf: false, start: tok.start, end: tok.end)
        }
        if len == 3, text.keyword(a.start) == .self, text.kind(a.start + 1) == .period, text.isName(a.start + 2) {
            let tok = text.tokens[a.start + 2]
            return FunctionReference(role: role, name: text.string(a.start + 2), viaSelf: true, start: tok.start, end: tok.end)
        }
        return nil
    }

    // MARK: - Fate

    /// `.name(` right after token `end`: a method called on the returned Disposable.
    private func calledMethod(after end: Int) -> Int? {
        guard end + 3 < structure.tokens.count, text.kind(end + 1) == .period, text.isName(end + 2), text.kind(end + 3) == .leftParen else { return nil }
        return end + 2
    }

    /// `.disposed(by: bag)` / `.addDisposableTo(bag)` / a team's disposal method after the call.
    private func disposalCall(after end: Int) -> (argStart: Int, argEnd: Int, end: Int)? {
        guard calledMethod(after: end) != nil, knowledge.disposalMethodNames.contains(text, end + 2), structure.match[end + 3] > end + 3 else { return nil }
        let close = Int(structure.match[end + 3])
        guard let first = chains.firstArgument(open: end + 3, close: close) else { return (end + 4, close, close) }
        return (first.start, first.end, close)
    }

    /// Reads a keeper expression: `disposeBag`, `self.bag`, `rx.disposeBag`, `DisposeBag()`.
    private func keeper(from a: Int, to b: Int, site: Int) -> KeeperExpression {
        let path = pathNames(from: a, to: b)
        let keeperText = a < b ? collapsedText(from: a, through: b - 1) : ""
        let fresh = b - a >= 3 && text.equals(b - 3, "DisposeBag") && text.kind(b - 2) == .leftParen && text.kind(b - 1) == .rightParen && (b - a == 3 || text.kind(b - 4) == .period)
        var local: LocalKeeper?
        if path.count == 1, let decl = localDecl(named: path[0], before: site) {
            local = LocalKeeper(name: decl.name, typeName: decl.typeName, escapes: localEscapes(decl))
        }
        let isParameter = local == nil && path.count == 1 && isParameter(path[0], at: site)
        var expression = KeeperExpression(path: path, isFresh: fresh, local: local, isParameter: isParameter, text: keeperText)
        if isParameter { expression.parameterLabel = functionParameterLabel(path[0], at: site) }
        if path.count >= 2, path[0] != "self" { expression.isCellOfOwner = isCell(path[0], at: site) }
        return expression
    }

    /// Whether `name` at token `j` is a table or collection view cell handed to this code:
    /// a local dequeued here, a closure parameter called `cell`, or a parameter of a `…Cell`
    /// type.
    private func isCell(_ name: String, at j: Int) -> Bool {
        if let decl = localDecl(named: name, before: j) {
            let a = Int(decl.initializerStart)
            let b = Int(decl.initializerEnd)
            guard a >= 0, b > a else { return false }
            return (a..<b).contains { text.isName($0) && (text.equals($0, "dequeueReusableCell") || text.equals($0, "dequeueReusableSupplementaryView")) }
        }
        if captures.isClosureParameter(name, at: j) { return name == "cell" || name.hasSuffix("Cell") }
        return parameterType(name, at: j)?.hasSuffix("Cell") ?? false
    }

    /// Dotted names of a simple expression, `?`/`!` ignored: `self.rx.disposeBag` → [self, rx, disposeBag].
    private func pathNames(from a: Int, to b: Int) -> [String] {
        var names: [String] = []
        var j = a
        while j < b {
            if text.isName(j) || text.kind(j) == .dollarIdentifier { names.append(text.name(j)) }
            else if text.kind(j) == .period || text.kind(j) == .operator && (text.isByte(j, UInt8(ascii: "?")) || text.isByte(j, UInt8(ascii: "!"))) {}
            else if text.kind(j) == .leftParen, structure.match[j] > j { j = Int(structure.match[j]) }
            else { return names }
            j += 1
        }
        return names
    }

    /// The fate of a chain that is not followed by a disposal call.
    private func statementFate(chainStart: Int, chainEnd: Int, site: Int) -> Fate {
        // The left operand of an infix operator (a project's `subscription => bag`): the
        // operator's function gets the Disposable.
        let after = chainEnd + 1
        if after < structure.tokens.count, text.kind(after) == .operator, !text.isByte(after, UInt8(ascii: "?")), !text.isByte(after, UInt8(ascii: "!")) {
            return .handedOver("passed to the operator '\(text.string(after))'")
        }
        var b = chainStart - 1
        // `try`, `try?`, `try!`, `await` do not change what happens to the value.
        while b >= 0 {
            if text.keyword(b) == .try || text.keyword(b) == .await { b -= 1; continue }
            if b > 0, text.kind(b) == .operator, text.keyword(b - 1) == .try, text.isByte(b, UInt8(ascii: "?")) || text.isByte(b, UInt8(ascii: "!")) { b -= 2; continue }
            break
        }
        guard b >= 0 else { return expressionStatementFate(chainStart: chainStart, chainEnd: chainEnd) }
        let k = text.kind(b)
        if k == .equal { return assignmentFate(equal: b, site: site) }
        if text.keyword(b) == .return { return .handedOver("returned") }
        if k == .leftParen || k == .comma || k == .colon || k == .leftSquare {
            if k == .colon, b > 0, text.keyword(b - 1) == .case || text.keyword(b - 1) == .default { return expressionStatementFate(chainStart: chainStart, chainEnd: chainEnd) }
            return argumentFate(before: b, site: site)
        }
        if k == .leftBrace || k == .rightBrace || k == .semicolon || text.keyword(b) == .in || text.keyword(b) == .else || text.startsLine(chainStart)
            || (k == .colon) || text.kind(b) == .poundDirective {
            return expressionStatementFate(chainStart: chainStart, chainEnd: chainEnd)
        }
        return .handedOver("used in an expression")
    }

    private func assignmentFate(equal b: Int, site: Int) -> Fate {
        guard b > 0 else { return .handedOver("assigned") }
        let l = b - 1
        if text.kind(l) == .identifier, text.equals(l, "_") {
            return l > 0 && (text.keyword(l - 1) == .let || text.keyword(l - 1) == .var) ? .discarded(.letUnderscore) : .discarded(.underscore)
        }
        // A declaration initialized here is the last one named before the `=`.
        if let k = lastDeclaration(before: b, count: structure.locals.count, nameToken: { structure.locals[$0].nameToken }),
           structure.locals[k].initializerStart == Int32(b + 1) {
            let decl = structure.locals[k]
            return .local(name: decl.name, use: localUse(of: decl, after: site))
        }
        if let k = lastDeclaration(before: b, count: structure.properties.count, nameToken: { structure.properties[$0].nameToken }),
           structure.properties[k].initializerStart == Int32(b + 1) {
            return .handedOver("property initializer")
        }
        if text.kind(l) == .rightSquare { return .handedOver("stored in a collection") }
        // Walk back over `a.b?.c`.
        var j = l
        while j >= 2, text.kind(j - 1) == .period {
            if text.isName(j - 2) { j -= 2; continue }
            if j >= 3, text.isByte(j - 2, UInt8(ascii: "?")), text.isName(j - 3) { j -= 3; continue }
            break
        }
        let path = pathNames(from: j, to: b)
        guard let last = path.last else { return .handedOver("assigned") }
        let fn = enclosingFunctionScope(of: b)
        let from = fn.map { Int(structure.scopes[Int($0)].open) + 1 } ?? 0
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
            let k = text.kind(j)
            if (k == .rightParen || k == .rightSquare || k == .rightBrace), structure.match[j] >= 0, structure.match[j] < j { j = Int(structure.match[j]) - 1; steps += 1; continue }
            if k == .leftSquare {
                // `disposables += [subscription]`
                if j > 1, text.kind(j - 1) == .operator, text.equals(j - 1, "+="), text.isName(j - 2) {
                    return arrayElementFate(receiverEnd: j - 2, site: site)
                }
                return .handedOver("stored in a collection")
            }
            if k == .leftParen {
                guard j > 0, text.isName(j - 1) else { return .handedOver("passed on") }
                let callee = text.string(j - 1)
                if callee == "insert", j > 2, text.kind(j - 2) == .period {
                    let (recvStart, _) = chains.links(endingAt: j - 3)
                    return .keptBy(keeper(from: recvStart, to: j - 2, site: site))
                }
                if callee == "append", j > 2, text.kind(j - 2) == .period, text.isName(j - 3), structure.match[j] >= 0, b == j {
                    return arrayElementFate(receiverEnd: j - 3, site: site)
                }
                return .handedOver("passed to \(callee)")
            }
            if k == .leftBrace || k == .semicolon { return .handedOver("passed on") }
            j -= 1
            steps += 1
        }
        if j >= 0 { captures.noteLimit("an argument list of more than 4,096 parts before a subscription") }
        return .handedOver("passed on")
    }

    /// The subscription is appended to the array named at `receiverEnd` (`disposables`,
    /// `self.disposables`).
    private func arrayElementFate(receiverEnd: Int, site: Int) -> Fate {
        var start = receiverEnd
        if start >= 2, text.kind(start - 1) == .period, text.keyword(start - 2) == .self { start -= 2 }
        var expression = keeper(from: start, to: receiverEnd + 1, site: site)
        expression.isArrayElement = true
        return .keptBy(expression)
    }

    /// `.forEach { $0.disposed(by: bag) }` right after the call whose closure closes at
    /// `close`: the disposal's argument.
    private func eachDisposed(afterCallClosingAt close: Int) -> (argStart: Int, argEnd: Int, end: Int)? {
        var end = close
        let n = structure.tokens.count
        if end + 1 < n, text.kind(end + 1) == .rightParen { end += 1 }
        guard end + 4 < n, text.kind(end + 1) == .period, text.equals(end + 2, "forEach"), text.kind(end + 3) == .leftBrace,
              text.kind(end + 4) == .dollarIdentifier, text.equals(end + 4, "$0"), let disposal = disposalCall(after: end + 4),
              disposal.end + 1 < n, Int(structure.match[end + 3]) == disposal.end + 1 else { return nil }
        return disposal
    }

    /// The disposal call after the call whose trailing closure (or last argument's closure)
    /// closes at `close`, past a `)` and an optional chaining `?` or `!`.
    private func disposalAfterCall(closingAt close: Int) -> (argStart: Int, argEnd: Int, end: Int)? {
        var end = close
        let n = structure.tokens.count
        if end + 1 < n, text.kind(end + 1) == .rightParen { end += 1 }
        if end + 1 < n, text.kind(end + 1) == .operator, text.isByte(end + 1, UInt8(ascii: "?")) || text.isByte(end + 1, UInt8(ascii: "!")) { end += 1 }
        return disposalCall(after: end)
    }

    /// A chain standing as a statement: unused, unless it is the implicit return of a
    /// single-expression body that returns a Disposable, or a statement of a `bag.insert { … }`
    /// result builder.
    private func expressionStatementFate(chainStart: Int, chainEnd: Int) -> Fate {
        let sc = structure.scopeOf[chainStart]
        let scope = structure.scopes[Int(sc)]
        if scope.kind == .closure {
            let c = Int(scope.item)
            let callee = captures.calleeName(ofClosure: c)
            let only = Int(structure.closures[c].bodyStart) == chainStart && chainEnd + 1 == Int(scope.close)
            if only, callee == "create" { return .handedOver("returned from create") }
            // `return { handler in source.subscribe(…) }` in a function whose result is a
            // Disposable-returning function: the closure returns the Disposable to its caller.
            if only, closureResultIsDisposable(sc, depth: 0) { return .handedOver("returned") }
            // `button.flatMap { b in relay.bind(to: b.rx.title) }?.disposed(by: bag)`: an
            // Optional's map hands the closure's Disposable out of the call, which disposes it.
            if only, callee == "flatMap" || callee == "map", let disposal = disposalAfterCall(closingAt: Int(scope.close)) {
                return .keptBy(keeper(from: disposal.argStart, to: disposal.argEnd, site: chainStart))
            }
            // `sources.map { $0.subscribe(…) }.forEach { $0.disposed(by: bag) }`: each
            // Disposable the map makes is put in the bag.
            if only, callee == "map" || callee == "compactMap", let disposal = eachDisposed(afterCallClosingAt: Int(scope.close)) {
                return .keptBy(keeper(from: disposal.argStart, to: disposal.argEnd, site: chainStart))
            }
            if callee == "insert" || callee == "DisposeBag" {
                let open = Int(scope.open)
                var j = open - 1
                if text.kind(j) == .rightParen, structure.match[j] >= 0 { j = Int(structure.match[j]) - 1 }
                if j > 1, text.kind(j - 1) == .period {
                    let (recvStart, _) = chains.links(endingAt: j - 2)
                    return .keptBy(keeper(from: recvStart, to: j - 1, site: chainStart))
                }
                return .handedOver("result builder")
            }
        }
        if scope.kind == .functionBody || scope.kind == .accessorBlock, scope.item >= 0 {
            let f = structure.functions[Int(scope.item)]
            let only = Int(scope.open) + 1 == chainStart && chainEnd + 1 == Int(scope.close)
            // The one expression is what the body gives back: an accessor's, a `Disposable`'s, and
            // a function's of any other result (a generic `Result`, RxCocoa's `bind(to:)` given a
            // function returning the function's result), as Swift returns a single-expression body.
            if only, f.kind == .accessor || f.returnType == "Disposable" || f.returnType == "Cancelable"
                || f.kind == .function && !f.returnType.isEmpty && f.returnType != "Void" && f.returnType != "()" {
                return .handedOver("returned")
            }
        }
        return .discarded(.unusedResult)
    }

    /// Whether closure scope `sc` gives back a Disposable: its signature says so (`{ _ ->
    /// Disposable in`), or it is returned (`return { … }`, or the whole body around it) by a
    /// closure that does, or by a function whose last result type is one (`-> (Source) ->
    /// Disposable`).
    private func closureResultIsDisposable(_ sc: Int32, depth: Int) -> Bool {
        guard depth < 16 else { return false }
        let scope = structure.scopes[Int(sc)]
        guard scope.kind == .closure, scope.item >= 0 else { return false }
        let open = Int(scope.open)
        let inToken = Int(structure.closures[Int(scope.item)].inToken)
        if inToken > open {
            var j = inToken - 1
            while j > open, text.kind(j) != .arrow { j -= 1 }
            if j > open { return namesDisposableType(j + 1) }
        }
        let parent = scope.parent
        guard parent >= 0, open > 0 else { return false }
        let enclosing = structure.scopes[Int(parent)]
        let bodyStart = enclosing.kind == .closure && enclosing.item >= 0 ? Int(structure.closures[Int(enclosing.item)].bodyStart) : Int(enclosing.open) + 1
        let returned = text.keyword(open - 1) == .return || bodyStart == open && Int(scope.close) + 1 == Int(enclosing.close)
        guard returned else { return false }
        switch enclosing.kind {
        case .closure: return closureResultIsDisposable(parent, depth: depth + 1)
        case .functionBody: return enclosing.item >= 0 && lastResultIsDisposable(bodyOpen: Int(enclosing.open))
        default: return false
        }
    }

    /// Whether the signature before a function body's `{` at `bodyOpen` ends its result type with
    /// a Disposable: the last `->` outside parentheses, read backwards past a `where` clause.
    private func lastResultIsDisposable(bodyOpen: Int) -> Bool {
        var j = bodyOpen - 1
        var depth = 0
        let limit = max(0, bodyOpen - 4096)
        while j > limit {
            let k = text.kind(j)
            if k == .rightParen || k == .rightSquare { depth += 1 }
            else if k == .leftParen || k == .leftSquare { depth -= 1 }
            else if depth == 0 {
                if k == .arrow { return namesDisposableType(j + 1) }
                if k == .leftBrace || k == .rightBrace || text.keyword(j) == .func { return false }
            }
            j -= 1
        }
        return false
    }

    private func namesDisposableType(_ j: Int) -> Bool {
        let name = StructureBuilder.typeBaseName(text, at: j, count: structure.tokens.count)
        return name == "Disposable" || name == "Cancelable"
    }

    // MARK: - Property aliases

    /// The locals the function around token `site` binds to property `property` of self
    /// (`guard let view = self.view`): a chain closure naming one holds that object, whatever
    /// the property's strength (`SourceResolver.weakObject` asks of the root's own object).
    private func aliases(of property: String, around site: Int) -> [String] {
        let f = structure.nearestFunction[Int(structure.scopeOf[site])]
        guard f >= 0 else { return [] }
        return propertyAliases(ofFunction: f).compactMap { $0.property == property ? $0.alias : nil }
    }

    /// Whether the closure opening at `open` names one of `names` (not as a member).
    private func closure(at open: Int, names: [String]) -> Bool {
        let close = Int(structure.match[open])
        guard close > open else { return false }
        for j in open + 1..<close where text.isName(j) && text.kind(j - 1) != .period && names.contains(where: { text.equals(j, name: $0) }) {
            return true
        }
        return false
    }

    /// Whether `subscribe(…)` with these arguments can be Rx's. Its forms take an observer
    /// alone, one event closure, or labelled handlers: a value and then a closure (`store.
    /// subscribe(self) { $0.select { … } }`) is another library's subscriber registration, as
    /// is `subscribe(self)` in a type whose inheritance clause names a subscriber protocol of
    /// such a library (`StoreSubscriber`), whose registration returns nothing to dispose.
    private func isRxSubscribe(args: [(label: String, start: Int, end: Int)], trailingClosures: Bool, at i: Int) -> Bool {
        guard let first = args.first, first.label.isEmpty, text.kind(first.start) != .leftBrace else { return true }
        if trailingClosures { return false }
        guard args.count == 1, first.end - first.start == 1, text.keyword(first.start) == .self else { return true }
        let typeScope = structure.nearestType[Int(structure.scopeOf[i])]
        guard typeScope >= 0 else { return true }
        let type = structure.scopes[Int(typeScope)].item
        guard type >= 0 else { return true }
        return !structure.types[Int(type)].inherited.contains { RxCatalog.otherLibrarySubscriberProtocols.contains($0) }
    }

    /// Whether the type around token `j` declares `name` in this file as a stored property that
    /// is not weak: its object is self's whatever a closure holds, and no alias of it matters.
    private func declaresStrongProperty(_ name: String, around j: Int) -> Bool {
        let typeScope = structure.nearestType[Int(structure.scopeOf[j])]
        guard typeScope >= 0 else { return false }
        let type = structure.scopes[Int(typeScope)].item
        return type >= 0 && structure.properties.contains { $0.typeIndex == type && !$0.isWeak && !$0.isStatic && $0.name == name }
    }

    /// `let|var name = [self.]property` (also in `guard`/`if`/`while` conditions), optionally
    /// unwrapped (`?`, `!`), in the body of function scope `f`: the locals bound to a property
    /// of self, with it.
    private func propertyAliases(ofFunction f: Int32) -> [(alias: String, property: String)] {
        if let known = propertyAliases.byFunction[f] { return known }
        var found: [(alias: String, property: String)] = []
        let scope = structure.scopes[Int(f)]
        let close = Int(scope.close)
        var k = Int(scope.open) + 1
        while k + 3 < close {
            defer { k += 1 }
            // The rarest test first: most tokens are not two before an `=`.
            guard text.kind(k + 2) == .equal, text.keyword(k) == .let || text.keyword(k) == .var, text.isName(k + 1) else { continue }
            var v = k + 3
            if text.keyword(v) == .self, v + 2 < close, text.kind(v + 1) == .period { v += 2 }
            guard text.isName(v), text.keyword(v) == .none, v + 1 < close else { continue }
            // The property alone: what follows is an unwrap, the condition's end or a new line.
            var after = v + 1
            if text.kind(after) == .operator, text.isByte(after, UInt8(ascii: "?")) || text.isByte(after, UInt8(ascii: "!")) { after += 1 }
            guard after >= close || text.startsLine(after) || text.keyword(after) == .else || text.kind(after) == .comma
                || text.kind(after) == .leftBrace || text.kind(after) == .semicolon else { continue }
            found.append((text.string(k + 1), text.string(v)))
        }
        propertyAliases.byFunction[f] = found
        return found
    }

    // MARK: - Locals

    private func enclosingFunctionScope(of j: Int) -> Int32? {
        let f = structure.nearestFunction[Int(structure.scopeOf[j])]
        return f >= 0 ? f : nil
    }

    func localDecl(named name: String, before j: Int) -> LocalDecl? {
        captures.localDecl(named: name, before: j)
    }

    /// Whether `name` is a parameter of the function or of a closure enclosing token `j`.
    private func isParameter(_ name: String, at j: Int) -> Bool {
        if captures.isClosureParameter(name, at: j) { return true }
        if let f = enclosingFunctionScope(of: j), structure.scopes[Int(f)].item >= 0 {
            return structure.functions[Int(structure.scopes[Int(f)].item)].parameters.contains(name)
        }
        return false
    }

    /// The label callers write for parameter `name` of the function enclosing token `j`
    /// (`into` for `into bag: DisposeBag`, `bag` for `bag: DisposeBag`); nil when a closure
    /// declares the name, or the parameter has no label (`_ bag:`).
    private func functionParameterLabel(_ name: String, at j: Int) -> String? {
        guard let label = callLabel(ofParameter: name, at: j), !label.isEmpty else { return nil }
        return label
    }

    /// The label callers write for parameter `name` of the function enclosing token `j`, ""
    /// for `_ name:`; nil when a closure declares the name or the function has no such parameter.
    private func callLabel(ofParameter name: String, at j: Int) -> String? {
        guard !captures.isClosureParameter(name, at: j), let f = enclosingFunctionScope(of: j), structure.scopes[Int(f)].item >= 0 else { return nil }
        let function = structure.functions[Int(structure.scopes[Int(f)].item)]
        guard let k = function.parameters.firstIndex(of: name) else { return nil }
        return text.callLabel(ofParameter: k, of: function)
    }

    /// The function enclosing token `j` and the label its callers write for its parameter
    /// `name`; nil for a closure's parameter.
    private func parameterOrigin(_ name: String, at j: Int) -> ParameterOrigin? {
        guard let label = callLabel(ofParameter: name, at: j), let f = enclosingFunctionScope(of: j) else { return nil }
        let function = structure.functions[Int(structure.scopes[Int(f)].item)]
        guard function.kind == .function || function.kind == .initializer else { return nil }
        return ParameterOrigin(function: function.kind == .initializer ? "init" : function.name, label: label)
    }

    /// The declared type of parameter `name` of the function enclosing token `j`, when no
    /// closure between them declares a parameter of that name.
    private func parameterType(_ name: String, at j: Int) -> String? {
        // The function's parameters first: most roots are properties, and this is cheap.
        guard let f = enclosingFunctionScope(of: j), structure.scopes[Int(f)].item >= 0,
              structure.functions[Int(structure.scopes[Int(f)].item)].parameters.contains(name) else { return nil }
        if captures.isClosureParameter(name, at: j) { return nil }
        let function = structure.functions[Int(structure.scopes[Int(f)].item)]
        guard let k = function.parameters.firstIndex(of: name), k < function.parameterTypeTokens.count else { return nil }
        let type = StructureBuilder.typeBaseName(text, at: Int(function.parameterTypeTokens[k]), count: structure.tokens.count)
        return type.isEmpty ? nil : type
    }

    /// The function named `name` declared inside a body (not a type's member) whose enclosing
    /// scope holds token `j`, or at the top level of the file when `j` is in no type (where a
    /// member of the same name would come first): the one a bare call there means.
    private func localFunction(named name: String, around j: Int) -> FunctionDecl? {
        var found: FunctionDecl?
        let inType = structure.nearestType[Int(structure.scopeOf[j])] >= 0
        for k in freeFunctions where structure.functions[Int(k)].name == name {
            let f = structure.functions[Int(k)]
            let declaring = structure.scopes[Int(f.scope)].parent
            guard structure.scopes[Int(declaring)].kind != .file || !inType,
                  structure.scope(structure.scopeOf[j], isWithin: declaring) else { continue }
            // Overloads or shadowing: the name stays unread.
            if found != nil { return nil }
            found = f
        }
        return found
    }

    /// The first name of the object a local made in the function is handed to, in its scope:
    /// an argument of a call that keeps it (`view.addSubview(button)`: `view`; a bare
    /// `addSubview(button)`: `self`), or the value assigned to a member (`navigationItem
    /// .titleView = label`: `navigationItem`). Nil when neither is written.
    private func holder(ofLocal decl: LocalDecl, depth: Int = 0) -> String? {
        guard let name = directHolder(ofLocal: decl) else { return nil }
        // Handed to another local the function made (`stack.addArrangedSubview(button)`):
        // whoever that one is handed to (none: both go when the function returns).
        guard name != "self" else { return name }
        if let other = enclosingLocal(named: name, around: decl) {
            // The cell (or header or footer) a table or collection data-source method returns:
            // the view that asked keeps it while it shows it (whose view that is, self's type
            // decides).
            if returnsToAskingView(other) { return ChainRoot.askingListView }
            // Made elsewhere (`let nav = current.navigationController`): kept by whoever keeps
            // that, which the code does not say ("" asks nobody's lifetime).
            let start = Int(other.initializerStart)
            guard start >= 0, text.constructs(at: start), depth < 3 else { return "" }
            return holder(ofLocal: other, depth: depth + 1)
        }
        // A parameter: someone else's object.
        if isParameter(name, at: Int(decl.nameToken)) { return "" }
        return name
    }

    /// Whether `decl` is what its enclosing `tableView(_:cellForRowAt:)` (or another method
    /// of `ViewProvidingDataSourceMethods`) returns: `return cell`.
    private func returnsToAskingView(_ decl: LocalDecl) -> Bool {
        let f = structure.nearestFunction[Int(decl.scope)]
        guard f >= 0, structure.scopes[Int(f)].item >= 0 else { return false }
        let function = structure.functions[Int(structure.scopes[Int(f)].item)]
        guard function.kind == .function, function.parameters.count >= 2, let label = text.callLabel(ofParameter: 1, of: function),
              ViewProvidingDataSourceMethods.method(swiftName: function.name, label: label) != nil else { return false }
        let close = Int(structure.scopes[Int(f)].close)
        var j = Int(decl.nameToken) + 1
        while j + 1 < close {
            defer { j += 1 }
            guard text.keyword(j) == .return, text.isName(j + 1), text.equals(j + 1, name: decl.name) else { continue }
            let next = text.kind(j + 2)
            if next != .period && next != .leftParen && next != .leftSquare { return true }
        }
        return false
    }

    /// The local named `name` whose scope holds `decl`'s (the innermost; before or after it).
    private func enclosingLocal(named name: String, around decl: LocalDecl) -> LocalDecl? {
        var best: LocalDecl?
        for other in structure.locals where other.name == name && structure.scope(decl.scope, isWithin: other.scope) {
            if let b = best, !structure.scope(other.scope, isWithin: b.scope) { continue }
            best = other
        }
        return best
    }

    private func directHolder(ofLocal decl: LocalDecl) -> String? {
        let scope = structure.scopes[Int(decl.scope)]
        let end = min(Int(scope.close), Int(decl.nameToken) + 20_000)
        var j = Int(decl.nameToken) + 1
        while j < end {
            defer { j += 1 }
            guard text.isName(j), text.equals(j, name: decl.name), text.kind(j - 1) != .period else { continue }
            let next = text.kind(j + 1)
            if next == .rightParen || next == .comma {
                // An argument, labelled or not: the call whose parentheses hold it.
                var k = j - 1
                if text.kind(k) == .colon, k >= 1, text.isName(k - 1) { k -= 2 }
                guard text.kind(k) == .leftParen || text.kind(k) == .comma else { continue }
                var open = k
                var steps = 0
                while open > 0, text.kind(open) != .leftParen, steps < 256 {
                    if (text.kind(open) == .rightParen || text.kind(open) == .rightSquare || text.kind(open) == .rightBrace),
                       structure.match[open] >= 0, structure.match[open] < open { open = Int(structure.match[open]) }
                    open -= 1
                    steps += 1
                }
                guard open > 0, text.kind(open) == .leftParen, text.isName(open - 1), KeepingCalls.swiftNames.contains(text.name(open - 1)) else { continue }
                return open >= 3 && text.kind(open - 2) == .period ? firstName(ofPathEndingAt: open - 3) : "self"
            }
            // `a.b = local` at the end of a statement.
            if text.kind(j - 1) == .equal, j >= 4, text.kind(j - 3) == .period, text.isName(j - 2), next != .period, next != .leftParen {
                return firstName(ofPathEndingAt: j - 4)
            }
        }
        return nil
    }

    /// The first name of `a.b.c` whose last name is token `last` (`self` when it is `self`).
    private func firstName(ofPathEndingAt last: Int) -> String? {
        guard last >= 0, text.isName(last) else { return nil }
        var first = last
        while first >= 2, text.kind(first - 1) == .period, text.isName(first - 2) { first -= 2 }
        return text.keyword(first) == .self ? "self" : text.name(first)
    }

    /// How a local Disposable is used after the subscription: disposed, escaping, or unused.
    private func localUse(of decl: LocalDecl, after site: Int) -> LocalUse {
        let scope = structure.scopes[Int(decl.scope)]
        let end = min(Int(scope.close), Int(decl.nameToken) + 20_000)
        var j = max(Int(decl.initializerEnd), site + 1)
        var use = LocalUse.unused
        while j < end {
            if text.isName(j), text.equals(j, name: decl.name), !(j > 0 && text.kind(j - 1) == .period) {
                guard text.isDisposeCall(after: j, end: end) else { return .escapes }
                use = .disposed
            }
            j += 1
        }
        if end < Int(scope.close) { captures.noteLimit("more than 20,000 tokens after a local Disposable in its scope") }
        return use
    }

    /// Whether a local bag is used other than as a disposal target: stored, returned, passed,
    /// or captured by a closure, so it may outlive the function.
    private func localEscapes(_ decl: LocalDecl) -> Bool {
        let scope = structure.scopes[Int(decl.scope)]
        let end = min(Int(scope.close), Int(decl.nameToken) + 20_000)
        var j = Int(decl.nameToken) + 1
        let declaredIn = structure.nearestClosure[Int(decl.scope)]
        while j < end {
            defer { j += 1 }
            guard text.isName(j), text.equals(j, name: decl.name), !(j > 0 && text.kind(j - 1) == .period) else { continue }
            // Named inside a closure the bag's scope holds: the closure captures the bag, which
            // lives as long as it (a test framework's `it { … }`, kept and run after the
            // function that declared the bag returns).
            if structure.nearestClosure[Int(structure.scopeOf[j])] != declaredIn { return true }
            // `disposed(by: bag)` / `addDisposableTo(bag)`.
            if j > 1, text.kind(j - 1) == .colon, text.equals(j - 2, "by") { continue }
            if j > 0, text.kind(j - 1) == .leftParen, j > 1, text.equals(j - 2, "addDisposableTo") { continue }
            // `bag.insert(…)`.
            if j + 2 < end, text.kind(j + 1) == .period, text.equals(j + 2, "insert") { continue }
            // Stored, returned, passed on or captured by a closure: it may outlive the function.
            return true
        }
        if end < Int(scope.close) { captures.noteLimit("more than 20,000 tokens after a local DisposeBag in its scope") }
        return false
    }

    /// Whether tokens [from, to) deal with what `name` held before it is assigned:
    /// `name.dispose()`, `name?.dispose()`, or a comparison with `nil` (code that assigns only
    /// when nothing is held, `guard timer == nil else { return }`, overwrites nothing).
    private func handlesPreviousValue(of name: String, from: Int, to: Int) -> Bool {
        var j = from
        while j + 2 < to {
            defer { j += 1 }
            guard text.isName(j), text.equals(j, name: name) else { continue }
            if text.isDisposeCall(after: j, end: to) { return true }
            if text.kind(j + 1) == .operator, text.equals(j + 1, "==") || text.equals(j + 1, "!="), text.keyword(j + 2) == .nil { return true }
        }
        return false
    }

    // MARK: - Context

    /// `applicationDidFinishLaunching(_:)`, `applicationWillFinishLaunching(_:)`, or
    /// `application(_:didFinishLaunchingWithOptions:)` / `(_:willFinishLaunchingWithOptions:)`.
    private func isLaunchCallback(_ f: FunctionDecl) -> Bool {
        if f.name == "applicationDidFinishLaunching" || f.name == "applicationWillFinishLaunching" { return true }
        guard f.name == "application" else { return false }
        // `didFinishLaunchingWithOptions launchOptions:` or `…WithOptions _:` (a parameter
        // named `_` has no entry among the parameters): read back from the body's brace over
        // the signature, up to `func`.
        var j = Int(structure.scopes[Int(f.scope)].open) - 1
        var steps = 0
        while j > 2, steps < 128, text.keyword(j) != .func {
            if text.kind(j) == .colon, text.equals(j - 2, "didFinishLaunchingWithOptions") || text.equals(j - 2, "willFinishLaunchingWithOptions") {
                return true
            }
            j -= 1
            steps += 1
        }
        return false
    }

    private func context(at j: Int) -> SiteContext {
        var ctx = SiteContext(typeName: "", typeKind: nil, functionName: "", functionKind: nil, isStatic: false, selfAliases: [])
        let sc = Int(structure.scopeOf[j])
        let f = structure.nearestFunction[sc]
        if f >= 0, structure.scopes[Int(f)].item >= 0 {
            // Read in place: a copy of the declaration, for every site, retains all its names.
            let fi = Int(structure.scopes[Int(f)].item)
            ctx.functionName = structure.functions[fi].name
            ctx.functionKind = structure.functions[fi].kind
            ctx.functionParameterCount = structure.functions[fi].parameters.count
            ctx.isStatic = structure.functions[fi].isStatic
            if ctx.functionName.hasPrefix("application") { ctx.runsOnceAtLaunch = isLaunchCallback(structure.functions[fi]) }
            // Only a reusable cell's code is asked whether it runs per item: the scans behind
            // the answer are not made for other types.
            if SetterRuns.mayBeCell(typeIndex: structure.functions[fi].typeIndex, structure) {
                let function = structure.functions[fi]
                ctx.setProperty = onDemand.setterRuns.property(runBy: function)
                ctx.callersWithParameters = onDemand.setterRuns.callersWithParameters(of: function)
                ctx.runsWithinReactorBinding = onDemand.setterRuns.runsOnlyWithinReactorBinding(function)
                ctx.runsOnlyFromSetUp = onDemand.setterRuns.runsOnlyFromSetUp(function)
            }
        }
        let typeScope = structure.nearestType[sc]
        if typeScope >= 0, structure.scopes[Int(typeScope)].item >= 0 {
            let k = Int(structure.scopes[Int(typeScope)].item)
            ctx.typeName = structure.types[k].name
            ctx.typeKind = structure.types[k].kind == .extension ? nil : structure.types[k].kind
            ctx.typeIsFileLocal = structure.isFileLocal(type: k)
            ctx.typeIndex = Int32(k)
            ctx.selfConstraints = structure.types[k].selfConstraints
        }
        // Aliases of self (`guard let strongSelf = self`) bound by enclosing closures.
        ctx.selfAliases = captures.selfAliases(before: j)
        return ctx
    }

    private func collapsedText(from a: Int, through b: Int) -> String {
        guard a >= 0, b >= a else { return "" }
        let last = min(b, structure.tokens.count - 1)
        // Measured, then written straight into the string's storage: no scratch array.
        let length = collapse(from: a, through: last, into: nil)
        return String(unsafeUninitializedCapacity: length) { collapse(from: a, through: last, into: $0.baseAddress) }
    }

    /// The bytes of `collapsedText`, written to `out` when given; their count.
    private func collapse(from a: Int, through last: Int, into out: UnsafeMutablePointer<UInt8>?) -> Int {
        var count = 0
        func put(_ bytes: UnsafeBufferPointer<UInt8>) {
            if let out, let base = bytes.baseAddress { (out + count).update(from: base, count: bytes.count) }
            count += bytes.count
        }
        var j = a
        while j <= last {
            defer { j += 1 }
            // A chain broken over lines reads as one: no space before its `.member`.
            if j > a, text.spaced(j), text.kind(j) != .period {
                out?[count] = 0x20
                count += 1
            }
            // A closure's body is not what names a source: `onStep { … }`.
            if text.kind(j) == .leftBrace, structure.match[j] > j {
                SiteExtractor.elidedBody.withUnsafeBufferPointer { put($0) }
                if Int(structure.match[j]) > last { break }
                j = Int(structure.match[j])
                continue
            }
            let tok = text.tokens[j]
            put(UnsafeBufferPointer(rebasing: text.bytes[Int(tok.start)..<Int(tok.end)]))
            if count > 400 { SiteExtractor.ellipsis.withUnsafeBufferPointer { put($0) }; break }
        }
        return count
    }

    private static let elidedBody = Array("{ … }".utf8)
    private static let ellipsis = Array("…".utf8)
}

/// What the initializers of a file's properties were found to hold (`propertyChain`,
/// `propertyChainClosures`): every subscription to a property asks again, and within the
/// file the answer never changes.
/// Per function scope, the locals bound to a property of self (`guard let view = self.view`),
/// found once per function (see `SiteExtractor.propertyAliases`).
/// The tokens `k` where a condition binds a name (`guard let name =`, `if var name =`,
/// `while let`, a later clause's `, let name =`), by name, in token order: one pass over the
/// file, made on the first question.
final class ConditionBindingMemo {
    private var byName: [String: [Int]]?

    func positions(of name: String, _ text: TokenText) -> [Int] {
        if byName == nil {
            var found: [String: [Int]] = [:]
            let n = text.tokens.count
            var k = 0
            while k + 3 < n {
                // The rarest test first: most tokens are not two before an `=`.
                if text.kind(k + 3) == .equal, text.keyword(k + 1) == .let || text.keyword(k + 1) == .var, text.isName(k + 2),
                   text.keyword(k) == .guard || text.keyword(k) == .if || text.keyword(k) == .while || text.kind(k) == .comma {
                    found[text.string(k + 2), default: []].append(k)
                }
                k += 1
            }
            byName = found
        }
        return byName?[name] ?? []
    }
}

final class PropertyAliasMemo {
    var byFunction: [Int32: [(alias: String, property: String)]] = [:]
}

final class PropertyChainMemo {
    /// By property index times 8 plus the depth asked at.
    var chains: [Int: SourceChain?] = [:]
    var closures: [Int: [(open: Int, role: String)]] = [:]
}
