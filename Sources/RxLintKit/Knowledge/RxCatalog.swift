/// Facts about RxSwift/RxCocoa/RxRelay's API that the model needs, as data.
/// Each set says what RxSwift's source does for that name (see rules/README.md).
public enum RxCatalog {
    /// Factories whose observable emits and completes during `subscribe`.
    public static let synchronousFactories: Set<String> = ["just", "of", "from", "empty", "error", "range", "repeatElement"]
    /// Types whose instances complete after at most one element (traits).
    public static let completingTraits: Set<String> = ["Single", "Maybe", "Completable", "Infallible"]
    /// Types a method returns a sequence as: its body's returned chains tell how it ends.
    public static let sequenceTypes: Set<String> = [
        "Observable", "Single", "Maybe", "Completable", "Infallible", "Driver", "Signal", "PrimitiveSequence", "SharedSequence",
    ]
    /// Subject and relay types: they keep their observers, never complete on their own (relays
    /// cannot complete at all) and are not Producers, so a direct subscription has no
    /// Sink/SinkDisposer cycle.
    public static let subjectTypes: Set<String> = [
        "PublishSubject", "BehaviorSubject", "ReplaySubject", "AsyncSubject",
        "PublishRelay", "BehaviorRelay", "ReplayRelay", "Variable",
    ]
    /// Subjects that replay their current value at subscription, so `take(1)`/`first()`
    /// completes during `subscribe`.
    public static let replayingSubjects: Set<String> = ["BehaviorSubject", "BehaviorRelay", "Variable"]
    /// RxCocoa sequence types: they complete only when their control deallocates.
    public static let controlTypes: Set<String> = ["ControlEvent", "ControlProperty"]
    /// Operators that make the source run asynchronously: a synchronous completion becomes a
    /// later one.
    public static let asynchronousOperators: Set<String> = [
        "observe", "observeOn", "subscribeOn", "delay", "delaySubscription", "debounce", "throttle",
        "timeout", "sample", "buffer", "window", "retry",
    ]
    /// Of those, the forms that deliver in place. `retry()` and `retry(n)` subscribe again at
    /// once, through the current thread's trampoline (`retry { errors in … }` waits for what its
    /// closure returns, and a `retry` given a delay strategy, as an extension library's
    /// `retry(.delayed(…))`, waits). Observing on a scheduler that runs
    /// work in place (`MainScheduler.instance` and `ConcurrentMainScheduler.instance` on the
    /// main thread, where app code subscribes; `CurrentThreadScheduler.instance` anywhere)
    /// delivers in place; `MainScheduler.asyncInstance` always waits for the next turn.
    public static func deliversInPlace(_ name: String, argumentTail: String, count: Int?, hasArguments: Bool) -> Bool {
        switch name {
        case "retry": return !hasArguments || count != nil
        case "observeOn", "observe": return argumentTail == "instance"
        default: return false
        }
    }
    /// Operators that complete after a bounded number of elements or a trigger.
    public static let completingOperators: Set<String> = [
        "take", "takeFirst", "first", "element", "elementAt", "single", "asSingle", "asMaybe", "asCompletable",
        "takeUntil", "takeWhile", "timeout",
    ]
    /// Operators that only move where events are delivered (a scheduler): completion passes on,
    /// later than it came. (Asked only of chains a method returns as a sequence, where
    /// `subscribe` can only be `subscribe(on:)`.)
    public static let deliveryOperators: Set<String> = ["observe", "observeOn", "subscribe", "subscribeOn"]
    /// Operators that act on each element and pass their source's completion or error on
    /// as it comes: a chain of them ends when its source does. (RxCocoa's conversions end
    /// with their source too, an error replaced by a value or by the sequence their argument
    /// names: the project's `asDriverOnErrorJustComplete()` helpers, whose argument is empty.)
    /// RxGesture's `when(_:)` (GestureRecognizer+RxGesture.swift) is a `filter` on the
    /// recognizer's state.
    public static let elementWiseOperators: Set<String> = [
        "map", "compactMap", "filter", "do", "distinctUntilChanged", "skip", "skipWhile", "mapTo", "filterNil", "unwrap",
        "debug", "asObservable", "asDriver", "asSignal", "catchAndReturn", "catchErrorJustReturn", "when",
    ]
    /// Operators that build no Sink of their own: `Observable.asObservable()` returns self,
    /// `startWith` replays its elements then hands the observer to its source, and `share`'s
    /// connection is an observer of the source (a Producer upstream still makes a cycle).
    public static let transparentOperators: Set<String> = ["asObservable", "startWith", "share", "shareReplay"]
    /// The argument labels each of RxSwift/RxCocoa's subscription calls accepts; a project
    /// method of the same name with other labels is not a subscription.
    public static let subscriptionLabels: [String: Set<String>] = [
        "subscribe": ["", "onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure", "with", "onSubscribe", "onSubscribed"],
        "bind": ["to", "onNext", "with"],
        "drive": ["", "onNext", "onCompleted", "onDisposed", "with"],
        "emit": ["to", "onNext", "onCompleted", "onDisposed", "with"],
    ]
    /// Protocols of other libraries' subscribers (ReSwift's store subscriber): `store.
    /// subscribe(self)` in a type adopting one registers self there; no Disposable comes back.
    public static let otherLibrarySubscriberProtocols: Set<String> = ["StoreSubscriber"]
    /// The types a project extends with subscription helpers (`bindAndCatch(weak:onNext:)`,
    /// `subscribeNext(_:with:bag:)`).
    public static let helperExtendedTypes = ["ObservableType", "ObservableConvertibleType", "Observable", "SharedSequenceConvertibleType",
                                             "SharedSequence", "Driver", "Signal", "PrimitiveSequenceType", "PrimitiveSequence", "Single",
                                             "BehaviorRelay", "PublishRelay", "ControlProperty", "ControlEvent", "Reactive"]
    private static let helperExtendedTypeSet = Set(helperExtendedTypes)
    public static func isHelperExtended(_ type: String) -> Bool { helperExtendedTypeSet.contains(type) }

    public static let handlerLabels: Set<String> = ["onNext", "onError", "onCompleted", "onDisposed", "onSuccess", "onFailure", "onSubscribe", "onSubscribed"]
    /// RxCocoa calls on `.rx` whose sequence completes when their object deallocates, like
    /// the reactive properties (`controlEvent` ends with `take(until: deallocated)`, the
    /// delegate proxy behind `methodInvoked` completes its observers in `deinit`). Also a table
    /// or collection view's `modelSelected(_:)`, `modelDeselected(_:)`, `modelDeleted(_:)`
    /// (RxCocoa's UITableView+Rx.swift, UICollectionView+Rx.swift: its `itemSelected` mapped,
    /// from the same delegate proxy), and RxGesture's gesture sequences (View+RxGesture.swift:
    /// `take(until: deallocated)` of the view).
    public static let objectLifetimeCalls: Set<String> = Set([
        "controlEvent", "controlProperty", "methodInvoked", "sentMessage", "observe", "observeWeakly",
        "modelSelected", "modelDeselected", "modelDeleted", "gesture", "anyGesture",
    ]).union(LibrarySources.gestureFactories)
    /// RxCocoa calls whose sequence never completes, whatever becomes of their object:
    /// `NotificationCenter.rx.notification` keeps an observer block and sends no completion.
    public static let neverCompletingCalls: Set<String> = ["notification"]
    /// A view controller's appearance events as RxCocoa extensions name them
    /// (`rx.viewDidAppear`): UIKit sends each once the controller's screen shows, so the first
    /// one comes for every controller presented.
    public static let appearanceEvents: Set<String> = ["viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews",
                                                         "viewDidLayoutSubviews"]
    /// `take(until:)` triggers that fire when the owner deallocates.
    public static let deallocationTriggers: Set<String> = ["deallocated", "deallocating"]
    /// Operators whose closures the subscription keeps for its whole lifetime (all closure-taking
    /// Rx operators do; this list lets the analyzer recognise nested Rx closures).
    public static let closureOperators: Set<String> = [
        "map", "compactMap", "filter", "flatMap", "flatMapLatest", "flatMapFirst", "concatMap", "do", "scan",
        "reduce", "withLatestFrom", "combineLatest", "zip", "catch", "catchError", "catchAndReturn", "distinctUntilChanged",
        "takeWhile", "skipWhile", "take", "skip", "debounce", "throttle", "filterMap", "subscribe", "bind", "drive",
        "emit", "create", "deferred", "retry", "retryWhen", "materialize", "groupBy", "buffer", "share", "startWith",
        "merge", "concat", "observe", "timeout", "asDriver", "asSignal", "compactMapLatest", "mapAt", "onNext",
    ]
}

extension RxCatalog {
    /// Every name known as an operator, to tell an operator link from a root call in one lookup.
    public static let operatorNames: Set<String> = closureOperators.union(completingOperators).union(asynchronousOperators)
        .union(transparentOperators).union(plainOperators)

    /// Other operator names (no closure) that tell an operator link from a root call.
    public static let plainOperators: Set<String> = [
        "distinctUntilChanged", "skip", "startWith", "share", "shareReplay", "withUnretained", "asDriver", "asSignal",
        "catchAndReturn", "catchErrorJustReturn", "ignoreElements", "materialize", "dematerialize", "replay",
        "publish", "refCount", "connect", "multicast", "amb", "switchLatest", "merge", "concat", "toArray",
        "elementAt", "element", "first", "last", "takeLast", "skipUntil", "asObservable", "pairwise", "mapTo",
        "unwrap", "filterNil", "debug", "trackActivity", "trackError", "compactMap", "map", "observe", "subscribe",
        "andThen", "when",
    ]
}
