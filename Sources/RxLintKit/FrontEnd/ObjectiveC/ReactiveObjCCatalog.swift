/// What rxlint knows of ReactiveObjC's API, as data (the facts and the library files they
/// come from are in docs/objc-model.md).
enum ReactiveObjCCatalog {
    /// Messages that subscribe and return the subscription's `RACDisposable`.
    static let subscriptions: Set<String> = [
        "subscribe:", "subscribeNext:", "subscribeNext:completed:", "subscribeNext:error:", "subscribeNext:error:completed:",
        "subscribeError:", "subscribeCompleted:", "subscribeError:completed:",
    ]

    /// The binding `RAC(TARGET, KEY) = signal` expands to: it subscribes too, until the
    /// target is deallocated.
    static let bindings: Set<String> = ["setObject:forKeyedSubscript:", "setKeyPath:onObject:", "setKeyPath:onObject:nilValue:"]

    /// Operators: they pass events through, and their blocks live as long as the subscription.
    /// (A message not listed and not known as a source is read as an operator too when it
    /// returns a signal: the chain's blocks are what matters, not every operator's name.)
    static let takeUntil: Set<String> = ["takeUntil:", "takeUntilReplacement:"]
    static let finiteTakes: Set<String> = ["take:", "takeLast:", "first", "firstOrDefault:", "any", "all:", "aggregateWithStart:reduce:", "collect", "toArray"]

    /// Sources that never complete and are kept by something global: a scheduler's timer,
    /// the notification center.
    static let timers: Set<String> = ["interval:onScheduler:", "interval:onScheduler:withLeeway:"]
    static let notifications: Set<String> = ["rac_addObserverForName:object:"]

    /// Sources that end when their receiver is deallocated (key-value observing, control
    /// events, a selector's invocations): the receiver keeps the subscription until then.
    static let objectEvents: Set<String> = [
        "rac_valuesForKeyPath:observer:", "rac_valuesAndChangesForKeyPath:options:observer:",
        "rac_signalForControlEvents:", "rac_textSignal", "rac_newTextChannel", "rac_signalForSelector:",
        "rac_signalForSelector:fromProtocol:", "rac_gestureSignal", "rac_keyboardWillShowSignal",
        // Selector signals the categories make on the object itself (`prepareForReuse`,
        // `dealloc`): the object keeps their subject.
        "rac_prepareForReuseSignal", "rac_willDeallocSignal", "rac_newSelectedSegmentIndexChannelWithNilValue:",
        "rac_newOnChannel", "rac_newValueChannelWithNilValue:", "rac_newDateChannelWithNilValue:",
        // ReactiveCocoa 2 and 3's names: key-value observing (`RACAble`), a bar button item's or
        // control's action subject (kept by the item), an alert's or sheet's delegate signals
        // (kept by its delegate proxy, which it keeps).
        "rac_signalForKeyPath:observer:", "rac_signalWithStartingValueForKeyPath:observer:", "rac_actionSignal",
        "rac_buttonClickedSignal", "rac_willDismissSignal",
    ]

    /// Key-value observing whose last argument is the observer (`RACObserve` passes self).
    static let observations: Set<String> = [
        "rac_valuesForKeyPath:observer:", "rac_valuesAndChangesForKeyPath:options:observer:",
        "rac_signalForKeyPath:observer:", "rac_signalWithStartingValueForKeyPath:observer:",
    ]

    /// Signals that keep their block for their whole life, subscribed or not.
    static let signalFactories: Set<String> = ["defer:", "createSignal:"]

    /// Cold sources that complete during `subscribe`.
    static let synchronous: Set<String> = ["return:", "empty", "error:"]
    /// Cold sources that keep nothing: their subscriber is dropped at once.
    static let never: Set<String> = ["never"]

    /// Classes whose instances keep their subscribers until they terminate.
    static let subjects: Set<String> = ["RACSubject", "RACReplaySubject", "RACBehaviorSubject", "RACGroupedSignal"]

    /// The command's initializers: the block is kept by the command for its whole life.
    static let commandInitializers: Set<String> = ["initWithSignalBlock:", "initWithEnabled:signalBlock:"]

    /// Messages to a subject that terminate it.
    static let terminations: Set<String> = ["sendCompleted", "sendError:"]

    /// Operators that deliver later, on a scheduler: a completing source's subscriber is kept
    /// until the delayed delivery has run.
    /// (A hop to a scheduler, `deliverOn:`, runs as soon as that scheduler does: not listed.)
    static let asynchronous: Set<String> = [
        "delay:", "throttle:", "throttle:valuesPassingTest:", "bufferWithTime:onScheduler:",
    ]

    /// Messages a `RACDisposable` is disposed with.
    static let disposals: Set<String> = ["dispose"]
}

extension ReactiveObjCCatalog {
    /// Operators that pass a chain's events on (and keep their blocks while it lives).
    static let operators: Set<String> = [
        "map:", "filter:", "flattenMap:", "doNext:", "doError:", "doCompleted:", "reduceEach:", "ignore:", "ignoreValues",
        "distinctUntilChanged", "skip:", "take:", "takeLast:", "takeUntil:", "takeUntilReplacement:", "takeUntilBlock:",
        "takeWhileBlock:", "skipUntilBlock:", "skipWhileBlock:", "deliverOn:", "deliverOnMainThread", "subscribeOn:",
        "throttle:", "throttle:valuesPassingTest:", "delay:", "bufferWithTime:onScheduler:", "startWith:", "concat:", "merge:",
        "zipWith:", "combineLatestWith:", "switchToLatest", "catch:", "catchTo:", "retry", "retry:", "replay", "replayLast",
        "replayLazily", "materialize", "dematerialize", "not", "and", "or", "mapReplace:", "then:", "scanWithStart:reduce:",
        "scanWithStart:reduceWithIndex:", "flatten", "flatten:", "setNameWithFormat:", "logAll", "logNext", "logError",
        "logCompleted", "initially:", "finally:", "try:", "tryMap:", "timeout:onScheduler:", "sample:", "collect",
        "aggregateWithStart:reduce:", "any:", "all:", "first", "combinePreviousWithStart:reduce:", "filterUntilChanged",
        "combineLatestWith:reduce:", "doDisposed:",
    ]
}
