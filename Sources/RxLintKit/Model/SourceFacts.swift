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
    /// The source sends no element at all: `Observable.never()`, or a project method whose
    /// every `return` is one (a coordinator's `start()` that does its work at the call).
    public var sendsNothing = false
    /// `take(1)` of a subject a controller's appearance event is bound to: the chain ends with
    /// the first element, which comes when that screen shows (`AppearanceFeeds`).
    public var endsWithAppearance = false
    /// A repeating timer on a scheduler holds the subscription forever.
    public var timer: Bool
    /// `Observable.never()` subscribed directly: the observer is not kept at all.
    public var neverDirect: Bool
    /// How messages name the source; the words are built only when a finding is reported.
    public var naming: Naming
    public var rootText: String
    /// Completes only after an element arrives (`take(1)`, `first()`) from a source that may
    /// never send one: completion `unknown`, said in those words.
    public var awaitsElement = false
    /// An RxCocoa sequence of an object self holds weakly (`weak var view`, not an outlet): it
    /// ends when that object goes, which a closure holding self cannot prevent.
    public var weakObject: WeakObject?
    /// The operator that moved delivery of a synchronous source to later (`observe(on:)`, `delay`).
    public var deferredBy: String?
    /// Sends an element during subscribe: a subject or relay that replays its current value,
    /// behind operators that pass every element on (`relay.map { … }`), also when a getter or
    /// method returns such a chain. `take(1)` of it ends at once.
    public var sendsOnSubscribe = false
    /// Who keeps the subject the chain starts from, when that is outside what the project
    /// shows: the caller that passed it (`the caller of 'bind'`), or an object self holds but
    /// was handed (`'store' (handed to self)`). A subscription made directly on the
    /// subject lives as long as the subject: how long that is, rxlint cannot tell.
    public var subjectKeeper: String?
    /// The subject arrived as a parameter of the function (its keeper is the caller), rather
    /// than through an object self keeps.
    public var subjectPassedIn = false

    /// A direct subscription to a subject someone else keeps: it lives as long as that keeper.
    public var livesWithUnknownKeeper: Bool { directSubject != nil && subjectKeeper != nil }

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

    /// The object self holds weakly whose deallocation ends the source.
    public struct WeakObject: Sendable {
        /// The property of self that holds it (`view`).
        public var property: String
        /// The project shows that object keeping self in a strong property (the view owns its
        /// presenter): self cannot outlive it, so nothing is kept longer than its owner keeps it.
        public var ownsSelf: Bool
    }

    /// A sequence a producer makes (a project method's, an operator's), completing as said:
    /// no subject, no timer, named by its root's text.
    static func produced(_ completion: Completion, rootText: String) -> SourceFacts {
        SourceFacts(completion: completion, producer: true, directSubject: nil, subject: nil, timer: false, neverDirect: false,
                    naming: .plain, rootText: rootText)
    }

    /// Whether the source ends with an object self holds weakly (`weakObject`).
    public var endsWithWeakObject: Bool { weakObject != nil }

    /// An RxCocoa sequence, which completes when its object deallocates.
    public var endsWithItsObject: Bool {
        if case .control = naming { return true }
        return false
    }
}

/// The project methods one site's resolution has entered, so that a method returning its own
/// call (a retry) is unknown rather than a loop, and the work a site may cost is bounded.
final class MethodExpansion {
    private var entered: [String] = []
    /// Methods whose returned chains may still be read for this site.
    private var remaining = 48
    /// The site is test code: test doubles are among the implementations it may call.
    let siteInTestCode: Bool

    init(siteInTestCode: Bool = false) {
        self.siteInTestCode = siteInTestCode
    }

    func enter(_ key: String) -> Bool {
        guard remaining > 0, !entered.contains(key) else { return false }
        remaining -= 1
        entered.append(key)
        return true
    }

    func leave() { entered.removeLast() }

    /// Nothing entered yet: what is read now depends on the question alone, not on the way
    /// the site's resolution came to it.
    var isAtStart: Bool { entered.isEmpty }

    /// How many more methods may be read.
    var budget: Int { remaining }

    /// Counts `methods` read on this site's behalf elsewhere (an answer worked out once for
    /// every site asking it) against its budget, as if it had read them itself.
    func spend(_ methods: Int) { remaining = max(0, remaining - methods) }
}

enum SourceResolver {
    /// How many sources deep a site's resolution follows inputs and project methods: a
    /// request behind a service behind a protocol behind two helpers that `flatMap` each other
    /// (`flatMap { self.update($0) }` → `from(…).flatMap { self.lookUp($0) }` → a protocol's
    /// implementation → its helper → `build(…).flatMap(client.call)`) is eleven deep. The
    /// work stays bounded by `MethodExpansion`'s budget of methods.
    static let maxDepth = 12

    static func resolve(_ site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge, inTestCode: Bool = false) -> SourceFacts {
        let expansion = MethodExpansion(siteInTestCode: inTestCode)
        if let target = site.itemsTarget {
            // An items binding lives as long as its view, whatever its source does: its facts
            // (and its name in messages) are the view's.
            return rootFacts(target, site: site, index: index, knowledge: knowledge, depth: 0, expansion: expansion)
        }
        return resolve(SourceChain(root: site.root, operators: site.operators), site: site, index: index, knowledge: knowledge, depth: 0,
                       expansion: expansion)
    }

    /// The facts of a source one of the site's operators subscribes to (a chain its `flatMap`
    /// closure returns), resolved as the operator's inputs are.
    static func resolveInput(_ chain: SourceChain, of site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge,
                             inTestCode: Bool) -> SourceFacts {
        resolve(chain, site: site, index: index, knowledge: knowledge, depth: 1, expansion: MethodExpansion(siteInTestCode: inTestCode))
    }

    /// The facts of one source expression; inputs (a local's chain, `zip`'s arguments) are
    /// resolved the same way, a bounded number of levels deep.
    private static func resolve(_ chain: SourceChain, site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge,
                                depth: Int, expansion: MethodExpansion) -> SourceFacts {
        var facts = rootFacts(chain.root, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion)
        if facts.completion == .unknown, facts.directSubject == nil, chain.root.path.count <= 2, !chain.root.isCall, let origin = chain.root.parameterOf,
           let decided = callersCompletion(of: origin, member: chain.root.path.count == 2 ? chain.root.path[1] : "", site: site, index: index,
                                           knowledge: knowledge, depth: depth, expansion: expansion) {
            facts.completion = decided
        }
        var operators = chain.operators[...]
        // A project method called on a value of a project type (`Response(…).asSingle()`,
        // `model.asObservable()` declared in an extension): its own body decides, not the Rx
        // operator of the same name.
        if let first = operators.first, !index.methods(named: first.name).isEmpty, let receiver = receiverType(chain.root, site: site, index: index),
           let method = index.method(first.name, of: receiver),
           let completion = completion(of: method, named: first.name, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion) {
            facts = .produced(completion, rootText: facts.rootText)
            facts.sendsNothing = returnsOnlyNever(method)
            operators = operators.dropFirst()
        }
        // `client(…).apolloRX.perform(…)`: after a call, a property of a project type then
        // one of its methods (read as operators, being after a call): that method decides.
        while facts.completion == .unknown, operators.count >= 2, let hop = operators.first, hop.role == .other, hop.inputs.isEmpty,
              index.methods(named: hop.name).isEmpty, let type = index.soleDeclaredType(ofProperty: hop.name),
              let method = index.method(operators[operators.startIndex + 1].name, of: type) {
            let name = operators[operators.startIndex + 1].name
            guard let completion = completion(of: method, named: name, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion)
            else { break }
            facts = .produced(completion, rootText: facts.rootText)
            facts.sendsNothing = returnsOnlyNever(method)
            operators = operators.dropFirst(2)
        }
        var replaying = facts.sendsOnSubscribe
            || facts.completion == .never && facts.directSubject != nil && isReplaying(chain.root, site: site, index: index)
            || combinesReplayingSubjects(chain.root, site: site, index: index)
        var filtered = false
        for op in operators {
            // Another source joined, or elements put before the source's: something is sent.
            if !op.inputs.isEmpty || op.name == "startWith" { facts.sendsNothing = false }
            if op.role == .transparent { continue }
            // Any other operator is a Producer: subscribing builds a sink.
            if facts.directSubject != nil || facts.neverDirect {
                facts.directSubject = nil
                facts.neverDirect = false
            }
            facts.producer = true
            if !op.inputs.isEmpty {
                let named = facts.rootText
                joinInputs(op.inputs, into: &facts, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion)
                // An input that decides the end is named instead: the words are about it.
                if facts.rootText != named { facts.endsWithAppearance = false }
            }
            switch op.role {
            case .takesElements:
                if facts.completion == .synchronous { break }
                if replaying && !filtered && (op.count ?? 1) <= 1 { facts.completion = .synchronous; break }
                if !filtered, facts.completion == .ownerDeallocation, chain.root.path.contains("rx"), let event = chain.root.path.last,
                   RxCatalog.appearanceEvents.contains(event) {
                    // `rx.viewDidAppear.take(1)`: UIKit sends it once the screen shows, as it does for
                    // every controller presented; the subscription ends then.
                    facts.completion = .later
                    break
                }
                if !filtered, facts.completion == .never, facts.subject != nil, !chain.root.isCall, let name = chain.root.path.last,
                   index.isFedByAppearanceEvent(name) {
                    // A subject some controller binds its appearance event to
                    // (`rx.viewWillAppear.bind(to: input.viewWillAppearEvent)`): its first
                    // element comes when that screen shows.
                    facts.completion = .later
                    facts.endsWithAppearance = true
                    break
                }
                awaitElement(&facts)
            case .takesUntil:
                if facts.completion == .synchronous { break }
                facts.completion = RxCatalog.deallocationTriggerNames.contains(op.argumentTail) ? .ownerDeallocation : .later
            case .awaitsElement:
                if facts.completion != .synchronous { awaitElement(&facts) }
            case .timeout:
                if facts.completion != .synchronous { facts.completion = .later }
            case .transparent, .other:
                if op.isAsynchronous, facts.completion == .synchronous {
                    facts.completion = .later
                    facts.deferredBy = op.firstLabel == "on" ? "\(op.name)(on:)" : op.name
                }
                if op.filters { filtered = true }
            }
            replaying = replaying && !filtered
        }
        facts.sendsOnSubscribe = replaying
        return facts
    }

    /// Whether events a caller hands self from its own objects (its button's tap) end with that
    /// caller for self: unless self may keep the caller's screen (a RIBs interactor its
    /// presenter), or self is a type (static code), which nothing releases.
    private static func callersEventsEndWithThem(_ site: SubscriptionSite, index: ProjectIndex) -> Bool {
        !site.context.isStatic && !index.mayKeepAView(site.context.typeName)
    }

    /// What a parameter (or, `member` not empty, that member of a value made for it: `input.tap`
    /// of `transform(input: Input(tap: …))`) is given by every call of its function the project makes
    /// (`output.receiveBannerData(bannerData: DataManager.getBanner(path: path))`), each
    /// argument read where it is written, as a method's returned chains are: `.later` when
    /// each one ends (a request; the caller's own control's events, which end when the caller
    /// goes, where self may not keep the caller's screen), `.synchronous` when each ends at once. Nil when some call passes what may not
    /// end, or the project shows no call (the function is called from elsewhere). Calls in
    /// test code count only for a site in test code: a test double's `just` says nothing of
    /// what the app passes.
    private static func callersCompletion(of origin: ParameterOrigin, member: String, site: SubscriptionSite, index: ProjectIndex,
                                          knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> Completion? {
        guard depth < maxDepth, !origin.function.isEmpty else { return nil }
        let key = "(callers) " + origin.function + "(" + origin.label + ":)." + member
        // The first thing a site's resolution enters: the calls read the same for every site
        // asking (each is read in its caller's scope), so the reading is shared.
        let sharable = expansion.isAtStart
        guard expansion.enter(key) else { return nil }
        defer { expansion.leave() }
        var worst: Completion?
        if !member.isEmpty {
            // The whole value handed on by a caller that was given it (`inputBind(input: input)`
            // in `transform(input:)`): that caller's callers decide the member.
            let uses = index.argumentsByCallee[origin.function, default: []]
            let testFiles = TestFiles.of(index)
            for k in wholeValueUses(of: origin, index: index) {
                let use = uses[k]
                if !expansion.siteInTestCode, testFiles.contains(use.file) { continue }
                guard use.argument.chains.count == 1, let chain = use.argument.chains.first, chain.operators.isEmpty, chain.root.path.count == 1,
                      let handedOn = chain.root.parameterOf else { return nil }
                guard let decided = callersCompletion(of: handedOn, member: member, site: site, index: index, knowledge: knowledge,
                                                      depth: depth + 1, expansion: expansion) else { return nil }
                worst = latest(worst, decided)
            }
        }
        let calls: CallsRead
        if sharable {
            // A project whose features each call `transform(input:)` asks this of every
            // feature's view model: read once per run, not once per site (which grew with the
            // square of the features).
            let question = CallsQuestion(function: origin.function, label: origin.label, member: member,
                                         inTestCode: expansion.siteInTestCode, depth: depth)
            let answers = index.sharedAnswers.table(AnswerTable<CallsQuestion, CallsRead>.self) { AnswerTable() }
            if let known = answers.answer(question) {
                calls = known
            } else {
                let reading = MethodExpansion(siteInTestCode: expansion.siteInTestCode)
                _ = reading.enter(key)
                calls = readCalls(of: origin, member: member, site: site, index: index, knowledge: knowledge, depth: depth, expansion: reading)
                answers.store(calls, for: question)
            }
            expansion.spend(calls.methodsRead)
        } else {
            calls = readCalls(of: origin, member: member, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion)
        }
        // Whether the callers' own events end with them for self: the asking site's question
        // (asked of the index at most once).
        var eventsEndWithCallers: Bool?
        let type = site.context.typeName
        for (owner, read) in calls.byValueOwner {
            // `Other.Input(…)` handed to another type's method of the same name.
            if !owner.isEmpty, !type.isEmpty, owner != type, !index.lineage(of: type, includes: owner) { continue }
            if read.undecided { return nil }
            if read.endsWithCallers {
                // The caller's own events (its button's tap): they end when the caller goes,
                // unless self may keep the caller's screen.
                if eventsEndWithCallers == nil { eventsEndWithCallers = callersEventsEndWithThem(site, index: index) }
                guard eventsEndWithCallers == true else { return nil }
                worst = latest(worst, .later)
            }
            if let end = read.worst { worst = latest(worst, end) }
        }
        return worst
    }

    /// The calls of `origin`'s function that pass its parameter as a whole value (positions
    /// among its uses), found once per run: most functions have none, and looking among
    /// every call of a name many features call, for each site asking, grew with their square.
    private static func wholeValueUses(of origin: ParameterOrigin, index: ProjectIndex) -> [Int] {
        let question = WholeValueQuestion(function: origin.function, label: origin.label)
        return index.sharedAnswers.table(AnswerTable<WholeValueQuestion, [Int]>.self) { AnswerTable() }.answer(question) {
            let uses = index.argumentsByCallee[origin.function, default: []]
            return uses.indices.filter { uses[$0].argument.label == origin.label && uses[$0].argument.member.isEmpty }
        }
    }

    private struct WholeValueQuestion: Hashable {
        var function: String
        var label: String
    }

    /// The tally of calls whose arguments `readCalls` resolved (`SharedAnswers.tally`).
    static let callReadTally = "callers: call read"

    /// One question of `callersCompletion`, as its shared answer is kept.
    private struct CallsQuestion: Hashable {
        var function: String
        var label: String
        var member: String
        var inTestCode: Bool
        var depth: Int
    }

    /// How the calls of a function end what they pass one parameter, grouped by the type
    /// their value is made for (`Owner.Input(…)`; "" when unqualified), which decides which
    /// sites they reach.
    private struct CallsRead {
        struct Ends {
            /// The latest end of those that need no more asking (at once, later, never).
            var worst: Completion?
            /// Some call passes its own object's events, which end when that caller goes.
            var endsWithCallers = false
            /// Some call passes what may not end, or cannot be told.
            var undecided = false
        }
        var byValueOwner: [String: Ends] = [:]
        /// Methods read on the way (`MethodExpansion`), counted against each asking site's budget.
        var methodsRead = 0
    }

    /// Every call of `origin`'s function that passes its parameter (or that `member` of it),
    /// each argument's chains resolved in the calling type's code, in its file's scope.
    private static func readCalls(of origin: ParameterOrigin, member: String, site: SubscriptionSite, index: ProjectIndex,
                                  knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> CallsRead {
        let budget = expansion.budget
        var result = CallsRead()
        // The site as each caller's code is read: its context is the caller's, set per use;
        // nothing of the asking site's own closures applies there.
        var inside = site
        inside.fate = .handedOver("passed")
        inside.objectHeldByClosures = nil
        // Read in place: a copy of every use of a name many features call costs more than reading it.
        let testFiles = TestFiles.of(index)
        for use in index.argumentsByCallee[origin.function, default: []] where use.argument.label == origin.label && use.argument.member == member {
            if !expansion.siteInTestCode, testFiles.contains(use.file) { continue }
            var ends = result.byValueOwner[use.argument.memberOwner] ?? CallsRead.Ends()
            defer { result.byValueOwner[use.argument.memberOwner] = ends }
            if ends.undecided { continue }
            index.sharedAnswers.count(callReadTally)
            let caller = index.scoped(toFile: use.file, type: use.callerPosition)
            inside.context = SiteContext(typeName: use.callerType, typeKind: caller.kind(of: use.callerType), functionName: use.argument.function,
                                         functionKind: .function, isStatic: use.argument.isStatic, selfAliases: [])
            for chain in use.argument.chains {
                switch resolve(chain, site: inside, index: caller, knowledge: knowledge, depth: depth + 1, expansion: expansion).completion {
                case .synchronous: ends.worst = latest(ends.worst, .synchronous)
                case .later: ends.worst = latest(ends.worst, .later)
                case .ownerDeallocation: ends.endsWithCallers = true
                case .never:
                    // A caller's relay or subject that nothing ends (`Input(viewAppear:
                    // viewAppear.asDriver(…))` of the controller's `PublishRelay`): it ends
                    // neither when that caller goes (a subject that goes sends nothing), so what
                    // self's bag keeps of it is kept for good.
                    ends.worst = .never
                case .unknown: ends.undecided = true
                }
                if ends.undecided { break }
            }
        }
        result.methodsRead = budget - expansion.budget
        return result
    }

    /// The later of two ends the callers give (by `rank`).
    private static func latest(_ a: Completion?, _ b: Completion) -> Completion {
        guard let a else { return b }
        return rank(b) > rank(a) ? b : a
    }

    /// `take(1)`, `first()`, `take(while:)`: the chain ends after an element arrives. Of a
    /// source that may never send one, that is a promise nobody keeps: the subscription
    /// lives until then, which may be never.
    private static func awaitElement(_ facts: inout SourceFacts) {
        // An RxCocoa sequence still ends with its object, and a request with its response.
        guard facts.completion == .never || facts.completion == .unknown else { return }
        // A repeating timer ticks: its element comes. Anything else may never send one, and
        // until it does the subscription lives: whether it ends, rxlint cannot tell.
        if facts.timer {
            facts.completion = .later
        } else {
            facts.completion = .unknown
            facts.awaitsElement = true
        }
    }

    /// `andThen(x)`, `concat(x)`, `flatMap { … }`: the sequence completes once its upstream
    /// and every source it waits for have, so the latest of them decides. When one of those
    /// decides it, messages name it.
    private static func joinInputs(_ inputs: [SourceChain], into facts: inout SourceFacts, site: SubscriptionSite, index: ProjectIndex,
                                   knowledge: Knowledge, depth: Int, expansion: MethodExpansion) {
        guard depth < maxDepth else {
            if rank(facts.completion) < rank(.unknown) { facts.completion = .unknown; facts.awaitsElement = false }
            return
        }
        for input in inputs {
            let inner = resolve(input, site: site, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion)
            guard rank(inner.completion) > rank(facts.completion) else { continue }
            // Upstream events of self's own objects end only when self goes: whatever an inner
            // source does, the join goes on at least that long, and it is that upstream that
            // keeps self (`longPress.rx.event.flatMapLatest { alert.selected }`).
            if facts.completion == .ownerDeallocation, inner.completion == .unknown { continue }
            facts.completion = inner.completion
            facts.awaitsElement = inner.awaitsElement
            facts.timer = facts.timer || inner.timer
            facts.deferredBy = nil
            if !inner.rootText.isEmpty {
                facts.rootText = inner.rootText
                facts.naming = inner.naming
                // Named with the operators that decide it: `Observable.never().timeout(…)`
                // ends by its timeout, which `Observable.never()` alone never does.
                if case .plain = inner.naming, inner.rootText == input.root.text, !input.operators.isEmpty {
                    facts.rootText += input.operators.map { "." + $0.name + "(…)" }.joined()
                }
            }
        }
    }

    /// How a project method's returned sequence completes, from its body or declared type.
    private static func completion(of method: MethodFacts, index: ProjectIndex) -> Completion? {
        switch method.create {
        case .completesSynchronously: return .synchronous
        case .completesLater: return .later
        case .neverCompletes: return .never
        case .undecided: return .unknown
        case nil:
            return index.namesCompletingTrait(method.returnType) ? .later : nil
        }
    }

    /// A protocol's requirement, called on a value typed by the protocol (an injected use
    /// case): how the project's implementations complete, when there are some and each one
    /// can be told; the latest of them.
    private static func conformersCompletion(of name: String, in proto: String, site: SubscriptionSite, index: ProjectIndex,
                                             knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> Completion? {
        let implementations = implementations(of: name, in: proto, index: index, expansion: expansion)
        guard !implementations.isEmpty else { return nil }
        var worst = Completion.synchronous
        for m in implementations {
            guard let c = completion(of: m, named: name, site: site, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion)
            else { return nil }
            if rank(c) > rank(worst) { worst = c }
        }
        return worst
    }

    /// The project's implementations of protocol `proto`'s requirement `name` (a method, or a
    /// getter's key): the methods of that name in types conforming to it.
    private static func implementations(of name: String, in proto: String, index: ProjectIndex, expansion: MethodExpansion) -> [MethodFacts] {
        // Lineages read by position: `lineage(of:)` would copy every supertype's tables. The
        // methods are read in place and copied only when kept.
        let named = index.methods(named: name)
        var kept: [Int] = []
        for k in named.indices where named[k].declaringType != proto && !named[k].declaringType.isEmpty
            && index.lineage(of: named[k].declaringType, includes: proto) {
            kept.append(k)
        }
        // A test double (declared only in test code: `…Tests/Fakes/FakeService.swift`) runs in
        // tests only: the app's code is answered by the app's implementations, when it has some;
        // and a test, which injects its doubles, by the test doubles, when there are some.
        guard kept.count > 1 else { return kept.map { named[$0] } }
        let testFiles = TestFiles.of(index)
        var doubles: [Int] = [], app: [Int] = []
        for k in kept {
            let files = index.fileIndices(declaring: named[k].declaringType)
            if !files.isEmpty, files.allSatisfy(testFiles.contains) { doubles.append(k) } else { app.append(k) }
        }
        let preferred = expansion.siteInTestCode ? doubles : app
        return (preferred.isEmpty ? kept : preferred).map { named[$0] }
    }

    /// How a project method's returned sequence completes: its inline `create` or declared
    /// trait, else what its body returns, read in the method's own type (`self.repository`
    /// there is the method's object's) through the project index, across files. Nil when
    /// that cannot be told. Events bound to an object's life are that object's, not the
    /// subscriber's: unknown here.
    private static func completion(of method: MethodFacts, named name: String, site: SubscriptionSite, index: ProjectIndex,
                                   knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> Completion? {
        guard !method.hasUnreadOverload else { return nil }
        if let known = completion(of: method, index: index) {
            // A trait (`-> Completable`) ends, at the latest after its work. In a test, what the
            // body returns may show it ends during subscribe (`repository.delete(id)
            // .asCompletable()` over the test's double, which answers at once). Outside tests
            // the trait is kept: the app's bodies hand work to callbacks the reading does not
            // always follow.
            guard known == .later, expansion.siteInTestCode, method.create == nil, !method.returns.isEmpty, !method.declaringType.isEmpty, depth < maxDepth,
                  expansion.enter(method.declaringType + "." + name) else { return known }
            defer { expansion.leave() }
            let returned = worstReturned(by: method, named: name, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion)
            return returned.completion == .synchronous ? .synchronous : known
        }
        if method.returns.isEmpty, !method.declaringType.isEmpty, index.kind(of: method.declaringType) == .protocol {
            return conformersCompletion(of: name, in: method.declaringType, site: site, index: index, knowledge: knowledge, depth: depth,
                                        expansion: expansion)
        }
        guard !method.returns.isEmpty, !method.declaringType.isEmpty, depth < maxDepth,
              expansion.enter(method.declaringType + "." + name) else { return nil }
        defer { expansion.leave() }
        var worst = worstReturned(by: method, named: name, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion).completion
        if worst == .ownerDeallocation { worst = .unknown }
        return worst == .unknown ? nil : worst
    }

    /// The latest end of the chains `method` (a method, or a getter called `name`) returns, each
    /// read in the type declaring it (`self.repository` there is that object's).
    private static func worstReturned(by method: MethodFacts, named name: String, site: SubscriptionSite, index: ProjectIndex,
                                      knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> (completion: Completion, sendsOnSubscribe: Bool) {
        var inside = site
        inside.context = SiteContext(typeName: method.declaringType, typeKind: index.kind(of: method.declaringType), functionName: name,
                                     functionKind: .function, isStatic: false, selfAliases: [])
        inside.fate = .handedOver("returned")
        var worst = Completion.synchronous
        var sends = true
        for chain in method.returns {
            let facts = resolve(chain, site: inside, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion)
            if rank(facts.completion) > rank(worst) { worst = facts.completion }
            sends = sends && facts.sendsOnSubscribe
        }
        return (worst, sends && !method.returns.isEmpty)
    }

    /// The project type of the value a chain's root evaluates to, when the code says it: a
    /// type's initializer (`Response(…)`), a local's declared type, a property's.
    static func receiverType(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex) -> String? {
        let (path, _) = site.context.strippingSelf(root.path)
        if root.isCall {
            guard path.count == 1, let name = path.first, namesType(name) else { return nil }
            return name
        }
        if path.count == 1, !root.firstType.isEmpty { return root.firstType }
        guard !path.isEmpty else { return nil }
        if let type = propertyType(along: path, from: site.context.typeName, index: index), !type.isEmpty { return type }
        return nil
    }

    /// Whether every chain `method` returns is a bare `Observable.never()` (`.never()`).
    private static func returnsOnlyNever(_ method: MethodFacts) -> Bool {
        !method.returns.isEmpty && method.returns.allSatisfy { chain in
            chain.operators.isEmpty && chain.root.isCall && chain.root.path.count <= 2 && chain.root.path.last == "never"
        }
    }

    /// Completion order from best to worst, to combine inputs.
    private static func rank(_ c: Completion) -> Int {
        switch c {
        case .synchronous: return 0
        case .later: return 1
        case .ownerDeallocation: return 2
        case .unknown: return 3
        case .never: return 4
        }
    }

    /// A root made of other sources: a local's chain, `concat`/`merge`/`combineLatest`
    /// (complete when all inputs have), `zip`/`amb` (when one has).
    private static func combinedFacts(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge,
                                      depth: Int, expansion: MethodExpansion) -> SourceFacts? {
        guard root.combination != .none, !root.inputs.isEmpty, depth < maxDepth else { return nil }
        if root.combination == .alias {
            // The local itself, or a method of an Rx extension called on it, which ends
            // with the sequence it extends (`observable.filterSuccessfulStatusCodes()`).
            guard root.path.count == 1 || index.isReactiveExtensionMethod(root.path[1]) else { return nil }
            var aliased = resolve(root.inputs[0], site: site, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion)
            aliased.rootText = root.text
            return aliased
        }
        let inputs = root.inputs.map { resolve($0, site: site, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion) }
        let completions = inputs.map(\.completion)
        var facts = SourceFacts(completion: .unknown, producer: true, directSubject: nil, subject: nil, timer: inputs.contains(where: \.timer),
                                neverDirect: false, naming: .plain, rootText: root.text)
        let worst = completions.max { rank($0) < rank($1) } ?? .unknown
        switch root.combination {
        case .any:
            if completions.allSatisfy({ $0 == .synchronous }) { facts.completion = .synchronous }
            else if completions.contains(where: { $0 == .synchronous || $0 == .later }) { facts.completion = .later }
            else { facts.completion = worst }
        default:
            facts.completion = worst
        }
        // Each input sends during subscribe (`combineLatest` of replaying relays behind `map`s
        // and getters): so does the combination.
        facts.sendsOnSubscribe = inputs.allSatisfy(\.sendsOnSubscribe)
        // `Single.zip(…)` is a Single: it ends after one element whatever its inputs are.
        if let type = root.path.first, RxCatalog.completingTraitNames.contains(type), facts.completion != .synchronous {
            facts.completion = .later
        }
        return facts
    }

    /// `Observable.combineLatest(relayA, relayB)` (or `merge`, `concat`, `zip`, `amb`) of
    /// subjects that each replay their current value (`BehaviorRelay`, `BehaviorSubject`),
    /// named plainly or through operators that pass them on as they are: its first element
    /// arrives during `subscribe`, so a `take(1)` after it ends there.
    private static func combinesReplayingSubjects(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex) -> Bool {
        guard root.combination == .all || root.combination == .any, !root.inputs.isEmpty else { return false }
        return root.inputs.allSatisfy { input in
            input.root.combination == .none && input.operators.allSatisfy { $0.role == .transparent } && isReplaying(input.root, site: site, index: index)
        }
    }

    private static func isReplaying(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex) -> Bool {
        root.path.isEmpty ? false : RxCatalog.replayingSubjectNames.contains(subjectType(root, site: site, index: index) ?? "")
    }

    private static func subjectType(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex) -> String? {
        let path = site.context.strippingSelf(root.path).path
        guard !path.isEmpty else { return nil }
        if path.count == 1, !root.firstType.isEmpty { return root.firstType }
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

    /// The project type of the value a local root is bound to (`ChainRoot.firstValue`): a
    /// method's declared result (`self.list.articleAt(row)`), or a property's type
    /// (`viewModel.output`); nil when the index does not know it as a project type.
    private static func valueType(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex) -> String? {
        var path = root.firstValue[...]
        if path.first == "self" { path = path.dropFirst() }
        guard let name = path.last, !site.context.typeName.isEmpty || path.count > 1 else { return nil }
        var type: String?
        if root.firstValueIsCall {
            let receiver = path.count == 1 ? site.context.typeName : propertyType(along: Array(path.dropLast()), from: site.context.typeName, index: index)
            type = receiver.flatMap { index.method(name, of: $0)?.returnType }
        } else {
            type = propertyType(along: Array(path), from: site.context.typeName, index: index)
        }
        guard var result = type else { return nil }
        while let last = result.last, last == "?" || last == "!" { result.removeLast() }
        return index.kind(of: result) != nil ? result : nil
    }

    /// RxCocoa members of an object: `button.rx.tap`, `tableView.rx.itemSelected`,
    /// `rx.methodInvoked(…)`, `NotificationCenter.default.rx.notification(…)`; nil for other
    /// roots and for `.rx` calls that are not RxCocoa's sequences (`session.rx.data(…)`).
    private static func rxCocoaFacts(_ base: SourceFacts, _ root: ChainRoot, _ path: [String], viaSelf: Bool, site: SubscriptionSite,
                                     index: ProjectIndex) -> SourceFacts? {
        guard let rx = path.firstIndex(of: "rx"), let last = path.last else { return nil }
        var facts = base
        if root.isCall {
            if RxCatalog.neverCompletingCallNames.contains(last) { facts.completion = .never; return facts }
            guard RxCatalog.objectLifetimeCallNames.contains(last) else { return nil }
        } else if RxCatalog.deallocationTriggerNames.contains(last) {
            facts.completion = .later
            return facts
        }
        facts.naming = .control
        facts.completion = objectLifetime(path[..<rx], root: root, viaSelf: viaSelf, site: site, index: index)
        if let first = path.first { facts.weakObject = weakObject(first, site: site, index: index) }
        return facts
    }

    /// The object self holds weakly in property `property` (`weak var view`), with whether the
    /// project shows it keeping self; nil when self does not hold it weakly.
    private static func weakObject(_ property: String, site: SubscriptionSite, index: ProjectIndex) -> SourceFacts.WeakObject? {
        let type = site.context.typeName
        // Held by the chain's closures through a local (`guard let view = self.view`): the
        // subscription keeps it, and its events end no sooner than self's.
        guard !type.isEmpty, !site.context.isStatic, site.objectHeldByClosures != property,
              index.hold(of: property, in: type) == .weak else { return nil }
        return SourceFacts.WeakObject(property: property, ownsSelf: index.keepsStrongly(holder: index.property(property, of: type) ?? "", kept: type))
    }

    /// When an RxCocoa sequence completes: when its object deallocates (controls end their
    /// events with `take(until: deallocated)`, a delegate proxy completes its observers in
    /// `deinit`). An object reached through self goes when self goes; a local of the function
    /// when it returns; a type's shared instance (`UIApplication.shared`) never; of a
    /// parameter's or a global's, rxlint cannot tell.
    private static func objectLifetime(_ object: ArraySlice<String>, root: ChainRoot, viaSelf: Bool, site: SubscriptionSite,
                                       index: ProjectIndex) -> Completion {
        guard let first = object.first else { return .ownerDeallocation }
        // An object self holds weakly (`weak var view`, or a control of it) belongs to someone
        // else, typically the view that owns self: its events end when that owner lets it go,
        // which self cannot prevent. A weak outlet is no such object: the view hierarchy self's
        // nib loads keeps it, and self keeps that hierarchy (below, as a property of self).
        if !site.context.typeName.isEmpty, !site.context.isStatic, site.objectHeldByClosures != first,
           index.hold(of: first, in: site.context.typeName) == .weak { return .later }
        if viaSelf { return .ownerDeallocation }
        switch root.object {
        case .local:
            // Handed to an object of self (`collectionView.addGestureRecognizer(recognizer)`,
            // `addSubview(button)`): kept as long as that object, which self keeps.
            guard let holder = root.heldBy else { return .later }
            let type = site.context.typeName
            guard !holder.isEmpty, !type.isEmpty, !site.context.isStatic else { return .unknown }
            // In a cell self's data-source method returns: a view or controller shows the table
            // or collection view that asked. Another data source is asked by a view it does not
            // own (a table's `dataSource` is weak): the view goes with the cell.
            if holder == ChainRoot.askingListView { return KeeperResolver.isViewOwner(type, index: index) ? .ownerDeallocation : .later }
            if holder == "self" || index.property(holder, of: type) != nil || index.hasUnseenSuperclass(type) { return .ownerDeallocation }
            return .unknown
        case .parameter, .borrowedLocal: return .unknown
        case .cellOfOwner:
            // Kept by self's table or collection view, in the cell's own bag: it goes when
            // self's view goes. Otherwise the cell is reused and outlives this subscription's
            // purpose, so rxlint cannot tell.
            if case .keptBy(let keeper) = site.fate, keeper.isCellOfOwner, KeeperResolver.isViewOwner(site.context.typeName, index: index) {
                return .ownerDeallocation
            }
            return .unknown
        case .other: break
        }
        let type = site.context.typeName
        let isInstanceMember = !type.isEmpty && !site.context.isStatic
        // Its own or an inherited property, before the spelling: a property named with a
        // capital (`@IBOutlet weak var TestButton`) is still self's, not a type's shared instance.
        if isInstanceMember, index.property(first, of: type) != nil { return .ownerDeallocation }
        if namesType(first) { return .never }
        guard isInstanceMember else { return .unknown }
        // One of a UIKit superclass the index has not seen (`tableView` of a `UITableViewController`).
        if index.hasUnseenSuperclass(type) { return .ownerDeallocation }
        return .unknown
    }

    private static func rootFacts(_ root: ChainRoot, site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge,
                                  depth: Int, expansion: MethodExpansion) -> SourceFacts {
        var root = root
        if root.firstType.isEmpty, !root.firstValue.isEmpty, let type = valueType(root, site: site, index: index) { root.firstType = type }
        if let combined = combinedFacts(root, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion) { return combined }
        var facts = SourceFacts.produced(.unknown, rootText: root.text)
        if let create = root.create {
            switch create {
            case .completesSynchronously: facts.completion = .synchronous
            case .completesLater: facts.completion = .later
            case .neverCompletes: facts.completion = .never
            case .undecided: facts.completion = .unknown
            }
            return facts
        }
        let (path, viaSelf) = site.context.strippingSelf(root.path)
        guard let last = path.last else { return facts }
        if let rxCocoa = rxCocoaFacts(facts, root, path, viaSelf: viaSelf, site: site, index: index) { return rxCocoa }

        // Static factories: `Observable.just(1)`, `Observable<Int>.interval(…)`, `.just(1)`.
        let typeName = path.count >= 2 ? path[path.count - 2] : ""
        if root.isCall {
            if RxCatalog.synchronousFactoryNames.contains(last), path.count <= 2 {
                facts.completion = .synchronous
                return facts
            }
            if last == "never", path.count <= 2 {
                facts.completion = .never
                facts.sendsNothing = true
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
            if RxCatalog.completingTraitNames.contains(typeName) { facts.completion = .later; return facts }
            // A subject made right here (`let s = PublishSubject<Int>()`): it goes with the
            // scope that made it unless something keeps it.
            if path.count == 1, RxCatalog.subjectTypeNames.contains(last) {
                facts.completion = .later
                facts.naming = .subject(type: last)
                return facts
            }
            if knowledge.completingCalls.contains(last) { facts.completion = .later; return facts }
            if knowledge.neverCompletingCalls.contains(last) { facts.completion = .never; return facts }
            if let receiver = receiverOfProjectOperator(root, path: path, index: index) {
                // `provider.requestAPI(.x).mapResponseToObj(User.self)`: an operator the
                // project adds to a sequence type, whose body only maps or filters self, ends
                // when the sequence it is called on does.
                var upstream = rootFacts(receiver, site: site, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion)
                if upstream.completion == .synchronous, movesDelivery(last, index: index, depth: 0) {
                    // `Observable.just(x).safely()` whose body hops to a scheduler: it ends, later.
                    upstream.completion = .later
                    upstream.deferredBy = last
                }
                upstream.rootText = facts.rootText
                upstream.producer = true
                upstream.directSubject = nil
                upstream.neverDirect = false
                return upstream
            }
            // `client.call(…)` on a value typed by a protocol that declares the requirement
            // without a body: when each of the project's implementations of it ends (test
            // doubles aside), it ends (not every method of that name in the project). One that
            // may not end leaves the question to the methods of that name, as before: which
            // implementation is injected is not known.
            if path.count == 2, let receiverType = root.firstType.isEmpty ? index.property(path[0], of: site.context.typeName) : root.firstType,
               index.kind(of: receiverType) == .protocol, index.method(last, of: receiverType) == nil,
               let completion = conformersCompletion(of: last, in: receiverType, site: site, index: index, knowledge: knowledge, depth: depth,
                                                     expansion: expansion), completion == .synchronous || completion == .later {
                facts.completion = completion
                return facts
            }
            // A method of the project: its declared return type or its `create` body decides.
            let candidates: [MethodFacts]
            if path.count >= 2, path[path.count - 2] == "rx", let method = index.method(last, of: "Reactive") {
                // `provider.rx.request(…)`: a method of the project's `extension Reactive`.
                candidates = [method]
            } else if path.count >= 2, path[path.count - 2] == "rx", LibrarySources.reactiveRequestCalls.contains(last) {
                // `session.rx.request(…)`, `URLSession.shared.rx.data(request:)`: a library's
                // request, which ends with its response.
                facts.completion = .later
                return facts
            } else if path.count == 1, site.context.typeName == "Reactive", LibrarySources.reactiveRequestCalls.contains(last),
                      index.method(last, of: "Reactive") == nil, viaSelf || index.methods(named: last).isEmpty {
                // `self.request(token)` in the project's `extension Reactive where Base: …`
                // (a wrapper such as `requestAPI(_:)`): self there is `provider.rx`, so this is
                // the library's request above, which ends with its response.
                facts.completion = .later
                return facts
            } else if path.count == 1 || path.count == 2 && path[0] == "RxAlamofire", LibrarySources.freeRequestFunctions.contains(last),
                      index.methods(named: last).isEmpty {
                // `requestJSON(…)`, or qualified by its module: `RxAlamofire.requestJSON(…)`.
                facts.completion = .later
                return facts
            } else if path.count == 1 || viaSelf && path.count == 1 {
                candidates = index.method(last, of: site.context.typeName).map { [$0] } ?? index.methods(named: last)
            } else if path.count == 2, let receiverType = root.firstType.isEmpty ? index.property(path[0], of: site.context.typeName) : root.firstType,
                      let method = index.method(last, of: receiverType) {
                // `api.fetch()` with `let api = API()`: the receiver's declared type decides.
                candidates = [method]
            } else if path.count == 2, root.firstType.isEmpty, namesType(path[0]),
                      !RxCatalog.sequenceTypes.contains(path[0]), let method = index.method(last, of: path[0]) {
                // `KMovieAPI.getGenres()`, `URLRequest.load(resource:)`: a static method of a
                // type the project declares or extends, not any method of that name (self,
                // or another type, may have one too). Not a factory the project adds to a
                // sequence type (`Observable.cascade([a, b])`): what it makes ends with its
                // arguments, which its body does not tell.
                candidates = [method]
            } else if path.count > 2, root.firstType.isEmpty, let receiverType = propertyType(along: Array(path.dropLast()), from: site.context.typeName, index: index),
                      let method = index.method(last, of: receiverType) {
                // `client.rx.fetch()`: the declared types along the path decide.
                candidates = [method]
            } else {
                candidates = index.methods(named: last)
            }
            // A loop, not `map`: the closure's context took a copy of the index (a struct of
            // the project's tables) for every root read this way.
            var completions: [Completion?] = []
            completions.reserveCapacity(candidates.count)
            for candidate in candidates {
                completions.append(completion(of: candidate, named: last, site: site, index: index, knowledge: knowledge, depth: depth,
                                              expansion: expansion))
            }
            if !completions.isEmpty, let first = completions[0], completions.allSatisfy({ $0 == first }) {
                facts.completion = first
            } else if !completions.isEmpty, completions.allSatisfy({ $0 == .synchronous || $0 == .later }) {
                facts.completion = .later
            }
            facts.sendsNothing = !candidates.isEmpty && candidates.allSatisfy(returnsOnlyNever)
            return facts
        }

        if knowledge.neverCompletingCalls.contains(last) { facts.completion = .never; return facts }
        if knowledge.completingCalls.contains(last) { facts.completion = .later; return facts }

        // A property: of self (own or inherited), or of another object found by name.
        var type: String?
        var ownedBySelf = false
        if path.count == 1 {
            if !root.firstType.isEmpty {
                // A local or parameter whose type the code declares.
                type = root.firstType
            } else if let t = index.property(last, of: site.context.typeName) {
                type = t
                ownedBySelf = !site.context.typeName.isEmpty
            }
        } else {
            // `viewModel.items`: owned by self when the first component is a property of self.
            ownedBySelf = index.property(path[0], of: site.context.typeName) != nil
            if !root.firstType.isEmpty, !ownedBySelf {
                // `let vm = ViewModel(); vm.items`: from the local's declared type.
                type = propertyType(along: Array(path.dropFirst()), from: root.firstType, index: index)
            } else {
                type = propertyType(along: path, from: site.context.typeName, index: index)
            }
        }
        if path.count == 2, last == LibrarySources.reactorState,
           isReactor(path[0], root: root, ownedBySelf: ownedBySelf, site: site, index: index) {
            // ReactorKit's state stream: its action subject scanned and replayed, never ended.
            // (Whatever another project type's `state` property would make of the name.)
            facts.completion = .never
            return facts
        }
        if type == nil, path.count == 2, namesType(path[0]),
           let finite = staticCompletion(of: path[1], in: path[0], site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion) {
            // `SortingView.sortList`, a `static let sortList = Observable.of(…)`.
            facts.completion = finite
            return facts
        }
        guard let type else { return facts }
        if RxCatalog.subjectTypeNames.contains(type) {
            let owner: SubjectOwner = ownedBySelf || (viaSelf && path.count == 1) ? .owner(path: path) : .other(root.text)
            // Someone else's subject, passed in: whether its owner completes it, rxlint cannot
            // tell; a relay never completes. A parameter named like a property of self
            // (`init(store:)` then `self.store = store`) is that property's object.
            let passedIn = root.object == .parameter && !ownedBySelf
            facts.completion = passedIn && !type.hasSuffix("Relay") ? .unknown : .never
            let selfType = site.context.typeName
            // A subject its own type's methods end (`events.onCompleted()` in `finish()`):
            // it completes, when that code runs.
            if !passedIn, !type.hasSuffix("Relay"),
               let holder = path.count == 1 ? (ownedBySelf || viaSelf ? selfType : nil)
                   : propertyType(along: Array(path.dropLast()), from: selfType, index: index),
               !holder.isEmpty, index.subjectEnding(ofProperty: last, in: holder) == .completes {
                facts.completion = .later
            }
            if passedIn, let first = path.first {
                let function = site.context.functionName
                facts.subjectKeeper = function.isEmpty ? "the code that passed '\(first)'" : "the caller of '\(function)'"
                facts.subjectPassedIn = true
            } else if ownedBySelf, let first = path.first, !selfType.isEmpty, index.isHandedIn(first, in: selfType) {
                facts.subjectKeeper = "'\(first)' (handed to self)"
            }
            facts.producer = false
            facts.directSubject = owner
            facts.subject = owner
            facts.naming = .subject(type: type)
        } else if index.namesCompletingTrait(type) {
            facts.completion = .later
        } else if RxCatalog.controlTypeNames.contains(type) {
            // A control's events, which end when the control goes. Declared by an object self
            // holds weakly (`view?.onDone` of `weak var view: LoginViewProtocol?`, the view's
            // button's tap): that object's, read as its `rx` members are; otherwise they last
            // as long as self's object does.
            if path.count >= 2, ownedBySelf, let weak = weakObject(path[0], site: site, index: index) {
                facts.completion = .later
                facts.naming = .control
                facts.weakObject = weak
            } else if root.object == .parameter, !ownedBySelf, callersEventsEndWithThem(site, index: index) {
                // Handed in (`input.sendButtonTap` of a view model's `transform(_ input:)`): the
                // control belongs to the code that passed it, and its events end when it goes.
                // Unless self may keep that code's screen (a RIBs interactor its presenter).
                facts.completion = .later
                facts.naming = .control
            } else if path.count == 1 || ownedBySelf {
                // Self's, or an object self keeps (`tabView.actionButtonDidTap`): they end when
                // it goes, which self's going lets happen (a caller's own, read for its callee,
                // end with the caller).
                facts.completion = .ownerDeallocation
            } else {
                facts.completion = .never
            }
        } else if let finite = assignedCompletion(path, root: root, ownedBySelf: ownedBySelf, site: site, index: index, knowledge: knowledge,
                                                  depth: depth, expansion: expansion) {
            facts.completion = finite
        } else if let (returned, sends) = getterCompletion(path, root: root, ownedBySelf: ownedBySelf, site: site, index: index, knowledge: knowledge,
                                                           depth: depth, expansion: expansion) {
            facts.sendsOnSubscribe = sends
            switch returned {
            case .ownerDeallocation:
                // The declaring object's own events (its button's tap): they end when it goes.
                if path.count >= 2, let weak = weakObject(path[0], site: site, index: index) {
                    facts.completion = .later
                    facts.naming = .control
                    facts.weakObject = weak
                } else if path.count == 1 || ownedBySelf {
                    facts.completion = .ownerDeallocation
                }
            default:
                facts.completion = returned
            }
        }
        return facts
    }

    /// Whether `name` (the first of a two-name path) is a ReactorKit reactor: a parameter or a
    /// property of self whose declared type adopts `Reactor`; or the `reactor`
    /// of a type adopting ReactorKit's `View` (the property the library adds, which
    /// `bind(reactor:)` is given).
    private static func isReactor(_ name: String, root: ChainRoot, ownedBySelf: Bool, site: SubscriptionSite, index: ProjectIndex) -> Bool {
        let protocols = [LibrarySources.reactorProtocol]
        // A parameter's (a reactor handed in): a local one the function makes (`let reactor =
        // LogReactor()`) goes at its end with its stream, as a local subject would.
        if !root.firstType.isEmpty, root.object == .parameter, index.inherits(root.firstType, anyOf: protocols) { return true }
        // A View's `bind(reactor:)` parameter, whatever names its type (`typealias Reactor =
        // CardCellReactor`): the view's own reactor.
        if root.object == .parameter, name == "reactor", index.inherits(site.context.typeName, anyOf: LibrarySources.reactorViews) { return true }
        if ownedBySelf, let t = index.property(name, of: site.context.typeName), index.inherits(t, anyOf: protocols) { return true }
        return name == "reactor" && root.firstType.isEmpty && !ownedBySelf && index.inherits(site.context.typeName, anyOf: LibrarySources.reactorViews)
    }

    /// What a computed property of a sequence type returns (`view?.skipTapped` with `var
    /// skipTapped: Observable<Void> { skipButton.rx.tap.asObservable() }`), read in the type
    /// declaring its getter, as a method's returned chains are; for a protocol's requirement,
    /// in each of the project's types implementing it (the latest of them). Events bound to
    /// the declaring object's life come back as `ownerDeallocation`: that object's, which the
    /// caller places. Nil when that cannot be told, or may be never.
    private static func getterCompletion(_ path: [String], root: ChainRoot, ownedBySelf: Bool, site: SubscriptionSite, index: ProjectIndex,
                                         knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> (completion: Completion, sendsOnSubscribe: Bool)? {
        guard let name = path.last, depth < maxDepth, let owner = ownerType(of: path, root: root, ownedBySelf: ownedBySelf, site: site, index: index)
        else { return nil }
        let key = MethodFacts.getterKey(name)
        let getters: [MethodFacts]
        if let getter = index.method(key, of: owner) {
            getters = [getter]
        } else if index.kind(of: owner) == .protocol {
            getters = implementations(of: key, in: owner, index: index, expansion: expansion)
        } else {
            return nil
        }
        guard !getters.isEmpty else { return nil }
        var worst = Completion.synchronous
        var sends = true
        for getter in getters {
            guard !getter.hasUnreadOverload, !getter.declaringType.isEmpty, expansion.enter(getter.declaringType + "." + key) else { return nil }
            defer { expansion.leave() }
            if let known = completion(of: getter, index: index) {
                if rank(known) > rank(worst) { worst = known }
                sends = false
                continue
            }
            guard !getter.returns.isEmpty else { return nil }
            let returned = worstReturned(by: getter, named: name, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion)
            if rank(returned.completion) > rank(worst) { worst = returned.completion }
            sends = sends && returned.sendsOnSubscribe
        }
        // A getter returning the events of a subject or relay its object keeps, read as that
        // property named directly is (`viewModel.items`): never ending, unless the object was
        // handed in (a parameter), whose owner may complete it.
        if worst == .never, root.object == .parameter, !ownedBySelf { return nil }
        return worst == .unknown ? nil : (worst, sends)
    }

    /// A `static` property of a project type named through it (`SortingView.sortList`) whose
    /// initializer (a `var` nobody assigns again) gives it sequences that each end at once:
    /// `.synchronous`. Nil otherwise: a static subject or one that may not end is the type's.
    private static func staticCompletion(of name: String, in type: String, site: SubscriptionSite, index: ProjectIndex, knowledge: Knowledge,
                                         depth: Int, expansion: MethodExpansion) -> Completion? {
        guard depth < maxDepth, let (declaringType, chains) = index.propertyChains(name, of: type, isStatic: true), !chains.isEmpty,
              expansion.enter(declaringType + ".static " + name) else { return nil }
        defer { expansion.leave() }
        let context = SiteContext(typeName: declaringType, typeKind: index.kind(of: declaringType), functionName: name, functionKind: .function,
                                  isStatic: true, selfAliases: [])
        return allEndAtOnce(chains, in: context, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion) ? .synchronous : nil
    }

    /// Whether each of `chains`, the values a property is given, read where they are written
    /// (`context`), ends at once. Only a sequence that ends at once counts: one that ends later
    /// may be a subject the initializer makes (`let s = PublishSubject<Fit>()`), which the
    /// property keeps.
    private static func allEndAtOnce(_ chains: [SourceChain], in context: SiteContext, site: SubscriptionSite, index: ProjectIndex,
                                     knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> Bool {
        var inside = site
        inside.context = context
        inside.fate = .handedOver("assigned")
        return chains.allSatisfy { chain in
            resolve(chain, site: inside, index: index, knowledge: knowledge, depth: depth + 1, expansion: expansion).completion == .synchronous
        }
    }

    /// The type declaring the last component of `path`: self's for one name, else the declared
    /// types along it (from a local's declared type when the first is such a local).
    private static func ownerType(of path: [String], root: ChainRoot, ownedBySelf: Bool, site: SubscriptionSite, index: ProjectIndex) -> String? {
        var owner: String
        var hops: ArraySlice<String>
        if path.count == 1 {
            guard root.firstType.isEmpty else { return nil }
            owner = site.context.typeName
            hops = []
        } else if !root.firstType.isEmpty, !ownedBySelf {
            owner = root.firstType
            hops = path.dropFirst().dropLast()
        } else {
            owner = site.context.typeName
            hops = path.dropLast()[...]
        }
        for hop in hops {
            guard let next = index.property(hop, of: owner), !next.isEmpty else { return nil }
            owner = next
        }
        return owner.isEmpty ? nil : owner
    }

    /// Whether `name` is spelled as a type is (a capital first letter): `KMovieAPI`, `Observable`,
    /// not a value.
    private static func namesType(_ name: String) -> Bool {
        guard let initial = name.utf8.first else { return false }
        return initial >= UInt8(ascii: "A") && initial <= UInt8(ascii: "Z")
    }

    /// The root a call of a project operator is made on (`x.request(…)` of
    /// `x.request(…).mapJSON()`), when every declaration of that name is a method of an
    /// extension of an Rx sequence type whose returned chains only map or filter self
    /// (`return filter { … }`, `return filterHttpError().map { … }`), or a networking
    /// library's response operator the project does not declare (`LibrarySources
    /// .responseOperators`: `filterSuccessfulStatusCodes()`): such an operator ends when its
    /// receiver does. Nil for any other call, or a receiver that is a type.
    private static func receiverOfProjectOperator(_ root: ChainRoot, path: [String], index: ProjectIndex) -> ChainRoot? {
        // A call on `.rx` (`URLSession.shared.rx.data(request:)`) is a request, not an operator.
        guard root.path.count >= 2, root.create == nil, path.count >= 2, path[path.count - 2] != "rx", let last = path.last,
              isElementWise(last, index: index, depth: 0)
                || LibrarySources.responseOperators.contains(last) && index.methods(named: last).isEmpty else { return nil }
        let k = root.path.count - 2
        let receiverIsCall = k < 64 && root.calls & (1 << UInt64(k)) != 0
        // `Observable.cascade(…)`: a static factory of the extension, not an operator of a value.
        if !receiverIsCall, namesType(root.path[k]) { return nil }
        var receiver = root
        receiver.path.removeLast()
        receiver.isCall = receiverIsCall
        receiver.hasPeriod = false
        return receiver
    }

    /// The one method a returned chain calls on the extended sequence (`self.safely()`,
    /// `subscribeOn(…)`); nil for any other root.
    private static func methodCalledOnSelf(_ root: ChainRoot) -> String? {
        var path = root.path[...]
        if path.first == "self" { path = path.dropFirst() }
        return path.count == 1 && root.isCall ? path.first : nil
    }

    /// Whether some project declaration of the element-wise method `name` moves delivery to a
    /// scheduler (`subscribeOn(…)`, `observeOn(…)`), itself or through another such method.
    private static func movesDelivery(_ name: String, index: ProjectIndex, depth: Int) -> Bool {
        guard depth < 4 else { return true }
        return index.methods(named: name).contains { m in
            m.returns.contains { chain in
                if chain.operators.contains(where: { RxCatalog.deliveryOperators.contains($0.name) }) { return true }
                guard let call = methodCalledOnSelf(chain.root) else { return false }
                return RxCatalog.deliveryOperators.contains(call) || call != name && movesDelivery(call, index: index, depth: depth + 1)
            }
        }
    }

    /// Whether every project declaration of method `name` is in an extension of an Rx sequence
    /// type and returns only `self` through operators that send on its terminal event
    /// (`RxCatalog.elementWiseOperators`, or another such method of the project).
    private static func isElementWise(_ name: String, index: ProjectIndex, depth: Int) -> Bool {
        let methods = index.methods(named: name)
        guard depth < 4, !methods.isEmpty else { return false }
        return methods.allSatisfy { m in
            guard ProjectIndex.sequenceTypes.contains(m.declaringType), !m.hasUnreadOverload, m.create == nil, !m.returns.isEmpty else { return false }
            return m.returns.allSatisfy { chain in
                guard chain.root.create == nil, chain.root.combination == .none, !chain.root.path.isEmpty else { return false }
                if chain.root.path != ["self"] {
                    guard let call = methodCalledOnSelf(chain.root),
                          RxCatalog.elementWiseOperators.contains(call) || RxCatalog.deliveryOperators.contains(call)
                            || call != name && isElementWise(call, index: index, depth: depth + 1)
                    else { return false }
                }
                return chain.operators.allSatisfy { op in
                    op.inputs.isEmpty && (op.role == .transparent || op.role == .other && RxCatalog.elementWiseOperators.contains(op.name)
                        || RxCatalog.deliveryOperators.contains(op.name))
                }
            }
        }
    }

    /// A `let` property of another object (or of self, declared in another file) whose
    /// initializer or type's initializers give it sequences that each end
    /// (`self.icons = Observable.of(x).asDriver(…)` in the view model's `init`): they are read
    /// in the declaring type, as a method's returned chains are. Nil unless every one ends at
    /// once: a property that may hold a never-ending or unknown sequence stays unknown.
    private static func assignedCompletion(_ path: [String], root: ChainRoot, ownedBySelf: Bool, site: SubscriptionSite, index: ProjectIndex,
                                           knowledge: Knowledge, depth: Int, expansion: MethodExpansion) -> Completion? {
        guard let name = path.last, depth < maxDepth, let owner = ownerType(of: path, root: root, ownedBySelf: ownedBySelf, site: site, index: index)
        else { return nil }
        var assigned: [(declaringType: String, chains: [SourceChain])] = []
        if let own = index.propertyChains(name, of: owner), !own.chains.isEmpty {
            assigned = [own]
        } else if index.kind(of: owner) == .protocol, let conformers = index.conformersPropertyChains(name, of: owner) {
            // A requirement of a protocol the value is typed by (`output.artist`): what every
            // conforming type of the project assigns it.
            assigned = conformers
        }
        guard !assigned.isEmpty else { return nil }
        for (declaringType, chains) in assigned {
            guard expansion.enter(declaringType + "." + name) else { return nil }
            defer { expansion.leave() }
            let context = SiteContext(typeName: declaringType, typeKind: index.kind(of: declaringType), functionName: "init",
                                      functionKind: .initializer, isStatic: false, selfAliases: [])
            guard allEndAtOnce(chains, in: context, site: site, index: index, knowledge: knowledge, depth: depth, expansion: expansion) else { return nil }
        }
        return .synchronous
    }
}
