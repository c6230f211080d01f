import Foundation

// MARK: - Transforming and filtering

extension ObservableType {
    /// Transforms each element. The subscription's sink holds `transform` — and what it
    /// captures — until the subscription ends (fact 7).
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Observable<Result> {
        lift {
            { sink, event in
                switch event {
                case .next(let value): sink.attempt { sink.forwardOn(.next(try transform(value))) }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Transforms each element, dropping the nil results.
    public func compactMap<Result>(_ transform: @escaping (Element) throws -> Result?) -> Observable<Result> {
        lift {
            { sink, event in
                switch event {
                case .next(let value):
                    sink.attempt { if let mapped = try transform(value) { sink.forwardOn(.next(mapped)) } }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Keeps the elements that satisfy `predicate`.
    public func filter(_ predicate: @escaping (Element) throws -> Bool) -> Observable<Element> {
        lift {
            { sink, event in
                switch event {
                case .next(let value): sink.attempt { if try predicate(value) { sink.forwardOn(event) } }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Accumulates a state over the elements and emits each intermediate state.
    public func scan<A>(_ seed: A, accumulator: @escaping (A, Element) throws -> A) -> Observable<A> {
        lift {
            var state = seed
            return { sink, event in
                switch event {
                case .next(let value):
                    sink.attempt {
                        state = try accumulator(state, value)
                        sink.forwardOn(.next(state))
                    }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Skips an element equal to the one before it.
    public func distinctUntilChanged(_ comparer: @escaping (Element, Element) throws -> Bool) -> Observable<Element> {
        lift {
            var last: Element?
            return { sink, event in
                switch event {
                case .next(let value):
                    sink.attempt {
                        if let previous = last, try comparer(previous, value) { return }
                        last = value
                        sink.forwardOn(event)
                    }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Skips an element whose key equals the previous element's key.
    public func distinctUntilChanged<Key: Equatable>(_ keySelector: @escaping (Element) throws -> Key) -> Observable<Element> {
        distinctUntilChanged { try keySelector($0) == keySelector($1) }
    }

    /// Passes `count` elements, then completes and releases the subscription. Like RxSwift,
    /// `take(0)` is `empty()`.
    public func take(_ count: Int) -> Observable<Element> {
        if count == 0 { return Observable.empty() }
        return lift {
            var remaining = count
            return { sink, event in
                switch event {
                case .next:
                    if remaining > 0 {
                        remaining -= 1
                        sink.forwardOn(event)
                        if remaining == 0 { sink.forwardAndDispose(.completed) }
                    }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Drops the first `count` elements.
    public func skip(_ count: Int) -> Observable<Element> {
        lift {
            var remaining = count
            return { sink, event in
                switch event {
                case .next:
                    if remaining > 0 { remaining -= 1 } else { sink.forwardOn(event) }
                default: sink.forwardStop(event)
                }
            }
        }
    }

    /// Replaces an error with `element`, then completes.
    public func catchAndReturn(_ element: Element) -> Observable<Element> {
        lift {
            { sink, event in
                switch event {
                case .next: sink.forwardOn(event)
                case .error:
                    sink.forwardOn(.next(element))
                    sink.forwardAndDispose(.completed)
                case .completed: sink.forwardAndDispose(.completed)
                }
            }
        }
    }

    /// Continues with the sequence `handler` returns for an error. Like RxSwift's `CatchSink`,
    /// the sink keeps the handler for the subscription's whole life, not only until an error.
    public func `catch`(_ handler: @escaping (Swift.Error) throws -> Observable<Element>) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = CatchSink<Element>(handler: handler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source))
        }
    }

    /// Subscribes to the source again after an error, `maxAttemptCount` subscriptions in all
    /// (the last error is passed on). Like RxSwift's, at once: a source that fails while being
    /// subscribed is subscribed again before `subscribe` returns, one attempt after another
    /// (a trampoline, not a recursion).
    public func retry(_ maxAttemptCount: Int) -> Observable<Element> {
        retrying(attempts: maxAttemptCount)
    }

    /// Subscribes to the source again after every error.
    public func retry() -> Observable<Element> {
        retrying(attempts: nil)
    }

    private func retrying(attempts: Int?) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = RetrySink<Element>(source: source, attempts: attempts, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run())
        }
    }

    /// Calls the side-effect closures around each event, keeping them for the subscription's
    /// life. `onSubscribe`/`onSubscribed` run at subscription; `onDispose` when it ends.
    public func `do`(
        onNext: ((Element) throws -> Void)? = nil,
        afterNext: ((Element) throws -> Void)? = nil,
        onError: ((Swift.Error) throws -> Void)? = nil,
        afterError: ((Swift.Error) throws -> Void)? = nil,
        onCompleted: (() throws -> Void)? = nil,
        afterCompleted: (() throws -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer<Element> { observer, cancel in
            onSubscribe?()
            let sink = OperatorSink<Element, Element>(handler: { sink, event in
                switch event {
                case .next(let value):
                    sink.attempt {
                        try onNext?(value)
                        sink.forwardOn(event)
                        try afterNext?(value)
                    }
                case .error(let error):
                    sink.attempt {
                        try onError?(error)
                        sink.forwardAndDispose(event)
                        try afterError?(error)
                    }
                case .completed:
                    sink.attempt {
                        try onCompleted?()
                        sink.forwardAndDispose(event)
                        try afterCompleted?()
                    }
                }
            }, observer: observer, cancel: cancel)
            let subscription = source.subscribe(sink)
            onSubscribed?()
            let onDisposeDisposable = Disposables.create { onDispose?() }
            return (sink: sink, subscription: Disposables.create(subscription, onDisposeDisposable))
        }
    }

    /// Pairs each element with `obj`, held weakly: once `obj` is gone the next element ends
    /// the sequence, which completes, as in RxSwift 6 (a `map` that throws
    /// `UnretainedError.failedRetaining`, caught into an empty sequence; other errors pass).
    public func withUnretained<Object: AnyObject, Out>(_ obj: Object, resultSelector: @escaping (Object, Element) -> Out) -> Observable<Out> {
        map { [weak obj] element -> Out in
            guard let obj = obj else { throw UnretainedError.failedRetaining }
            return resultSelector(obj, element)
        }
        .catch { error -> Observable<Out> in
            guard case UnretainedError.failedRetaining? = error as? UnretainedError else { return .error(error) }
            return .empty()
        }
    }

    /// Pairs each element with `obj`, held weakly.
    public func withUnretained<Object: AnyObject>(_ obj: Object) -> Observable<(Object, Element)> {
        withUnretained(obj) { ($0, $1) }
    }

    /// Emits `elements` to each observer, then subscribes the observer to this sequence.
    /// Like RxSwift's `StartWith` it creates no sink of its own: the observer goes straight to
    /// the upstream subscription.
    public func startWith(_ elements: Element...) -> Observable<Element> {
        StartWith(source: asObservable(), elements: elements)
    }

    /// The first element, or nil if the sequence completes empty, as a `Single`.
    public func first() -> Single<Element?> {
        let source = asObservable()
        let raw = OperatorProducer<Element?> { observer, cancel in
            let sink = OperatorSink<Element, Element?>(handler: { sink, event in
                switch event {
                case .next(let value):
                    sink.forwardOn(.next(value))
                    sink.forwardAndDispose(.completed)
                case .error(let error): sink.forwardAndDispose(.error(error))
                case .completed:
                    sink.forwardOn(.next(nil))
                    sink.forwardAndDispose(.completed)
                }
            }, observer: observer, cancel: cancel)
            return (sink: sink, subscription: source.subscribe(sink))
        }
        return Single(raw: raw)
    }
}

/// Thrown by `withUnretained` when its object is gone.
public enum UnretainedError: Swift.Error {
    /// The object was deallocated.
    case failedRetaining
}

extension ObservableType where Element: Equatable {
    /// Skips an element equal to the one before it.
    public func distinctUntilChanged() -> Observable<Element> {
        distinctUntilChanged { $0 == $1 }
    }
}

final class StartWith<Element>: Producer<Element> {
    let source: Observable<Element>
    let elements: [Element]

    init(source: Observable<Element>, elements: [Element]) {
        self.source = source
        self.elements = elements
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        for element in elements { observer.on(.next(element)) }
        return (sink: Disposables.create(), subscription: source.subscribe(observer))
    }
}

// MARK: - Combining

extension ObservableType {
    /// Subscribes to the observable each element maps to and merges their elements; completes
    /// when this sequence and every inner one have completed.
    public func flatMap<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return OperatorProducer<Source.Element> { observer, cancel in
            let sink = MergeSink<Element, Source>(selector: selector, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source))
        }
    }

    /// Subscribes to the observable each element maps to, disposing the previous one;
    /// completes when this sequence and the latest inner one have completed.
    public func flatMapLatest<Source: ObservableConvertibleType>(_ selector: @escaping (Element) throws -> Source) -> Observable<Source.Element> {
        let source = asObservable()
        return OperatorProducer<Source.Element> { observer, cancel in
            let sink = SwitchSink<Element, Source>(selector: selector, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source))
        }
    }

    /// Combines each element with the latest element of `second` (skipping elements that
    /// arrive before `second` has one). Completes with this sequence.
    public func withLatestFrom<Source: ObservableConvertibleType, Result>(_ second: Source, resultSelector: @escaping (Element, Source.Element) throws -> Result) -> Observable<Result> {
        let first = asObservable()
        let other = second.asObservable()
        return OperatorProducer<Result> { observer, cancel in
            let sink = WithLatestFromSink<Element, Source.Element, Result>(selector: resultSelector, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(first, other))
        }
    }

    /// The latest element of `second` at each element of this sequence.
    public func withLatestFrom<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Source.Element> {
        withLatestFrom(second) { $1 }
    }

    /// Passes elements until `other` emits an element, then completes and releases the
    /// subscription. `other` completing without an element changes nothing.
    public func take<Source: ObservableType>(until other: Source) -> Observable<Element> {
        let source = asObservable()
        let trigger = other.asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = TakeUntilSink<Element, Source.Element>(observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source, trigger))
        }
    }

    /// Shares one upstream subscription among all observers while at least one is subscribed,
    /// replaying the last `replay` elements to newcomers. Like RxSwift's `share`, the shared
    /// connection and the sequence hold each other until the last observer leaves or the
    /// source terminates.
    public func share(replay: Int = 0, scope: SubjectLifetimeScope = .whileConnected) -> Observable<Element> {
        ShareWhileConnected(source: asObservable(), replay: replay)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// Merges the inner sequences.
    public func merge() -> Observable<Element.Element> {
        flatMap { $0 }
    }
}

extension ObservableType {
    /// Merges the elements of `sources`; completes when all have completed.
    public static func merge(_ sources: Observable<Element>...) -> Observable<Element> {
        Observable.from(sources).merge()
    }

    /// Merges the elements of `sources`; completes when all have completed.
    public static func merge(_ sources: [Observable<Element>]) -> Observable<Element> {
        Observable.from(sources).merge()
    }

    /// Combines the latest elements of both sources each time either emits, once both have
    /// emitted; completes when both have completed.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2, resultSelector: @escaping (O1.Element, O2.Element) throws -> Element) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: 2, observer: observer, cancel: cancel) { values in
                try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element)
            }
            return (sink: sink, subscription: sink.run([
                { s1.subscribe(sink.observer(at: 0)) },
                { s2.subscribe(sink.observer(at: 1)) },
            ]))
        }
    }

    /// Combines the latest elements of three sources.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3, resultSelector: @escaping (O1.Element, O2.Element, O3.Element) throws -> Element) -> Observable<Element> {
        let s1 = source1.asObservable(), s2 = source2.asObservable(), s3 = source3.asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = CombineLatestSink<Element>(arity: 3, observer: observer, cancel: cancel) { values in
                try resultSelector(values[0] as! O1.Element, values[1] as! O2.Element, values[2] as! O3.Element)
            }
            return (sink: sink, subscription: sink.run([
                { s1.subscribe(sink.observer(at: 0)) },
                { s2.subscribe(sink.observer(at: 1)) },
                { s3.subscribe(sink.observer(at: 2)) },
            ]))
        }
    }
}

extension Observable {
    /// Pairs the latest elements of both sources.
    public static func combineLatest<O1: ObservableType, O2: ObservableType>(_ source1: O1, _ source2: O2) -> Observable<(O1.Element, O2.Element)> where Element == (O1.Element, O2.Element) {
        combineLatest(source1, source2) { ($0, $1) }
    }

    /// Groups the latest elements of three sources.
    public static func combineLatest<O1: ObservableType, O2: ObservableType, O3: ObservableType>(_ source1: O1, _ source2: O2, _ source3: O3) -> Observable<(O1.Element, O2.Element, O3.Element)> where Element == (O1.Element, O2.Element, O3.Element) {
        combineLatest(source1, source2, source3) { ($0, $1, $2) }
    }
}

/// How long `share` keeps its shared state.
public enum SubjectLifetimeScope {
    /// While at least one observer is subscribed.
    case whileConnected
    /// For the life of the shared sequence (the model treats it like `whileConnected`).
    case forever
}

final class MergeSink<SourceElement, Inner: ObservableConvertibleType>: MultiSink<Inner.Element>, ObserverType {
    typealias Element = SourceElement
    private let selector: (SourceElement) throws -> Inner
    private var active = 0
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(source.subscribe(self))
        return group
    }

    func on(_ event: Event<SourceElement>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let value):
            let inner: Inner
            do { inner = try selector(value) } catch {
                forwardAndDispose(.error(error))
                return
            }
            active += 1
            let slot = SingleAssignmentDisposable()
            guard let key = group.insert(slot) else { return }
            // The inner observer holds this sink strongly, as RxSwift's MergeSinkIter does.
            let innerObserver = ClosureObserver<Inner.Element> { event in
                self.lock.lock(); defer { self.lock.unlock() }
                switch event {
                case .next: self.forwardOn(event)
                case .error: self.forwardAndDispose(event)
                case .completed:
                    self.group.remove(for: key)
                    self.active -= 1
                    if self.stopped && self.active == 0 { self.forwardAndDispose(.completed) }
                }
            }
            slot.setDisposable(inner.asObservable().subscribe(innerObserver))
        case .error(let error):
            forwardAndDispose(.error(error))
        case .completed:
            stopped = true
            if active == 0 { forwardAndDispose(.completed) }
        }
    }
}

final class SwitchSink<SourceElement, Inner: ObservableConvertibleType>: MultiSink<Inner.Element>, ObserverType {
    typealias Element = SourceElement
    private let selector: (SourceElement) throws -> Inner
    private let innerSubscription = SerialDisposable()
    private var latest = 0
    private var hasLatest = false
    private var stopped = false

    init(selector: @escaping (SourceElement) throws -> Inner, observer: AnyObserver<Inner.Element>, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<SourceElement>) -> Disposable {
        _ = group.insert(innerSubscription)
        _ = group.insert(source.subscribe(self))
        return group
    }

    func on(_ event: Event<SourceElement>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let value):
            let inner: Inner
            do { inner = try selector(value) } catch {
                forwardAndDispose(.error(error))
                return
            }
            latest += 1
            let id = latest
            hasLatest = true
            let slot = SingleAssignmentDisposable()
            innerSubscription.disposable = slot
            let innerObserver = ClosureObserver<Inner.Element> { event in
                self.lock.lock(); defer { self.lock.unlock() }
                guard id == self.latest else { return }
                switch event {
                case .next: self.forwardOn(event)
                case .error: self.forwardAndDispose(event)
                case .completed:
                    self.hasLatest = false
                    if self.stopped { self.forwardAndDispose(.completed) }
                }
            }
            slot.setDisposable(inner.asObservable().subscribe(innerObserver))
        case .error(let error):
            forwardAndDispose(.error(error))
        case .completed:
            stopped = true
            if !hasLatest { forwardAndDispose(.completed) }
        }
    }
}

final class CatchSink<Element>: MultiSink<Element>, ObserverType {
    private let handler: (Swift.Error) throws -> Observable<Element>
    /// The source's subscription, then the fallback's once an error switched to it.
    private let current = SerialDisposable()

    init(handler: @escaping (Swift.Error) throws -> Observable<Element>, observer: AnyObserver<Element>, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        _ = group.insert(current)
        let slot = SingleAssignmentDisposable()
        current.disposable = slot
        slot.setDisposable(source.subscribe(self))
        return group
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next: forwardOn(event)
        case .completed: forwardAndDispose(event)
        case .error(let error):
            let fallback: Observable<Element>
            do { fallback = try handler(error) } catch {
                forwardAndDispose(.error(error))
                return
            }
            // Replacing the failed subscription disposes it.
            let slot = SingleAssignmentDisposable()
            current.disposable = slot
            let fallbackObserver = ClosureObserver<Element> { event in
                self.lock.lock(); defer { self.lock.unlock() }
                switch event {
                case .next: self.forwardOn(event)
                case .error, .completed: self.forwardAndDispose(event)
                }
            }
            slot.setDisposable(fallback.subscribe(fallbackObserver))
        }
    }
}

final class RetrySink<Element>: MultiSink<Element>, ObserverType {
    private let source: Observable<Element>
    /// Subscriptions still allowed after the current one; nil: without end.
    private var remaining: Int?
    /// The current attempt's subscription; replacing it disposes the failed one.
    private let current = SerialDisposable()
    private var subscribing = false
    private var again = false

    init(source: Observable<Element>, attempts: Int?, observer: AnyObserver<Element>, cancel: Cancelable) {
        self.source = source
        remaining = attempts.map { max(0, $0 - 1) }
        super.init(observer: observer, cancel: cancel)
    }

    func run() -> Disposable {
        _ = group.insert(current)
        subscribe()
        return group
    }

    private func subscribe() {
        if subscribing {
            again = true
            return
        }
        subscribing = true
        repeat {
            again = false
            let slot = SingleAssignmentDisposable()
            current.disposable = slot
            slot.setDisposable(source.subscribe(self))
        } while again && !isDisposed
        subscribing = false
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        if isDisposed { return }
        switch event {
        case .next: forwardOn(event)
        case .completed: forwardAndDispose(event)
        case .error:
            if let left = remaining {
                guard left > 0 else { return forwardAndDispose(event) }
                remaining = left - 1
            }
            subscribe()
        }
    }
}

final class WithLatestFromSink<First, Second, Result>: MultiSink<Result>, ObserverType {
    typealias Element = First
    private let selector: (First, Second) throws -> Result
    private var latest: Second?

    init(selector: @escaping (First, Second) throws -> Result, observer: AnyObserver<Result>, cancel: Cancelable) {
        self.selector = selector
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ first: Observable<First>, _ second: Observable<Second>) -> Disposable {
        let secondSlot = SingleAssignmentDisposable()
        _ = group.insert(secondSlot)
        let secondObserver = ClosureObserver<Second> { event in
            self.lock.lock(); defer { self.lock.unlock() }
            switch event {
            case .next(let value): self.latest = value
            case .error(let error): self.forwardAndDispose(.error(error))
            case .completed: secondSlot.dispose()
            }
        }
        secondSlot.setDisposable(second.subscribe(secondObserver))
        _ = group.insert(first.subscribe(self))
        return group
    }

    func on(_ event: Event<First>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let value):
            guard let latest = latest else { return }
            do { forwardOn(.next(try selector(value, latest))) } catch { forwardAndDispose(.error(error)) }
        case .error(let error): forwardAndDispose(.error(error))
        case .completed: forwardAndDispose(.completed)
        }
    }
}

final class TakeUntilSink<Element, Other>: MultiSink<Element>, ObserverType {
    func run(_ source: Observable<Element>, _ other: Observable<Other>) -> Disposable {
        let otherSlot = SingleAssignmentDisposable()
        _ = group.insert(otherSlot)
        let otherObserver = ClosureObserver<Other> { event in
            self.lock.lock(); defer { self.lock.unlock() }
            switch event {
            case .next: self.forwardAndDispose(.completed)
            case .error(let error): self.forwardAndDispose(.error(error))
            case .completed: otherSlot.dispose()
            }
        }
        otherSlot.setDisposable(other.subscribe(otherObserver))
        _ = group.insert(source.subscribe(self))
        return group
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        if event.isStopEvent { forwardAndDispose(event) } else { forwardOn(event) }
    }
}

final class CombineLatestSink<Result>: MultiSink<Result> {
    private let arity: Int
    private let selector: ([Any]) throws -> Result
    private var values: [Any?]
    private var done: [Bool]

    init(arity: Int, observer: AnyObserver<Result>, cancel: Cancelable, selector: @escaping ([Any]) throws -> Result) {
        self.arity = arity
        self.selector = selector
        values = Array(repeating: nil, count: arity)
        done = Array(repeating: false, count: arity)
        super.init(observer: observer, cancel: cancel)
    }

    /// The observer of source `index`; it holds this sink strongly.
    func observer<E>(at index: Int) -> ClosureObserver<E> {
        ClosureObserver<E> { event in
            self.lock.lock(); defer { self.lock.unlock() }
            switch event {
            case .next(let value):
                self.values[index] = value
                let all = self.values.compactMap { $0 }
                guard all.count == self.arity else { return }
                do { self.forwardOn(.next(try self.selector(all))) } catch { self.forwardAndDispose(.error(error)) }
            case .error(let error): self.forwardAndDispose(.error(error))
            case .completed:
                self.done[index] = true
                if self.done.allSatisfy({ $0 }) { self.forwardAndDispose(.completed) }
            }
        }
    }

    func run(_ subscribers: [() -> Disposable]) -> Disposable {
        for subscribe in subscribers {
            let slot = SingleAssignmentDisposable()
            _ = group.insert(slot)
            slot.setDisposable(subscribe())
        }
        return group
    }
}

// MARK: - Sharing

final class ShareWhileConnected<Element>: Observable<Element> {
    let source: Observable<Element>
    let replay: Int
    let lock = NSRecursiveLock()
    /// The live connection. It holds this sequence back (`parent`): the two keep each other
    /// alive until the last observer leaves or the source terminates.
    var connection: ShareConnection<Element>?

    init(source: Observable<Element>, replay: Int) {
        self.source = source
        self.replay = replay
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        let connection: ShareConnection<Element>
        if let existing = self.connection {
            connection = existing
        } else {
            connection = ShareConnection(parent: self)
            self.connection = connection
        }
        let disposable = connection.subscribe(observer)
        lock.unlock()
        return disposable
    }
}

final class ShareConnection<Element>: ObserverType, SynchronizedUnsubscribeType {
    private let parent: ShareWhileConnected<Element>
    private var observers = ObserverBag<Element>()
    private var buffer: [Element] = []
    private let subscription = SingleAssignmentDisposable()
    private var connected = false

    init(parent: ShareWhileConnected<Element>) {
        self.parent = parent
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let key = observers.insert(observer.on)
        for element in buffer { observer.on(.next(element)) }
        if !connected {
            connected = true
            subscription.setDisposable(parent.source.subscribe(self))
        }
        // Weak like every subject subscription: the connection is kept by `parent`.
        return SubscriptionDisposable(owner: self, key: key)
    }

    func on(_ event: Event<Element>) {
        parent.lock.lock()
        switch event {
        case .next(let value):
            if parent.replay > 0 {
                buffer.append(value)
                if buffer.count > parent.replay { buffer.removeFirst() }
            }
            let targets = observers
            parent.lock.unlock()
            targets.dispatch(event)
        case .error, .completed:
            let targets = observers
            observers.removeAll()
            if parent.connection === self { parent.connection = nil }
            parent.lock.unlock()
            targets.dispatch(event)
            subscription.dispose()
        }
    }

    func synchronizedUnsubscribe(_ key: Int) {
        parent.lock.lock()
        let removed = observers.remove(key)
        let last = removed != nil && observers.count == 0
        if last, parent.connection === self { parent.connection = nil }
        parent.lock.unlock()
        if last { subscription.dispose() }
    }
}

// MARK: - Time

extension ObservableType {
    /// Delivers every event on `scheduler`. Each pending delivery is a scheduled action that
    /// holds the sink until it runs.
    public func observe(on scheduler: ImmediateSchedulerType) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = ObserveOnSink<Element>(scheduler: scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source))
        }
    }

    /// Emits an element only after `dueTime` passes without another one; on completion emits
    /// the pending element at once.
    public func debounce(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = DebounceSink<Element>(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source))
        }
    }

    /// Delivers every element and the completion `dueTime` later (an error at once).
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        let source = asObservable()
        return OperatorProducer<Element> { observer, cancel in
            let sink = DelaySink<Element>(dueTime: dueTime, scheduler: scheduler, observer: observer, cancel: cancel)
            return (sink: sink, subscription: sink.run(source))
        }
    }
}

final class ObserveOnSink<Element>: MultiSink<Element>, ObserverType {
    private let scheduler: ImmediateSchedulerType
    private var queue: [Event<Element>] = []
    private var scheduled = false

    init(scheduler: ImmediateSchedulerType, observer: AnyObserver<Element>, cancel: Cancelable) {
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        _ = group.insert(source.subscribe(self))
        return group
    }

    func on(_ event: Event<Element>) {
        lock.lock()
        queue.append(event)
        let mustSchedule = !scheduled
        scheduled = true
        lock.unlock()
        if mustSchedule {
            let action = scheduler.schedule(self) { sink in
                sink.drain()
                return Disposables.create()
            }
            _ = group.insert(action)
        }
    }

    private func drain() {
        while true {
            lock.lock()
            if queue.isEmpty {
                scheduled = false
                lock.unlock()
                return
            }
            let event = queue.removeFirst()
            lock.unlock()
            if event.isStopEvent {
                forwardAndDispose(event)
                return
            }
            forwardOn(event)
        }
    }
}

final class DebounceSink<Element>: MultiSink<Element>, ObserverType {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType
    private let timer = SerialDisposable()
    private var pending: Element?
    private var id = 0

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        _ = group.insert(timer)
        _ = group.insert(source.subscribe(self))
        return group
    }

    func on(_ event: Event<Element>) {
        lock.lock(); defer { lock.unlock() }
        switch event {
        case .next(let value):
            id += 1
            let current = id
            pending = value
            timer.disposable = scheduler.scheduleRelative(current, dueTime: dueTime) { fired in
                self.fire(fired)
                return Disposables.create()
            }
        case .error:
            pending = nil
            forwardAndDispose(event)
        case .completed:
            if let value = pending {
                pending = nil
                forwardOn(.next(value))
            }
            forwardAndDispose(.completed)
        }
    }

    private func fire(_ fired: Int) {
        lock.lock(); defer { lock.unlock() }
        guard fired == id, let value = pending else { return }
        pending = nil
        forwardOn(.next(value))
    }
}

final class DelaySink<Element>: MultiSink<Element>, ObserverType {
    private let dueTime: RxTimeInterval
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, scheduler: SchedulerType, observer: AnyObserver<Element>, cancel: Cancelable) {
        self.dueTime = dueTime
        self.scheduler = scheduler
        super.init(observer: observer, cancel: cancel)
    }

    func run(_ source: Observable<Element>) -> Disposable {
        _ = group.insert(source.subscribe(self))
        return group
    }

    func on(_ event: Event<Element>) {
        if case .error = event {
            forwardAndDispose(event)
            return
        }
        let slot = SingleAssignmentDisposable()
        guard let key = group.insert(slot) else { return }
        slot.setDisposable(scheduler.scheduleRelative(event, dueTime: dueTime) { event in
            self.group.remove(for: key)
            if event.isStopEvent { self.forwardAndDispose(event) } else { self.forwardOn(event) }
            return Disposables.create()
        })
    }
}
