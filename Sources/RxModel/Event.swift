import Foundation

/// One event of a sequence: zero or more `next`, then at most one `error` or `completed`.
public enum Event<Element> {
    /// A new element.
    case next(Element)
    /// The sequence failed; nothing follows.
    case error(Swift.Error)
    /// The sequence ended; nothing follows.
    case completed

    /// Whether this event ends the sequence.
    public var isStopEvent: Bool {
        switch self {
        case .next: return false
        case .error, .completed: return true
        }
    }

    /// The element of a `next` event.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error of an `error` event.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Transforms the element of a `next` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        switch self {
        case .next(let value):
            do { return .next(try transform(value)) } catch { return .error(error) }
        case .error(let error): return .error(error)
        case .completed: return .completed
        }
    }
}

/// Something that receives events.
public protocol ObserverType {
    /// The type of the elements it receives.
    associatedtype Element
    /// Delivers one event.
    func on(_ event: Event<Element>)
}

extension ObserverType {
    /// Delivers a `next` event.
    public func onNext(_ element: Element) { on(.next(element)) }
    /// Delivers a `completed` event.
    public func onCompleted() { on(.completed) }
    /// Delivers an `error` event.
    public func onError(_ error: Swift.Error) { on(.error(error)) }

    /// Wraps this observer in a type-erased `AnyObserver` (which holds it strongly).
    public func asObserver() -> AnyObserver<Element> { AnyObserver(self) }

    /// An observer that transforms elements before handing them to this one.
    public func mapObserver<Result>(_ transform: @escaping (Result) throws -> Element) -> AnyObserver<Result> {
        AnyObserver { event in self.on(event.map(transform)) }
    }
}

/// A type-erased observer. It holds the observer (or the closure) it wraps strongly, as
/// RxSwift's `AnyObserver` does.
public struct AnyObserver<Element>: ObserverType {
    /// The handler every event is given to.
    public typealias EventHandler = (Event<Element>) -> Void

    private let observer: EventHandler

    /// An observer that calls `eventHandler` for each event.
    public init(eventHandler: @escaping EventHandler) {
        self.observer = eventHandler
    }

    /// An observer that forwards to `observer`.
    public init<Observer: ObserverType>(_ observer: Observer) where Observer.Element == Element {
        self.observer = observer.on
    }

    public func on(_ event: Event<Element>) { observer(event) }

    /// Itself.
    public func asObserver() -> AnyObserver<Element> { self }
}

/// The observer `subscribe(onNext:…)` builds. It keeps its event handler — and through it the
/// handler closures and everything they capture — for as long as whoever delivers events to it
/// (a sink, a subject) keeps it. After a stop event it ignores further events but, like
/// RxSwift's `AnonymousObserver`, does not drop its handler: the closures are released when
/// the observer itself is released.
final class AnonymousObserver<Element>: ObserverType {
    typealias EventHandler = (Event<Element>) -> Void

    private let eventHandler: EventHandler
    private let stopped = AtomicFlag()

    init(_ eventHandler: @escaping EventHandler) {
        self.eventHandler = eventHandler
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    func on(_ event: Event<Element>) {
        switch event {
        case .next:
            if stopped.isSet { return }
            eventHandler(event)
        case .error, .completed:
            if !stopped.testAndSet() { eventHandler(event) }
        }
    }
}
