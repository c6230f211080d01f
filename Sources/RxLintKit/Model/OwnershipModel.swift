/// The static half of the reference model: for one subscription, the graph of strong
/// references around it, and the verdicts the rules ask for.
public struct OwnershipModel {
    /// What the verdicts and messages read of the site (not a copy of all of it: a model is
    /// built for every subscription).
    public let call: String
    public let callStart: Int32
    public let callEnd: Int32
    /// The statement's byte range (see `SubscriptionSite.statementStart`).
    public let statementStart: Int32
    public let statementEnd: Int32
    /// The enclosing function's name, "" outside one.
    public let functionName: String
    /// The property whose setting runs the enclosing code (`SiteContext.setProperty`), and
    /// whether that code is the property's own observer or setter rather than a method.
    public let setProperty: String?
    public let inSetter: Bool
    /// The per-item method (`configure(with:)`) that calls the enclosing parameterless method.
    public let perItemCaller: String?
    /// The subscription has an `onDisposed` handler: its disposal is observed on purpose.
    public let observesDisposal: Bool
    public let source: SourceFacts
    public let keeper: Keeper
    /// Strong captures of `self`, method references included.
    public let captures: [StrongCapture]
    /// The never-reset bag of a reusable cell that this per-item subscription is added to.
    public let reusedCellBag: String?
    /// The subscription is in test code or a playground, whose objects live for one test.
    public let inTestCode: Bool
    /// `self` is a value (a struct or enum): it cannot be captured weakly.
    public let ownerIsValue: Bool
    /// The process-long instance of self's type (`Session.shared`), when the type keeps one:
    /// a cycle through that instance costs nothing, as it is never deallocated anyway.
    public let ownerSharedInstance: String?
    /// `self` is the application delegate (its type conforms to `UIApplicationDelegate` or
    /// `NSApplicationDelegate`): the application keeps it for the whole process.
    public let ownerIsApplicationDelegate: Bool
    /// The enclosing method runs once in a process (`SiteContext.runsOnceAtLaunch`).
    public let runsOnceAtLaunch: Bool
    /// `self` may be a value: the code is in an extension of a protocol that is not
    /// class-bound, so `[weak self]` and `subscribe(with: self)` do not compile there.
    public let ownerMayBeValue: Bool
    /// The owner's bag that holds the subscription, when the code assigns that property a new
    /// bag somewhere (a reset in a property's `didSet`, in `prepareForReuse`): the cycle
    /// lasts until then, not for good.
    public let replacedBag: String?
    /// The method replacing `replacedBag` is one UIKit calls each time the view leaves the
    /// screen (`viewWillDisappear`): the subscription goes with the old bag then, before the
    /// owner could be released.
    public let bagReplacedOnDisappearance: Bool

    /// Captures (by index of `captures`) in a chain that a `flatMap`-like operator's closure
    /// returns, whose source ends later: the inner subscription holds them until then.
    public let innerEndings: [Int: InnerEnding]

    /// An inner source that ends, and the operator whose closure returns it.
    public struct InnerEnding: Sendable {
        public var source: String
        public var operatorName: String
    }

    private var graph = OwnershipGraph()
    private var owner: Int?
    /// The object whose survival means "the subscription is still running".
    private var subscription = 0
    private var closureNodes: [Int] = []
    private var ownedSubject: Int?

    /// A verdict with the chain of references that proves it.
    public struct Evaluation {
        public var verdict: Verdict
        public var chain: [String]
        /// The proof runs from self through a subject self holds strongly (self → store →
        /// relay → closure → self): sure whoever else keeps that subject.
        public var throughOwnedSubject = false
    }

    init(site: borrowing SubscriptionSite, source: SourceFacts, keeper: Keeper, captures: [StrongCapture], ownerIsValue: Bool,
         ownerMayBeValue: Bool = false, reusedCellBag: String? = nil, inTestCode: Bool = false, ownerSharedInstance: String? = nil,
         innerEndings: [Int: InnerEnding] = [:], replacedBag: String? = nil, bagReplacedOnDisappearance: Bool = false,
         ownerIsApplicationDelegate: Bool = false) {
        self.innerEndings = innerEndings
        self.replacedBag = replacedBag
        self.bagReplacedOnDisappearance = bagReplacedOnDisappearance
        self.ownerIsApplicationDelegate = ownerIsApplicationDelegate
        self.reusedCellBag = reusedCellBag
        self.ownerSharedInstance = ownerSharedInstance
        self.inTestCode = inTestCode
        self.ownerIsValue = ownerIsValue
        self.ownerMayBeValue = ownerMayBeValue
        call = site.call
        callStart = site.callStart
        callEnd = site.callEnd
        statementStart = site.statementStart
        statementEnd = site.statementEnd
        functionName = site.context.functionName
        runsOnceAtLaunch = site.context.runsOnceAtLaunch
        setProperty = site.context.setProperty
        inSetter = site.context.functionKind == .accessor
        perItemCaller = OwnershipModel.perItemCaller(of: site.context)
        observesDisposal = site.observesDisposal
        self.source = source
        self.keeper = keeper
        self.captures = captures
        build(site.context, ownerIsValue: ownerIsValue)
    }

    private mutating func build(_ ctx: SiteContext, ownerIsValue: Bool) {
        if !ctx.typeName.isEmpty && !ctx.isStatic {
            owner = graph.add(.owner(valueType: ownerIsValue ? ctx.typeName : nil))
        }

        // The subscription itself.
        var holderOfDisposable: Int
        if let subjectOwner = source.directSubject {
            // A subject keeps its observers in a bag; the returned disposable only points at
            // the subject. There is no Sink ⇄ SinkDisposer cycle (Subject is not a Producer).
            let disposable = graph.add(.subscriptionDisposable)
            let subject = subjectNode(subjectOwner)
            let observer = graph.add(.observer)
            // The disposable points at the subject weakly. For a class owner the edge stands
            // for what that means: the owner cannot go while the subject keeps its closure.
            // A value-type owner has no identity to keep: a copy of it in the closure holds
            // the bag, but nothing runs in a cycle back to the bag's disposable.
            if !ownerIsValue { graph.link(disposable, subject) }
            graph.link(subject, observer, breaksOnTermination: true)
            subscription = observer
            holderOfDisposable = disposable
        } else if source.neverDirect {
            // `Observable.never()` drops its observer at once; only the disposable (and its
            // onDisposed closure) remains.
            let disposable = graph.add(.subscriptionDisposable)
            subscription = disposable
            holderOfDisposable = disposable
        } else {
            let sink = graph.add(.sink)
            graph.link(sink, sink, breaksOnTermination: true)
            if let subjectOwner = source.subject {
                // The sink observes the subject, and the subject holds the sink's observer.
                let subject = subjectNode(subjectOwner)
                graph.link(subject, sink, breaksOnTermination: true)
                graph.link(sink, subject, breaksOnTermination: true)
            }
            if source.timer {
                let timer = graph.add(.repeatingTimer, root: true)
                graph.link(timer, sink, breaksOnTermination: true)
            }
            subscription = sink
            holderOfDisposable = sink
        }

        // The keeper.
        switch keeper {
        case .ownerBag(let name, let via):
            if let owner {
                let bag = graph.add(.ownerProperty(name: via.map { "\(name) (\($0))" } ?? name, kind: nil))
                graph.link(owner, bag)
                graph.link(bag, holderOfDisposable)
            }
        case .ownerStored(let name, let kind, _, _, _):
            if let owner {
                let node = graph.add(.ownerProperty(name: name, kind: kind))
                graph.link(owner, node)
                graph.link(node, holderOfDisposable)
            }
        case .childBag(let childName, let bagName):
            if let owner {
                let child = graph.add(.ownerProperty(name: childName, kind: nil))
                let bag = graph.add(.ownerProperty(name: bagName, kind: nil))
                graph.link(owner, child)
                graph.link(child, bag)
                graph.link(bag, holderOfDisposable)
            }
        case .otherBag(let text, _):
            let bag = graph.add(.otherBag(text: text))
            graph.link(bag, holderOfDisposable)
        case .processBag(let text, let global):
            let bag = graph.add(.processBag(text: text, global: global), root: true)
            graph.link(bag, holderOfDisposable)
        case .localBag, .freshBag, .discarded, .unusedLocal, .handedOver:
            break
        }

        if let owner, let ownedSubject { graph.link(owner, ownedSubject) }

        // Closures holding self.
        for capture in captures {
            let node = graph.add(.closure(role: capture.role, methodReference: capture.reason == .methodReference))
            closureNodes.append(node)
            let isDisposedHandler = capture.role == "onDisposed"
            // `never()` keeps no observer: only the onDisposed closure is held.
            if source.neverDirect && !isDisposedHandler { continue }
            graph.link(isDisposedHandler ? holderOfDisposable : subscription, node, breaksOnTermination: true)
            if let owner { graph.link(node, owner) }
        }
    }

    private mutating func subjectNode(_ subjectOwner: SubjectOwner) -> Int {
        switch subjectOwner {
        case .owner(let path):
            // Linked from the owner after the keeper, so chains show the keeper first. An
            // object self was handed may be kept by others too: its subject outlives self as
            // far as the model knows.
            let node = graph.add(.ownedSubject(path: path, keeper: source.subjectKeeper), root: source.subjectKeeper != nil)
            ownedSubject = node
            return node
        case .other(let text):
            return graph.add(.foreignSubject(text: text, keeper: source.subjectKeeper), root: true)
        }
    }

    /// Verdict for a reference structure that exists, given how the source completes.
    private func verdictIfAlive(ownerKeptAlive: Bool) -> Verdict? {
        switch source.completion {
        case .synchronous: return nil
        case .later: return .transient
        case .ownerDeallocation: return ownerKeptAlive ? .leak : nil
        case .never, .unknown: return .leak
        }
    }

    /// Does capture number `k` close a cycle through the owner? (`strong_self_capture`)
    public func cycle(throughCapture k: Int) -> Evaluation? {
        guard let owner, k < closureNodes.count else { return nil }
        let closure = closureNodes[k]
        guard let path = graph.path(from: owner, to: closure) else { return nil }
        guard let verdict = verdictIfAlive(ownerKeptAlive: true) else { return nil }
        return Evaluation(verdict: verdict, chain: graph.describe(path + [owner], source: source),
                          throughOwnedSubject: ownedSubject.map(path.contains) ?? false)
    }

    /// A direct subscription to a subject self holds, with a closure holding self: the cycle
    /// self → subject → closure → self is strong_self_capture's finding, even where the subject
    /// also outlives self.
    public var isCycleThroughOwnedSubject: Bool {
        if case .owner? = source.directSubject, !captures.isEmpty { return true }
        return false
    }

    /// Once the owner is released by everyone else, does the subscription keep running?
    /// (`discarded_subscription`, `missing_dispose_bag`)
    public func orphan() -> Evaluation? {
        // Without the closures' references to the owner: a subscription that survives only
        // through a cycle via self is strong_self_capture's finding, not this one.
        let (alive, keptBy) = graph.survivors(cuttingEdgesInto: owner)
        guard alive.contains(subscription) else { return nil }
        // Whether the owner itself survives matters only for `take(until: rx.deallocated)`.
        let ownerAlive = source.completion == .ownerDeallocation && owner.map { graph.survivors().alive.contains($0) } == true
        guard let verdict = verdictIfAlive(ownerKeptAlive: ownerAlive) else { return nil }
        var chain: [Int] = [subscription]
        var cur = subscription
        while let p = keptBy[cur], !chain.contains(p) { chain.insert(p, at: 0); cur = p }
        var steps = graph.describe(chain, source: source)
        if chain.count == 1 { steps[0] += ", disposed by nobody" }
        if let owner, let first = closureNodes.first(where: { graph.path(from: subscription, to: $0) != nil }) {
            steps += graph.describe([first, owner], source: source)
        }
        return Evaluation(verdict: verdict, chain: steps)
    }

    /// A per-item subscription of a reusable cell added to a bag nothing resets: each reuse
    /// adds one more, and all of them live (and deliver) as long as the cell.
    public func accumulatesOnReuse() -> Evaluation? {
        guard let bag = reusedCellBag else { return nil }
        switch source.completion {
        case .synchronous, .later: return nil
        case .ownerDeallocation, .never, .unknown: break
        }
        let each = setProperty.map { "each time '\($0)' is set" } ?? "per call of '\(perItemCaller ?? functionName)'"
        return Evaluation(verdict: .leak, chain: ["self (a reused cell)", "\(bag) (never reset)",
                                                  "one subscription \(each), alive until the cell is deallocated"])
    }

    /// A subscription whose keeper is released when the creating scope ends.
    public func disposedAtScopeEnd() -> Evaluation? {
        // Only a local or inline bag: every other keeper is ruled out before any words are made.
        switch keeper {
        case .localBag(_, let escapes, let drain):
            // Nothing is lost when everything the code waits for has arrived by then, or when
            // the source sends nothing at all (a coordinator's `start()` returning `never()`).
            if escapes || drain != nil || source.sendsNothing { return nil }
        case .freshBag:
            if source.sendsNothing { return nil }
        case .handedOver(let why) where why == Fate.disposedAtOnce:
            // `.dispose()` right after subscribing reads what a source sends during
            // `subscribe` (a relay's current value) on purpose; it loses something only where
            // the source certainly answers later: a request, a timer, a delay. A test that
            // disposes at once checks that disposal cancels: that is its point.
            guard !inTestCode, source.completion == .later || source.timer || source.deferredBy != nil else { return nil }
        default:
            return nil
        }
        let scope = functionName.isEmpty ? "the enclosing scope" : "'\(functionName)'"
        let released: String
        if case .localBag(let name, _, _) = keeper {
            released = "local DisposeBag '\(name)', released when \(scope) returns"
        } else if case .handedOver = keeper {
            released = "dispose() called on the subscription right after subscribing"
        } else {
            released = "DisposeBag() created inline, released at the end of the statement"
        }
        // An `onDisposed` handler observes the disposal: that is what the code is about.
        guard source.completion != .synchronous, !observesDisposal else { return nil }
        return Evaluation(verdict: .disposedImmediately, chain: [released, "subscription disposed", lostEvents(scope)])
    }

    /// Which later events never arrive, in the source's own terms.
    private func lostEvents(_ scope: String) -> String {
        let src = source.description
        if let op = source.deferredBy { return "elements of \(src), delivered later through '\(op)', never arrive" }
        if source.timer { return "ticks of \(src) after \(scope) returns never arrive" }
        if source.endsWithItsObject { return "events of \(src) after \(scope) returns never arrive" }
        if case .subject = source.naming { return "elements \(src) sends after \(scope) returns never arrive" }
        if source.completion == .later { return "the result of \(src), which arrives later, never arrives" }
        return "elements of \(src) sent after \(scope) returns never arrive"
    }

    /// Whether the source is known to deliver after the scope ends (a request, a timer, UI
    /// events, a subject fed elsewhere, a scheduler hop); otherwise rxlint cannot tell.
    public var deliversLater: Bool {
        // A relay passed in as a parameter never completes, but whether it sends after the
        // scope ends is the caller's business. One of an object self keeps (made or handed to
        // it) is fed elsewhere, as self's own are.
        source.deferredBy != nil || source.timer || source.completion == .later || source.completion == .never && !source.subjectPassedIn
            || source.completion == .ownerDeallocation
    }
}
