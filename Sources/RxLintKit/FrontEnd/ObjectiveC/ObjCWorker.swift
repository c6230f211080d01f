#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibClang
import Foundation

/// The worker side of the Objective-C analysis: an executable that embeds RxLintKit (rxlint,
/// the benchmark) calls `serveIfAsked()` first thing; started by `ObjCWorkerPool` with the
/// hidden argument, it analyses the files the run sends over descriptor 3, one at a time,
/// each within the address space and CPU time of its budget, until the run closes it.
public enum ObjCWorker {
    /// The hidden first argument that makes the executable a worker.
    static let argument = "--rxlint-objc-worker"
    /// Where requests come in and answers go out.
    static let channel: Int32 = 3

    /// Serves as a worker and exits when the process was started as one; otherwise records
    /// that this executable can serve, so the Objective-C analysis of this process runs in
    /// workers started from it.
    public static func serveIfAsked(_ arguments: [String] = CommandLine.arguments) {
        if arguments.count >= 2, arguments[1] == argument {
            serve()
            exit(0)
        }
        Host.shared.executable = ownExecutable()
    }

    /// The executable that serves as worker in this process, if one said it can.
    static var hostExecutable: String? { Host.shared.executable }

    /// Set once, read by every worker thread.
    private final class Host: @unchecked Sendable {
        static let shared = Host()
        private let lock = NSLock()
        private var value: String?
        var executable: String? {
            get { lock.lock(); defer { lock.unlock() }; return value }
            set { lock.lock(); value = newValue; lock.unlock() }
        }
    }

    private static func ownExecutable() -> String? {
        #if os(Linux)
        // The running file itself, whatever PATH or a symbolic link named it.
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath
    }

    private static func serve() {
        // A worker never outlives its run, even one killed before it could close the channel.
        _ = rxlint_die_with_parent()
        // A worker stopped by its budget leaves no core file behind.
        var none = rlimit(rlim_cur: 0, rlim_max: 0)
        _ = setrlimit(resource(RLIMIT_CORE), &none)
        while let payload = readFrame(channel) {
            let outcome: ObjCAnalyzer.Outcome
            if let request = ObjCWire.decodeRequest(payload) {
                limit(request.budget)
                outcome = ObjCAnalyzer.analyzeHere(request.file, options: request.options)
            } else {
                outcome = ObjCAnalyzer.Outcome(problem: "the Objective-C worker could not read its request (a different build of rxlint?)")
            }
            var answer = ObjCWire.encode(outcome)
            guard writeAll(channel, &answer) else { return }
        }
    }

    /// The address space and CPU time of the next file. The CPU limit is the time budget
    /// from now (the process's earlier files count towards the limit, which is raised before
    /// each): a safeguard should the run itself be unable to stop the worker.
    private static func limit(_ budget: ObjCBudget) {
        var memory = rlimit()
        if getrlimit(resource(RLIMIT_AS), &memory) == 0 {
            let wanted = rlim_t(max(budget.megabytes, ObjCBudget.minimumMegabytes)) << 20
            memory.rlim_cur = memory.rlim_max == unlimited ? wanted : min(wanted, memory.rlim_max)
            _ = setrlimit(resource(RLIMIT_AS), &memory)
        }
        var usage = rusage()
        var cpu = rlimit()
        if getrusage(rusageSelf, &usage) == 0, getrlimit(resource(RLIMIT_CPU), &cpu) == 0 {
            let used = rlim_t(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + 1
            let wanted = used + rlim_t(budget.seconds.rounded(.up)) + 1
            cpu.rlim_cur = cpu.rlim_max == unlimited ? wanted : min(wanted, cpu.rlim_max)
            _ = setrlimit(resource(RLIMIT_CPU), &cpu)
        }
    }

    /// A resource as `getrlimit`/`setrlimit` take it (an enum on Linux, a number elsewhere).
    #if os(Linux)
    private static func resource(_ r: __rlimit_resource) -> __rlimit_resource_t { __rlimit_resource_t(r.rawValue) }
    #else
    private static func resource(_ r: Int32) -> Int32 { r }
    #endif

    /// RLIM_INFINITY, which Swift imports as an overflowing literal.
    private static let unlimited = rlim_t.max

    #if os(Linux)
    private static let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
    #else
    private static let rusageSelf = RUSAGE_SELF
    #endif

    /// One frame (`ObjCWire`), or nil at the end of the channel.
    static func readFrame(_ fd: Int32) -> [UInt8]? {
        var header = [UInt8](repeating: 0, count: ObjCWire.headerSize)
        guard readAll(fd, &header) else { return nil }
        let length = ObjCWire.payloadLength(header)
        guard length <= Int(Int32.max) * 4 else { return nil }
        var payload = [UInt8](repeating: 0, count: length)
        return readAll(fd, &payload) ? payload : nil
    }

    private static func readAll(_ fd: Int32, _ buffer: inout [UInt8]) -> Bool {
        buffer.withUnsafeMutableBytes { bytes in whole(bytes.count) { done in read(fd, bytes.baseAddress! + done, bytes.count - done) } }
    }

    private static func writeAll(_ fd: Int32, _ buffer: inout [UInt8]) -> Bool {
        buffer.withUnsafeBytes { bytes in whole(bytes.count) { done in write(fd, bytes.baseAddress! + done, bytes.count - done) } }
    }

    /// Repeats a partial read or write (`step`, given how much is done) until `count` bytes are
    /// through; false when the channel ends or fails first. An interrupted call is tried again.
    private static func whole(_ count: Int, _ step: (Int) -> Int) -> Bool {
        var done = 0
        while done < count {
            let n = step(done)
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return false }
            done += n
        }
        return true
    }
}
