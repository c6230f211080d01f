/// The captures side of `ObjCSiteExtractor`: which blocks of a chain hold self, and the
/// facts about variables that decide it (a weak copy, a strong alias, a declared type).
extension ObjCSiteExtractor {
    // MARK: Captures

    /// The first strong use of self in `block` (nested blocks included), if any.
    func capture(in block: Int, role: String, depth: Int = 0) -> ObjCCapture? {
        let range = syntax.nodes[block].start..<syntax.nodes[block].end
        for k in syntax.descendants(of: block) {
            work?.walk(1)
            let node = syntax.nodes[k]
            switch node.kind {
            case .selfExpr where isImplicit(k):
                // The `self->` of a bare instance variable: reported as the variable, below.
                continue
            case .selfExpr:
                // `__typeof__(self)` in a declaration's type is never evaluated: no capture.
                if isInDeclaredType(k) { continue }
                if observeMacro(holding: node.start, in: range) {
                    return ObjCCapture(role: role, block: block, reason: .observeMacro, start: node.start, end: node.end)
                }
                return ObjCCapture(role: role, block: block, reason: .explicitSelf, start: node.start, end: node.end)
            case .messageExpr where receiver(ofMessage: k) == nil:
                // `[super …]` has no receiver node: its first word says it.
                guard let at = superReceiver(ofMessage: k) else { continue }
                return ObjCCapture(role: role, block: block, reason: .superMessage, start: Int32(at), end: Int32(at + 5))
            case .memberRefExpr where node.referenced == .ivarDecl && readsImplicitSelf(k):
                // `@strongify(_viewModel)` declares a local `_viewModel` of type
                // `__typeof__(_viewModel)`: the instance variable there is never read.
                if isInDeclaredType(k) { continue }
                // The extent of an implicit `self->` starts nowhere: the name is the culprit.
                let start = node.location, end = node.location + Int32(node.name.utf8.count)
                return ObjCCapture(role: role, block: block, reason: .ivar(node.name), start: start, end: end)
            case .declRefExpr:
                // `__typeof__(self)` of a nested `@strongify(self)` names the outer strong
                // `self` without evaluating it: no capture.
                if isInDeclaredType(k) { continue }
                guard let declaration = variables[node.referencedStart], !range.contains(syntax.nodes[declaration].start) else { continue }
                if isStrongSelfAlias(declaration) {
                    return ObjCCapture(role: role, block: block, reason: .recaptured(node.name), start: node.start, end: node.end)
                }
                // A block in a local of the method, used here: this block keeps it, and it keeps
                // what it captures. Reported at its own use of self, where the fix belongs.
                if depth < 4, let local = localBlock(declaration), let inner = localBlockCapture(local, depth: depth) {
                    var found = inner
                    found.role = role
                    found.block = local
                    if case .localBlock = inner.reason {} else { found.reason = .localBlock(node.name) }
                    return found
                }
            default:
                continue
            }
        }
        return nil
    }

    /// The first use of self in a block kept in a local, worked out once per block.
    private func localBlockCapture(_ local: Int, depth: Int) -> ObjCCapture? {
        if let known = memo.localBlockCaptures[local] { return known }
        let found = capture(in: local, role: "", depth: depth + 1)
        memo.localBlockCaptures[local] = .some(found)
        return found
    }

    /// The block a local variable is initialised with and never assigned again
    /// (`void (^apply)(void) = ^{ … };`).
    func localBlock(_ declaration: Int) -> Int? {
        guard syntax.nodes[declaration].kind == .varDecl, !reassignedVariables.contains(syntax.nodes[declaration].location),
              let initializer = syntax.lastChild(of: declaration) else { return nil }
        let value = unwrappedValue(initializer)
        return syntax.nodes[value].kind == .blockExpr ? value : nil
    }

    /// Where `super` starts in message `m` when it is the receiver (`[super viewDidLoad]`).
    func superReceiver(ofMessage m: Int) -> Int? {
        var i = Int(syntax.nodes[m].start)
        guard i >= 0, i < bytes.count, bytes[i] == UInt8(ascii: "[") else { return nil }
        i += 1
        while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) { i += 1 }
        return ObjCTextScan.matches(bytes, at: i, Array("super".utf8)) ? i : nil
    }

    /// A node the code does not spell (the `self` of a bare instance variable): libclang gives
    /// it no location at all. (What a macro argument produced has an empty extent too, but at
    /// the macro's place in the file.)
    func isImplicit(_ k: Int) -> Bool {
        syntax.nodes[k].start == 0 && syntax.nodes[k].end == 0
    }

    /// An instance variable used without a base (`_count`), which reads `self->_count`.
    func readsImplicitSelf(_ memberRef: Int) -> Bool {
        let kids = syntax.children(of: memberRef)
        return kids.isEmpty || kids.count == 1 && isImplicit(unwrappedValue(kids[0]))
    }

    /// Whether node `k` is part of a variable declaration's type (`__typeof__(self) x = …`),
    /// not of its initializer.
    func isInDeclaredType(_ k: Int) -> Bool {
        var child = k
        var parent = Int(syntax.nodes[k].parent)
        while parent >= 0 {
            if syntax.nodes[parent].kind == .varDecl { return syntax.lastChild(of: parent) != child || syntax.children(of: parent).count == 1 }
            guard [.unexposedExpr, .parenExpr, .typeRef].contains(syntax.nodes[parent].kind) else { return false }
            child = parent
            parent = Int(syntax.nodes[parent].parent)
        }
        return false
    }

    /// A strong local holding self: `__strong typeof(weakSelf) strongSelf = weakSelf;`, the
    /// `self` that `@strongify(self)` declares, `MyVC *me = self;`.
    /// Also a strong local made from another (`MyVC *other = me;`), a few steps deep.
    func isStrongSelfAlias(_ declaration: Int, depth: Int = 0) -> Bool {
        let node = syntax.nodes[declaration]
        guard depth < 8, node.kind == .varDecl, !isWeakVariable(declaration),
              let initializer = syntax.lastChild(of: declaration) else { return false }
        let value = unwrappedValue(initializer)
        switch syntax.nodes[value].kind {
        case .selfExpr:
            return true
        case .declRefExpr:
            guard let source = variables[syntax.nodes[value].referencedStart], source != declaration else { return false }
            return isWeakVariable(source) ? isSelfCopy(source) : isStrongSelfAlias(source, depth: depth + 1)
        default:
            return false
        }
    }

    /// Whether a variable holds its object weakly. Its type says so, except that the parse
    /// (without ARC) keeps the `__weak` of `typeof(weakSelf)` under an explicit `__strong`,
    /// which ARC gives precedence: `__strong typeof(weakSelf) strongSelf` is strong.
    func isWeakVariable(_ declaration: Int) -> Bool {
        let node = syntax.nodes[declaration]
        guard ObjCKnowledge.isWeakType(node.type) else { return false }
        let start = max(0, Int(node.start)), end = min(bytes.count, Int(node.location))
        guard start < end else { return true }
        return !bytes.withUnsafeBufferPointer { ByteSearch.contains(UnsafeBufferPointer(rebasing: $0[start..<end]), "__strong") }
    }

    /// A variable initialised from self itself (a weak copy, or `MyVC *me = self`).
    func isSelfCopy(_ declaration: Int) -> Bool {
        guard let initializer = syntax.lastChild(of: declaration) else { return false }
        return syntax.nodes[unwrappedValue(initializer)].kind == .selfExpr
    }

    /// Whether declaration `k`'s name is written where it points (not made by a macro:
    /// `RACObserve`'s `target_`, `@strongify`'s `self`).
    func isSpelled(_ k: Int) -> Bool {
        let node = syntax.nodes[k]
        return spelling(from: node.location, to: node.location + Int32(node.name.utf8.count)) == node.name
    }

    /// The variable declaration the reference `k` points at, when it is in this file.
    func declaration(referencedBy k: Int) -> Int? {
        variables[syntax.nodes[k].referencedStart]
    }
}
