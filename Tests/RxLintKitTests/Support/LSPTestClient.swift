import Foundation
import XCTest
@testable import RxLintKit

/// The language server run in this process over two pipes, and a client that frames JSON
/// to it and collects what it writes. Closing the client ends the server (end of input).
final class LSPTestClient: @unchecked Sendable {
    private let toServer: Int32
    private let fromServer: Int32
    private let condition = NSCondition()
    private var received: [[String: Any]] = []
    private var exitStatus: Int32?
    private var nextID = 0

    /// `prequeued`: messages the server finds waiting when it starts, ahead of anything sent
    /// (a request and its cancellation, in the order a busy server would see them).
    init(jobs: Int = 2, maximumMessage: Int = MessageReader.defaultMaximumBody, prequeued: [ClientMessage] = []) {
        var inputPair: [Int32] = [0, 0], outputPair: [Int32] = [0, 0]
        precondition(pipe(&inputPair) == 0 && pipe(&outputPair) == 0)
        let input = inputPair, output = outputPair
        toServer = input[1]
        fromServer = output[0]
        let server = LanguageServer(input: input[0], output: output[1], jobs: jobs, maximumMessage: maximumMessage)
        for message in prequeued { server.inbox.put(.message(message)) }
        let serverThread = Thread { [self] in
            let status = server.run()
            close(input[0])
            close(output[1])
            condition.lock()
            exitStatus = status
            condition.broadcast()
            condition.unlock()
        }
        serverThread.start()
        Thread { [self] in readLoop() }.start()
    }

    deinit {
        close(toServer)
    }

    /// Writes raw bytes to the server (for framing tests).
    func sendRaw(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { raw in
            var written = 0
            while written < raw.count {
                let n = write(toServer, raw.baseAddress! + written, raw.count - written)
                if n <= 0 { return }
                written += n
            }
        }
    }

    /// Sends one message body with its header.
    func sendBody(_ body: [UInt8]) {
        sendRaw(Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body)
    }

    func send(_ message: [String: Any]) {
        sendBody([UInt8](try! JSONSerialization.data(withJSONObject: message)))
    }

    func notify(_ method: String, _ params: Any = [String: Any]()) {
        send(["jsonrpc": "2.0", "method": method, "params": params])
    }

    /// Sends a request and returns its id (the response is read with `response(to:)`).
    @discardableResult
    func sendRequest(_ method: String, _ params: Any? = [String: Any]()) -> Int {
        nextID += 1
        var message: [String: Any] = ["jsonrpc": "2.0", "id": nextID, "method": method]
        if let params { message["params"] = params }
        send(message)
        return nextID
    }

    func request(_ method: String, _ params: Any? = [String: Any](), file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        response(to: sendRequest(method, params), file: file, line: line)
    }

    func response(to id: Int, file: StaticString = #filePath, line: UInt = #line) -> [String: Any] {
        waitFor(file: file, line: line) { ($0["id"] as? Int) == id && $0["method"] == nil } ?? [:]
    }

    /// The first message `matches` accepts, which is taken out (the others stay, in order);
    /// nil (and a failure) after `timeout` seconds.
    func waitFor(timeout: TimeInterval = 60, file: StaticString = #filePath, line: UInt = #line,
                 _ matches: ([String: Any]) -> Bool) -> [String: Any]? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while true {
            if let k = received.firstIndex(where: matches) {
                return received.remove(at: k)
            }
            guard condition.wait(until: deadline) else {
                XCTFail("no such message from the server within \(Int(timeout)) s; received: \(received)", file: file, line: line)
                return nil
            }
        }
    }

    /// The diagnostics of `uri` at `version` (nil: any version).
    func diagnostics(_ uri: String, version: Int? = nil, file: StaticString = #filePath, line: UInt = #line) -> [[String: Any]] {
        let message = waitFor(file: file, line: line) {
            guard $0["method"] as? String == "textDocument/publishDiagnostics", let params = $0["params"] as? [String: Any] else { return false }
            return params["uri"] as? String == uri && (version == nil || params["version"] as? Int == version)
        }
        return ((message?["params"] as? [String: Any])?["diagnostics"] as? [[String: Any]]) ?? []
    }

    /// Everything received and not yet taken, after waiting `seconds` for more.
    func drain(after seconds: TimeInterval) -> [[String: Any]] {
        Thread.sleep(forTimeInterval: seconds)
        condition.lock()
        defer { condition.unlock() }
        let all = received
        received = []
        return all
    }

    /// The server's exit status once it has stopped; nil (and a failure) if it does not.
    func waitForExit(timeout: TimeInterval = 30, file: StaticString = #filePath, line: UInt = #line) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        condition.lock()
        defer { condition.unlock() }
        while exitStatus == nil {
            guard condition.wait(until: deadline) else {
                XCTFail("the server did not stop", file: file, line: line)
                return nil
            }
        }
        return exitStatus
    }

    /// `initialize` and `initialized` for a workspace folder, with `capabilities`.
    @discardableResult
    func start(root: String?, capabilities: [String: Any] = [:]) -> [String: Any] {
        var params: [String: Any] = ["capabilities": capabilities]
        if let root { params["rootUri"] = URL(fileURLWithPath: root).absoluteString }
        let result = request("initialize", params)
        notify("initialized")
        return result
    }

    private func readLoop() {
        var buffer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fromServer, $0.baseAddress!, $0.count) }
            if n <= 0 { return }
            buffer += chunk[0..<n]
            while let body = LSPTestClient.takeBody(&buffer) {
                let message = (try? JSONSerialization.jsonObject(with: Data(body))) as? [String: Any] ?? ["unreadable": String(decoding: body, as: UTF8.self)]
                condition.lock()
                received.append(message)
                condition.broadcast()
                condition.unlock()
            }
        }
    }

    private static func takeBody(_ buffer: inout [UInt8]) -> [UInt8]? {
        guard buffer.count >= 4 else { return nil }
        var end: Int?
        for i in 0...(buffer.count - 4) where buffer[i] == 13 && buffer[i + 1] == 10 && buffer[i + 2] == 13 && buffer[i + 3] == 10 {
            end = i
            break
        }
        guard let end else { return nil }
        let header = String(decoding: buffer[0..<end], as: UTF8.self)
        guard let length = header.split(separator: "\r\n").compactMap({ line -> Int? in
            let parts = line.split(separator: ":", maxSplits: 1)
            return parts.count == 2 && parts[0].lowercased() == "content-length" ? Int(parts[1].trimmingCharacters(in: .whitespaces)) : nil
        }).first, buffer.count >= end + 4 + length else { return nil }
        let body = Array(buffer[(end + 4)..<(end + 4 + length)])
        buffer.removeFirst(end + 4 + length)
        return body
    }
}

/// A project on disk for the language server tests, removed when the value goes away.
final class LSPTestProject {
    let root: String

    init(_ files: [String: String]) throws {
        root = URL(fileURLWithPath: NSTemporaryDirectory()).appendingPathComponent("rxlint-lsp-" + UUID().uuidString).resolvingSymlinksInPath().path
        for (path, text) in files { try write(path, text) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    func write(_ relative: String, _ text: String) throws {
        let full = root + "/" + relative
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func uri(_ relative: String) -> String {
        URL(fileURLWithPath: root + "/" + relative).absoluteString
    }
}
