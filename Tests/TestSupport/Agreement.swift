import Foundation

// What both agreement suites (Swift scenarios run against RxModel, Objective-C scenarios run
// against ObjCModel) share: a scenario's `// expect: <rule> <verdict>` comments, the verdict
// they add up to, and whether what the scenario did at run time agrees with it. Foundation
// only, no Rx: how a scenario is run is each suite's own.

/// What happened when a scenario ran.
public struct RuntimeObservation: CustomStringConvertible {
    /// After dropping the owner and running what was due: was anything still alive?
    public var aliveBeforeCompletion: Bool
    /// After moving the clock past every completion: did the owner deallocate?
    public var ownerDeallocated: Bool
    /// After moving the clock past every completion: live objects minus the starting count.
    public var leakedResources: Int32
    /// What `received` reported after `drive`.
    public var received: Int?
    /// The scenario declares that its source sends nothing (`silentBecause`).
    public var silent: Bool

    public init(aliveBeforeCompletion: Bool, ownerDeallocated: Bool, leakedResources: Int32, received: Int?, silent: Bool = false) {
        self.aliveBeforeCompletion = aliveBeforeCompletion
        self.ownerDeallocated = ownerDeallocated
        self.leakedResources = leakedResources
        self.received = received
        self.silent = silent
    }

    public var description: String {
        "aliveBeforeCompletion=\(aliveBeforeCompletion) ownerDeallocated=\(ownerDeallocated) leakedResources=\(leakedResources) "
            + "received=\(received.map(String.init) ?? "n/a")\(silent ? " silent" : "")"
    }
}

/// The verdicts an expectation comment can state, plus `clean` for none.
public enum ExpectedVerdict: String, Comparable {
    case clean
    case disposedImmediately = "disposed-immediately"
    case transient
    case leak

    private var rank: Int {
        switch self {
        case .clean: return 0
        case .disposedImmediately: return 1
        case .transient: return 2
        case .leak: return 3
        }
    }

    public static func < (a: ExpectedVerdict, b: ExpectedVerdict) -> Bool { a.rank < b.rank }
}

/// One `// expect: <rule> <verdict>` entry.
public struct Expectation: Hashable, CustomStringConvertible {
    public var rule: String
    public var line: Int
    public var verdict: String

    public init(rule: String, line: Int, verdict: String) {
        self.rule = rule
        self.line = line
        self.verdict = verdict
    }

    public var description: String { "\(rule) \(verdict) at line \(line)" }
}

/// How a scenario's expectation comments are read and its run is judged.
public enum Agreement {
    /// Reads the `// expect:` comments of a scenario's source.
    public static func expectations(in source: String) -> [Expectation] {
        var result: [Expectation] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "// expect:") else { continue }
            let entries = line[range.upperBound...].split(separator: ",")
            for entry in entries {
                let words = entry.split(separator: " ").map(String.init)
                guard words.count == 2 else { continue }
                result.append(Expectation(rule: words[0], line: index + 1, verdict: words[1]))
            }
        }
        return result
    }

    /// The run-time verdict the expectations add up to: the worst one, or `clean` for none.
    public static func expectedVerdict(_ expectations: [Expectation]) -> ExpectedVerdict? {
        var verdict = ExpectedVerdict.clean
        for e in expectations {
            guard let v = ExpectedVerdict(rawValue: e.verdict) else { return nil }
            verdict = max(verdict, v)
        }
        return verdict
    }

    /// Nil when `observation` agrees with `expected`, otherwise why not.
    public static func disagreement(expected: ExpectedVerdict, observation o: RuntimeObservation) -> String? {
        let released = o.ownerDeallocated && o.leakedResources == 0
        switch expected {
        case .leak:
            return released ? "expected a leak, but the owner deallocated and every resource was released (\(o))" : nil
        case .transient:
            if !o.aliveBeforeCompletion { return "expected transient, but nothing was alive before the source completed (\(o))" }
            if !released { return "expected transient, but something was still alive after the source completed (\(o))" }
            return nil
        case .disposedImmediately:
            guard let received = o.received else { return "a disposed-immediately scenario must report `received`" }
            if received != 0 { return "expected disposed-immediately, but \(received) event(s) arrived after setup (\(o))" }
            if !released { return "expected disposed-immediately, but something leaked (\(o))" }
            return nil
        case .clean:
            if !released { return "expected clean, but the owner or resources stayed alive (\(o))" }
            if o.aliveBeforeCompletion { return "expected clean, but something stayed alive until the clock moved on: transient (\(o))" }
            guard let received = o.received else { return "a clean scenario must count the events that reached it (`received`)" }
            if o.silent {
                if received != 0 { return "declared silent, but \(received) event(s) arrived (\(o))" }
            } else if received <= 0 {
                return "expected clean, but no event reached the subscription (\(o))"
            }
            return nil
        }
    }
}
