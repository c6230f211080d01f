import Foundation

/// An observable with a restricted shape (`Single`, `Maybe`, `Completable`), as in RxSwift: a
/// value wrapping an `Observable`, so its ownership is the wrapped observable's.
public struct PrimitiveSequence<Trait, Element> {
    let source: Observable<Element>

    init(raw: Observable<Element>) { source = raw }

    /// The wrapped observable.
    public func asObservable() -> Observable<Element> { source }
}

/// Marks a `Single`: exactly one element, or an error.
public enum SingleTrait {}
/// Marks a `Maybe`: at most one element, or an error.
public enum MaybeTrait {}
/// Marks a `Completable`: completion or an error, no element.
public enum CompletableTrait {}

/// One element, or an error.
public typealias Single<Element> = PrimitiveSequence<SingleTrait, Element>
/// At most one element, or an error.
public typealias Maybe<Element> = PrimitiveSequence<MaybeTrait, Element>
/// Completion or an error.
public typealias Completable = PrimitiveSequence<CompletableTrait, Swift.Never>

/// What a `Single` delivers.
public typealias SingleEvent<Element> = Result<Element, Swift.Error>

/// What a `Maybe` delivers.
public enum MaybeEvent<Element> {
    /// One element; the sequence ends.
    case success(Element)
    /// An error.
    case error(Swift.Error)
    /// No element.
    case completed
}

/// What a `Completable` delivers.
public enum CompletableEvent {
    /// An error.
    case error(Swift.Error)
    /// Completion.
    case completed
}

extension PrimitiveSequence {
    /// A sequence of the same kind that sends `error`.
    public static func error(_ error: Swift.Error) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.error(error))
    }

    /// A sequence of the same kind that never sends anything and keeps no observer.
    public static func never() -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: Observable.never())
    }

    /// Delivers the result on `scheduler` after `dueTime`.
    public func delay(_ dueTime: RxTimeInterval, scheduler: SchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.delay(dueTime, scheduler: scheduler))
    }

    /// Delivers the result on `scheduler`.
    public func observe(on scheduler: ImmediateSchedulerType) -> PrimitiveSequence<Trait, Element> {
        PrimitiveSequence(raw: source.observe(on: scheduler))
    }
}

// MARK: - Single

extension PrimitiveSequence where Trait == SingleTrait {
    /// The callback a `Single.create` closure is given.
    public typealias SingleObserver = (SingleEvent<Element>) -> Void

    /// A single whose subscription runs `subscribe`.
    public static func create(subscribe: @escaping (@escaping SingleObserver) -> Disposable) -> Single<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .failure(let error):
                    observer.on(.error(error))
                }
            }
        }
        return Single(raw: source)
    }

    /// A single of `element`, delivered during `subscribe`.
    public static func just(_ element: Element) -> Single<Element> {
        Single(raw: Observable.just(element))
    }

    /// A single built anew for each subscription.
    public static func deferred(_ factory: @escaping () throws -> Single<Element>) -> Single<Element> {
        Single(raw: Observable.deferred { try factory().asObservable() })
    }

    /// Transforms the element.
    public func map<Result>(_ transform: @escaping (Element) throws -> Result) -> Single<Result> {
        Single(raw: source.map(transform))
    }

    /// Continues with the single the element maps to.
    public func flatMap<Result>(_ selector: @escaping (Element) throws -> Single<Result>) -> Single<Result> {
        Single(raw: source.flatMap { try selector($0).asObservable() })
    }

    /// Side effects around the result.
    public func `do`(onSuccess: ((Element) throws -> Void)? = nil, onError: ((Swift.Error) throws -> Void)? = nil, onDispose: (() -> Void)? = nil) -> Single<Element> {
        Single(raw: source.do(onNext: onSuccess, onError: onError, onDispose: onDispose))
    }

    /// Subscribes an event callback.
    public func subscribe(_ observer: @escaping (SingleEvent<Element>) -> Void) -> Disposable {
        var stopped = false
        return source.subscribe { event in
            if stopped { return }
            switch event {
            case .next(let element):
                stopped = true
                observer(.success(element))
            case .error(let error):
                stopped = true
                observer(.failure(error))
            case .completed:
                break
            }
        }
    }

    /// Subscribes success, failure and disposal handlers; `onDisposed` is kept by the returned
    /// disposable, the other handlers by the subscription, as for observables.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onFailure: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let observer: SingleObserver = { event in
            switch event {
            case .success(let element):
                onSuccess?(element)
                disposable.dispose()
            case .failure(let error):
                onFailure?(error)
                disposable.dispose()
            }
        }
        return Disposables.create(subscribe(observer), disposable)
    }

    /// Subscribes handlers that receive `object` unretained.
    public func subscribe<Object: AnyObject>(with object: Object, onSuccess: ((Object, Element) -> Void)? = nil, onFailure: ((Object, Swift.Error) -> Void)? = nil, onDisposed: ((Object) -> Void)? = nil) -> Disposable {
        subscribe(
            onSuccess: { [weak object] value in
                guard let object = object else { return }
                onSuccess?(object, value)
            },
            onFailure: { [weak object] error in
                guard let object = object else { return }
                onFailure?(object, error)
            },
            onDisposed: { [weak object] in
                guard let object = object else { return }
                onDisposed?(object)
            }
        )
    }
}

extension ObservableType {
    /// This sequence as a `Single`: its only element, or an error if it has none or several.
    public func asSingle() -> Single<Element> {
        let source = asObservable()
        let raw = OperatorProducer<Element> { observer, cancel in
            let sink = OperatorSink<Element, Element>(handler: makeAsSingleHandler(), observer: observer, cancel: cancel)
            return (sink: sink, subscription: source.subscribe(sink))
        }
        return Single(raw: raw)
    }
}

private func makeAsSingleHandler<Element>() -> OperatorSink<Element, Element>.Handler {
    var element: Element?
    return { sink, event in
        switch event {
        case .next(let value):
            if element != nil {
                sink.forwardAndDispose(.error(RxError.moreThanOneElement))
                return
            }
            element = value
        case .error(let error): sink.forwardAndDispose(.error(error))
        case .completed:
            if let value = element {
                sink.forwardOn(.next(value))
                sink.forwardAndDispose(.completed)
            } else {
                sink.forwardAndDispose(.error(RxError.noElements))
            }
        }
    }
}

// MARK: - Maybe

extension PrimitiveSequence where Trait == MaybeTrait {
    /// The callback a `Maybe.create` closure is given.
    public typealias MaybeObserver = (MaybeEvent<Element>) -> Void

    /// A maybe whose subscription runs `subscribe`.
    public static func create(subscribe: @escaping (@escaping MaybeObserver) -> Disposable) -> Maybe<Element> {
        let source = Observable<Element>.create { observer in
            subscribe { event in
                switch event {
                case .success(let element):
                    observer.on(.next(element))
                    observer.on(.completed)
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return Maybe(raw: source)
    }

    /// A maybe of `element`.
    public static func just(_ element: Element) -> Maybe<Element> { Maybe(raw: Observable.just(element)) }

    /// A maybe with no element.
    public static func empty() -> Maybe<Element> { Maybe(raw: Observable.empty()) }

    /// Subscribes success, error, completion and disposal handlers.
    public func subscribe(onSuccess: ((Element) -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onCompleted: (() -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        var stopped = false
        let subscription = source.subscribe { event in
            if stopped { return }
            switch event {
            case .next(let element):
                stopped = true
                onSuccess?(element)
                disposable.dispose()
            case .error(let error):
                stopped = true
                onError?(error)
                disposable.dispose()
            case .completed:
                stopped = true
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(subscription, disposable)
    }
}

// MARK: - Completable

extension PrimitiveSequence where Trait == CompletableTrait, Element == Swift.Never {
    /// The callback a `Completable.create` closure is given.
    public typealias CompletableObserver = (CompletableEvent) -> Void

    /// A completable whose subscription runs `subscribe`.
    public static func create(subscribe: @escaping (@escaping CompletableObserver) -> Disposable) -> Completable {
        let source = Observable<Swift.Never>.create { observer in
            subscribe { event in
                switch event {
                case .error(let error): observer.on(.error(error))
                case .completed: observer.on(.completed)
                }
            }
        }
        return Completable(raw: source)
    }

    /// A completable that completes during `subscribe`.
    public static func empty() -> Completable { Completable(raw: Observable.empty()) }

    /// Subscribes completion, error and disposal handlers.
    public func subscribe(onCompleted: (() -> Void)? = nil, onError: ((Swift.Error) -> Void)? = nil, onDisposed: (() -> Void)? = nil) -> Disposable {
        let disposable: Disposable = onDisposed.map { Disposables.create(with: $0) } ?? Disposables.create()
        let subscription = source.subscribe { event in
            switch event {
            case .next: break
            case .error(let error):
                onError?(error)
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(subscription, disposable)
    }
}

// MARK: - Binder

/// An observer that applies each element to a target it holds weakly, on a scheduler (the
/// main scheduler by default). Binding to it never keeps the target alive (fact 8); once the
/// target is gone, elements are dropped.
public struct Binder<Value>: ObserverType {
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// A binder applying `binding` to `target`, which it holds weakly.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        self.binding = { [weak target] event in
            switch event {
            case .next(let element):
                _ = scheduler.schedule(element) { element in
                    if let target { binding(target, element) }
                    return Disposables.create()
                }
            case .error(let error):
                assertionFailure("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    public func on(_ event: Event<Value>) { binding(event) }

    /// Itself, type-erased.
    public func asObserver() -> AnyObserver<Value> { AnyObserver(eventHandler: on) }
}
