#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// The run's side of the Objective-C workers (see `ObjCBudget`, `ObjCWorker`): long-lived
/// processes, one per thread that needs one, each analysing one file at a time. A file that
/// takes longer than its budget has its worker killed; a worker that dies (its address space
/// exhausted, libclang aborting) takes only its file with it. Either way the file gets one
/// line and the next file a fresh worker. A worker's standard error is read by the run, never
/// shown: libclang's fatal errors print pages of it.
final class ObjCWorkerPool: @unchecked Sendable {
    let executable: String
    private let lock = NSLock()
    private var idle: [ObjCWorkerProcess] = []

    private init(executable: String) {
        self.executable = executable
    }

    private static let lock = NSLock()
    private static var pools: [String: ObjCWorkerPool] = [:]

    /// The pool of workers started from `executable`, for the life of the process.
    static func shared(executable: String) -> ObjCWorkerPool {
        lock.lock()
        defer { lock.unlock() }
        if let pool = pools[executable] { return pool }
        let pool = ObjCWorkerPool(executable: executable)
        pools[executable] = pool
        return pool
    }

    /// `file` analysed by a worker within `budget`.
    func analyze(_ file: SourceFile, options: ObjCOptions, budget: ObjCBudget) -> ObjCAnalyzer.Outcome {
        var frame = ObjCWire.encode(ObjCWire.Request(file: file, options: options, budget: budget))
        for attempt in 0..<2 {
            let worker: ObjCWorkerProcess
            let reused: Bool
            switch take() {
            case .success(let taken): (worker, reused) = taken
            case .failure(let reason): return ObjCAnalyzer.Outcome(problem: "cannot start an Objective-C worker (\(executable)): \(reason)")
            }
            switch worker.exchange(&frame, seconds: budget.seconds) {
            case .answered(let payload, let errorText):
                guard var outcome = ObjCWire.decodeOutcome(payload) else {
                    worker.stop()
                    return ObjCAnalyzer.Outcome(problem: "\(file.path): the Objective-C worker's answer could not be read")
                }
                // A worker that wrote anything had libclang recover from a crash (its memory
                // exhausted, an internal error): it is not trusted with another file.
                if errorText.isEmpty {
                    give(worker)
                } else {
                    worker.stop()
                    if outcome.problem != nil, let limit = Self.limit(in: errorText, budget: budget) { outcome = ObjCAnalyzer.Outcome(limitsReached: [limit]) }
                }
                return outcome
            case .timedOut:
                worker.stop()
                return ObjCAnalyzer.Outcome(limitsReached: [budget.timeLimitText])
            case .ended(let status, let errorText):
                // A worker that ended, silently, before it read this file (killed while it
                // waited): the file is tried once more on a fresh one.
                if reused, errorText.isEmpty, attempt == 0 { continue }
                return Self.outcome(ofDeath: status, errorText: errorText, file: file, budget: budget)
            }
        }
        return ObjCAnalyzer.Outcome(problem: "\(file.path): the Objective-C workers ended before answering")
    }

    /// The budget a worker's standard error says was exceeded, as an `analysis_limit` phrase.
    static func limit(in errorText: String, budget: ObjCBudget) -> String? {
        let lower = errorText.lowercased()
        // LLVM's handler ("LLVM ERROR: out of memory"), C++'s bad_alloc, Swift's runtime.
        let memoryWords = ["out of memory", "cannot allocate", "could not allocate", "bad_alloc", "allocation failed", "failed to allocate"]
        if memoryWords.contains(where: lower.contains) { return budget.memoryLimitText }
        if lower.contains("ran out of source locations") {
            return "its macros expand to more code than clang can address (it ran out of source locations): not analysed"
        }
        return nil
    }

    /// What a worker that ended without answering says about its file.
    static func outcome(ofDeath status: ObjCWorkerProcess.Status, errorText: String, file: SourceFile, budget: ObjCBudget) -> ObjCAnalyzer.Outcome {
        // The kernel's CPU limit, the safeguard behind the run's own clock.
        if case .signaled(SIGXCPU) = status { return ObjCAnalyzer.Outcome(limitsReached: [budget.timeLimitText]) }
        if let limit = limit(in: errorText, budget: budget) { return ObjCAnalyzer.Outcome(limitsReached: [limit]) }
        let line = Self.firstLine(errorText)
        let how: String
        switch status {
        case .signaled(let signal): how = "signal \(signal)"
        case .exited(let code): how = "exit status \(code)"
        }
        return ObjCAnalyzer.Outcome(problem: "\(file.path): libclang stopped on the file (\(how)\(line.isEmpty ? "" : ": " + line))")
    }

    /// The first line of a worker's standard error that says something, shortened.
    static func firstLine(_ text: String) -> String {
        let line = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }.first { !$0.isEmpty } ?? ""
        return line.count > 200 ? String(line.prefix(200)) + "…" : line
    }

    /// An idle worker, or a new one; and whether it was reused.
    private func take() -> Result<(ObjCWorkerProcess, Bool), ObjCWorkerProcess.StartError> {
        lock.lock()
        let reused = idle.popLast()
        lock.unlock()
        if let reused { return .success((reused, true)) }
        return ObjCWorkerProcess.start(executable: executable).map { ($0, false) }
    }

    private func give(_ worker: ObjCWorkerProcess) {
        lock.lock()
        idle.append(worker)
        lock.unlock()
    }
}
