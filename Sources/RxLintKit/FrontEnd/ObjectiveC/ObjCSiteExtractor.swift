/// Finds the ReactiveObjC subscriptions, bindings and commands of one parsed file, with
/// what keeps each alive and which of its blocks hold self.
struct ObjCSiteExtractor {
    let syntax: ObjCSyntax
    let bytes: [UInt8]
    /// Variable declarations of the file by where they start: what a reference points at.
    let variables: [Int32: Int]
    /// Per variable location, the references to it; assignments by where they start; the
    /// messages that dispose or terminate something. Read once, so each site's questions
    /// cost what they ask, not a walk of the file.
    let references: [Int32: [Int]]
    private let assignments: [Int32: Int]
    /// Variables assigned after their declaration (by location).
    let reassignedVariables: Set<Int32>
    private let disposals: [Int]
    private let terminations: [Int]
    /// The classes implemented in this file (categories included).
    private let implementations: Set<String>
    /// The byte range of each `RACObserve(…)` of the file, in order.
    let observeMacros: [Range<Int32>]
    /// Where the walks count their steps, when someone measures them (`ObjCWork`).
    let work: ObjCWork?
    /// The team's subscribing and completing names (`.lintrc` `knowledge:`).
    let knowledge: ObjCTeamKnowledge
    /// For each `RACObserve(…)`, the index of the one whose parentheses hold it (-1 for none).
    private let enclosingObserveMacro: [Int]
    /// Answers worked out once per file, on first use: asked per site, they would make the
    /// file's cost grow with its sites times its disposals, terminations or methods.
    let memo = Memo()

    final class Memo {
        /// Per implementation node, the superclasses its first typed `self` names.
        var lineage: [Int: [String]] = [:]
        /// By storage (`storageKey`): the class of the method of each termination of it.
        var terminated: [[String]: [String?]]?
        /// By storage: the instance methods that dispose it, in file order.
        var disposedIn: [[String]: [String]]?
        /// By selector: the classes whose instance method of that name returns one of self's
        /// instance variables (`- (VM *)baseVM { return _baseVM; }`), and that variable's step.
        var accessors: [String: [(className: String, step: ObjCPathStep)]]?
        /// The class methods (`Class selector`) of the file that make their object once
        /// (`dispatch_once`).
        var onceMade: Set<String>?
        /// By storage (`storageKey`): the class message the file assigns to it ("Class
        /// selector"), the first one in file order.
        var madeBy: [[String]: String]?
        /// Per block kept in a local, its own first use of self (nil inside: none), so that
        /// many blocks using one local block walk it once.
        var localBlockCaptures: [Int: ObjCCapture?] = [:]
        /// The names the file's text may assign (`assignedNames(in:)`), and its instance
        /// methods' names: what tells a property nothing sets.
        var assignedNames: Set<String>?
        var methodNames: Set<String>?
        /// By a declaration's location: whether it is in a class extension.
        var inClassExtension: [Int32: Bool] = [:]
        /// By a parameter's location: self's strong storage its method assigns it to
        /// (`self.viewModel = viewModel`), or nil for none.
        var storedParameter: [Int32: [ObjCPathStep]?] = [:]
    }

    /// `assignedNames`: what `assignedNames(in:)` gives for the file's original text, when
    /// `bytes` is an edited copy with method bodies blanked (the fix proof's), which would
    /// hide the assignments.
    init(syntax: ObjCSyntax, bytes: [UInt8], work: ObjCWork? = nil, knowledge: ObjCTeamKnowledge = ObjCTeamKnowledge(),
         assignedNames: Set<String>? = nil) {
        memo.assignedNames = assignedNames
        var syntax = syntax
        self.work = work
        self.knowledge = knowledge
        work?.add(2 * syntax.nodes.count)
        // A message to a receiver of unknown type (a class the parse did not see) keeps its
        // place in the tree but loses its selector: the tokens still have it.
        for k in syntax.nodes.indices where syntax.nodes[k].kind == .messageExpr && syntax.nodes[k].name.isEmpty {
            syntax.nodes[k].name = ObjCSelectorText.selector(in: bytes, from: Int(syntax.nodes[k].start), to: Int(syntax.nodes[k].end))
            work?.walk(max(0, Int(syntax.nodes[k].end - syntax.nodes[k].start)))
        }
        self.syntax = syntax
        self.bytes = bytes
        var variables: [Int32: Int] = [:]
        var references: [Int32: [Int]] = [:]
        var assignments: [Int32: Int] = [:]
        var assignmentTargets: [Int] = []
        var disposals: [Int] = []
        var terminations: [Int] = []
        var implementations = Set<String>()
        var observeMacros: [Range<Int32>] = []
        // Fields read in place: a copy of each node would retain and release its two strings.
        let nodes = syntax.nodes
        for k in nodes.indices {
            switch nodes[k].kind {
            case .implementationDecl: implementations.insert(nodes[k].name)
            case .macroExpansion where nodes[k].name == "RACObserve": observeMacros.append(nodes[k].start..<max(nodes[k].end, nodes[k].start + 1))
            case .varDecl, .parmDecl: variables[nodes[k].location] = k
            case .declRefExpr where nodes[k].referencedStart >= 0: references[nodes[k].referencedStart, default: []].append(k)
            case .binaryOperator where nodes[k].name == "=":
                if assignments[nodes[k].start] == nil { assignments[nodes[k].start] = k }
                if let target = syntax.firstChild(of: k) { assignmentTargets.append(target) }
            case .messageExpr where ReactiveObjCCatalog.disposals.contains(nodes[k].name): disposals.append(k)
            case .messageExpr where ReactiveObjCCatalog.terminations.contains(nodes[k].name): terminations.append(k)
            default: break
            }
        }
        self.variables = variables
        self.references = references
        self.assignments = assignments
        self.disposals = disposals
        self.terminations = terminations
        self.implementations = implementations
        self.observeMacros = observeMacros
        var enclosing = [Int](repeating: -1, count: observeMacros.count)
        var open: [Int] = []
        for (k, macro) in observeMacros.enumerated() {
            while let last = open.last, observeMacros[last].upperBound <= macro.lowerBound { open.removeLast() }
            enclosing[k] = open.last ?? -1
            open.append(k)
        }
        self.enclosingObserveMacro = enclosing
        var reassigned = Set<Int32>()
        for target in assignmentTargets {
            var value = target
            while [.unexposedExpr, .parenExpr].contains(syntax.nodes[value].kind), let inner = syntax.children(of: value).last { value = inner }
            if syntax.nodes[value].kind == .declRefExpr { reassigned.insert(syntax.nodes[value].referencedStart) }
        }
        self.reassignedVariables = reassigned
    }

    func sites() -> [ObjCSite] {
        var result: [ObjCSite] = []
        let nodes = syntax.nodes
        work?.add(nodes.count)
        for k in nodes.indices {
            switch nodes[k].kind {
            case .messageExpr:
                let selector = nodes[k].name
                if ReactiveObjCCatalog.subscriptions.contains(selector) || knowledge.subscribes(selector), let receiver = receiver(ofMessage: k) {
                    if let site = site(kind: .subscription, selector: selector, call: k, signal: receiver) { result.append(site) }
                } else if ReactiveObjCCatalog.commandInitializers.contains(selector), let site = commandSite(k) {
                    result.append(site)
                } else if ReactiveObjCCatalog.signalFactories.contains(selector), let site = signalFactorySite(k) {
                    result.append(site)
                }
            case .macroExpansion where nodes[k].name == "RAC":
                if let site = bindingSite(macro: k) { result.append(site) }
            default:
                break
            }
        }
        return result
    }

    // MARK: Sites

    private func site(kind: ObjCSite.Kind, selector: String, call: Int, signal: Int) -> ObjCSite? {
        guard let owner = owner(of: call) else { return nil }
        var operators: [String] = []
        var until: ObjCSite.UntilTrigger?
        var finite = false
        var captures = blockCaptures(ofMessage: call, owner: owner)
        // From the subscription inward to the chain's root, through the known operators and
        // the locals bound to a chain.
        guard let (node, local) = chainRoot(of: signal, throughLocals: true, visit: { message in
            let name = syntax.nodes[message].name
            operators.insert(name, at: 0)
            if ReactiveObjCCatalog.takeUntil.contains(name), let trigger = arguments(ofMessage: message).first {
                until = untilTrigger(trigger)
            }
            if ReactiveObjCCatalog.finiteTakes.contains(name) { finite = true }
            captures += blockCaptures(ofMessage: message, owner: owner)
            return true
        }) else { return nil }
        // Read through a property nothing sets: a message to nil, which subscribes nothing.
        if readsUnassignedProperty(node) { return nil }
        let (start, end) = statementRange(of: call)
        return ObjCSite(kind: kind, selector: selector, call: call, statement: statement(of: call),
                        callStart: syntax.nodes[call].start, callEnd: syntax.nodes[call].end,
                        statementStart: start, statementEnd: end,
                        source: localSubject(root: node, local: local) ?? source(root: node, owner: owner),
                        operators: operators, until: until, isFinite: finite, captures: captures, fate: fate(of: call), owner: owner)
    }

    /// `RAC(TARGET, KEY) = signal`: the assignment that starts where the macro does.
    private func bindingSite(macro: Int) -> ObjCSite? {
        let start = syntax.nodes[macro].start
        guard let assignment = assignments[start], let signal = syntax.lastChild(of: assignment) else { return nil }
        guard var site = site(kind: .binding, selector: "RAC()", call: assignment, signal: signal) else { return nil }
        site.fate = .handedOver
        return site
    }

    /// `[[RACCommand alloc] initWithSignalBlock:^{ … }]`: the command keeps its block.
    private func commandSite(_ call: Int) -> ObjCSite? {
        guard let owner = owner(of: call) else { return nil }
        let captures = blockCaptures(ofMessage: call, owner: owner)
        let (start, end) = statementRange(of: call)
        var site = ObjCSite(kind: .command, selector: syntax.nodes[call].name, call: call, statement: statement(of: call),
                            callStart: syntax.nodes[call].start,
                            callEnd: syntax.nodes[call].end, statementStart: start, statementEnd: end,
                            source: .other("the command"), operators: [], until: nil, isFinite: false,
                            captures: captures, fate: fate(of: call), owner: owner)
        if syntax.nodes[call].name == "initWithEnabled:signalBlock:", let enabled = arguments(ofMessage: call).first {
            site.enabled = enabledSignal(enabled, owner: owner)
        }
        return site
    }

    /// `_refresh = [RACSignal defer:^{ … }]` (operators may follow): the signal, stored by
    /// self, keeps the block for its whole life.
    private func signalFactorySite(_ call: Int) -> ObjCSite? {
        guard let owner = owner(of: call), owner.isInstanceMethod else { return nil }
        var captures = blockCaptures(ofMessage: call, owner: owner)
        guard !captures.isEmpty else { return nil }
        // Up through the operators applied to it: each keeps the signal below it.
        var top = call
        while true {
            var parent = Int(syntax.nodes[top].parent)
            var child = top
            while parent >= 0, [.unexposedExpr, .parenExpr].contains(syntax.nodes[parent].kind) {
                child = parent
                parent = Int(syntax.nodes[parent].parent)
            }
            guard parent >= 0, syntax.nodes[parent].kind == .messageExpr, ReactiveObjCCatalog.operators.contains(syntax.nodes[parent].name),
                  receiver(ofMessage: parent) == child else { break }
            captures += blockCaptures(ofMessage: parent, owner: owner)
            top = parent
        }
        // Stored where self holds it strongly (a weak property holds nothing).
        guard let target = assignmentTarget(of: top), let path = selfPath(target), let last = path.last, last.isStrong else { return nil }
        let (start, end) = statementRange(of: call)
        return ObjCSite(kind: .signalFactory, selector: syntax.nodes[call].name, call: call, statement: statement(of: call),
                        callStart: syntax.nodes[call].start, callEnd: syntax.nodes[call].end, statementStart: start, statementEnd: end,
                        source: .other(text(call)), operators: [], until: nil, isFinite: false,
                        captures: captures, fate: fate(of: top), owner: owner)
    }

    /// What `n`'s value is assigned to (`_refresh = n`), if it is assigned.
    private func assignmentTarget(of n: Int) -> Int? {
        var child = n
        var parent = Int(syntax.nodes[n].parent)
        while parent >= 0, [.unexposedExpr, .parenExpr].contains(syntax.nodes[parent].kind) {
            child = parent
            parent = Int(syntax.nodes[parent].parent)
        }
        guard parent >= 0, syntax.nodes[parent].kind == .binaryOperator, syntax.nodes[parent].name == "=",
              syntax.lastChild(of: parent) == child else { return nil }
        return syntax.firstChild(of: parent).map(unwrappedValue)
    }

    /// The root of the chain `value` is: below the known operators (from the outermost inward,
    /// each message shown to `visit`, whose false ends the walk with nil) and, when
    /// `throughLocals`, through locals bound to a chain (`RACSignal *valid = [RACObserve(self,
    /// text) map:…];` is that chain, when nothing assigns it again). With `stopsAtClass`, an
    /// operator sent to a class (`[RACSignal merge:…]`) is the root. With the root, the last
    /// local followed.
    func chainRoot(of value: Int, throughLocals: Bool, stopsAtClass: Bool = false,
                   visit: (Int) -> Bool = { _ in true }) -> (root: Int, local: Int?)? {
        var node = unwrappedValue(value)
        var aliases = 0
        var local: Int?
        while true {
            while syntax.nodes[node].kind == .messageExpr, ReactiveObjCCatalog.operators.contains(syntax.nodes[node].name),
                  let inner = receiver(ofMessage: node), !stopsAtClass || syntax.nodes[inner].kind != .classRef {
                guard visit(node) else { return nil }
                node = unwrappedValue(inner)
            }
            guard throughLocals, aliases < 8, let initializer = localInitializer(node) else { return (node, local) }
            local = variables[syntax.nodes[node].referencedStart]
            node = unwrappedValue(initializer)
            aliases += 1
        }
    }

    /// The initializer of the local variable `n` refers to, when it is never assigned again.
    func localInitializer(_ n: Int) -> Int? {
        let node = syntax.nodes[n]
        guard node.kind == .declRefExpr, let variable = variables[node.referencedStart], syntax.nodes[variable].kind == .varDecl,
              let initializer = syntax.lastChild(of: variable),
              [.messageExpr, .unexposedExpr, .parenExpr, .memberRefExpr, .declRefExpr].contains(syntax.nodes[initializer].kind) else { return nil }
        if reassignedVariables.contains(syntax.nodes[variable].location) { return nil }
        return initializer
    }

    // MARK: Messages

    /// The receiver of message `m`: its first child when it has one more child than the
    /// selector has arguments (`[super …]` has none).
    func receiver(ofMessage m: Int) -> Int? {
        let kids = syntax.children(of: m)
        let argumentCount = syntax.nodes[m].name.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: ":") ? 1 : 0) }
        guard kids.count == argumentCount + 1 else { return nil }
        return kids[0]
    }

    func arguments(ofMessage m: Int) -> [Int] {
        let kids = syntax.children(of: m)
        return receiver(ofMessage: m) == nil ? kids : Array(kids.dropFirst())
    }

    /// The blocks passed to message `m`, with the selector part each is passed to.
    func blocks(ofMessage m: Int) -> [(role: String, block: Int)] {
        var result: [(String, Int)] = []
        var parts: [Substring]?
        for (k, argument) in arguments(ofMessage: m).enumerated() {
            let value = unwrappedValue(argument)
            guard syntax.nodes[value].kind == .blockExpr else { continue }
            // The selector's parts, split once a block is found.
            let split = parts ?? syntax.nodes[m].name.split(separator: ":", omittingEmptySubsequences: false)
            parts = split
            result.append((k < split.count ? split[k] + ":" : syntax.nodes[m].name, value))
        }
        return result
    }

    private func blockCaptures(ofMessage m: Int, owner: ObjCOwner) -> [ObjCCapture] {
        guard owner.isInstanceMethod else { return [] }
        return blocks(ofMessage: m).compactMap { capture(in: $0.block, role: $0.role) }
    }

    /// `n` without implicit conversions, parentheses and casts; a statement expression
    /// (`({ …; value; })`, how `RACObserve` expands) is its last statement's value.
    func unwrappedValue(_ n: Int) -> Int {
        var i = n
        while true {
            let kind = syntax.nodes[i].kind
            if kind == .unexposedExpr || kind == .parenExpr || kind == .cStyleCast, let last = syntax.lastChild(of: i) {
                i = last
            } else if kind == .stmtExpr, let body = syntax.lastChild(of: i), syntax.nodes[body].kind == .compoundStmt,
                      let last = syntax.lastChild(of: body) {
                i = last
            } else {
                return i
            }
        }
    }

    /// An object expression that is a local variable (`RACObserve`'s `target_`): the value it
    /// was initialised with.
    private func objectValue(_ n: Int) -> Int {
        let value = unwrappedValue(n)
        guard syntax.nodes[value].kind == .declRefExpr, let variable = variables[syntax.nodes[value].referencedStart],
              syntax.nodes[variable].kind == .varDecl, let initializer = syntax.lastChild(of: variable),
              syntax.nodes[initializer].kind != .typeRef else { return value }
        return unwrappedValue(initializer)
    }

    private func untilTrigger(_ argument: Int) -> ObjCSite.UntilTrigger {
        let value = unwrappedValue(argument)
        let node = syntax.nodes[value]
        if node.name == "rac_willDeallocSignal",
           let object = node.kind == .messageExpr ? receiver(ofMessage: value) : syntax.firstChild(of: value),
           syntax.nodes[unwrappedValue(object)].kind == .selfExpr {
            return .ownerDeallocation
        }
        return .other(text(value))
    }

    // MARK: Where the site is

    /// The instance or class method enclosing `n`, and its class.
    func owner(of n: Int) -> ObjCOwner? {
        guard let method = syntax.ancestor(of: n, in: [.instanceMethodDecl, .classMethodDecl]),
              let implementation = syntax.ancestor(of: method, in: [.implementationDecl, .categoryImplDecl]) else { return nil }
        return ObjCOwner(className: className(ofImplementation: implementation), methodName: syntax.nodes[method].name,
                         isInstanceMethod: syntax.nodes[method].kind == .instanceMethodDecl, superclasses: superclasses(ofImplementation: implementation))
    }

    /// The class an `@implementation` (or a category's) implements.
    func className(ofImplementation implementation: Int) -> String {
        if syntax.nodes[implementation].kind == .categoryImplDecl,
           let ref = syntax.children(of: implementation).first(where: { syntax.nodes[$0].kind == .classRef }) {
            return syntax.nodes[ref].name
        }
        return syntax.nodes[implementation].name
    }

    /// The superclasses of an implementation's class, nearest first: the lineage libclang
    /// gave its first `self`.
    func superclasses(ofImplementation implementation: Int) -> [String] {
        if let known = memo.lineage[implementation] { return known }
        let selfNode = syntax.descendants(of: implementation).first(where: {
            work?.walk(1)
            return syntax.nodes[$0].kind == .selfExpr && !syntax.nodes[$0].type.isEmpty
        })
        let superclasses = selfNode.map { syntax.nodes[$0].type.split(separator: ":").dropFirst().map(String.init) } ?? []
        memo.lineage[implementation] = superclasses
        return superclasses
    }

    /// The statement `n` is part of: the child of the enclosing compound statement.
    func statement(of n: Int) -> Int {
        var i = n
        while syntax.nodes[i].parent >= 0, syntax.nodes[Int(syntax.nodes[i].parent)].kind != .compoundStmt {
            i = Int(syntax.nodes[i].parent)
        }
        return i
    }

    private func statementRange(of n: Int) -> (Int32, Int32) {
        let i = statement(of: n)
        return (syntax.nodes[i].start, max(syntax.nodes[i].end, syntax.nodes[n].end))
    }

    /// What the code does with the value of message `m`.
    func fate(of m: Int) -> ObjCFate {
        var child = m
        var parent = Int(syntax.nodes[m].parent)
        while parent >= 0, [.unexposedExpr, .parenExpr].contains(syntax.nodes[parent].kind) {
            child = parent
            parent = Int(syntax.nodes[parent].parent)
        }
        guard parent >= 0 else { return .handedOver }
        // `[[… subscribeNext:…] asScopedDisposable]` bound to a local: the scope disposes it.
        if syntax.nodes[parent].kind == .messageExpr, syntax.nodes[parent].name == "asScopedDisposable",
           case .local(let name, let use) = fate(of: parent) {
            return .scopedLocal(name: name, use: use)
        }
        // `[self.disposables addDisposable:…]`: a compound disposable of self holds it.
        if syntax.nodes[parent].kind == .messageExpr, syntax.nodes[parent].name == "addDisposable:",
           let compound = receiver(ofMessage: parent), compound != child, let path = selfPath(compound) {
            if path.isEmpty { return .handedOver }
            // Self's `rac_deallocDisposable` is disposed when self deallocates.
            if path.count == 1, path[0].name == "rac_deallocDisposable" { return .addedToCompound(text(compound), disposedIn: ["dealloc"]) }
            return .addedToCompound(text(compound), disposedIn: disposingMethods(path))
        }
        let p = syntax.nodes[parent]
        switch p.kind {
        case .compoundStmt, .ifStmt:
            return .discarded
        case .cStyleCast where text(parent).hasPrefix("(void)"):
            return .discarded
        case .varDecl:
            return .local(name: p.name, use: localUse(declaration: parent))
        case .binaryOperator where syntax.lastChild(of: parent) == child:
            guard let target = syntax.firstChild(of: parent) else { return .handedOver }
            let value = unwrappedValue(target)
            if syntax.nodes[value].kind == .declRefExpr, let declaration = variables[syntax.nodes[value].referencedStart] {
                return .local(name: syntax.nodes[value].name, use: localUse(declaration: declaration))
            }
            if let path = selfPath(value), !path.isEmpty { return .stored(text(value), disposedIn: disposingMethods(path)) }
            return .handedOver
        default:
            return .handedOver
        }
    }

    /// The methods that send `dispose` to what `path` names (a property and its `_name`
    /// instance variable are one).
    private func disposingMethods(_ path: [ObjCPathStep]) -> [String] {
        if memo.disposedIn == nil {
            var byStorage: [[String]: [String]] = [:]
            work?.walk(disposals.count)
            for k in disposals {
                guard let r = receiver(ofMessage: k), let other = selfPath(r),
                      let method = syntax.ancestor(of: k, in: [.instanceMethodDecl]) else { continue }
                byStorage[storageKey(other), default: []].append(syntax.nodes[method].name)
            }
            memo.disposedIn = byStorage
        }
        return memo.disposedIn?[storageKey(path)] ?? []
    }

    /// `self.timer` and `_timer` name the same storage.
    func storageKey(_ path: [ObjCPathStep]) -> [String] {
        path.map { $0.isIvar && $0.name.hasPrefix("_") ? String($0.name.dropFirst()) : $0.name }
    }

    /// Whether a local holding a disposable is disposed, passed on, or never read.
    private func localUse(declaration: Int) -> LocalUse {
        let location = syntax.nodes[declaration].location
        var use = LocalUse.unused
        for k in references[location] ?? [] {
            var child = k
            var parent = Int(syntax.nodes[k].parent)
            while parent >= 0, syntax.nodes[parent].kind == .unexposedExpr {
                child = parent
                parent = Int(syntax.nodes[parent].parent)
            }
            // Assigned to (`d = [… subscribeNext:…]`) is not a use of the old value, and
            // `(void)d;` (silencing an unused-variable warning) is no use at all.
            if parent >= 0, syntax.nodes[parent].kind == .binaryOperator, syntax.firstChild(of: parent) == child { continue }
            if parent >= 0, syntax.nodes[parent].kind == .cStyleCast, text(parent).hasPrefix("(void)") { continue }
            if parent >= 0, syntax.nodes[parent].kind == .messageExpr, ReactiveObjCCatalog.disposals.contains(syntax.nodes[parent].name) {
                use = .disposed
            } else {
                return .escapes
            }
        }
        return use
    }

    // MARK: Sources

    func source(root: Int, owner: ObjCOwner) -> ObjCSource {
        let node = syntax.nodes[root]
        if node.kind == .messageExpr {
            let selector = node.name
            // The team says it completes: nothing keeps its subscriber for good.
            if knowledge.completes(selector) { return .other(text(root)) }
            if ReactiveObjCCatalog.timers.contains(selector) { return .timer(text(root)) }
            if ReactiveObjCCatalog.notifications.contains(selector) { return .notification(text(root)) }
            if ReactiveObjCCatalog.synchronous.contains(selector) || ReactiveObjCCatalog.never.contains(selector) {
                return .synchronous(text(root))
            }
            if ReactiveObjCCatalog.objectEvents.contains(selector), let object = receiver(ofMessage: root) {
                let value = objectValue(object)
                if let path = selfPath(value) {
                    return .objectEvents(what: text(root), path: path, ownedBySelf: isOwned(path, owner: owner))
                }
                if let lifetime = processLifetimeObservation(root, object: value, owner: owner) { return lifetime }
                if let held = heldView(object, owner: owner) { return .heldView(what: text(root), view: held.view, through: held.through) }
                return .objectEvents(what: text(root), path: [], ownedBySelf: false)
            }
            return .other(text(root))
        }
        // `self.field.rac_textSignal`: a method called with property syntax.
        if node.kind == .memberRefExpr, ReactiveObjCCatalog.objectEvents.contains(node.name), let object = syntax.children(of: root).first {
            if let path = selfPath(object) {
                return .objectEvents(what: text(root), path: path, ownedBySelf: isOwned(path, owner: owner))
            }
            if let held = heldView(object, owner: owner) { return .heldView(what: text(root), view: held.view, through: held.through) }
            return .objectEvents(what: text(root), path: [], ownedBySelf: false)
        }
        if let subject = processLifetimeSubject(root, owner: owner) { return subject }
        if let subject = handedSubject(root, owner: owner) { return subject }
        if let subject = cellSubject(root, owner: owner) { return subject }
        let direct = selfPath(root)
        if let path = direct ?? sourcePath(root), !path.isEmpty, isOwned(path, owner: owner), owner.isInstanceMethod {
            let type = ObjCKnowledge.className(of: path[path.count - 1].type)
            if ReactiveObjCCatalog.subjects.contains(type) {
                let holder = path.count == 1 ? nil : ObjCKnowledge.className(of: path[path.count - 2].type)
                let holderSeen = holder.map { implementations.contains($0) } ?? true
                let terminated = isTerminated(path) || holder.map { isTerminated([path[path.count - 1]], inClass: $0) } ?? false
                    || knowledge.completes(path[path.count - 1].name)
                return .ownedSubject(path: madeBy(path), terminated: terminated, ownerSeen: holderSeen)
            }
            // A signal handed in and stored (`setItemSignal:`) is the caller's to make: a cold one
            // (`createSignal:` answering at once) keeps nothing, which this file does not show.
            if type == "RACSignal", direct != nil { return .ownedSignal(path: path) }
        }
        return .other(text(root))
    }

    /// Whether the file terminates the subject at `path` somewhere (`sendCompleted`, through
    /// the property or its instance variable); with `inClass`, from self in that class's
    /// implementation.
    func isTerminated(_ path: [ObjCPathStep], inClass: String? = nil) -> Bool {
        if memo.terminated == nil {
            var byStorage: [[String]: [String?]] = [:]
            work?.walk(terminations.count)
            for k in terminations {
                guard let r = receiver(ofMessage: k), let other = selfPath(unwrappedValue(r)) else { continue }
                byStorage[storageKey(other), default: []].append(owner(of: k)?.className)
            }
            memo.terminated = byStorage
        }
        guard let classes = memo.terminated?[storageKey(path)] else { return false }
        guard let inClass else { return !classes.isEmpty }
        return classes.contains { $0 == inClass }
    }

    /// Whether a `RACObserve(…)` starts in `range`: the macros are in file order.
    func observeMacroStarts(in range: Range<Int32>) -> Bool {
        var low = 0, high = observeMacros.count
        while low < high {
            let mid = (low + high) / 2
            if observeMacros[mid].lowerBound < range.lowerBound { low = mid + 1 } else { high = mid }
        }
        return low < observeMacros.count && observeMacros[low].lowerBound < range.upperBound
    }

    /// The `RACObserve(…)` holding `offset` that starts in `range`, if any.
    func observeMacro(holding offset: Int32, in range: Range<Int32>) -> Bool {
        // The last macro that starts at or before `offset`, then the macros around it (the
        // spans of parentheses nest or are apart, so no other can hold it).
        var low = 0, high = observeMacros.count
        while low < high {
            let mid = (low + high) / 2
            if observeMacros[mid].lowerBound <= offset { low = mid + 1 } else { high = mid }
        }
        var k = low - 1
        while k >= 0, observeMacros[k].lowerBound >= range.lowerBound {
            work?.walk(1)
            if observeMacros[k].contains(offset) { return true }
            k = enclosingObserveMacro[k]
        }
        return false
    }

    /// Whether self holds every step of `path`: strongly, or (a view's or controller's weak
    /// outlet) through its view hierarchy.
    func isOwned(_ path: [ObjCPathStep], owner: ObjCOwner) -> Bool {
        path.enumerated().allSatisfy { k, step in
            step.isStrong || (k == 0 && owner.isViewOrController && ObjCKnowledge.isViewType(step.type))
        }
    }

    /// The steps from self to `n` (`self.a.b`, `_a.b`), or nil when `n` is not reached from self.
    func selfPath(_ n: Int) -> [ObjCPathStep]? {
        let value = unwrappedValue(n)
        let node = syntax.nodes[value]
        switch node.kind {
        case .selfExpr:
            return []
        case .declRefExpr:
            // `weakSelf.items`, `strongSelf.items`: the same object's storage.
            guard let variable = variables[node.referencedStart],
                  isStrongSelfAlias(variable) || isWeakVariable(variable) && isSelfCopy(variable) else { return nil }
            return []
        case .memberRefExpr where node.referenced == .ivarDecl || node.referenced == .propertyDecl:
            let step = storageStep(node)
            guard let base = syntax.firstChild(of: value), !isImplicit(unwrappedValue(base)) else {
                // An instance variable with no base reads `self->`.
                return step.isIvar ? [step] : nil
            }
            return selfPath(base).map { $0 + [step] }
        case .memberRefExpr where node.referenced == .instanceMethodDecl:
            // `self.baseVM` with no property, only a getter method.
            guard let base = syntax.firstChild(of: value), let basePath = selfPath(base), basePath.isEmpty,
                  let step = accessorStep(node.name, at: value) else { return nil }
            return [step]
        case .messageExpr where !node.name.contains(":"):
            // `[self baseVM]`.
            guard let base = receiver(ofMessage: value), let basePath = selfPath(base), basePath.isEmpty,
                  let step = accessorStep(node.name, at: value) else { return nil }
            return [step]
        default:
            return nil
        }
    }

    /// The step a property or instance variable reference takes, with the strength it is
    /// declared with.
    private func storageStep(_ node: ObjCNode) -> ObjCPathStep {
        let isIvar = node.referenced == .ivarDecl
        return ObjCPathStep(name: node.name, isIvar: isIvar,
                            isStrong: isIvar ? !ObjCKnowledge.isWeakType(node.type) : node.propertyAttributes.isStrong, type: node.type)
    }

    /// `selfPath`, where a parameter the method stores in self's strong storage stands for that
    /// storage (`[viewModel.errors subscribeNext:…]` after `self.viewModel = viewModel`): for
    /// the source of a chain only (a block naming the parameter captures it, not self).
    func sourcePath(_ n: Int) -> [ObjCPathStep]? {
        if let path = selfPath(n) { return path }
        let value = unwrappedValue(n)
        let node = syntax.nodes[value]
        switch node.kind {
        case .declRefExpr:
            guard let variable = variables[node.referencedStart], syntax.nodes[variable].kind == .parmDecl else { return nil }
            return storage(assignedFrom: variable)
        case .memberRefExpr where node.referenced == .ivarDecl || node.referenced == .propertyDecl:
            guard let base = syntax.firstChild(of: value), !isImplicit(unwrappedValue(base)), let basePath = sourcePath(base) else { return nil }
            return basePath + [storageStep(node)]
        default:
            return nil
        }
    }

    /// `viewModel` of `- (void)setWithViewModel:(VM *)viewModel { self.viewModel = viewModel; … }`:
    /// a parameter its method stores in self's strong storage is that storage's object.
    private func storage(assignedFrom parameter: Int) -> [ObjCPathStep]? {
        let location = syntax.nodes[parameter].location
        if let known = memo.storedParameter[location] { return known }
        var found: [ObjCPathStep]?
        if let method = syntax.ancestor(of: parameter, in: [.instanceMethodDecl]) {
            for a in syntax.descendants(of: method) where syntax.nodes[a].kind == .binaryOperator && syntax.nodes[a].name == "=" {
                work?.walk(1)
                guard let value = syntax.lastChild(of: a), syntax.nodes[unwrappedValue(value)].kind == .declRefExpr,
                      syntax.nodes[unwrappedValue(value)].referencedStart == location, let target = syntax.firstChild(of: a),
                      let path = selfPath(target), path.count == 1, path[0].isStrong else { continue }
                found = path
                break
            }
        }
        memo.storedParameter[location] = .some(found)
        return found
    }

    // MARK: Text

    /// The bytes `start..<end` of the file as written ("" when out of range).
    func spelling(from start: Int32, to end: Int32) -> String {
        let from = max(0, Int(start)), to = min(bytes.count, Int(end))
        return from < to ? String(decoding: bytes[from..<to], as: UTF8.self) : ""
    }

    /// The source text of node `n`, on one line, for messages.
    func text(_ n: Int) -> String {
        let start = max(0, Int(syntax.nodes[n].start)), end = min(bytes.count, Int(syntax.nodes[n].end))
        guard start < end else { return syntax.nodes[n].name }
        // Runs of white space made one space; each byte one character (as Latin-1: an ASCII
        // text, nearly all, is built as bytes).
        var collapsed: [UInt8] = []
        collapsed.reserveCapacity(end - start)
        var lastWasSpace = false
        var ascii = true
        for byte in bytes[start..<end] {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
            if isSpace { if !lastWasSpace { collapsed.append(0x20) } } else { collapsed.append(byte) }
            if byte >= 0x80 { ascii = false }
            lastWasSpace = isSpace
        }
        if ascii { return String(decoding: collapsed, as: UTF8.self) }
        var result = ""
        for byte in collapsed { result.unicodeScalars.append(Unicode.Scalar(byte)) }
        return result
    }
}

/// Facts about Objective-C types the analysis reads from their spelling.
enum ObjCKnowledge {
    /// The class of an object type as spelled (`RACSubject<NSString *> *` → `RACSubject`),
    /// qualifiers (`__strong`, `const`, nullability) skipped.
    static func className(of type: String) -> String {
        var type = type
        // Read as bytes (a spelling is ASCII; a Character split cost thousands of
        // instructions per type): words between spaces, `<` and `*`.
        let fast: String?? = type.withUTF8 { bytes in
            var start = 0
            var k = 0
            while k <= bytes.count {
                let c: UInt8 = k < bytes.count ? bytes[k] : 0x20
                if c >= 0x80 { return .none }
                if c == 0x20 || c == 0x3C || c == 0x2A {
                    if k > start, !isQualifier(UnsafeBufferPointer(rebasing: bytes[start..<k])) {
                        return .some(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<k]), as: UTF8.self))
                    }
                    start = k + 1
                }
                k += 1
            }
            return .some(nil)
        }
        if let fast { return fast ?? "" }
        for word in type.split(whereSeparator: { $0 == " " || $0 == "<" || $0 == "*" }) {
            if word.hasPrefix("__") || word == "const" || word.hasPrefix("_Null") || word == "nullable" || word == "nonnull" { continue }
            return String(word)
        }
        return ""
    }

    /// `__strong`, `const`, `_Nullable`, `nullable`, `nonnull`…: not the class.
    private static func isQualifier(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        func starts(_ prefix: StaticString) -> Bool {
            prefix.withUTF8Buffer { p in p.count <= word.count && p.indices.allSatisfy { p[$0] == word[$0] } }
        }
        func equals(_ other: StaticString) -> Bool { other.utf8CodeUnitCount == word.count && starts(other) }
        return starts("__") || starts("_Null") || equals("const") || equals("nullable") || equals("nonnull")
    }

    static func isWeakType(_ type: String) -> Bool {
        ByteSearch.contains(type, "__weak") || ByteSearch.contains(type, "__unsafe_unretained")
    }

    /// UIKit and AppKit views: what a controller's or view's weak outlets point at, kept by
    /// its view hierarchy.
    static func isViewType(_ type: String) -> Bool {
        let name = type.split(separator: " ").first.map(String.init) ?? type
        return name.hasPrefix("UI") && (name.hasSuffix("View") || name.hasSuffix("Button") || name.hasSuffix("Field")
            || name.hasSuffix("Label") || name.hasSuffix("Control") || name.hasSuffix("Switch") || name.hasSuffix("Slider")
            || name.hasSuffix("Bar") || name.hasSuffix("Cell") || name.hasSuffix("Stepper") || name == "UISegmentedControl")
            || name.hasPrefix("NS") && (name.hasSuffix("View") || name.hasSuffix("Button") || name.hasSuffix("Field"))
    }
}
