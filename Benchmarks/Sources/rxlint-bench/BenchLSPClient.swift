import Foundation

/// A minimal LSP client for the benchmark: frames JSON messages to the server's input and
/// collects what it writes, so the time from a change to its diagnostics can be read.
final class BenchLSPClient: @unchecked Sendable {
    private let output: Int32
    private let input: Int32
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var nextID = 0

    init(writingTo output: Int32, readingFrom input: Int32) {
        self.output = output
        self.input = input
        let thread = Thread { [self] in readLoop() }
        thread.start()
    }

    func notify(_ method: String, _ params: [String: Any]) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and waits for its response.
    @discardableResult
    func request(_ method: String, _ params: [String: Any]) -> [String: Any] {
        nextID += 1
        let id = nextID
        send(["jsonrpc": "2.0", "id": id, "method": method, "params": params])
        return waitFor { ($0["id"] as? Int) == id && $0["method"] == nil }
    }

    /// Waits for the first message `matches` accepts, and forgets it and everything before it.
    func waitFor(timeout: TimeInterval = 600, _ matches: ([String: Any]) -> Bool) -> [String: Any] {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let k = received.firstIndex(where: matches) {
                let message = received[k]
                received.removeFirst(k + 1)
                return message
            }
            guard condition.wait(until: deadline) else {
                FileHandle.standardError.write(Data("rxlint-bench: no answer from the language server\n".utf8))
                exit(1)
            }
        }
    }

    /// Waits for the diagnostics of `uri` at `version`.
    func diagnostics(_ uri: String, version: Int) -> [[String: Any]] {
        let message = waitFor {
            guard $0["method"] as? String == "textDocument/publishDiagnostics", let params = $0["params"] as? [String: Any] else { return false }
            return params["uri"] as? String == uri && params["version"] as? Int == version
        }
        return ((message["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    private func send(_ message: [String: Any]) {
        let body = try! JSONSerialization.data(withJSONObject: message)
        var bytes = Array("Content-Length: \(body.count)\r\n\r\n".utf8)
        bytes += body
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(output, raw.baseAddress! + written, raw.count - written)
                if n <= 0 { return }
                written += n
            }
        }
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress!, $0.count) }
            if n <= 0 { return }
            buffer += chunk[0..<n]
            while let message = takeMessage(&buffer) {
                condition.lock()
                received.append(message)
                condition.signal()
                condition.unlock()
            }
        }
    }

    private func takeMessage(_ buffer: inout [UInt8]) -> [String: Any]? {
        let separator: [UInt8] = [13, 10, 13, 10]
        guard let end = (0..<max(0, buffer.count - 3)).first(where: { Array(buffer[$0..<($0 + 4)]) == separator }) else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        guard let lengthText = header.split(separator: ":").last?.trimmingCharacters(in: .whitespaces), let length = Int(lengthText),
              buffer.count >= end + 4 + length else { return nil }
        let body = Data(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return (try? JSONSerialization.jsonObject(with: body)) as? [String: Any]
    }
}
