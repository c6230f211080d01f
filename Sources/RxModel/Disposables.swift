import Foundation

/// Something that can release resources: a subscription, a scheduled action.
public protocol Disposable {
    /// Releases the resources; calling it again does nothing.
    func dispose()
}

/// A disposable that can tell whether it has been disposed.
public protocol Cancelable: Disposable {
    /// Whether `dispose()` has been called.
    var isDisposed: Bool { get }
}

/// Factory functions for the common disposables.
public enum Disposables {
    /// A disposable that does nothing and holds nothing.
    public static func create() -> Disposable { NopDisposable.noOp }

    /// A disposable that runs `dispose` once, then drops the closure (and what it captures).
    public static func create(with dispose: @escaping () -> Void) -> Cancelable {
        AnonymousDisposable(dispose)
    }

    /// A disposable that holds both until it is disposed, then disposes and drops both.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable) -> Cancelable {
        BinaryDisposable(disposable1, disposable2)
    }

    /// A disposable that holds all of them until it is disposed.
    public static func create(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) -> Cancelable {
        CompositeDisposable(disposable1, disposable2, disposable3)
    }

    /// A disposable that holds all of them until it is disposed.
    public static func create(_ disposables: [Disposable]) -> Cancelable {
        switch disposables.count {
        case 2: return BinaryDisposable(disposables[0], disposables[1])
        default: return CompositeDisposable(disposables: disposables)
        }
    }
}

/// The shared do-nothing disposable (a value, like RxSwift's, so it is not counted).
struct NopDisposable: Disposable {
    static let noOp: Disposable = NopDisposable()
    func dispose() {}
}

/// Runs its action once on dispose, then drops it. This is what keeps an `onDisposed`
/// closure — and everything it captures — alive until the subscription is disposed or ends.
final class AnonymousDisposable: Cancelable {
    private let lock = NSLock()
    private var action: (() -> Void)?
    private var disposed = false

    init(_ action: @escaping () -> Void) {
        self.action = action
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    func dispose() {
        lock.lock()
        let action = self.action
        self.action = nil
        disposed = true
        lock.unlock()
        action?()
    }
}

/// Holds two disposables until disposed; what `subscribe(onNext:…)` returns (the
/// subscription plus the `onDisposed` disposable).
final class BinaryDisposable: Cancelable {
    private let lock = NSLock()
    private var first: Disposable?
    private var second: Disposable?
    private var disposed = false

    init(_ first: Disposable, _ second: Disposable) {
        self.first = first
        self.second = second
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    func dispose() {
        lock.lock()
        if disposed { lock.unlock(); return }
        disposed = true
        let first = self.first, second = self.second
        self.first = nil
        self.second = nil
        lock.unlock()
        first?.dispose()
        second?.dispose()
    }
}

/// A flag that can be set once.
public final class BooleanDisposable: Cancelable {
    private let flag = AtomicFlag()

    /// A disposable not yet disposed.
    public init() { Resources.incrementTotal() }

    /// A disposable already disposed when `isDisposed` is true.
    public init(isDisposed: Bool) {
        if isDisposed { _ = flag.testAndSet() }
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    public var isDisposed: Bool { flag.isSet }

    public func dispose() { _ = flag.testAndSet() }
}

/// Holds a disposable assigned once, later than its own creation.
public final class SingleAssignmentDisposable: Cancelable {
    private let lock = NSLock()
    private var current: Disposable?
    private var disposed = false
    private var assigned = false

    /// An empty holder.
    public init() { Resources.incrementTotal() }

    deinit { Resources.decrementTotal() }

    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    /// Assigns the disposable; if this holder is already disposed, disposes it at once.
    public func setDisposable(_ disposable: Disposable) {
        lock.lock()
        precondition(!assigned, "SingleAssignmentDisposable assigned twice")
        assigned = true
        if disposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        current = disposable
        lock.unlock()
    }

    public func dispose() {
        lock.lock()
        if disposed { lock.unlock(); return }
        disposed = true
        let current = self.current
        self.current = nil
        lock.unlock()
        current?.dispose()
    }
}

/// Holds one replaceable disposable: assigning a new one disposes the previous one.
///
/// Like RxSwift's, it does not dispose its content when it is deallocated: an owner that
/// stores one must call `dispose()` itself (DESIGN fact 9).
public final class SerialDisposable: Cancelable {
    private let lock = NSLock()
    private var current: Disposable?
    private var disposed = false

    /// An empty holder.
    public init() { Resources.incrementTotal() }

    deinit { Resources.decrementTotal() }

    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return disposed
    }

    /// The current disposable; setting it disposes the previous one (or the new one at once
    /// if this holder is already disposed).
    public var disposable: Disposable {
        get {
            lock.lock(); defer { lock.unlock() }
            return current ?? Disposables.create()
        }
        set {
            lock.lock()
            if disposed {
                lock.unlock()
                newValue.dispose()
                return
            }
            let old = current
            current = newValue
            lock.unlock()
            old?.dispose()
        }
    }

    public func dispose() {
        lock.lock()
        if disposed { lock.unlock(); return }
        disposed = true
        let current = self.current
        self.current = nil
        lock.unlock()
        current?.dispose()
    }
}

/// A group of disposables disposed together.
///
/// Unlike `DisposeBag` it does not dispose its content on deinit: a `CompositeDisposable`
/// property that is never disposed keeps every subscription in it alive (DESIGN fact 9).
public final class CompositeDisposable: Cancelable {
    /// Identifies an inserted disposable, for `remove(for:)`.
    public struct DisposeKey: Hashable {
        fileprivate let value: Int
    }

    private let lock = NSLock()
    private var items: [Int: Disposable]? = [:]
    private var nextKey = 0

    /// An empty group.
    public init() { Resources.incrementTotal() }

    /// A group holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable) {
        items = [0: disposable1, 1: disposable2]
        nextKey = 2
        Resources.incrementTotal()
    }

    /// A group holding the given disposables.
    public init(_ disposable1: Disposable, _ disposable2: Disposable, _ disposable3: Disposable) {
        items = [0: disposable1, 1: disposable2, 2: disposable3]
        nextKey = 3
        Resources.incrementTotal()
    }

    /// A group holding the given disposables.
    public init(disposables: [Disposable]) {
        var dict: [Int: Disposable] = [:]
        for (i, d) in disposables.enumerated() { dict[i] = d }
        items = dict
        nextKey = disposables.count
        Resources.incrementTotal()
    }

    deinit { Resources.decrementTotal() }

    public var isDisposed: Bool {
        lock.lock(); defer { lock.unlock() }
        return items == nil
    }

    /// The number of disposables held.
    public var count: Int {
        lock.lock(); defer { lock.unlock() }
        return items?.count ?? 0
    }

    /// Adds a disposable; if the group is already disposed, disposes it at once and returns nil.
    public func insert(_ disposable: Disposable) -> DisposeKey? {
        lock.lock()
        guard items != nil else {
            lock.unlock()
            disposable.dispose()
            return nil
        }
        let key = nextKey
        nextKey += 1
        items![key] = disposable
        lock.unlock()
        return DisposeKey(value: key)
    }

    /// Removes and disposes the disposable inserted under `key`.
    public func remove(for key: DisposeKey) {
        lock.lock()
        let removed = items?.removeValue(forKey: key.value)
        lock.unlock()
        removed?.dispose()
    }

    public func dispose() {
        lock.lock()
        let all = items
        items = nil
        lock.unlock()
        for key in (all?.keys.sorted() ?? []) { all?[key]?.dispose() }
    }
}

/// Collects subscriptions and disposes them all when it is deallocated.
///
/// This is the one container that disposes on deinit: an owner whose `disposeBag` property
/// goes away with it ends every subscription in the bag — unless a subscription's closure
/// holds the owner, in which case the owner never goes away (DESIGN §1, rule 2).
public final class DisposeBag {
    private let lock = NSLock()
    private var disposables: [Disposable] = []
    private var isDisposed = false

    /// An empty bag.
    public init() { Resources.incrementTotal() }

    /// A bag already holding `disposables`.
    public convenience init(disposing disposables: Disposable...) {
        self.init()
        self.disposables = disposables
    }

    /// A bag already holding `disposables`.
    public convenience init(disposing disposables: [Disposable]) {
        self.init()
        self.disposables = disposables
    }

    /// Adds a disposable to the bag (disposes it at once if the bag has already been emptied by
    /// deinit, which cannot happen through the public API).
    public func insert(_ disposable: Disposable) {
        lock.lock()
        if isDisposed {
            lock.unlock()
            disposable.dispose()
            return
        }
        disposables.append(disposable)
        lock.unlock()
    }

    /// Adds several disposables.
    public func insert(_ disposables: Disposable...) {
        for d in disposables { insert(d) }
    }

    /// Adds several disposables.
    public func insert(_ disposables: [Disposable]) {
        for d in disposables { insert(d) }
    }

    private func disposeAll() {
        lock.lock()
        let all = disposables
        disposables.removeAll()
        isDisposed = true
        lock.unlock()
        for d in all { d.dispose() }
    }

    deinit {
        disposeAll()
        Resources.decrementTotal()
    }
}

extension Disposable {
    /// Adds this subscription to `bag`, which disposes it when the bag is deallocated.
    public func disposed(by bag: DisposeBag) {
        bag.insert(self)
    }
}
