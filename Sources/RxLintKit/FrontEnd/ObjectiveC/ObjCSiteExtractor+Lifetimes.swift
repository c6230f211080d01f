/// What lives longer than the code shows at a glance: a getter method over an instance
/// variable (self's storage as much as a property is), an object made once for the process,
/// a command's enabled signal.
extension ObjCSiteExtractor {
    // MARK: Getter methods

    /// The step `self.name` or `[self name]` takes when `name` is no property but an instance
    /// method of self's class (or a superclass implemented in this file) that returns one
    /// instance variable (`- (VM *)baseVM { return _baseVM; }`, also a lazy getter that makes it
    /// first): the variable, named as the getter.
    func accessorStep(_ name: String, at n: Int) -> ObjCPathStep? {
        guard let owner = owner(of: n), owner.isInstanceMethod else { return nil }
        if memo.accessors == nil { memo.accessors = collectAccessors() }
        guard let candidates = memo.accessors?[name] else { return nil }
        let lineage = [owner.className] + owner.superclasses
        for class_ in lineage {
            if let found = candidates.first(where: { $0.className == class_ }) {
                return ObjCPathStep(name: name, isIvar: false, isStrong: found.step.isStrong, type: found.step.type, isGetter: true)
            }
        }
        return nil
    }

    private func collectAccessors() -> [String: [(className: String, step: ObjCPathStep)]] {
        var result: [String: [(className: String, step: ObjCPathStep)]] = [:]
        let nodes = syntax.nodes
        work?.walk(nodes.count)
        for k in nodes.indices where nodes[k].kind == .instanceMethodDecl && !nodes[k].name.contains(":") {
            guard let implementation = syntax.ancestor(of: k, in: [.implementationDecl, .categoryImplDecl]) else { continue }
            var className = nodes[implementation].name
            if nodes[implementation].kind == .categoryImplDecl,
               let ref = syntax.children(of: implementation).first(where: { nodes[$0].kind == .classRef }) {
                className = nodes[ref].name
            }
            // Every `return` of the method (not of a block in it) gives the same instance variable.
            var step: ObjCPathStep?
            var agrees = true
            for r in syntax.descendants(of: k) where nodes[r].kind == .returnStmt {
                if syntax.ancestor(of: r, in: [.blockExpr, .instanceMethodDecl]) != k { continue }
                guard let value = syntax.lastChild(of: r) else { agrees = false; break }
                let target = unwrappedValue(value)
                guard nodes[target].kind == .memberRefExpr, nodes[target].referenced == .ivarDecl, readsImplicitSelf(target) else {
                    agrees = false
                    break
                }
                let this = ObjCPathStep(name: nodes[target].name, isIvar: true, isStrong: !ObjCKnowledge.isWeakType(nodes[target].type),
                                        type: nodes[target].type)
                if let known = step, known.name != this.name { agrees = false; break }
                step = this
            }
            if agrees, let step { result[nodes[k].name, default: []].append((className, step)) }
        }
        return result
    }

    // MARK: Objects made once for the process

    /// `[Store shared]`, `Store.shared`, `[NSUserDefaults standardUserDefaults]`: a class's
    /// one instance, which lives as long as the process. Its text, or nil.
    func processLifetimeObject(_ n: Int) -> (text: String, className: String)? {
        let value = unwrappedValue(n)
        let node = syntax.nodes[value]
        guard node.kind == .messageExpr || node.kind == .memberRefExpr, !node.name.contains(":"),
              let first = syntax.firstChild(of: value), syntax.nodes[first].kind == .classRef else { return nil }
        let className = syntax.nodes[first].name
        if memo.onceMade == nil { memo.onceMade = collectOnceMade() }
        guard Self.namesTheOneInstance(node.name) || memo.onceMade?.contains(className + " " + node.name) == true else { return nil }
        return (text(value), className)
    }

    /// Class getters named for the one instance: `shared…` (`shared`, `sharedInstance`,
    /// `sharedManager`), and the SDK's own. (Not every `default…`: `defaultSessionConfiguration`
    /// makes a new object each time.)
    static func namesTheOneInstance(_ selector: String) -> Bool {
        if selector == "shared" { return true }
        if selector.hasPrefix("shared"), let next = selector.utf8.dropFirst(6).first, next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z") {
            return true
        }
        return sdkSingletons.contains(selector)
    }

    static let sdkSingletons: Set<String> = [
        "defaultCenter", "defaultManager", "standardUserDefaults", "mainScreen", "mainBundle", "currentDevice", "mainRunLoop",
    ]

    /// The class methods of this file that call `dispatch_once`.
    private func collectOnceMade() -> Set<String> {
        var result = Set<String>()
        let nodes = syntax.nodes
        work?.walk(nodes.count)
        for k in nodes.indices where nodes[k].kind == .declRefExpr && nodes[k].name == "dispatch_once" {
            guard let method = syntax.ancestor(of: k, in: [.classMethodDecl]), !nodes[method].name.contains(":"),
                  let implementation = syntax.ancestor(of: method, in: [.implementationDecl]) else { continue }
            result.insert(nodes[implementation].name + " " + nodes[method].name)
        }
        return result
    }

    /// Key-value observing of a process-lifetime object (`RACObserve([Store shared], token)`,
    /// `[[Store shared] rac_valuesAndChangesForKeyPath:… observer:nil]`), from an instance
    /// method of another class.
    func processLifetimeObservation(_ message: Int, object: Int, owner: ObjCOwner) -> ObjCSource? {
        guard owner.isInstanceMethod, ReactiveObjCCatalog.observations.contains(syntax.nodes[message].name),
              let global = processLifetimeObject(object), global.className != owner.className,
              let observer = arguments(ofMessage: message).last else { return nil }
        let value = unwrappedValue(observer)
        let what = text(message)
        if let path = selfPath(value), path.isEmpty {
            // Inside `RACObserve(…)` the object's own extent is not reliable: its text is read
            // from the macro's first argument.
            guard let observe = observeText(message) else {
                return .processLifetime(what: what, object: global.text, endsWithSelf: true)
            }
            return .processLifetime(what: observe, object: Self.firstArgument(ofMacro: observe) ?? global.text, endsWithSelf: true)
        }
        if isNil(value) { return .processLifetime(what: what, object: global.text, endsWithSelf: false) }
        return nil
    }

    /// `RACObserve(…)` as written, when `message` is its expansion.
    private func observeText(_ message: Int) -> String? {
        let start = syntax.nodes[message].start
        guard let macro = observeMacros.first(where: { $0.contains(start) }) else { return nil }
        return spelling(from: macro.lowerBound, to: macro.upperBound)
    }

    /// `[Store shared]` of `RACObserve([Store shared], token)`: up to the first comma outside
    /// brackets and parentheses.
    static func firstArgument(ofMacro text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")) else { return nil }
        var depth = 0
        for k in (open + 1)..<bytes.count {
            switch bytes[k] {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            case UInt8(ascii: ",") where depth == 0:
                let argument = String(decoding: bytes[(open + 1)..<k], as: UTF8.self)
                return argument.trimmingCharacters(in: .whitespacesAndNewlines)
            default: break
            }
            if depth < 0 { return nil }
        }
        return nil
    }

    private func isNil(_ n: Int) -> Bool {
        let spelled = spelling(from: syntax.nodes[n].start, to: syntax.nodes[n].end)
        return spelled == "nil" || spelled == "NULL" || spelled == "0"
    }

    /// A subject of a process-lifetime object (`[EventBus shared].events`), subscribed from an
    /// instance method of another class: it keeps each subscriber until it terminates, which
    /// an object that never goes has no reason to do.
    func processLifetimeSubject(_ root: Int, owner: ObjCOwner) -> ObjCSource? {
        let node = syntax.nodes[root]
        guard owner.isInstanceMethod, node.kind == .memberRefExpr, node.referenced == .propertyDecl,
              ReactiveObjCCatalog.subjects.contains(ObjCKnowledge.className(of: node.type)),
              let base = syntax.firstChild(of: root), let global = processLifetimeObject(base),
              global.className != owner.className else { return nil }
        return .processLifetime(what: text(root), object: global.text, endsWithSelf: false)
    }

    // MARK: A command's enabled signal

    /// `initWithEnabled:`'s signal: the command subscribes to it at once and stays subscribed
    /// while it lives. Its blocks (outside nested blocks) that hold self, and a source of it
    /// that self keeps (its own key-value observing, a subject of self).
    func enabledSignal(_ argument: Int, owner: ObjCOwner) -> ObjCSite.EnabledSignal? {
        guard owner.isInstanceMethod else { return nil }
        var root = unwrappedValue(argument)
        // A local bound to the signal (`RACSignal *valid = [RACSignal combineLatest:…]`).
        var steps = 0
        while steps < 8, syntax.nodes[root].kind == .declRefExpr, let variable = declaration(referencedBy: root),
              syntax.nodes[variable].kind == .varDecl, let initializer = syntax.lastChild(of: variable),
              syntax.nodes[initializer].kind != .typeRef {
            root = unwrappedValue(initializer)
            steps += 1
        }
        var captures: [ObjCCapture] = []
        var kept: String?
        var stack = [root]
        while let k = stack.popLast() {
            work?.walk(1)
            let node = syntax.nodes[k]
            if node.kind == .blockExpr { continue }
            if node.kind == .messageExpr {
                captures += blocks(ofMessage: k).compactMap { capture(in: $0.block, role: $0.role) }
                if kept == nil {
                    switch source(root: k, owner: owner) {
                    case .objectEvents(let what, _, true): kept = what
                    case .ownedSubject(let path, false, _): kept = ObjCPathStep.text(path)
                    default: break
                    }
                }
            }
            stack += syntax.children(of: k).reversed()
        }
        return ObjCSite.EnabledSignal(captures: captures, keptBySelf: kept)
    }
}

import Foundation
