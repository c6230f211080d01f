/// When a chain's source stops: the model's key input. Completion (or error) disposes the
/// sink, which breaks the Sink ⇄ SinkDisposer cycle and releases every closure.
public enum Completion: String, Sendable {
    /// During `subscribe` itself (`just`, `take(1)` of a BehaviorRelay, …).
    case synchronous
    /// At some later point (a network `Single`, `take(2)`, a one-shot timer, `delay`).
    case later
    /// When the owner deallocates (`take(until: rx.deallocated)`).
    case ownerDeallocation
    /// Never (subjects, relays, `interval`, `never()` behind an operator, notifications,
    /// the events of a shared instance such as `UIApplication.shared`).
    case never
    /// Cannot be told from the code.
    case unknown
}

/// Who owns a subject a chain starts from.
public enum SubjectOwner: Sendable, Equatable {
    /// `self.relay` or `self.viewModel.relay`: reachable from the owner.
    case owner(path: [String])
    /// A singleton, a parameter, a global: outlives the owner as far as the model knows.
    case other(String)
}

/// What the model knows about a chain's source.
public struct SourceFacts: Sendable {
    public var completion: Completion
    /// Whether any Producer is involved (then subscribing builds a Sink ⇄ SinkDisposer cycle).
    public var producer: Bool
    /// Set when the chain subscribes directly to a subject or relay (no operator in between).
    public var directSubject: SubjectOwner?
    /// A subject or relay the chain starts from (directly or behind operators).
    public var subject: SubjectOwner?
    /// A repeating timer on a scheduler holds the subscription forever.
    public var timer: Bool
    /// `Observable.never()` subscribed directly: the observer is not kept at all.
    public var neverDirect: Bool
    /// How messages name the source; the words are built only when a finding is reported.
    public var naming: Naming
    public var rootText: String

    public enum Naming: Sendable {
        case plain
        case subject(type: String)
        case control
    }

    /// Words for messages: "the relay 'items'", "'Observable.interval(…)'".
    public var description: String {
        guard !rootText.isEmpty else { return "the source" }
        switch naming {
        case .plain, .control: return "'\(rootText)'"
        case .subject(let type): return "the \(type.hasSuffix("Relay") ? "relay" : "subject") '\(rootText)'"
        }
    }

    /// An RxCocoa sequence, which completes when its object deallocates.
    public var endsWithItsObject: Bool {
        if case .control = naming { return true }
        return false
    }
}

enum SourceResolver {
    static func resolve(_ site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge) -> SourceFacts {
        var facts = rootFacts(site, index: index, knowledge: knowledge)
        var replaying = facts.completion == .never && facts.directSubject != nil && isReplaying(site, index: index)
        var filtered = false
        for op in site.operators {
            if RxCatalog.transparentOperators.contains(op.name) { continue }
            // Any other operator is a Producer: subscribing builds a sink.
            if facts.directSubject != nil || facts.neverDirect {
                facts.directSubject = nil
                facts.neverDirect = false
            }
            facts.producer = true
            switch op.name {
            case "take" where op.count != nil, "first", "takeFirst":
                if facts.completion == .synchronous { break }
                facts.completion = (replaying && !filtered && (op.count ?? 1) <= 1) ? .synchronous : .later
            case "take" where op.firstLabel == "until", "takeUntil":
                if facts.completion == .synchronous { break }
                facts.completion = RxCatalog.deallocationTriggers.contains(op.argumentTail) ? .ownerDeallocation : .later
            case "take" where op.firstLabel == "while", "takeWhile", "element", "elementAt", "single", "asSingle", "asMaybe", "asCompletable":
                if facts.completion != .synchronous { facts.completion = .later }
            case "timeout":
                if facts.completion != .synchronous { facts.completion = .later }
            default:
                if RxCatalog.asynchronousOperators.contains(op.name), facts.completion == .synchronous { facts.completion = .later }
                if op.name == "filter" || op.name == "compactMap" || op.name == "skip" || op.name == "distinctUntilChanged" || op.name == "skipWhile" { filtered = true }
                // Operators that start new inner sources keep the chain alive as long as those.
                if op.name == "startWith" { break }
            }
            replaying = replaying && !filtered
        }
        return facts
    }

    private static func isReplaying(_ site: SubscriptionSite, index: ProjectIndex) -> Bool {
        site.root.path.isEmpty ? false : RxCatalog.replayingSubjects.contains(subjectType(site, index: index) ?? "")
    }

    private static func subjectType(_ site: SubscriptionSite, index: ProjectIndex) -> String? {
        let path = site.context.strippingSelf(site.root.path).path
        guard !path.isEmpty else { return nil }
        return propertyType(along: path, from: site.context.typeName, index: index)
    }

    /// The declared type of the last component of `path`, following declared property types
    /// from `start` (`viewModel.items` → `ProfileViewModel.items`), or, when the way is lost,
    /// the only type the project declares a property of that name with.
    static func propertyType(along path: [String], from start: String, index: ProjectIndex) -> String? {
        var type = start
        for (k, component) in path.enumerated() {
            guard let next = index.property(component, of: type), !next.isEmpty else { break }
            if k == path.count - 1 { return next }
            type = next
        }
        return index.soleDeclaredType(ofProperty: path.last ?? "")
    }

    /// RxCocoa members of an object: `button.rx.tap`, `tableView.rx.itemSelected`,
    /// `rx.methodInvoked(…)`, `NotificationCenter.default.rx.notification(…)`; nil for other
    /// roots and for `.rx` calls that are not RxCocoa's sequences (`session.rx.data(…)`).
    private static func rxCocoaFacts(_ base: SourceFacts, _ path: [String], viaSelf: Bool, site: SubscriptionSite,
                                     index: ProjectIndex) -> SourceFacts? {
        guard let rx = path.firstIndex(of: "rx"), let last = path.last else { return nil }
        var facts = base
        if site.root.isCall {
            if RxCatalog.neverCompletingCalls.contains(last) { facts.completion = .never; return facts }
            guard RxCatalog.objectLifetimeCalls.contains(last) else { return nil }
        } else if RxCatalog.deallocationTriggers.contains(last) {
            facts.completion = .later
            return facts
        }
        facts.naming = .control
        facts.completion = objectLifetime(path[..<rx], viaSelf: viaSelf, site: site, index: index)
        return facts
    }

    /// When an RxCocoa sequence completes: when its object deallocates (controls end their
    /// events with `take(until: deallocated)`, a delegate proxy completes its observers in
    /// `deinit`). An object reached through self goes when self goes; a local of the function
    /// when it returns; a type's shared instance (`UIApplication.shared`) never; of a
    /// parameter's or a global's, rxlint cannot tell.
    private static func objectLifetime(_ object: ArraySlice<String>, viaSelf: Bool, site: SubscriptionSite,
                                       index: ProjectIndex) -> Completion {
        guard let first = object.first, !viaSelf else { return .ownerDeallocation }
        switch site.root.object {
        case .local: return .later
        case .parameter: return .unknown
        case .other: break
        }
        if let initial = first.utf8.first, initial >= UInt8(ascii: "A"), initial <= UInt8(ascii: "Z") { return .never }
        let type = site.context.typeName
        guard !type.isEmpty, !site.context.isStatic else { return .unknown }
        // Its own or an inherited property, also one of a UIKit superclass the index has not
        // seen (`tableView` of a `UITableViewController`).
        if index.property(first, of: type) != nil || index.hasUnseenSupertype(type) { return .ownerDeallocation }
        return .unknown
    }

    private static func rootFacts(_ site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge) -> SourceFacts {
        let root = site.root
        var facts = SourceFacts(completion: .unknown, producer: true, directSubject: nil, subject: nil, timer: false, neverDirect: false, naming: .plain, rootText: root.text)
        if let create = root.create {
            switch create {
            case .completesSynchronously: facts.completion = .synchronous
            case .completesLater: facts.completion = .later
            case .neverCompletes: facts.completion = .never
            }
            return facts
        }
        let (path, viaSelf) = site.context.strippingSelf(root.path)
        guard let last = path.last else { return facts }
        if let rxCocoa = rxCocoaFacts(facts, path, viaSelf: viaSelf, site: site, index: index) { return rxCocoa }

        // Static factories: `Observable.just(1)`, `Observable<Int>.interval(…)`, `.just(1)`.
        let typeName = path.count >= 2 ? path[path.count - 2] : ""
        if root.isCall {
            if RxCatalog.synchronousFactories.contains(last), path.count <= 2 {
                facts.completion = .synchronous
                return facts
            }
            if last == "never", path.count <= 2 {
                facts.completion = .never
                facts.neverDirect = true
                facts.producer = false
                return facts
            }
            if last == "interval" || (last == "timer" && root.hasPeriod) {
                facts.completion = .never
                facts.timer = true
                return facts
            }
            if last == "timer" { facts.completion = .later; return facts }
            if RxCatalog.completingTraits.contains(typeName) { facts.completion = .later; return facts }
            if knowledge.completingCalls.contains(last) { facts.completion = .later; return facts }
            if knowledge.neverCompletingCalls.contains(last) { facts.completion = .never; return facts }
            // A method of the project: its declared return type or its `create` body decides.
            let candidates: [MethodFacts]
            if path.count == 1 || viaSelf && path.count == 1 {
                candidates = index.method(last, of: site.context.typeName).map { [$0] } ?? index.methods(named: last)
            } else if path.count == 2, let receiverType = index.property(path[0], of: site.context.typeName),
                      let method = index.method(last, of: receiverType) {
                // `api.fetch()` with `let api = API()`: the receiver's declared type decides.
                candidates = [method]
            } else {
                candidates = index.methods(named: last)
            }
            if !candidates.isEmpty {
                if candidates.allSatisfy({ $0.create == .completesSynchronously }) { facts.completion = .synchronous }
                else if candidates.allSatisfy({ RxCatalog.completingTraits.contains($0.returnType) }) { facts.completion = .later }
                else if candidates.allSatisfy({ $0.create == .neverCompletes }) { facts.completion = .never }
                else if candidates.allSatisfy({ $0.create != nil }) { facts.completion = .later }
            }
            return facts
        }

        if knowledge.neverCompletingCalls.contains(last) { facts.completion = .never; return facts }
        if knowledge.completingCalls.contains(last) { facts.completion = .later; return facts }

        // A property: of self (own or inherited), or of another object found by name.
        var type: String?
        var ownedBySelf = false
        if path.count == 1 {
            if let t = index.property(last, of: site.context.typeName) {
                type = t
                ownedBySelf = !site.context.typeName.isEmpty
            }
        } else {
            // `viewModel.items`: owned by self when the first component is a property of self.
            ownedBySelf = index.property(path[0], of: site.context.typeName) != nil
            type = propertyType(along: path, from: site.context.typeName, index: index)
        }
        guard let type else { return facts }
        if RxCatalog.subjectTypes.contains(type) {
            let owner: SubjectOwner = ownedBySelf || (viaSelf && path.count == 1) ? .owner(path: path) : .other(root.text)
            facts.completion = .never
            facts.producer = false
            facts.directSubject = owner
            facts.subject = owner
            facts.naming = .subject(type: type)
        } else if RxCatalog.completingTraits.contains(type) {
            facts.completion = .later
        } else if RxCatalog.controlTypes.contains(type) {
            facts.completion = .never
        }
        return facts
    }
}
