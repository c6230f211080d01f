#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// Writes JSON-RPC messages with their `Content-Length` header to a file descriptor, one whole
/// message at a time whichever thread sends it.
final class MessageWriter: @unchecked Sendable {
    private let fd: Int32
    private let lock = NSLock()
    private var closed = false

    init(fd: Int32) {
        self.fd = fd
    }

    /// Whether the other end has gone (a write failed): nothing more can be said to it.
    var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed
    }

    /// Sends one message body (JSON text).
    func send(_ body: Data) {
        var message = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        message += body
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        message.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(fd, raw.baseAddress! + written, raw.count - written)
                if n < 0 {
                    if errno == EINTR || errno == EAGAIN { continue }
                    closed = true
                    return
                }
                written += n
            }
        }
    }
}
