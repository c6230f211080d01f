import Foundation

extension ObservableType {
    /// A sequence of one element, then completion, delivered during `subscribe`. Like
    /// RxSwift's `Just` it creates no sink: nothing outlives the `subscribe` call (fact 1).
    public static func just(_ element: Element) -> Observable<Element> {
        Just(element)
    }

    /// The given elements, then completion, delivered synchronously.
    public static func of(_ elements: Element...) -> Observable<Element> {
        ObservableSequence(elements)
    }

    /// The elements of an array, then completion, delivered synchronously.
    public static func from(_ array: [Element]) -> Observable<Element> {
        ObservableSequence(array)
    }

    /// The elements of a sequence, then completion, delivered synchronously.
    public static func from<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Element {
        ObservableSequence(Array(sequence))
    }

    /// Completion only, delivered during `subscribe`.
    public static func empty() -> Observable<Element> { Empty() }

    /// A sequence that never sends anything. Like RxSwift's `NeverProducer` it does not keep
    /// the observer: subscribing directly to it leaves nothing alive but the returned
    /// disposable (fact 4).
    public static func never() -> Observable<Element> { NeverObservable() }

    /// An error, delivered during `subscribe`.
    public static func error(_ error: Swift.Error) -> Observable<Element> { ErrorProducer(error) }

    /// A sequence whose subscription runs `subscribe`. Its sink holds the observer given to
    /// the closure, so whoever keeps that observer (a scheduled action, a callback) keeps the
    /// subscription alive until it sends a terminal event or is disposed.
    public static func create(_ subscribe: @escaping (AnyObserver<Element>) -> Disposable) -> Observable<Element> {
        AnonymousObservable(subscribe)
    }

    /// A sequence built by `observableFactory` anew for each subscription.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory)
    }
}

final class Just<Element>: Producer<Element> {
    private let element: Element

    init(_ element: Element) { self.element = element }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

final class Empty<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.completed)
        return Disposables.create()
    }
}

final class ErrorProducer<Element>: Producer<Element> {
    private let error: Swift.Error

    init(_ error: Swift.Error) { self.error = error }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        observer.on(.error(error))
        return Disposables.create()
    }
}

final class NeverObservable<Element>: Producer<Element> {
    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        Disposables.create()
    }
}

final class ObservableSequence<Element>: Producer<Element> {
    let elements: [Element]

    init(_ elements: [Element]) { self.elements = elements }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ObservableSequenceSink(parent: self, observer: observer, cancel: cancel)
        sink.run()
        return (sink: sink, subscription: Disposables.create())
    }
}

final class ObservableSequenceSink<Observer: ObserverType>: Sink<Observer> {
    private let parent: ObservableSequence<Observer.Element>

    init(parent: ObservableSequence<Observer.Element>, observer: Observer, cancel: Cancelable) {
        self.parent = parent
        super.init(observer: observer, cancel: cancel)
    }

    func run() {
        for element in parent.elements {
            if isDisposed { return }
            forwardOn(.next(element))
        }
        forwardAndDispose(.completed)
    }
}

final class AnonymousObservable<Element>: Producer<Element> {
    typealias SubscribeHandler = (AnyObserver<Element>) -> Disposable
    let subscribeHandler: SubscribeHandler

    init(_ subscribeHandler: @escaping SubscribeHandler) { self.subscribeHandler = subscribeHandler }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = AnonymousObservableSink(observer: observer, cancel: cancel)
        let subscription = sink.run(self)
        return (sink: sink, subscription: subscription)
    }
}

final class AnonymousObservableSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element
    private let stopped = AtomicFlag()

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.isSet { return }
            forwardOn(event)
        case .error, .completed:
            if !stopped.testAndSet() { forwardAndDispose(event) }
        }
    }

    func run(_ parent: AnonymousObservable<Element>) -> Disposable {
        parent.subscribeHandler(AnyObserver(self))
    }
}

final class Deferred<Element>: Producer<Element> {
    let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) { self.factory = factory }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        let sink = ForwardingSink(observer: observer, cancel: cancel)
        let subscription: Disposable
        do {
            subscription = try factory().subscribe(sink)
        } catch {
            sink.on(.error(error))
            subscription = Disposables.create()
        }
        return (sink: sink, subscription: subscription)
    }
}

/// A sink that forwards events unchanged and ends on a terminal event.
final class ForwardingSink<Observer: ObserverType>: Sink<Observer>, ObserverType {
    typealias Element = Observer.Element

    func on(_ event: Event<Element>) {
        if event.isStopEvent { forwardAndDispose(event) } else { forwardOn(event) }
    }
}
