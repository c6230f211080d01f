import Foundation

/// A span of time, as in RxSwift.
public typealias RxTimeInterval = DispatchTimeInterval
/// A point in time, as in RxSwift.
public typealias RxTime = Date

extension DispatchTimeInterval {
    /// The interval in seconds.
    var seconds: TimeInterval {
        switch self {
        case .seconds(let v): return TimeInterval(v)
        case .milliseconds(let v): return TimeInterval(v) / 1_000
        case .microseconds(let v): return TimeInterval(v) / 1_000_000
        case .nanoseconds(let v): return TimeInterval(v) / 1_000_000_000
        case .never: return .infinity
        @unknown default: return .infinity
        }
    }
}

/// Runs actions, now or soon.
public protocol ImmediateSchedulerType {
    /// Schedules `action` to run as soon as possible; the result cancels it.
    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable
}

/// Runs actions at a time.
public protocol SchedulerType: ImmediateSchedulerType {
    /// The scheduler's current time.
    var now: RxTime { get }
    /// Schedules `action` after `dueTime`; the result cancels it.
    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable
    /// Schedules `action` after `startAfter` and then every `period`, feeding each run's result
    /// to the next. The scheduler keeps the action — and what it holds — until the result is
    /// disposed: a periodic timer nobody disposes lives forever (fact 5).
    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable
}

extension SchedulerType {
    /// Periodic scheduling built from repeated relative scheduling, as RxSwift does for
    /// schedulers without a native timer.
    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let task = PeriodicTask(state: state, period: period, action: action)
        task.start(on: self, after: startAfter)
        return task
    }
}

/// One repeating action: it reschedules itself after each run and holds the action until
/// disposed.
final class PeriodicTask<StateType>: Cancelable {
    private let lock = NSRecursiveLock()
    private var state: StateType?
    private var action: ((StateType) -> StateType)?
    private let period: RxTimeInterval
    private var pending: Disposable?
    private var disposed = false

    init(state: StateType, period: RxTimeInterval, action: @escaping (StateType) -> StateType) {
        self.state = state
        self.period = period
        self.action = action
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    func start(on scheduler: SchedulerType, after delay: RxTimeInterval) {
        let next = scheduler.scheduleRelative(self, dueTime: delay) { task in
            task.tick(on: scheduler)
            return Disposables.create()
        }
        lock.lock()
        if disposed {
            lock.unlock()
            next.dispose()
            return
        }
        pending = next
        lock.unlock()
    }

    private func tick(on scheduler: SchedulerType) {
        lock.lock()
        guard !disposed, let action = action, let state = state else { lock.unlock(); return }
        lock.unlock()
        let newState = action(state)
        lock.lock()
        if disposed { lock.unlock(); return }
        self.state = newState
        lock.unlock()
        start(on: scheduler, after: period)
    }

    func dispose() {
        lock.lock()
        disposed = true
        let pending = self.pending
        self.pending = nil
        action = nil
        state = nil
        lock.unlock()
        pending?.dispose()
    }
}

// MARK: - Virtual time

/// A manual scheduler whose clock only moves when told to, like RxSwift's
/// `HistoricalScheduler` (a `VirtualTimeScheduler` over `Date`). Tests call `advanceTo` to run
/// every action due by then, in time order.
///
/// As in RxSwift, a scheduled item keeps its action until the item is run or reaches the front
/// of the queue disposed; so after disposing a timer, advance the clock (even by zero) to let
/// the scheduler drop it. Use it from the thread that created it.
public final class HistoricalScheduler: SchedulerType {
    private final class Item: Disposable {
        let time: RxTime
        let id: Int
        var action: (() -> Disposable)?
        let disposedFlag = AtomicFlag()

        init(time: RxTime, id: Int, action: @escaping () -> Disposable) {
            self.time = time
            self.id = id
            self.action = action
        }

        func dispose() { _ = disposedFlag.testAndSet() }
    }

    private var queue: [Item] = []
    private var nextId = 0
    private var running = false
    private var currentClock: RxTime

    /// A scheduler whose clock starts at `initialClock`.
    public init(initialClock: RxTime = Date(timeIntervalSince1970: 0)) {
        currentClock = initialClock
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    /// The virtual clock.
    public var clock: RxTime { currentClock }

    public var now: RxTime { currentClock }

    /// How many items are queued (disposed ones included until the scheduler drops them).
    public var scheduledItemCount: Int { queue.count }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .microseconds(0), action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleAbsolute(state, time: currentClock.addingTimeInterval(dueTime.seconds), action: action)
    }

    /// Schedules `action` at the virtual time `time`.
    public func scheduleAbsolute<StateType>(_ state: StateType, time: RxTime, action: @escaping (StateType) -> Disposable) -> Disposable {
        let item = Item(time: time, id: nextId, action: { action(state) })
        nextId += 1
        // Keep the queue sorted by (time, id).
        let index = queue.firstIndex(where: { $0.time > time }) ?? queue.count
        queue.insert(item, at: index)
        let composite = CompositeDisposable()
        _ = composite.insert(item)
        return composite
    }

    /// Drops disposed items at the front, then returns the first live one.
    private func findNext() -> Item? {
        while let front = queue.first {
            if front.disposedFlag.isSet {
                queue.removeFirst()
                continue
            }
            return front
        }
        return nil
    }

    /// Runs, in order, every action due at or before `virtualTime`, then sets the clock to it.
    public func advanceTo(_ virtualTime: RxTime) {
        precondition(!running, "Scheduler is already running")
        running = true
        while running, let next = findNext(), next.time <= virtualTime {
            if next.time > currentClock { currentClock = next.time }
            queue.removeFirst()
            let action = next.action
            next.action = nil
            _ = action?()
        }
        if virtualTime > currentClock { currentClock = virtualTime }
        running = false
    }

    /// Moves the clock by `seconds`, running what falls due.
    public func advance(by seconds: TimeInterval) {
        advanceTo(currentClock.addingTimeInterval(seconds))
    }

    /// Runs every queued action until none is left (never returns while a periodic timer is
    /// live: use `advanceTo` then).
    public func start() {
        precondition(!running, "Scheduler is already running")
        running = true
        while running, let next = findNext() {
            if next.time > currentClock { currentClock = next.time }
            queue.removeFirst()
            let action = next.action
            next.action = nil
            _ = action?()
        }
        running = false
    }

    /// Stops `start` or `advanceTo` after the current action.
    public func stop() { running = false }
}

// MARK: - Dispatch queues

/// Shared implementation of the dispatch-queue schedulers. A relative or periodic action is a
/// `DispatchSourceTimer` whose handler holds the action until the timer is cancelled.
struct DispatchQueueConfiguration {
    let queue: DispatchQueue
    let leeway: DispatchTimeInterval

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        queue.async {
            if cancel.isDisposed { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let deadline = DispatchTime.now() + dueTime
        let composite = SingleAssignmentDisposable()
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: deadline, leeway: leeway)
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        timer.setEventHandler {
            if composite.isDisposed { return }
            composite.setDisposable(action(state))
            cancelTimer.dispose()
        }
        timer.resume()
        return Disposables.create(composite, cancelTimer)
    }

    func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        let initial = DispatchTime.now() + startAfter
        var timerState = state
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: initial, repeating: period, leeway: leeway)
        var timerReference: DispatchSourceTimer? = timer
        let cancelTimer = Disposables.create {
            timerReference?.cancel()
            timerReference = nil
        }
        timer.setEventHandler {
            if cancelTimer.isDisposed { return }
            timerState = action(timerState)
        }
        timer.resume()
        return cancelTimer
    }
}

/// Runs actions on a serial dispatch queue.
public class SerialDispatchQueueScheduler: SchedulerType {
    let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue` (which must be serial).
    public init(queue: DispatchQueue, internalSerialQueueName: String = "rx.serial") {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: .nanoseconds(0))
        Resources.incrementTotal()
    }

    /// A scheduler on a new serial queue of the given quality of service.
    public convenience init(qos: DispatchQoS, internalSerialQueueName: String = "rx.global_dispatch_queue.serial") {
        self.init(queue: DispatchQueue(label: internalSerialQueueName, qos: qos), internalSerialQueueName: internalSerialQueueName)
    }

    /// A scheduler on a new serial queue.
    public convenience init(internalSerialQueueName: String) {
        self.init(queue: DispatchQueue(label: internalSerialQueueName), internalSerialQueueName: internalSerialQueueName)
    }

    deinit { Resources.decrementTotal() }

    public var now: RxTime { Date() }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

/// Runs actions on the main queue; `schedule` runs at once when already on the main thread.
public final class MainScheduler: SerialDispatchQueueScheduler {
    /// The shared instance.
    public static let instance = MainScheduler()
    /// A shared instance that always dispatches asynchronously.
    public static let asyncInstance = SerialDispatchQueueScheduler(queue: .main, internalSerialQueueName: "rx.main.async")

    /// A scheduler on the main queue.
    public init() {
        super.init(queue: .main, internalSerialQueueName: "rx.main")
    }

    public override func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if Thread.isMainThread { return action(state) }
        return configuration.schedule(state, action: action)
    }
}

/// Runs actions on a concurrent dispatch queue.
public final class ConcurrentDispatchQueueScheduler: SchedulerType {
    private let configuration: DispatchQueueConfiguration

    /// A scheduler on `queue`.
    public init(queue: DispatchQueue) {
        configuration = DispatchQueueConfiguration(queue: queue, leeway: .nanoseconds(0))
        Resources.incrementTotal()
    }

    /// A scheduler on the global queue of the given quality of service.
    public convenience init(qos: DispatchQoS) {
        self.init(queue: DispatchQueue.global(qos: qos.qosClass))
    }

    deinit { Resources.decrementTotal() }

    public var now: RxTime { Date() }

    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.schedule(state, action: action)
    }

    public func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        configuration.scheduleRelative(state, dueTime: dueTime, action: action)
    }

    public func schedulePeriodic<StateType>(_ state: StateType, startAfter: RxTimeInterval, period: RxTimeInterval, action: @escaping (StateType) -> StateType) -> Disposable {
        configuration.schedulePeriodic(state, startAfter: startAfter, period: period, action: action)
    }
}

// MARK: - Timers

extension ObservableType where Element: FixedWidthInteger {
    /// 0, 1, 2… every `period`, forever. The scheduler holds the timer's sink — its observer
    /// and closures — until the subscription is disposed (fact 5).
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// One element after `dueTime`, then completion; with a `period`, an element every
    /// `period` after that, forever.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        TimerProducer(dueTime: dueTime, period: period, scheduler: scheduler)
    }
}

final class TimerProducer<Element: FixedWidthInteger>: Producer<Element> {
    let dueTime: RxTimeInterval
    let period: RxTimeInterval?
    let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run<Observer: ObserverType>(_ observer: Observer, cancel: Cancelable) -> (sink: Disposable, subscription: Disposable) where Observer.Element == Element {
        if let period = period {
            let sink = TimerSink(observer: observer, cancel: cancel)
            // The periodic action captures the sink: the scheduler keeps it alive.
            let subscription = scheduler.schedulePeriodic(Element(0), startAfter: dueTime, period: period) { state in
                sink.forwardOn(.next(state))
                return state &+ 1
            }
            return (sink: sink, subscription: subscription)
        }
        let sink = TimerSink(observer: observer, cancel: cancel)
        let subscription = scheduler.scheduleRelative(sink, dueTime: dueTime) { sink in
            sink.forwardOn(.next(0))
            sink.forwardAndDispose(.completed)
            return Disposables.create()
        }
        return (sink: sink, subscription: subscription)
    }
}

final class TimerSink<Observer: ObserverType>: Sink<Observer> where Observer.Element: FixedWidthInteger {}
