import Foundation
import XCTest
@testable import RxLintKit

/// The base protocol's framing and JSON-RPC decoding: whatever the bytes, the reader returns
/// a message, a one-line problem or the end, stays in step with the stream, and never holds
/// more than its bound.
final class LanguageServerFramingTests: XCTestCase {
    /// Everything `MessageReader` makes of `bytes`, read through a pipe.
    private func read(_ bytes: [UInt8], maximumBody: Int = 1 << 20) -> [MessageReader.Next] {
        var pair: [Int32] = [0, 0]
        XCTAssertEqual(pipe(&pair), 0)
        let fds = pair
        let writer = Thread {
            bytes.withUnsafeBytes { raw in
                var written = 0
                while written < raw.count {
                    let n = write(fds[1], raw.baseAddress! + written, min(raw.count - written, 7))
                    if n <= 0 { break }
                    written += n
                }
            }
            close(fds[1])
        }
        writer.start()
        let reader = MessageReader(fd: fds[0], maximumBody: maximumBody)
        var all: [MessageReader.Next] = []
        while true {
            let next = reader.next()
            all.append(next)
            if next == .end { break }
        }
        close(fds[0])
        return all
    }

    private func message(_ text: String) -> MessageReader.Next { .message(Array(text.utf8)) }

    func testMessagesAreReadAcrossSmallWritesWithAnyHeaderSpelling() {
        let stream = "Content-Length: 2\r\n\r\n{}" + "content-length:3\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1]"
            + "\r\nContent-Length: 4\n\nnull"
        XCTAssertEqual(read(Array(stream.utf8)), [message("{}"), message("[1]"), message("null"), .end])
    }

    func testBadHeadersAreProblemsAndTheNextMessageIsStillRead() {
        let stream = "Content-Type: text\r\n\r\n" + "Content-Length: twelve\r\n\r\n" + "no colon here\r\n\r\n"
            + "Content-Length: 2\r\n\r\n{}"
        let read = self.read(Array(stream.utf8))
        XCTAssertEqual(read.count, 5)
        XCTAssertEqual(read[0], .problem("a message has no Content-Length header"))
        XCTAssertEqual(read[1], .problem("Content-Length 'twelve' is not a number"))
        XCTAssertEqual(read[2], .problem("'no colon here' is not a header line"))
        XCTAssertEqual(Array(read[3...]), [message("{}"), .end])
    }

    func testOverlongHeadersAndBodiesAreSkippedWithoutBeingKept() {
        let longLine = "X-Long: " + String(repeating: "a", count: MessageReader.maximumHeaderLine + 10) + "\r\nContent-Length: 2\r\n\r\n{}"
        let manyLines = String(repeating: "X-A: b\r\n", count: MessageReader.maximumHeaderLines + 1) + "Content-Length: 2\r\n\r\n{}"
        let bigBody = "Content-Length: 5000\r\n\r\n" + String(repeating: " ", count: 5000)
        let stream = longLine + manyLines + bigBody + "Content-Length: 2\r\n\r\n[]"
        let read = self.read(Array(stream.utf8), maximumBody: 1000)
        XCTAssertEqual(read.count, 5)
        XCTAssertEqual(read[0], .problem("a header line is longer than \(MessageReader.maximumHeaderLine) bytes"))
        XCTAssertEqual(read[1], .problem("a message has more than \(MessageReader.maximumHeaderLines) header lines"))
        XCTAssertEqual(read[2], .problem("a message of 5000 bytes is over the limit of 1000 bytes; it was skipped"))
        XCTAssertEqual(Array(read[3...]), [message("[]"), .end])
    }

    func testAStreamEndingInsideAMessageEnds() {
        XCTAssertEqual(read(Array("Content-Length: 10\r\n\r\n{\"a\"".utf8)), [.end])
        XCTAssertEqual(read(Array("Content-Len".utf8)), [.end])
        XCTAssertEqual(read([]), [.end])
    }

    func testJSONRPCMessagesDecodeToWhatTheServerAnswers() {
        func decode(_ text: String) -> ClientMessage { ClientMessage.decode(Array(text.utf8)) }
        func error(_ message: ClientMessage) -> (id: RequestID?, code: Int)? {
            if case .invalid(let id, let error) = message { return (id, error.code) }
            return nil
        }
        XCTAssertEqual(error(decode("{not json"))?.code, ErrorCode.parseError)
        XCTAssertNil(error(decode("{not json"))?.id)
        XCTAssertEqual(error(decode("[1, 2]"))?.code, ErrorCode.invalidRequest)
        XCTAssertEqual(error(decode(#"{"jsonrpc":"2.0","id":{"x":1},"method":"shutdown"}"#))?.code, ErrorCode.invalidRequest)
        XCTAssertEqual(error(decode(#"{"jsonrpc":"2.0","id":3}"#))?.code, ErrorCode.invalidRequest)
        let badParams = error(decode(#"{"jsonrpc":"2.0","id":"h","method":"textDocument/hover","params":{"textDocument":5}}"#))
        XCTAssertEqual(badParams?.code, ErrorCode.invalidParams)
        XCTAssertEqual(badParams?.id, .string("h"))
        if case .unknownRequest(.number(7), "textDocument/completion") = decode(#"{"jsonrpc":"2.0","id":7,"method":"textDocument/completion"}"#) {} else {
            XCTFail("an unknown request is answered as unknown")
        }
        if case .cancel(.number(9)) = decode(#"{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":9}}"#) {} else { XCTFail("cancel") }
        if case .ignored = decode(#"{"jsonrpc":"2.0","method":"$/setTrace","params":{"value":"off"}}"#) {} else { XCTFail("ignored") }
        if case .response = decode(#"{"jsonrpc":"2.0","id":"rxlint-1","result":null}"#) {} else { XCTFail("response") }
        if case .unreadableNotification(let reason) = decode(#"{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///a"}}}"#) {
            XCTAssertEqual(reason, "textDocument/didChange: invalid params: missing 'params.textDocument.version'")
        } else {
            XCTFail("a notification with bad params is logged")
        }
    }
}
