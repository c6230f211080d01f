/// Class facts read from an implementation's methods (`ObjCClassFacts`): getters that make a
/// new signal on each call, and class getters that make the class's one instance. Another
/// file's parse reads the class's `@interface`, where such a getter is a plain `strong`
/// property; only the implementation says nothing keeps what it returns.
extension ObjCSiteExtractor {
    // MARK: Getters that make a signal

    /// The instance methods of `implementation` taking no argument whose every `return` (not a
    /// block's) is `[RACSignal createSignal:…]` or `[RACSignal defer:…]`, operators applied to
    /// it allowed: each call makes a new cold signal. With how that signal ends.
    func signalGetters(ofImplementation implementation: Int) -> [ObjCClassFacts.SignalGetter] {
        let nodes = syntax.nodes
        var result: [ObjCClassFacts.SignalGetter] = []
        for k in syntax.children(of: implementation) where nodes[k].kind == .instanceMethodDecl && !nodes[k].name.contains(":") {
            var ending: CreateBehaviour?
            var agrees = true
            work?.walk(syntax.descendants(of: k).count)
            for r in syntax.descendants(of: k) where nodes[r].kind == .returnStmt {
                if syntax.ancestor(of: r, in: [.blockExpr, .instanceMethodDecl]) != k { continue }
                guard let value = syntax.lastChild(of: r), let this = madeSignalEnding(value) else { agrees = false; break }
                ending = ending.map { Self.both($0, this) } ?? this
            }
            if agrees, let ending { result.append(.init(name: nodes[k].name, ending: ending)) }
        }
        return result
    }

    /// The instance methods of `implementation` taking no argument whose every `return` (not a
    /// block's) is made only of self's own events (`RACObserve(self, key)`, a control's of
    /// self, through operators, locals, `+merge:` and `+combineLatest:` of such; no operator
    /// that ends the chain sooner, `take:` or `takeUntil:`): each subscription to what they
    /// return is kept until self is deallocated, whoever subscribes.
    func selfEventGetters(ofImplementation implementation: Int) -> [String] {
        let nodes = syntax.nodes
        var result: [String] = []
        for k in syntax.children(of: implementation) where nodes[k].kind == .instanceMethodDecl && !nodes[k].name.contains(":") {
            guard let body = syntax.lastChild(of: k), let owner = owner(of: body) else { continue }
            var returns = 0
            var agrees = true
            work?.walk(syntax.descendants(of: k).count)
            for r in syntax.descendants(of: k) where nodes[r].kind == .returnStmt {
                if syntax.ancestor(of: r, in: [.blockExpr, .instanceMethodDecl]) != k { continue }
                returns += 1
                guard let value = syntax.lastChild(of: r), isSelfEvents(value, owner: owner, depth: 0) else { agrees = false; break }
            }
            if agrees, returns > 0 { result.append(nodes[k].name) }
        }
        return result
    }

    /// Whether the signal `value` is made only of self's own events (see `selfEventGetters`).
    private func isSelfEvents(_ value: Int, owner: ObjCOwner, depth: Int) -> Bool {
        guard depth < 8,
              // (`merge:` is an operator too: `[RACSignal merge:…]`'s receiver is the class.)
              let node = chainRoot(of: value, throughLocals: true, stopsAtClass: true, visit: { message in
                  // One that ends the chain sooner (`take:`, `takeUntil:`) lets go of it.
                  let name = syntax.nodes[message].name
                  return !ReactiveObjCCatalog.finiteTakes.contains(name) && !ReactiveObjCCatalog.takeUntil.contains(name)
              })?.root else { return false }
        if syntax.nodes[node].kind == .messageExpr, Self.combiningFactories.contains(syntax.nodes[node].name),
           let receiver = receiver(ofMessage: node), syntax.nodes[receiver].kind == .classRef, syntax.nodes[receiver].name == "RACSignal",
           let list = arguments(ofMessage: node).first {
            // `@[a, b]`: an array literal (written `@[` where it starts, under the casts that
            // wrap it), whose elements are its children.
            var array = list
            while [.unexposedExpr, .parenExpr, .cStyleCast].contains(syntax.nodes[array].kind), let only = syntax.firstChild(of: array),
                  syntax.nodes[only].subtreeEnd == syntax.nodes[array].subtreeEnd, syntax.nodes[only].start == syntax.nodes[array].start {
                array = only
            }
            guard startsArrayLiteral(array) else { return false }
            let elements = syntax.children(of: array)
            return !elements.isEmpty && elements.allSatisfy { isSelfEvents($0, owner: owner, depth: depth + 1) }
        }
        if case .objectEvents(_, let path, true) = source(root: node, owner: owner), path.isEmpty { return true }
        return false
    }

    private func startsArrayLiteral(_ n: Int) -> Bool {
        let start = Int(syntax.nodes[n].start)
        return syntax.nodes[n].kind == .unexposedExpr && start >= 0 && start + 1 < bytes.count
            && bytes[start] == UInt8(ascii: "@") && bytes[start + 1] == UInt8(ascii: "[")
    }

    /// The `RACSignal` class methods that subscribe to every signal of an array they are given.
    private static let combiningFactories: Set<String> = ["merge:", "combineLatest:"]

    /// How the signal `value` makes ends, when it is a `RACSignal` factory's new signal
    /// (through operators); nil when it is anything else.
    func madeSignalEnding(_ value: Int) -> CreateBehaviour? {
        guard let node = chainRoot(of: value, throughLocals: false)?.root,
              syntax.nodes[node].kind == .messageExpr, ReactiveObjCCatalog.signalFactories.contains(syntax.nodes[node].name),
              let receiver = receiver(ofMessage: node), syntax.nodes[receiver].kind == .classRef,
              syntax.nodes[receiver].name == "RACSignal" else { return nil }
        // `defer:` ends as the signal its block returns: not read here.
        guard syntax.nodes[node].name == "createSignal:", let block = blocks(ofMessage: node).first?.block else { return .undecided }
        return createEnding(block)
    }

    /// Two returns of one getter (two values of one member): it ends as the one that ends
    /// least surely.
    static func both(_ a: CreateBehaviour, _ b: CreateBehaviour) -> CreateBehaviour {
        if a == b { return a }
        let order: [CreateBehaviour] = [.completesSynchronously, .completesLater, .undecided, .neverCompletes]
        if a == .neverCompletes || b == .neverCompletes { return .undecided }
        return order.firstIndex(of: a)! > order.firstIndex(of: b)! ? a : b
    }

    /// How a `createSignal:` block ends its subscriber (its parameter): on every path before it
    /// returns, on every path of a callback it passes on (a completion handler, run later),
    /// never (no `sendCompleted`/`sendError:` to it anywhere, and a block in it keeps it), or
    /// on some paths only (`undecided`, also for one never ended that no block keeps).
    func createEnding(_ block: Int) -> CreateBehaviour {
        guard let declaration = blockDeclaration(block),
              let parameter = syntax.children(of: declaration).first(where: { syntax.nodes[$0].kind == .parmDecl }),
              let body = blockBody(block) else { return .undecided }
        let subscriber = syntax.nodes[parameter].location
        let ends = syntax.descendants(of: block).contains { isTermination($0, of: subscriber) }
        guard ends else {
            // Never ended: kept for good when a callback it gives the subscriber to is (a timer,
            // an observer); one the block uses only while it runs is let go when it returns.
            let handedOn = syntax.descendants(of: body).contains { k in
                syntax.nodes[k].kind == .declRefExpr && syntax.nodes[k].referencedStart == subscriber
                    && syntax.ancestor(of: k, in: [.blockExpr]) != block
            }
            return handedOn ? .neverCompletes : .undecided
        }
        switch answers(body, subscriber: subscriber, depth: 0) {
        case .now?: return .completesSynchronously
        case .later?: return .completesLater
        case nil: return .undecided
        }
    }

    /// Whether a `createSignal:` block only sends its subscriber values: every use of it
    /// (nested blocks included) is a message to it, none `sendCompleted` or `sendError:`. The
    /// signal it makes never ends, whoever keeps the subscriber. False when the parse shows
    /// no subscriber parameter, or the subscriber is handed to other code (which may end it).
    func neverTerminates(createBlock block: Int) -> Bool {
        guard let declaration = blockDeclaration(block),
              let parameter = syntax.children(of: declaration).first(where: { syntax.nodes[$0].kind == .parmDecl }) else { return false }
        let subscriber = syntax.nodes[parameter].location
        for k in syntax.descendants(of: block) where syntax.nodes[k].kind == .declRefExpr && syntax.nodes[k].referencedStart == subscriber {
            var child = k
            var parent = Int(syntax.nodes[k].parent)
            while parent >= 0, [.unexposedExpr, .parenExpr].contains(syntax.nodes[parent].kind) {
                child = parent
                parent = Int(syntax.nodes[parent].parent)
            }
            guard parent >= 0, syntax.nodes[parent].kind == .messageExpr, receiver(ofMessage: parent) == child,
                  !ReactiveObjCCatalog.terminations.contains(syntax.nodes[parent].name) else { return false }
        }
        return true
    }

    private enum Answer { case now, later }

    /// The declaration a block expression holds (libclang's block decl, whose children are
    /// its parameters and body); the block itself when the parse shows none.
    private func blockDeclaration(_ block: Int) -> Int? {
        let kids = syntax.children(of: block)
        if let declaration = kids.first(where: { syntax.nodes[$0].kind == .unexposedDecl }) { return declaration }
        return kids.isEmpty ? nil : block
    }

    /// A block's body: the compound statement of its declaration.
    private func blockBody(_ block: Int) -> Int? {
        guard let declaration = blockDeclaration(block), let body = syntax.lastChild(of: declaration),
              syntax.nodes[body].kind == .compoundStmt else { return nil }
        return body
    }

    /// Whether statement `n` ends the subscriber on every path through it: at once, or in a
    /// block it passes to a message (a callback).
    private func answers(_ n: Int, subscriber: Int32, depth: Int) -> Answer? {
        guard depth < 32 else { return nil }
        work?.walk(1)
        let node = syntax.nodes[n]
        switch node.kind {
        case .compoundStmt:
            // A statement that answers on every path answers for the statements around it.
            var found: Answer?
            for child in syntax.children(of: n) {
                if let answer = answers(child, subscriber: subscriber, depth: depth + 1) {
                    if answer == .now { return .now }
                    found = .later
                }
            }
            return found
        case .unexposedExpr, .parenExpr, .cStyleCast:
            return syntax.lastChild(of: n).flatMap { answers($0, subscriber: subscriber, depth: depth + 1) }
        case .messageExpr:
            if isTermination(n, of: subscriber) { return .now }
            // A callback passed on (`completionHandler:^(…) { … }`): it answers when it is run.
            for argument in blocks(ofMessage: n) {
                if let body = blockBody(argument.block), answers(body, subscriber: subscriber, depth: depth + 1) != nil {
                    return .later
                }
            }
            return nil
        case .conditionalOperator:
            let kids = syntax.children(of: n)
            guard kids.count == 3 else { return nil }
            return Self.weaker(answers(kids[1], subscriber: subscriber, depth: depth + 1), answers(kids[2], subscriber: subscriber, depth: depth + 1))
        case .ifStmt:
            let kids = syntax.children(of: n)
            guard kids.count == 3 else { return nil }
            return Self.weaker(answers(kids[1], subscriber: subscriber, depth: depth + 1), answers(kids[2], subscriber: subscriber, depth: depth + 1))
        default:
            return nil
        }
    }

    /// Both branches answer: the later of the two; nil when one does not.
    private static func weaker(_ a: Answer?, _ b: Answer?) -> Answer? {
        guard let a, let b else { return nil }
        return a == .now && b == .now ? .now : .later
    }

    /// `[subscriber sendCompleted]` or `[subscriber sendError:…]` to the block's parameter.
    private func isTermination(_ n: Int, of subscriber: Int32) -> Bool {
        guard syntax.nodes[n].kind == .messageExpr, ReactiveObjCCatalog.terminations.contains(syntax.nodes[n].name),
              let receiver = receiver(ofMessage: n) else { return false }
        let value = unwrappedValue(receiver)
        return syntax.nodes[value].kind == .declRefExpr && syntax.nodes[value].referencedStart == subscriber
    }

    // MARK: Class getters that make the one instance

    /// The class methods of `implementation` taking no argument that call `dispatch_once`
    /// (`+ (instancetype)shared`, or a macro's expansion that declares one).
    func onceMade(ofImplementation implementation: Int) -> [String] {
        let nodes = syntax.nodes
        var result: [String] = []
        for k in syntax.children(of: implementation) where nodes[k].kind == .classMethodDecl && !nodes[k].name.contains(":") {
            work?.walk(syntax.descendants(of: k).count)
            if syntax.descendants(of: k).contains(where: { nodes[$0].kind == .declRefExpr && nodes[$0].name == "dispatch_once" }) {
                result.append(nodes[k].name)
            }
        }
        return result
    }
}
