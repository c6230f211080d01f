import Foundation

/// A process-wide count of live model objects, like RxSwift's `Resources.total` when RxSwift
/// is built with `TRACE_RESOURCES`.
///
/// Every class of the model (observables, sinks, sink disposers, observers, disposables,
/// subjects, relays' subjects, bags, schedulers) increments the counter in `init` and
/// decrements it in `deinit`, so a test can take the value before some code runs and check
/// that it returns to the same value once the code's objects should be gone. A value that
/// stays higher means something the code created is still alive: a leak, or a subscription
/// still waiting for its source to complete.
public enum Resources {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var count: Int32 = 0

    /// The number of live model objects.
    public static var total: Int32 {
        lock.lock(); defer { lock.unlock() }
        return count
    }

    /// Counts one more live object; returns the new total.
    @discardableResult
    public static func incrementTotal() -> Int32 {
        lock.lock(); defer { lock.unlock() }
        count += 1
        return count
    }

    /// Counts one object fewer; returns the new total.
    @discardableResult
    public static func decrementTotal() -> Int32 {
        lock.lock(); defer { lock.unlock() }
        count -= 1
        return count
    }
}

/// A small lock-protected flag, used for "disposed" and "stopped" states that may be touched
/// from a dispatch scheduler's thread.
final class AtomicFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Sets the flag; returns whether it was already set.
    func testAndSet() -> Bool {
        lock.lock(); defer { lock.unlock() }
        let old = value
        value = true
        return old
    }

    var isSet: Bool {
        lock.lock(); defer { lock.unlock() }
        return value
    }
}
