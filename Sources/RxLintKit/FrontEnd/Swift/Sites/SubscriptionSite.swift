/// Why a closure (or function reference) holds `self` strongly.
public enum CaptureReason: String, Sendable {
    /// `self` used in the closure (or a closure nested in it) with no weak/unowned capture.
    case explicitSelf
    /// `[self]` in the capture list.
    case captureList
    /// A nested closure's `[weak self]` makes this closure capture `self` to build the weak reference.
    case nestedWeakCapture
    /// A nested Rx closure captures the strong `self` bound by `guard let self` in a `[weak self]` closure.
    case recaptured
    /// A method passed as a closure (`onNext: self.handle`): a partial application holds `self`.
    case methodReference
    /// A value-type member used implicitly: the closure holds a copy of `self`.
    case implicitMember
}

/// A strong capture of `self` by one closure of a subscription chain.
public struct StrongCapture: Sendable {
    /// Where the closure sits in the chain: `onNext`, `map`, `flatMapLatest`, …
    public var role: String
    public var reason: CaptureReason
    /// Byte range of the culprit token (`self`, the method name, the `[self]` entry).
    public var start: Int32
    public var end: Int32
    /// Reported for an Rx closure nested inside the chain closure (e.g. an inner observable's
    /// `map` inside `flatMapLatest`), not for the chain closure itself.
    public var isNested: Bool = false
    /// For a nested capture inside a chain that a `flatMap`-like operator's closure returns:
    /// that operator (an index of the site's `operators`) and the returned source (an index of
    /// its `inputs`). The inner subscription holds the closure only until that source ends.
    public var innerOperator: Int16 = -1
    public var innerInput: Int16 = -1
    /// For a method reference to a method taking one plain argument, that argument's label
    /// ("" for none): a closure calling it in its place (`{ [weak self] in self?.handle($0) }`)
    /// can then be written.
    public var oneArgumentLabel: String?
    /// For a method reference, the method's name (`handle` of `onNext: handle`).
    public var methodName: String?
}

/// A name passed where a closure is expected: `onNext: handle`, `bind(onNext: self.update)`.
public struct FunctionReference: Sendable {
    public var role: String
    public var name: String
    /// `self.name` rather than a bare `name`.
    public var viaSelf: Bool
    public var start: Int32
    public var end: Int32
}

/// One link of a call chain between the root and the subscription call. (Stored with the
/// strings first and the one-byte fields last, so that they share the padding: every site
/// keeps its operators until it is checked.)
public struct ChainOperator: Sendable, Equatable {
    public var name: String
    /// The sources the operator's own completion waits for besides its upstream: the argument
    /// of `andThen(x)` or `concat(x)`, what a `flatMap` closure returns (one entry per branch;
    /// an entry with an empty root when the closure's result cannot be read).
    public var inputs: [SourceChain] = []
    /// First argument's label ("" when unlabelled), and whether any argument is labelled `period`.
    public var firstLabel: String
    /// Last name of the first argument's expression (`rx.deallocated` → "deallocated").
    public var argumentTail: String
    /// A leading integer literal argument (`take(1)`), if any.
    public var count: Int?
    public var hasPeriod: Bool
    /// What the operator does to completion (see `OperatorRole.of`).
    public var role: OperatorRole = .other
    public var isAsynchronous = false
    public var filters = false

    public init(name: String, firstLabel: String, hasPeriod: Bool, count: Int?, argumentTail: String) {
        self.name = name
        self.firstLabel = firstLabel
        self.argumentTail = argumentTail
        self.count = count
        self.hasPeriod = hasPeriod
    }
}

/// How a create closure treats its observer.
public enum CreateBehaviour: String, Sendable {
    /// Sends a terminal event on every path before returning.
    case completesSynchronously
    /// Sends a terminal event, but only from a nested (later) callback.
    case completesLater
    /// Never sends a terminal event.
    case neverCompletes
    /// Sends one on some paths only, or hands the observer to other code: whether it
    /// completes cannot be told from the closure.
    case undecided
}

/// The expression a chain starts from. (References first, one-byte fields last: see
/// `ChainOperator`.)
public struct ChainRoot: Sendable, Equatable {
    /// Dotted names of the root, calls reduced to their name: `self.viewModel.items` →
    /// ["self", "viewModel", "items"]; `Observable<Int>.interval(…)` → ["Observable", "interval"].
    public var path: [String]
    /// Source text of the root, for messages.
    public var text: String
    /// The declared type of the root's first name when the file says it: a local's
    /// annotation, its initializer (`Response(…)`) or a cast (`as! CommitCell`); "" otherwise.
    public var firstType: String = ""
    /// For a local root whose type the file does not say, the dotted names of the value it is
    /// bound to when that is a plain member path or call (`let vm = self.list.articleAt(row)`
    /// → ["self", "list", "articleAt"]): the project index tells its type.
    public var firstValue: [String] = []
    public var firstValueIsCall = false
    /// The sources this root is made of, when its completion is theirs: the chain a local is
    /// bound to, the arguments of `Observable.zip(a, b)` or `concat`, what `deferred` returns.
    public var inputs: [SourceChain] = []
    /// Whether the last component is a call (`service.load()`), and its labels.
    public var isCall: Bool
    /// Which components of `path` are calls, bit k for `path[k]` (the first 64):
    /// `api.request(.x).decode()` sets bits 1 and 2.
    public var calls: UInt64 = 0
    public var hasPeriod: Bool
    /// The behaviour of an inline `create { … }` root.
    public var create: CreateBehaviour?
    /// For an RxCocoa root (`manager.rx.didUpdateLocations`), what its first name is: the
    /// sequence completes when that object deallocates.
    public var object: RootObject = .other
    /// For a `.local` object: the first name of the object the function hands it to, which
    /// keeps it (`collectionView` for `collectionView.addGestureRecognizer(recognizer)`,
    /// `navigationItem` for `navigationItem.rightBarButtonItem = item`, `self` for a bare
    /// `addSubview(button)`; "" for an object made elsewhere or a parameter, whose lifetime
    /// the code does not say); nil when the code hands it to nobody.
    public var heldBy: String?
    /// `heldBy` of a view put in the cell (or header, footer) a data-source method returns
    /// (`cell.contentView.addSubview(textView)` then `return cell` in `tableView(_:cellForRowAt:)`):
    /// the table or collection view that asked keeps it.
    public static let askingListView = "(the asking list view)"
    /// For a `.parameter` root that is a parameter of the enclosing function (not of a
    /// closure): that function and the label its callers write: the project's calls of it
    /// tell what it is given (`ProjectIndex.argumentsPassed`).
    public var parameterOf: ParameterOrigin?
    public var combination: Combination = .none

    public init(path: [String], isCall: Bool, hasPeriod: Bool, create: CreateBehaviour?, text: String) {
        self.path = path
        self.text = text
        self.isCall = isCall
        self.hasPeriod = hasPeriod
        self.create = create
    }
}

/// The function a parameter belongs to, and the label its callers write for it ("" for
/// `_ name:`).
public struct ParameterOrigin: Sendable, Equatable {
    public var function: String
    public var label: String
}

/// How a root's completion follows from its inputs'.
public enum Combination: Sendable, Equatable {
    case none
    /// A local bound to the chain (`let o = Observable.just(1)`): the chain's.
    case alias
    /// Completes when every input has (`concat`, `merge`, `combineLatest`).
    case all
    /// Completes when one input has (`zip`, `amb`).
    case any
}

/// A source as written: a root and the operators applied to it.
public struct SourceChain: Sendable, Equatable {
    public var root: ChainRoot
    public var operators: [ChainOperator]
}

/// What the first name of a chain's root refers to, where it matters.
public enum RootObject: Sendable, Equatable {
    /// A local variable of the enclosing function that holds an object made there
    /// (`let button = UIButton()`): released when the function returns.
    case local
    /// A local bound to an object made elsewhere (`guard let nav = current.navigationController`):
    /// how long that object lives, this code does not say.
    case borrowedLocal
    /// A parameter of the enclosing function or closure: someone else's object.
    case parameter
    /// A cell of the enclosing object's table or collection view (see `isCellOfOwner`).
    case cellOfOwner
    /// A property, a global, or a name not looked up.
    case other
}

/// What happens to the `Disposable` a subscription returns.
public enum Fate: Sendable {
    /// `_ = …`, `let _ = …`, or an unused expression statement.
    case discarded(DiscardKind)
    /// `.disposed(by: X)` or `X.insert(…)`: handed to the keeper described by `expression`.
    case keptBy(KeeperExpression)
    /// Assigned to a property or variable (`self.d = …`, `serial.disposable = …`).
    case assigned(AssignmentTarget)
    /// Bound to a local `let d = …`.
    case local(name: String, use: LocalUse)
    /// Returned, passed to a call, put into a collection: someone else decides.
    case handedOver(String)

    /// The reason of `handedOver` for `.dispose()` called on the result itself
    /// (`x.subscribe(…).dispose()`): the subscription ends as soon as it is made.
    public static let disposedAtOnce = "disposed at once"

    public enum DiscardKind: String, Sendable { case underscore, letUnderscore, unusedResult }
}

/// A disposal target as written: `disposeBag`, `self.bag`, `rx.disposeBag`, `DisposeBag()`,
/// `cell.disposeBag`, a local bag.
/// (References first, one-byte fields last: see `ChainOperator`.)
public struct KeeperExpression: Sendable {
    public var path: [String]
    public var text: String
    /// A local declared in the enclosing function, with whether it escapes the function.
    public var local: LocalKeeper?
    /// `DisposeBag()` created right there.
    public var isFresh: Bool
    /// A parameter of the enclosing function or closure: someone else's bag.
    public var isParameter: Bool = false
    /// When the bag is a parameter of the enclosing function (not of a closure): the label
    /// its callers write (`bag` in `func bind(bag: DisposeBag)`, `into` in `into bag:`), so
    /// the project's calls tell whose bag it is.
    public var parameterLabel: String?
    /// The bag's object is a cell of the enclosing object's table or collection view: one
    /// dequeued there, a `cell` closure parameter (`items(cellIdentifier:) { _, _, cell in }`),
    /// or a parameter of a `…Cell` type.
    public var isCellOfOwner: Bool = false
    /// Appended to an array (`disposables.append(…)`, `disposables += […]`) rather than
    /// inserted into a bag: only a property typed `[Disposable]` says what keeps it.
    public var isArrayElement: Bool = false

    public init(path: [String], isFresh: Bool, local: LocalKeeper?, isParameter: Bool = false, text: String) {
        self.path = path
        self.text = text
        self.local = local
        self.isFresh = isFresh
        self.isParameter = isParameter
    }
}

public struct LocalKeeper: Sendable {
    public var name: String
    public var typeName: String
    /// What the scope does before the bag dies that lets every event arrive first.
    public var drain: ScopeDrain? = nil
    public var escapes: Bool

    public init(name: String, typeName: String, escapes: Bool) {
        self.name = name
        self.typeName = typeName
        self.escapes = escapes
    }
}

/// Why nothing is lost although a local bag disposes the subscription when its scope ends:
/// the events the code waits for have all arrived by then.
public enum ScopeDrain: Sendable, Equatable {
    /// The scope waits after subscribing (`wait(for:)`, `waitForExpectations`, `toEventually`,
    /// `RunLoop.run`) or runs a test scheduler (`scheduler.start()`, `advanceTo`).
    case waits(String)
    /// The subscription sits inside a `waitUntil { done in … }` that blocks until it is done.
    case waitsInside(String)
    /// The scope sends on the source's object after subscribing (`subject.onNext`,
    /// `relay.accept`, `action.execute`), so those events arrive synchronously.
    case sends(String)
    /// The source's subject had already terminated (`subject.onCompleted()` before
    /// subscribing): the terminal event arrives during `subscribe`.
    case terminatedBefore(String)
    /// The point of the code is disposal itself: the bag is made inside an `autoreleasepool`.
    case deliberateDisposal
    /// The source is a subject the scope made that nothing outside the scope reaches (every
    /// mention is a member call in the scope's own code, none in a closure): nobody can send
    /// on it once the scope ends.
    case unreachableAfter(String)
}

public struct AssignmentTarget: Sendable {
    /// `["self", "subscription"]`, `["subscription"]`, `["serial", "disposable"]`.
    public var path: [String]
    /// The assigned name was disposed earlier in the same function (`d?.dispose()`).
    /// (Or compared with `nil`, so the assignment happens only when nothing is held.)
    public var disposedBefore: Bool
    /// The name is a local variable of the enclosing function.
    public var isLocal: Bool
}

public enum LocalUse: String, Sendable {
    /// Never mentioned again.
    case unused
    /// `d.dispose()` is called.
    case disposed
    /// Stored, returned, passed on, inserted or captured.
    case escapes
}

/// Where a subscription sits. (References first, one-byte fields last: see `ChainOperator`.)
public struct SiteContext: Sendable {
    /// Innermost type declaration or extension name, "" at top level.
    public var typeName: String
    public var functionName: String
    /// Names bound to the strong `self` by `guard let x = self` in enclosing closures.
    public var selfAliases: [String]
    /// How many parameters the enclosing function takes (a `configure(with:)` runs per item).
    public var functionParameterCount = 0
    /// Kind from the same-file declaration; nil when the type is only extended here.
    public var typeKind: TypeKind?
    /// The enclosing type is `private`/`fileprivate` here (or nested in such a type).
    public var typeIsFileLocal = false
    /// The position of that declaration or extension among the file's types (and its type
    /// facts): the index resolves names from there (`ProjectIndex.inType`); -1 at top level.
    public var typeIndex: Int32 = -1
    /// In an extension (or protocol) whose `where` clause constrains `Self`, what it
    /// requires (`where Self: UIViewController` → `["UIViewController"]`).
    public var selfConstraints: [String] = []
    /// The property whose setting runs this code: its `didSet`/`willSet`/`set`, or a method
    /// without parameters one of those calls (in this file). Nil elsewhere.
    public var setProperty: String?
    /// The methods with parameters of the type that call this method (itself without
    /// parameters), in this file: `configure(with:)` calling `setUpBindings()`.
    public var callersWithParameters: [String] = []
    /// The method runs only as part of its type's `bind(reactor:)`, through the type's own calls
    /// (see `SetterRuns.runsOnlyWithinReactorBinding`).
    public var runsWithinReactorBinding = false
    /// A file-local method called only from its type's `awakeFromNib` or initializers: once per object.
    public var runsOnlyFromSetUp = false
    public var functionKind: FunctionKind?
    public var isStatic: Bool
    /// The enclosing method is an application delegate's launch callback
    /// (`application(_:didFinishLaunchingWithOptions:)`, `applicationDidFinishLaunching(_:)`):
    /// it runs once in a process.
    public var runsOnceAtLaunch = false

    public init(typeName: String, typeKind: TypeKind?, functionName: String, functionKind: FunctionKind?, isStatic: Bool, selfAliases: [String]) {
        self.typeName = typeName
        self.functionName = functionName
        self.selfAliases = selfAliases
        self.typeKind = typeKind
        self.functionKind = functionKind
        self.isStatic = isStatic
    }

    /// `path` without a leading `self` (or an alias of it), and whether there was one.
    public func strippingSelf(_ path: [String]) -> (path: [String], viaSelf: Bool) {
        guard let first = path.first, first == "self" || selfAliases.contains(first) else { return (path, false) }
        return (Array(path.dropFirst()), true)
    }
}

/// Everything the rules and the model need to know about one subscription, extracted in
/// the per-file pass so tokens can be dropped before the project index is built.
public struct SubscriptionSite: Sendable {
    /// The subscription call's name (`subscribe`, `bind`, `drive`, …) and its byte range.
    public var call: String
    public var callStart: Int32
    public var callEnd: Int32
    public var root: ChainRoot
    public var operators: [ChainOperator]
    /// The closures of the chain that hold `self` strongly, each with its role (`map`, `onNext`, …).
    public var strongCaptures: [StrongCapture]
    public var functionReferences: [FunctionReference]
    public var fate: Fate
    public var context: SiteContext
    /// RxCocoa's items binding (`bind(to: tableView.rx.items(cellIdentifier: …)) { … }`): the
    /// target's root (`tableView.rx.items`). Its data source, which keeps the trailing
    /// closure, is kept until the view deallocates, whatever the source does: RxCocoa
    /// appends `concat(Observable.never())` and `take(until: view.rx.deallocated)`.
    public var itemsTarget: ChainRoot?
    /// The `to:` target names an RxCocoa binder or a reactive member (`label.rx.text`): only
    /// Rx's `bind(to:)` takes one.
    public var targetIsReactive = false
    /// The subscription has an `onDisposed` handler: its disposal is observed on purpose.
    public var observesDisposal = false
    /// Rx's overload of this shape returns what a function given to it returns, not
    /// necessarily a `Disposable` (`bind(to: { observable in … })`): `--fix` does not append
    /// `.disposed(by:)` to it.
    public var resultMayNotBeDisposable = false
    /// The call names Rx's handlers (`onNext:`, `onError:`, …, `with:`) or takes the event
    /// handler as a trailing closure (`subscribe { event in … }`): RxSwift's own shapes.
    public var namesHandlers = false
    /// A call not named like Rx's subscriptions whose result goes to a bag
    /// (`relay.bindAndCatch(weak: x) { … }.disposed(by: bag)`): a subscription when the project
    /// declares it on an Rx type, returning a `Disposable` (see `CallResolver`).
    public var isProjectHelper = false
    /// The subscription call's argument labels, in order ("" for an unlabelled one; a
    /// trailing closure counts as an argument), for the project's overloads of its name.
    public var callLabels: [String] = []
    /// The property of self whose object a closure of the chain holds through a local bound to
    /// it (`guard let view = self.view`, then `view` in an `onNext`; only the root's own object
    /// is looked for): the subscription keeps that object, so its events do not end with it,
    /// whatever the property's strength.
    public var objectHeldByClosures: String?
    /// Byte offsets of the whole statement: the chain's first token to the end of the
    /// subscription call and its disposal. A finding's range, for suppressions and baselines.
    public var statementStart: Int32 = 0
    public var statementEnd: Int32 = 0
}
