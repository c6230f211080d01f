/// Subjects a method makes and keeps only in its locals. ReactiveObjC's `-[RACSubject
/// subscribe:]` puts each subscriber in a cycle: the passthrough subscriber holds the
/// subscription's compound disposable, and that disposable holds the block that would remove
/// the passthrough from the subject's array, which captures the passthrough (`RACSubject.m`,
/// `RACPassthroughSubscriber.m`, `RACCompoundDisposable.m`). Only disposal or the subject's
/// `sendCompleted`/`sendError:` breaks it: a subject freed without terminating (its last local
/// gone) leaves every subscription alive, and the subscriber's blocks with it.
extension ObjCSiteExtractor {
    /// The chain's root `root` (reached through `local`'s initializer when one was followed)
    /// as a subject this method makes that nothing can complete: `[RACSubject subject]` in a
    /// local that is only sent messages and never `sendCompleted`/`sendError:`, or the signal of
    /// a `publish`/`multicast:` connection in such a local. Nil for anything else.
    func localSubject(root: Int, local: Int?) -> ObjCSource? {
        if let made = classMessage(root), Self.makesSubject(made) {
            // Made in the chain itself (`[[RACSubject subject] subscribeNext:…]`): no one can send it anything.
            guard let local else { return .localSubject(what: text(root), why: "nothing else can reach it", inBlocks: false) }
            guard let uses = terminatedIfOnlySentMessages(local), !uses.terminated else { return nil }
            return .localSubject(what: syntax.nodes[local].name, why: "no message of this method completes it", inBlocks: uses.inBlocks)
        }
        return connectionSubject(root)
    }

    /// `connection.signal` (or `[connection signal]`) where the local `connection` holds
    /// `[signal publish]` or `[signal multicast:[RACSubject subject]]`: the connection's subject,
    /// completed only by its source, once connected. Nil unless the connection is never
    /// connected, or its source is a `createSignal:` whose block never completes its subscriber.
    private func connectionSubject(_ root: Int) -> ObjCSource? {
        let node = syntax.nodes[root]
        guard node.name == "signal", node.kind == .memberRefExpr || node.kind == .messageExpr,
              let base = (node.kind == .memberRefExpr ? syntax.firstChild(of: root) : receiver(ofMessage: root)).map(unwrappedValue),
              syntax.nodes[base].kind == .declRefExpr, let connection = variables[syntax.nodes[base].referencedStart],
              syntax.nodes[connection].kind == .varDecl, !reassignedVariables.contains(syntax.nodes[connection].location),
              let initializer = syntax.lastChild(of: connection).map(unwrappedValue),
              syntax.nodes[initializer].kind == .messageExpr else { return nil }
        let selector = syntax.nodes[initializer].name
        if selector == "multicast:" {
            guard let subject = arguments(ofMessage: initializer).first, let made = classMessage(subject), Self.makesSubject(made) else { return nil }
        } else if selector != "publish" {
            return nil
        }
        guard var source = receiver(ofMessage: initializer).map(unwrappedValue) else { return nil }
        let sourceName = syntax.nodes[source].kind == .declRefExpr ? "'\(syntax.nodes[source].name)'" : "a createSignal: signal"
        var steps = 0
        while steps < 8, let next = localInitializer(source) {
            source = unwrappedValue(next)
            steps += 1
        }
        // The connection is only read for its signal and connected.
        var connected = false
        var inBlocks = false
        for reference in references[syntax.nodes[connection].location] ?? [] {
            work?.walk(1)
            if isInBlock(reference, declaredAt: connection) { inBlocks = true }
            let (child, parent) = use(of: reference)
            guard parent >= 0 else { return nil }
            let p = syntax.nodes[parent]
            if p.kind == .memberRefExpr, p.name == "signal" { continue }
            guard p.kind == .messageExpr, receiver(ofMessage: parent) == child, p.name == "signal" || p.name == "connect" else { return nil }
            if p.name == "connect" { connected = true }
        }
        let what = text(root)
        if !connected { return .localSubject(what: what, why: "its connection is never connected", inBlocks: inBlocks) }
        // A source that never sends completed or error never completes the subject either.
        guard syntax.nodes[source].kind == .messageExpr, syntax.nodes[source].name == "createSignal:",
              let maker = receiver(ofMessage: source), syntax.nodes[maker].kind == .classRef, syntax.nodes[maker].name == "RACSignal",
              let block = blocks(ofMessage: source).first?.block, neverTerminates(createBlock: block) else { return nil }
        return .localSubject(what: what, why: "its connection's source, \(sourceName), never sends completed or error", inBlocks: inBlocks)
    }

    /// When every use of the local `variable` is the root of a subscription's chain (through
    /// operators to `subscribeNext:`…) or the receiver of `sendNext:`, `sendCompleted` or
    /// `sendError:`: whether one of them terminates it. Nil when it is used otherwise
    /// (assigned, passed on, returned, put in a collection, an operator's signal kept): then
    /// something else may keep or complete it.
    /// `inBlocks`: a use is inside a block of the method (one that may outlive it).
    private func terminatedIfOnlySentMessages(_ variable: Int) -> (terminated: Bool, inBlocks: Bool)? {
        guard syntax.nodes[variable].kind == .varDecl, !reassignedVariables.contains(syntax.nodes[variable].location),
              syntax.ancestor(of: variable, in: [.instanceMethodDecl, .classMethodDecl, .functionDecl, .blockExpr]) != nil else { return nil }
        var terminated = false
        var inBlocks = false
        for reference in references[syntax.nodes[variable].location] ?? [] {
            work?.walk(1)
            if isInBlock(reference, declaredAt: variable) { inBlocks = true }
            var (child, parent) = use(of: reference)
            // Up through the operators applied to it.
            while parent >= 0, syntax.nodes[parent].kind == .messageExpr, receiver(ofMessage: parent) == child,
                  ReactiveObjCCatalog.operators.contains(syntax.nodes[parent].name) {
                (child, parent) = use(of: parent)
            }
            guard parent >= 0, syntax.nodes[parent].kind == .messageExpr, receiver(ofMessage: parent) == child else { return nil }
            let selector = syntax.nodes[parent].name
            if ReactiveObjCCatalog.terminations.contains(selector) {
                terminated = true
            } else if selector != "sendNext:", !ReactiveObjCCatalog.subscriptions.contains(selector), !knowledge.subscribes(selector) {
                return nil
            }
        }
        return (terminated, inBlocks)
    }

    /// Whether `reference` is inside a block that `declaration` (a local) is not: the block
    /// captures the local, and may outlive the method.
    private func isInBlock(_ reference: Int, declaredAt declaration: Int) -> Bool {
        syntax.ancestor(of: reference, in: [.blockExpr]) != syntax.ancestor(of: declaration, in: [.blockExpr])
    }

    /// The node a reference's value is used by, past implicit conversions, parentheses and
    /// casts, with the child of it that holds the reference.
    private func use(of reference: Int) -> (child: Int, parent: Int) {
        var child = reference
        var parent = Int(syntax.nodes[reference].parent)
        while parent >= 0, [.unexposedExpr, .parenExpr, .cStyleCast].contains(syntax.nodes[parent].kind) {
            child = parent
            parent = Int(syntax.nodes[parent].parent)
        }
        return (child, parent)
    }
}
