import Foundation

/// A producer whose `run` is given as a closure. Each operator builds one: the closure
/// captures the source and the operator's arguments (its transform, predicate, …), so the
/// producer holds them, and the sink it creates holds them again for the subscription's life,
/// as RxSwift's operator sinks hold their parent.
final class OperatorProducer<Element>: Producer<Element> {
    typealias Body = (AnyObserver<Element>, Cancelable) -> (sink: Disposable, subscription: Disposable)
    private let body: Body

    init(_ body: @escaping Body) { self.body = body }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        body(AnyObserver(observer), cancel)
    }
}

/// The sink of a single-source operator: it holds the downstream observer, the sink disposer
/// and the operator's event handler (with the closures it captured).
final class OperatorSink<Input, Output>: Sink<AnyObserver<Output>>, ObserverType {
    typealias Element = Input
    typealias Handler = (OperatorSink<Input, Output>, Event<Input>) -> Void

    private let handler: Handler

    init(handler: @escaping Handler, observer: AnyObserver<Output>, cancel: Cancelable) {
        self.handler = handler
        super.init(observer: observer, cancel: cancel)
    }

    func on(_ event: Event<Input>) {
        if isDisposed { return }
        handler(self, event)
    }

    /// Forwards an upstream terminal event downstream and ends the subscription.
    func forwardStop(_ event: Event<Input>) {
        switch event {
        case .next: break
        case .error(let error): forwardAndDispose(.error(error))
        case .completed: forwardAndDispose(.completed)
        }
    }

    /// Runs `body`; a thrown error ends the subscription with that error.
    func attempt(_ body: () throws -> Void) {
        do { try body() } catch { forwardAndDispose(.error(error)) }
    }
}

extension ObservableType {
    /// Builds a single-source operator. `makeHandler` runs once per subscription, so state it
    /// declares (counters, last values) belongs to that subscription.
    func lift<Output>(_ makeHandler: @escaping () -> OperatorSink<Element, Output>.Handler) -> Observable<Output> {
        let source = asObservable()
        return OperatorProducer<Output> { observer, cancel in
            let sink = OperatorSink<Element, Output>(handler: makeHandler(), observer: observer, cancel: cancel)
            return (sink: sink, subscription: source.subscribe(sink))
        }
    }
}

/// The sink of a multi-source operator: the state and the inner subscriptions live here, and
/// inner observers hold it strongly.
class MultiSink<Output>: Sink<AnyObserver<Output>> {
    let lock = NSRecursiveLock()
    /// Every subscription the operator makes; disposed with the sink.
    let group = CompositeDisposable()

    override func dispose() {
        super.dispose()
        group.dispose()
    }
}
