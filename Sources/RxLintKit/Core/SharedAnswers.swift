import Foundation

/// Answers worked out once per run and shared by every check worker: a question many sites
/// ask alike (what every call of a method passes one of its parameters) is answered by the
/// first to ask and read by the others. The stage that asks owns the key and value types;
/// this table only keeps them, so the index that carries it names none of them.
///
/// Only answers that are a function of their key belong here: two workers may work one out
/// at the same time, and whichever stores last, both stored the same value.
public final class SharedAnswers: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [AnyHashable: Any] = [:]
    private var tallies: [String: Int] = [:]

    public init() {}

    /// The answer kept for `key`, if some worker stored one.
    public func answer<Value>(_ key: AnyHashable, as _: Value.Type) -> Value? {
        lock.lock()
        defer { lock.unlock() }
        return answers[key] as? Value
    }

    public func store<Value>(_ value: Value, for key: AnyHashable) {
        lock.lock()
        answers[key] = value
        lock.unlock()
    }

    /// Counts one unit of the work named `name` done for this run (a call's arguments read):
    /// what the operation-count tests read, to see a cost grow with the input and not faster.
    public func count(_ name: String) {
        lock.lock()
        tallies[name, default: 0] += 1
        lock.unlock()
    }

    /// How many units of `name` this run counted.
    public func tally(_ name: String) -> Int {
        lock.lock()
        defer { lock.unlock() }
        return tallies[name, default: 0]
    }
}
