import Foundation

/// Something that can be turned into an `Observable`.
public protocol ObservableConvertibleType {
    /// The type of the elements.
    associatedtype Element
    /// This sequence as an `Observable`.
    func asObservable() -> Observable<Element>
}

/// A push-based sequence of events.
public protocol ObservableType: ObservableConvertibleType {
    /// Starts delivering events to `observer`; the returned disposable ends the subscription.
    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element
}

extension ObservableType {
    /// Wraps a non-`Observable` sequence (a relay) in an observable that subscribes to it.
    public func asObservable() -> Observable<Element> {
        Observable.create { observer in self.subscribe(observer) }
    }
}

/// The base class of every observable sequence of the model. Counted in `Resources.total`.
open class Observable<Element>: ObservableType {
    init() { Resources.incrementTotal() }

    deinit { Resources.decrementTotal() }

    /// Overridden by every concrete sequence.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("Abstract method")
    }

    /// Itself.
    public func asObservable() -> Observable<Element> { self }
}

/// The base of most operators, mirroring RxSwift's `Producer`.
///
/// `subscribe` creates a `SinkDisposer`, asks `run` for a sink (which holds the observer and the
/// disposer) and the upstream subscription, and hands both to the disposer, which holds them.
/// The sink and the disposer hold each other: the subscription stays alive, whether or not
/// anyone keeps the returned disposable, until the sink sees a terminal event (it then disposes
/// the disposer) or someone calls `dispose()` on the returned disposer (reference 000, 002).
///
/// Unlike RxSwift, the model does not trampoline nested subscriptions through a
/// `CurrentThreadScheduler`; that changes the order of some synchronous events, never who
/// holds whom.
class Producer<Element>: Observable<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let disposer = SinkDisposer()
        let sinkAndSubscription = run(observer, cancel: disposer)
        disposer.setSinkAndSubscription(sink: sinkAndSubscription.sink, subscription: sinkAndSubscription.subscription)
        return disposer
    }

    /// Creates the sink and subscribes it upstream.
    func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        fatalError("Abstract method")
    }
}

/// Holds a subscription's sink and upstream subscription; what `Producer.subscribe` returns.
///
/// It holds both strongly until disposed, then disposes and drops them. If the sink disposes
/// it before they are set (a source that completes during `run`), it disposes them as soon as
/// they arrive, so a synchronously completing subscription leaves nothing behind.
final class SinkDisposer: Cancelable {
    private let lock = NSLock()
    private var disposed = false
    private var sink: Disposable?
    private var subscription: Disposable?

    init() { Resources.incrementTotal() }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    func setSinkAndSubscription(sink: Disposable, subscription: Disposable) {
        lock.lock()
        if disposed {
            lock.unlock()
            sink.dispose()
            subscription.dispose()
            return
        }
        self.sink = sink
        self.subscription = subscription
        lock.unlock()
    }

    func dispose() {
        lock.lock()
        if disposed { lock.unlock(); return }
        disposed = true
        let sink = self.sink, subscription = self.subscription
        self.sink = nil
        self.subscription = nil
        lock.unlock()
        sink?.dispose()
        subscription?.dispose()
    }
}

/// The per-subscription state of an operator, mirroring RxSwift's `Sink`: it holds the
/// downstream observer and the `SinkDisposer` (`cancel`) for its whole life, and operator
/// sinks also hold their producer (`parent`) and with it the operator's closures.
class Sink<Observer: ObserverType>: Disposable {
    let observer: Observer
    let cancel: Cancelable
    private let disposedFlag = AtomicFlag()

    init(observer: Observer, cancel: Cancelable) {
        self.observer = observer
        self.cancel = cancel
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Forwards an event downstream unless this sink is disposed.
    final func forwardOn(_ event: Event<Observer.Element>) {
        if disposedFlag.isSet { return }
        observer.on(event)
    }

    /// Forwards a terminal event and ends the subscription (breaks the cycle).
    final func forwardAndDispose(_ event: Event<Observer.Element>) {
        forwardOn(event)
        dispose()
    }

    final var isDisposed: Bool { disposedFlag.isSet }

    func dispose() {
        _ = disposedFlag.testAndSet()
        cancel.dispose()
    }
}

/// An observer that forwards to a closure, used by operators for their inner subscriptions.
/// It holds the closure (and so the sink the closure captures) strongly, as RxSwift's inner
/// observers hold their parent sink.
final class ClosureObserver<Element>: ObserverType {
    private let handler: (Event<Element>) -> Void

    init(_ handler: @escaping (Event<Element>) -> Void) {
        self.handler = handler
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    func on(_ event: Event<Element>) { handler(event) }
}

// MARK: - Subscribing

extension ObservableType {
    /// Subscribes an event handler. The handler is kept by the subscription until it ends.
    public func subscribe(_ on: @escaping (Event<Element>) -> Void) -> Disposable {
        let observer = AnonymousObserver<Element> { event in on(event) }
        return asObservable().subscribe(observer)
    }

    /// Subscribes element, error, completion and disposal handlers.
    ///
    /// Mirrors RxSwift: `onDisposed` goes into an `AnonymousDisposable`; the other handlers go
    /// into an `AnonymousObserver` whose handler also captures that disposable and disposes it
    /// on a terminal event. The result holds the upstream subscription and the `onDisposed`
    /// disposable, so `onDisposed` (and what it captures) lives as long as whoever keeps the
    /// result — even when the source, like `never()`, dropped the observer (DESIGN fact 4).
    public func subscribe(
        onNext: ((Element) -> Void)? = nil,
        onError: ((Swift.Error) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        onDisposed: (() -> Void)? = nil
    ) -> Disposable {
        let disposable: Disposable
        if let onDisposed = onDisposed {
            disposable = Disposables.create(with: onDisposed)
        } else {
            disposable = Disposables.create()
        }
        let observer = AnonymousObserver<Element> { event in
            switch event {
            case .next(let value):
                onNext?(value)
            case .error(let error):
                onError?(error)
                disposable.dispose()
            case .completed:
                onCompleted?()
                disposable.dispose()
            }
        }
        return Disposables.create(asObservable().subscribe(observer), disposable)
    }

    /// Subscribes handlers that receive `object` unretained: each handler is wrapped in a
    /// closure holding `object` weakly and is skipped once `object` is gone.
    public func subscribe<Object: AnyObject>(
        with object: Object,
        onNext: ((Object, Element) -> Void)? = nil,
        onError: ((Object, Swift.Error) -> Void)? = nil,
        onCompleted: ((Object) -> Void)? = nil,
        onDisposed: ((Object) -> Void)? = nil
    ) -> Disposable {
        subscribe(
            onNext: { [weak object] value in
                guard let object = object else { return }
                onNext?(object, value)
            },
            onError: { [weak object] error in
                guard let object = object else { return }
                onError?(object, error)
            },
            onCompleted: { [weak object] in
                guard let object = object else { return }
                onCompleted?(object)
            },
            onDisposed: { [weak object] in
                guard let object = object else { return }
                onDisposed?(object)
            }
        )
    }

    /// Subscribes an element handler; an error is a programming mistake in a binding.
    public func bind(onNext: @escaping (Element) -> Void) -> Disposable {
        subscribe(onNext: onNext, onError: { error in
            assertionFailure("Binding error: \(error)")
        })
    }

    /// `bind(onNext:)` with `object` handed to the handler unretained, as `subscribe(with:)` does.
    public func bind<Object: AnyObject>(with object: Object, onNext: @escaping (Object, Element) -> Void) -> Disposable {
        bind(onNext: { [weak object] value in
            guard let object = object else { return }
            onNext(object, value)
        })
    }

    /// Forwards every event to the observers, which are held strongly by the subscription.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element {
        subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Forwards every event to observers of the optional type.
    public func bind<Observer: ObserverType>(to observers: Observer...) -> Disposable where Observer.Element == Element? {
        map { $0 as Element? }.subscribe { event in observers.forEach { $0.on(event) } }
    }

    /// Calls `binder` with this sequence and returns its result.
    public func bind<Result>(to binder: (Self) -> Result) -> Result {
        binder(self)
    }
}
