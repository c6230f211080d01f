import Foundation

/// Something that is both an observable and an observer.
public protocol SubjectType: ObservableType {
    /// The observer side's element type.
    associatedtype Observer: ObserverType
    /// The observer side.
    func asObserver() -> Observer
}

/// What a subject's subscription disposable calls back.
protocol SynchronizedUnsubscribeType: AnyObject {
    func synchronizedUnsubscribe(_ key: Int)
}

/// The disposable a subject returns. Like RxSwift's it holds the subject weakly: a subscription
/// made directly on a subject is kept by the subject alone (fact 2), and disposing it after the
/// subject is gone does nothing.
struct SubscriptionDisposable<Owner: SynchronizedUnsubscribeType>: Disposable {
    private let key: Int
    private weak var owner: Owner?

    init(owner: Owner, key: Int) {
        self.owner = owner
        self.key = key
    }

    func dispose() { owner?.synchronizedUnsubscribe(key) }
}

/// The observer list every subject keeps: it holds each observer strongly until the
/// observer's subscription is disposed or the subject stops or is deallocated.
struct ObserverBag<Element> {
    private var nextKey = 0
    private(set) var entries: [(key: Int, on: (Event<Element>) -> Void)] = []

    mutating func insert(_ on: @escaping (Event<Element>) -> Void) -> Int {
        let key = nextKey
        nextKey += 1
        entries.append((key, on))
        return key
    }

    mutating func remove(_ key: Int) -> ((Event<Element>) -> Void)? {
        guard let index = entries.firstIndex(where: { $0.key == key }) else { return nil }
        return entries.remove(at: index).on
    }

    mutating func removeAll() { entries.removeAll() }

    var count: Int { entries.count }

    func dispatch(_ event: Event<Element>) {
        for entry in entries { entry.on(event) }
    }
}

/// Shared machinery of the three subjects: an observer list, a stop event, a lock.
public class SubjectBase<Element>: Observable<Element>, SynchronizedUnsubscribeType {
    let lock = NSRecursiveLock()
    var observers = ObserverBag<Element>()
    var stoppedEvent: Event<Element>?
    var disposed = false

    /// Whether anyone is subscribed.
    public var hasObservers: Bool {
        lock.lock(); defer { lock.unlock() }
        return observers.count > 0
    }

    /// Whether `dispose()` was called.
    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    func synchronizedUnsubscribe(_ key: Int) {
        lock.lock()
        let removed = observers.remove(key)
        lock.unlock()
        // Release the observer (and what it holds) outside the lock.
        _ = removed
    }

    /// Records a stop event and releases every observer after delivering it (RxSwift's subjects
    /// empty their observer list on completion or error).
    func stop(with event: Event<Element>) -> ObserverBag<Element>? {
        if stoppedEvent != nil || disposed { return nil }
        stoppedEvent = event
        let current = observers
        observers.removeAll()
        return current
    }

    /// Unsubscribes everyone and refuses later subscriptions.
    public func dispose() {
        lock.lock()
        disposed = true
        observers.removeAll()
        stoppedEvent = nil
        lock.unlock()
    }
}

/// Broadcasts events to the observers subscribed at the time. It holds every observer until
/// that observer's subscription is disposed or the subject completes.
public final class PublishSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
    public typealias Observer = PublishSubject<Element>

    /// A subject with no observers.
    public override init() { super.init() }

    public func on(_ event: Event<Element>) {
        lock.lock()
        let targets: ObserverBag<Element>?
        switch event {
        case .next:
            targets = (stoppedEvent == nil && !disposed) ? observers : nil
        case .error, .completed:
            targets = stop(with: event)
        }
        lock.unlock()
        targets?.dispatch(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if let stopped = stoppedEvent {
            lock.unlock()
            observer.on(stopped)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        lock.unlock()
        return SubscriptionDisposable(owner: self, key: key)
    }

    public func asObserver() -> PublishSubject<Element> { self }
}

/// Holds a current value, sends it to each new observer, then broadcasts later events.
public final class BehaviorSubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
    public typealias Observer = BehaviorSubject<Element>

    private var element: Element

    /// A subject whose current value is `value`.
    public init(value: Element) {
        self.element = value
        super.init()
    }

    /// The current value; throws once the subject failed or was disposed.
    public func value() throws -> Element {
        lock.lock(); defer { lock.unlock() }
        if disposed { throw RxError.disposed(object: self) }
        if let error = stoppedEvent?.error { throw error }
        return element
    }

    public func on(_ event: Event<Element>) {
        lock.lock()
        let targets: ObserverBag<Element>?
        switch event {
        case .next(let value):
            if stoppedEvent == nil && !disposed {
                element = value
                targets = observers
            } else {
                targets = nil
            }
        case .error, .completed:
            targets = stop(with: event)
        }
        lock.unlock()
        targets?.dispatch(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if let stopped = stoppedEvent {
            lock.unlock()
            observer.on(stopped)
            return Disposables.create()
        }
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        // Like RxSwift: the observer is registered before it gets the current value, so an
        // operator that completes on that value (take(1)) unsubscribes it again right away.
        let key = observers.insert(observer.on)
        let current = element
        lock.unlock()
        observer.on(.next(current))
        return SubscriptionDisposable(owner: self, key: key)
    }

    public func asObserver() -> BehaviorSubject<Element> { self }
}

/// Replays up to `bufferSize` past elements to each new observer, then broadcasts.
public final class ReplaySubject<Element>: SubjectBase<Element>, SubjectType, ObserverType {
    public typealias Observer = ReplaySubject<Element>

    private let bufferSize: Int
    private var buffer: [Element] = []

    private init(bufferSize: Int) {
        self.bufferSize = bufferSize
        super.init()
    }

    /// A subject replaying the last `bufferSize` elements.
    public static func create(bufferSize: Int) -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: bufferSize)
    }

    /// A subject replaying every element.
    public static func createUnbounded() -> ReplaySubject<Element> {
        ReplaySubject(bufferSize: Int.max)
    }

    public func on(_ event: Event<Element>) {
        lock.lock()
        let targets: ObserverBag<Element>?
        switch event {
        case .next(let value):
            if stoppedEvent == nil && !disposed {
                buffer.append(value)
                if buffer.count > bufferSize { buffer.removeFirst() }
                targets = observers
            } else {
                targets = nil
            }
        case .error, .completed:
            targets = stop(with: event)
        }
        lock.unlock()
        targets?.dispatch(event)
    }

    public override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        lock.lock()
        if disposed {
            lock.unlock()
            observer.on(.error(RxError.disposed(object: self)))
            return Disposables.create()
        }
        let replay = buffer
        if let stopped = stoppedEvent {
            lock.unlock()
            replay.forEach { observer.on(.next($0)) }
            observer.on(stopped)
            return Disposables.create()
        }
        let key = observers.insert(observer.on)
        lock.unlock()
        replay.forEach { observer.on(.next($0)) }
        return SubscriptionDisposable(owner: self, key: key)
    }

    public func asObserver() -> ReplaySubject<Element> { self }
}

/// Errors the model raises itself.
public enum RxError: Swift.Error, CustomDebugStringConvertible {
    /// A sequence was used after being disposed.
    case disposed(object: AnyObject)
    /// A sequence had no element where one was required.
    case noElements
    /// A sequence had more than one element where one was required.
    case moreThanOneElement
    /// An operation timed out.
    case timeout
    /// An unknown error.
    case unknown

    public var debugDescription: String {
        switch self {
        case .disposed(let object): return "Object `\(object)` was already disposed."
        case .noElements: return "Sequence doesn't contain any elements."
        case .moreThanOneElement: return "Sequence contains more than one element."
        case .timeout: return "Sequence timeout."
        case .unknown: return "Unknown error occurred."
        }
    }
}

// MARK: - Relays

/// A `PublishSubject` that cannot fail or complete; `accept` sends an element. Subscribing to
/// it subscribes to the subject inside, so it holds its observers like the subject does and,
/// never completing, only lets them go when their subscription is disposed or it is
/// deallocated.
public final class PublishRelay<Element>: ObservableType {
    private let subject = PublishSubject<Element>()

    /// A relay with no observers.
    public init() { Resources.incrementTotal() }

    deinit { Resources.decrementTotal() }

    /// Sends `event` to the current observers.
    public func accept(_ event: Element) { subject.onNext(event) }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The subject inside, as an observable (so operators subscribe to the subject directly).
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

/// A `BehaviorSubject` that cannot fail or complete: it holds a current `value`.
public final class BehaviorRelay<Element>: ObservableType {
    private let subject: BehaviorSubject<Element>

    /// A relay whose current value is `value`.
    public init(value: Element) {
        subject = BehaviorSubject(value: value)
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// Sets the current value and sends it to the observers.
    public func accept(_ event: Element) { subject.onNext(event) }

    /// The current value.
    public var value: Element {
        // A relay's subject never fails or completes, so `value()` cannot throw here.
        (try? subject.value())!
    }

    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        subject.subscribe(observer)
    }

    /// The subject inside, as an observable.
    public func asObservable() -> Observable<Element> { subject.asObservable() }
}

extension ObservableType {
    /// Accepts every element into the relays; the relays are held strongly by the
    /// subscription, the object that owns them is not (fact 8).
    public func bind(to relays: PublishRelay<Element>...) -> Disposable {
        subscribe { event in
            if case .next(let value) = event { relays.forEach { $0.accept(value) } }
        }
    }

    /// Accepts every element into the relays of optional type.
    public func bind(to relays: PublishRelay<Element?>...) -> Disposable {
        subscribe { event in
            if case .next(let value) = event { relays.forEach { $0.accept(value) } }
        }
    }

    /// Accepts every element into the relays; the relays are held strongly by the
    /// subscription, the object that owns them is not (fact 8).
    public func bind(to relays: BehaviorRelay<Element>...) -> Disposable {
        subscribe { event in
            if case .next(let value) = event { relays.forEach { $0.accept(value) } }
        }
    }

    /// Accepts every element into the relays of optional type.
    public func bind(to relays: BehaviorRelay<Element?>...) -> Disposable {
        subscribe { event in
            if case .next(let value) = event { relays.forEach { $0.accept(value) } }
        }
    }
}
