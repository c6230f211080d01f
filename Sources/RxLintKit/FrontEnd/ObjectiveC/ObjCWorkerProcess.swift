#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CLibClang
import Foundation

/// One Objective-C worker process: started from the run's executable with the worker
/// argument, a socket on its descriptor 3 for requests and answers, a pipe for its standard
/// error, `/dev/null` for its standard input and output (an `#include "/dev/stdin"` reads
/// nothing).
final class ObjCWorkerProcess {
    let pid: pid_t
    /// The run's end of the socket.
    private let channel: Int32
    /// The read end of the worker's standard error.
    private let errors: Int32
    private var stopped = false

    private init(pid: pid_t, channel: Int32, errors: Int32) {
        self.pid = pid
        self.channel = channel
        self.errors = errors
    }

    deinit {
        close(channel)
        close(errors)
    }

    struct StartError: Error, CustomStringConvertible {
        var description: String
    }

    /// How a worker ended.
    enum Status: Equatable {
        case exited(Int32)
        case signaled(Int32)
    }

    enum Exchange {
        /// The answer's payload, and what the worker wrote on its standard error meanwhile
        /// (nothing, when all went well).
        case answered([UInt8], errorText: String)
        /// No answer within the time: the caller stops the worker.
        case timedOut
        /// The worker ended first, with what it wrote on its standard error.
        case ended(Status, errorText: String)
    }

    /// Starts a worker. The start itself happens on a thread that lives as long as the process:
    /// a worker asks to be killed when the thread that started it ends (Linux ties that to
    /// the thread, not the process), and the run's own threads come and go.
    static func start(executable: String) -> Result<ObjCWorkerProcess, StartError> {
        SpawningThread.shared.run { spawn(executable: executable) }
    }

    private static func spawn(executable: String) -> Result<ObjCWorkerProcess, StartError> {
        var pair: [Int32] = [-1, -1]
        #if os(Linux)
        let socketType = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        #else
        let socketType = SOCK_STREAM
        #endif
        guard socketpair(AF_UNIX, socketType, 0, &pair) == 0 else { return .failure(StartError(description: Self.errnoText())) }
        var errorPipe: [Int32] = [-1, -1]
        guard rxlint_pipe_cloexec(&errorPipe) == 0 else {
            close(pair[0]); close(pair[1])
            return .failure(StartError(description: Self.errnoText()))
        }
        // Every descriptor made here is closed in the other children the run starts (made so
        // atomically on Linux): only this worker gets its ends, through the spawn's own
        // duplication, so the run sees the channel close when this worker ends.
        for fd in pair + errorPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        #if !os(Linux)
        var one: Int32 = 1
        _ = setsockopt(pair[0], SOL_SOCKET, SO_NOSIGPIPE, &one, socklen_t(MemoryLayout<Int32>.size))
        #endif
        // The worker's end must not already be descriptor 3: duplicating onto itself would
        // keep its close-on-exec flag.
        var childEnd = pair[1]
        if childEnd == ObjCWorker.channel {
            childEnd = fcntl(pair[1], F_DUPFD_CLOEXEC, 10)
            close(pair[1])
        }
        defer {
            close(childEnd)
            close(errorPipe[1])
        }
        #if os(Linux)
        var actions = posix_spawn_file_actions_t()
        #else
        var actions: posix_spawn_file_actions_t?
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, childEnd, ObjCWorker.channel)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        let arguments = [executable, ObjCWorker.argument]
        var argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        #if os(Linux)
        let environment = environ
        #else
        let environment = _NSGetEnviron().pointee
        #endif
        let status = posix_spawn(&pid, executable, &actions, nil, &argv, environment)
        guard status == 0 else {
            close(pair[0]); close(errorPipe[0])
            return .failure(StartError(description: String(cString: strerror(status))))
        }
        _ = fcntl(errorPipe[0], F_SETFL, fcntl(errorPipe[0], F_GETFL) | O_NONBLOCK)
        return .success(ObjCWorkerProcess(pid: pid, channel: pair[0], errors: errorPipe[0]))
    }

    /// Sends `frame` and waits for the answer, for at most `seconds` in all.
    func exchange(_ frame: inout [UInt8], seconds: Double) -> Exchange {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(max(0, seconds) * 1e9)
        var errorText: [UInt8] = []
        drainErrors(into: &errorText)
        errorText.removeAll()
        guard send(frame, deadline: deadline, errorText: &errorText) else {
            return DispatchTime.now().uptimeNanoseconds >= deadline ? .timedOut : ended(errorText: &errorText)
        }
        var header = [UInt8](repeating: 0, count: ObjCWire.headerSize)
        switch receive(into: &header, deadline: deadline, errorText: &errorText) {
        case .timedOut: return .timedOut
        case .closed: return ended(errorText: &errorText)
        case .done: break
        }
        var payload = [UInt8](repeating: 0, count: ObjCWire.payloadLength(header))
        switch receive(into: &payload, deadline: deadline, errorText: &errorText) {
        case .timedOut: return .timedOut
        case .closed: return ended(errorText: &errorText)
        case .done:
            drainErrors(into: &errorText)
            return .answered(payload, errorText: String(decoding: errorText, as: UTF8.self))
        }
    }

    /// Kills the worker (it may be in the middle of a file) and waits for it.
    func stop() {
        guard !stopped else { return }
        stopped = true
        kill(pid, SIGKILL)
        _ = wait()
    }

    private func ended(errorText: inout [UInt8]) -> Exchange {
        stopped = true
        let status = wait()
        // What it wrote just before it ended.
        drainErrors(into: &errorText)
        return .ended(status, errorText: String(decoding: errorText, as: UTF8.self))
    }

    private func wait() -> Status {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0, errno == EINTR {}
        // The <sys/wait.h> macros, which Swift does not import.
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    private enum Progress { case done, closed, timedOut }

    private func send(_ frame: [UInt8], deadline: UInt64, errorText: inout [UInt8]) -> Bool {
        var sent = 0
        while sent < frame.count {
            guard wait(for: Int16(POLLOUT), deadline: deadline, errorText: &errorText) else { return false }
            #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL) | Int32(MSG_DONTWAIT)
            #else
            let flags = MSG_DONTWAIT
            #endif
            let n = frame.withUnsafeBytes { sendBytes(channel, $0.baseAddress! + sent, frame.count - sent, flags) }
            if n < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            guard n > 0 else { return false }
            sent += n
        }
        return true
    }

    private func receive(into buffer: inout [UInt8], deadline: UInt64, errorText: inout [UInt8]) -> Progress {
        var filled = 0
        let count = buffer.count
        while filled < count {
            guard wait(for: Int16(POLLIN), deadline: deadline, errorText: &errorText) else {
                return DispatchTime.now().uptimeNanoseconds >= deadline ? .timedOut : .closed
            }
            let n = buffer.withUnsafeMutableBytes { recv(channel, $0.baseAddress! + filled, count - filled, Int32(MSG_DONTWAIT)) }
            if n < 0, errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK { continue }
            guard n > 0 else { return .closed }
            filled += n
        }
        return .done
    }

    /// Waits until the channel is ready for `events`, reading the worker's standard error
    /// meanwhile; false at the deadline, or when the channel closed.
    private func wait(for events: Int16, deadline: UInt64, errorText: inout [UInt8]) -> Bool {
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            guard now < deadline else { return false }
            var fds = [pollfd(fd: channel, events: events, revents: 0), pollfd(fd: errors, events: Int16(POLLIN), revents: 0)]
            let milliseconds = Int32(min(UInt64(Int32.max), (deadline - now + 999_999) / 1_000_000))
            let n = poll(&fds, nfds_t(fds.count), milliseconds)
            if n < 0 { if errno == EINTR { continue }; return false }
            if fds[1].revents != 0 { drainErrors(into: &errorText) }
            if fds[0].revents & events != 0 { return true }
            if fds[0].revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return false }
        }
    }

    /// Reads what the worker wrote on its standard error, keeping the first 16 KB: enough for
    /// the line that says why it stopped, and no more of a dump of many pages.
    private func drainErrors(into text: inout [UInt8]) {
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(errors, $0.baseAddress!, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { return }
            if text.count < 16_384 { text += chunk[0..<min(n, 16_384 - text.count)] }
        }
    }

    private static func errnoText() -> String {
        String(cString: strerror(errno))
    }
}

/// `send(2)`, named apart from the class's own `send`.
@inline(__always)
private func sendBytes(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int, _ flags: Int32) -> Int {
    #if canImport(Glibc)
    return Glibc.send(fd, buffer, count, flags)
    #else
    return Darwin.send(fd, buffer, count, flags)
    #endif
}

/// One thread for the life of the process that runs what it is given, one thing at a time.
private final class SpawningThread: @unchecked Sendable {
    static let shared = SpawningThread()

    private let lock = NSLock()
    private let pending = DispatchSemaphore(value: 0)
    private var work: [() -> Void] = []

    private init() {
        let thread = Thread { [unowned self] in
            while true {
                self.pending.wait()
                self.lock.lock()
                let next = self.work.removeFirst()
                self.lock.unlock()
                next()
            }
        }
        thread.name = "rxlint-objc-spawn"
        thread.start()
    }

    /// `body`'s result, computed on the thread.
    func run<T>(_ body: @escaping () -> T) -> T {
        var result: T?
        let done = DispatchSemaphore(value: 0)
        lock.lock()
        work.append {
            result = body()
            done.signal()
        }
        lock.unlock()
        pending.signal()
        done.wait()
        return result!
    }
}
