/// What the file assigns to the storage a chain starts from: the object a member of self holds
/// (`self.viewModel = [FriendsListViewModel shared]`, a class's one instance), a subject it makes
/// and gives another object (`cell.markSignal = [RACSubject subject]`). The project index
/// says the rest (`ObjCSite.resolved(against:)`): whether that class method makes one instance,
/// whether the holder's class ends the subject.
extension ObjCSiteExtractor {
    /// `path` with each step's `madeBy`: the class message the file assigns to that storage.
    func madeBy(_ path: [ObjCPathStep]) -> [ObjCPathStep] {
        if memo.madeBy == nil { memo.madeBy = collectMadeBy() }
        guard let made = memo.madeBy, !made.isEmpty else { return path }
        var result = path
        let keys = storageKey(path)
        for k in result.indices { result[k].madeBy = made[Array(keys[...k])] }
        return result
    }

    private func collectMadeBy() -> [[String]: String] {
        var result: [[String]: String] = [:]
        work?.walk(assignmentNodes.count)
        for a in assignmentNodes {
            guard let target = syntax.firstChild(of: a), let value = syntax.lastChild(of: a),
                  let path = selfPath(unwrappedValue(target)), !path.isEmpty, let made = classMessage(value) else { continue }
            let key = storageKey(path)
            if result[key] == nil { result[key] = made }
        }
        return result
    }

    /// The assignments of the file, in file order.
    private var assignmentNodes: [Int] {
        syntax.nodes.indices.filter { syntax.nodes[$0].kind == .binaryOperator && syntax.nodes[$0].name == "=" }
    }

    /// "Class selector" of the class message `n` is, or that the messages `n` is made of start
    /// from (`[[RACSubject subject] setNameWithFormat:…]` is `RACSubject subject`).
    func classMessage(_ n: Int) -> String? {
        var node = unwrappedValue(n)
        var steps = 0
        while steps < 16, syntax.nodes[node].kind == .messageExpr, let receiver = receiver(ofMessage: node) {
            let value = unwrappedValue(receiver)
            if syntax.nodes[value].kind == .classRef { return syntax.nodes[value].name + " " + syntax.nodes[node].name }
            node = value
            steps += 1
        }
        return nil
    }

    /// Whether a class message ("Class selector") makes a subject: a subject class's own
    /// makers, not a class method it inherits from `RACSignal` (`[RACReplaySubject
    /// interval:onScheduler:]` is a timer's signal).
    static func makesSubject(_ made: String) -> Bool {
        let words = made.split(separator: " ")
        guard words.count == 2, ReactiveObjCCatalog.subjects.contains(String(words[0])) else { return false }
        return subjectMakers.contains(String(words[1]))
    }

    static let subjectMakers: Set<String> = ["subject", "new", "alloc", "replaySubjectWithCapacity:", "behaviorSubjectWithDefaultValue:"]

    /// `[cell.markSignal subscribeNext:…]` where the method assigns `cell.markSignal = [RACSubject
    /// subject]` to the object a local holds: a subject made here, kept by that object.
    func handedSubject(_ root: Int, owner: ObjCOwner) -> ObjCSource? {
        let node = syntax.nodes[root]
        guard node.kind == .memberRefExpr, node.referenced == .propertyDecl,
              ReactiveObjCCatalog.subjects.contains(ObjCKnowledge.className(of: node.type)),
              let base = syntax.firstChild(of: root).map(unwrappedValue), syntax.nodes[base].kind == .declRefExpr,
              let variable = variables[syntax.nodes[base].referencedStart],
              syntax.nodes[variable].kind == .varDecl || syntax.nodes[variable].kind == .parmDecl, selfPath(base) == nil,
              let method = syntax.ancestor(of: root, in: [.instanceMethodDecl, .classMethodDecl]) else { return nil }
        let location = syntax.nodes[variable].location
        // The method itself makes the subject it subscribes to.
        let methodRange = syntax.descendants(of: method)
        var made = false
        var terminated = false
        for a in methodRange where syntax.nodes[a].kind == .binaryOperator && syntax.nodes[a].name == "=" || syntax.nodes[a].kind == .messageExpr {
            work?.walk(1)
            if syntax.nodes[a].kind == .messageExpr {
                if ReactiveObjCCatalog.terminations.contains(syntax.nodes[a].name), let r = receiver(ofMessage: a),
                   names(r, member: node.name, of: location) {
                    terminated = true
                }
                continue
            }
            guard let target = syntax.firstChild(of: a), names(target, member: node.name, of: location),
                  let value = syntax.lastChild(of: a), let message = classMessage(value), Self.makesSubject(message) else { continue }
            made = true
        }
        guard made else { return nil }
        let holder = ObjCKnowledge.className(of: syntax.nodes[variable].type)
        guard !holder.isEmpty else { return nil }
        // The holder's class implemented in this file may end it itself (`[self.markSignal sendCompleted]`).
        if isTerminated([ObjCPathStep(name: node.name, isIvar: false, isStrong: true, type: "")], inClass: holder) { terminated = true }
        return .handedSubject(what: text(root), holder: holder, member: node.name, terminated: terminated)
    }

    /// Whether `n` is `variable.member` (the local at `location`).
    private func names(_ n: Int, member: String, of location: Int32) -> Bool {
        let value = unwrappedValue(n)
        guard syntax.nodes[value].kind == .memberRefExpr, syntax.nodes[value].name == member,
              let base = syntax.firstChild(of: value).map(unwrappedValue) else { return false }
        return syntax.nodes[base].kind == .declRefExpr && syntax.nodes[base].referencedStart == location
    }
}

/// A view a local holds that self's view hierarchy keeps.
extension ObjCSiteExtractor {
    /// When `object` is a local holding a view (`UIButton *button = …`) that the method gives
    /// to self's view hierarchy: the local's name, and how self keeps it ("a subview of
    /// 'self.view'", "the custom view of the bar button item in
    /// 'self.navigationItem.rightBarButtonItem'"). Nil when it is not such a local.
    func heldView(_ object: Int, owner: ObjCOwner) -> (view: String, through: String)? {
        let value = unwrappedValue(object)
        guard owner.isInstanceMethod, syntax.nodes[value].kind == .declRefExpr,
              let variable = variables[syntax.nodes[value].referencedStart], syntax.nodes[variable].kind == .varDecl else { return nil }
        // Of any class (`MSFBlurButton *button`): what keeps it below is a call that keeps views
        // (so it is one) or self's strong storage.
        let name = syntax.nodes[variable].name
        for reference in references[syntax.nodes[variable].location] ?? [] {
            work?.walk(1)
            if let through = keeperBySelf(ofValue: reference, owner: owner, depth: 0) { return (name, through) }
        }
        return nil
    }

    /// Where self keeps the value of expression `n`: `n` is assigned to self's strong storage,
    /// passed to a message that adds it to the view hierarchy of something self owns, or made
    /// the custom view of a bar button item self keeps so (`initWithCustomView:`).
    private func keeperBySelf(ofValue n: Int, owner: ObjCOwner, depth: Int) -> String? {
        guard depth < 4 else { return nil }
        var child = n
        var parent = Int(syntax.nodes[n].parent)
        while parent >= 0, [.unexposedExpr, .parenExpr, .cStyleCast].contains(syntax.nodes[parent].kind) {
            child = parent
            parent = Int(syntax.nodes[parent].parent)
        }
        guard parent >= 0 else { return nil }
        let p = syntax.nodes[parent]
        switch p.kind {
        case .binaryOperator where p.name == "=" && syntax.lastChild(of: parent) == child:
            // `self.navigationItem.titleView = button`, `self.header = button`.
            guard let target = syntax.firstChild(of: parent), let path = selfPath(target), !path.isEmpty,
                  isOwned(path, owner: owner) || path.count > 1 && isOwned(Array(path.dropLast()), owner: owner) else { return nil }
            return "in '\(text(unwrappedValue(target)))'"
        case .messageExpr where receiver(ofMessage: parent) != child:
            if KeepingCalls.selectors.contains(p.name), let receiver = receiver(ofMessage: parent), let path = selfPath(receiver),
               path.isEmpty || isOwned(path, owner: owner) {
                return "\(KeepingCalls.role(ofSelector: p.name)) '\(text(unwrappedValue(receiver)))'"
            }
            // `[cell.contentView addSubview:textView]` in `tableView:cellForRowAtIndexPath:`
            // of a controller: the cell it returns goes into the table its view shows.
            if KeepingCalls.selectors.contains(p.name), let receiver = receiver(ofMessage: parent),
               let cell = cellReturnedToOwnView(receiver, owner: owner) {
                return "\(KeepingCalls.role(ofSelector: p.name)) '\(text(unwrappedValue(receiver)))', in the \(cell) '\(owner.methodName)' returns to the view self shows"
            }
            // `[[UIBarButtonItem alloc] initWithCustomView:button]`: the item keeps the view;
            // where self keeps the item keeps it.
            if p.name == "initWithCustomView:", let item = keeperBySelf(ofValue: parent, owner: owner, depth: depth + 1) {
                return "the custom view of the bar button item \(item)"
            }
            return nil
        default:
            return nil
        }
    }

    /// When `receiver` is `cell` or `cell.contentView`, `cell` a local the enclosing data-source
    /// method of a view or controller returns: "cell" (or "view" for a header or footer).
    /// Self's view keeps the table that asked, which keeps the cell while it is shown (and
    /// reuses it after), so self keeps what is added to it.
    private func cellReturnedToOwnView(_ receiver: Int, owner: ObjCOwner) -> String? {
        guard owner.isInstanceMethod, owner.isViewOrController, let provider = ViewProvidingDataSourceMethods.method(selector: owner.methodName)
        else { return nil }
        var value = unwrappedValue(receiver)
        if syntax.nodes[value].kind == .memberRefExpr, syntax.nodes[value].name == "contentView", let base = syntax.firstChild(of: value) {
            value = unwrappedValue(base)
        }
        guard syntax.nodes[value].kind == .declRefExpr, let variable = variables[syntax.nodes[value].referencedStart],
              syntax.nodes[variable].kind == .varDecl, let method = syntax.ancestor(of: receiver, in: [.instanceMethodDecl, .classMethodDecl])
        else { return nil }
        let location = syntax.nodes[variable].location
        for r in syntax.descendants(of: method) where syntax.nodes[r].kind == .returnStmt {
            work?.walk(1)
            guard syntax.ancestor(of: r, in: [.blockExpr, .instanceMethodDecl]) == method, let returned = syntax.lastChild(of: r) else { continue }
            let target = unwrappedValue(returned)
            if syntax.nodes[target].kind == .declRefExpr, syntax.nodes[target].referencedStart == location {
                return provider.returns
            }
        }
        return nil
    }
}
