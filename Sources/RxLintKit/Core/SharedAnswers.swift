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
    private var tallies: [String: Int] = [:]

    public init() {}

    /// The run's one table of type `T`, made by `make` when first asked. A stage keeps its
    /// answers there, typed (`AnswerTable`), so a look-up hashes its own question only: keyed
    /// by `AnyHashable` and kept as `Any`, each look-up boxed its question and cast its
    /// answer, several thousand instructions a call on questions every site asks. Two workers
    /// asking first at once may both make one (outside the lock: `make` may ask this too);
    /// the first stored is the one both use.
    public func table<T: AnyObject>(_ type: T.Type, make: () -> T) -> T {
        let key = ObjectIdentifier(type)
        lock.lock()
        if let known = tables[key] {
            lock.unlock()
            return unsafeDowncast(known, to: T.self)
        }
        lock.unlock()
        let made = make()
        lock.lock()
        defer { lock.unlock() }
        if let stored = tables[key] { return unsafeDowncast(stored, to: T.self) }
        tables[key] = made
        return made
    }

    private var tables: [ObjectIdentifier: AnyObject] = [:]

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

/// One kind of shared answer, by its question (`SharedAnswers.table`): the table a stage keeps
/// for a question it asks of every site.
public final class AnswerTable<Question: Hashable, Answer>: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Question: Answer] = [:]

    public init() {}

    public func answer(_ question: Question) -> Answer? {
        lock.lock()
        defer { lock.unlock() }
        return answers[question]
    }

    public func store(_ answer: Answer, for question: Question) {
        lock.lock()
        answers[question] = answer
        lock.unlock()
    }

    /// The kept answer to `question`, else `workOut()`'s, kept. The work runs outside the
    /// lock: two workers may both do it, and both keep the same answer.
    public func answer(_ question: Question, workingOut workOut: () -> Answer) -> Answer {
        if let known = answer(question) { return known }
        let made = workOut()
        store(made, for: question)
        return made
    }
}
