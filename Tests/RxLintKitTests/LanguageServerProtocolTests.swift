import Foundation
import TestSupport
import XCTest
@testable import RxLintKit

/// The server's side of the protocol, in this process over pipes: the lifecycle and its
/// errors, bad input answered and survived, cancellation, stale versions, and a buffer's
/// verdict following the other files of its project as they change.
final class LanguageServerProtocolTests: XCTestCase {
    private func errorCode(_ response: [String: Any]) -> Int? {
        (response["error"] as? [String: Any])?["code"] as? Int
    }

    func testLifecycleAnswersEachStateAsTheProtocolSays() {
        let client = LSPTestClient()
        XCTAssertEqual(errorCode(client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])),
                       ErrorCode.serverNotInitialized)
        let initialized = client.request("initialize", ["capabilities": ["general": ["positionEncodings": ["utf-8", "utf-16"]]]])
        let capabilities = (initialized["result"] as? [String: Any])?["capabilities"] as? [String: Any]
        XCTAssertEqual(capabilities?["positionEncoding"] as? String, "utf-8")
        XCTAssertEqual((capabilities?["textDocumentSync"] as? [String: Any])?["change"] as? Int, 2)
        XCTAssertEqual((capabilities?["codeActionProvider"] as? [String: Any])?["codeActionKinds"] as? [String], ["quickfix", "source.fixAll.rxlint"])
        client.notify("initialized")
        XCTAssertEqual(errorCode(client.request("initialize", ["capabilities": [:] as [String: Any]])), ErrorCode.invalidRequest)
        XCTAssertEqual(errorCode(client.request("textDocument/completion", ["textDocument": ["uri": "file:///a.swift"]])), ErrorCode.methodNotFound)
        client.notify("$/setTrace", ["value": "verbose"])
        XCTAssertEqual(errorCode(client.request("textDocument/codeAction", ["textDocument": 5])), ErrorCode.invalidParams)
        // A document that is not open has nothing to say.
        let hover = client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
        XCTAssertTrue(hover["result"] is NSNull, "\(hover)")
        let shutdown = client.request("shutdown", nil)
        XCTAssertTrue(shutdown["result"] is NSNull && shutdown["error"] == nil, "\(shutdown)")
        XCTAssertEqual(errorCode(client.request("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])),
                       ErrorCode.invalidRequest)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 0)
    }

    /// A server's reading thread outlives `run`; the test client closes the input descriptor
    /// once `run` returns, and the next pipe is likely given its number. The old thread must not
    /// read (and take) the next server's messages: each request of the next one is answered.
    func testAFinishedServerTakesNothingOfTheNextOnesInput() {
        for round in 0..<20 {
            let first = LSPTestClient()
            first.start(root: nil)
            first.notify("exit")
            XCTAssertEqual(first.waitForExit(), 1)
            let next = LSPTestClient()
            next.start(root: nil)
            for _ in 0..<5 {
                let id = next.sendRequest("textDocument/hover", ["textDocument": ["uri": "file:///a.swift"], "position": ["line": 0, "character": 0]])
                guard next.waitFor(timeout: 10, { ($0["id"] as? Int) == id }) != nil else { return XCTFail("round \(round): a request was not answered") }
            }
            next.notify("exit")
            XCTAssertEqual(next.waitForExit(), 1)
        }
    }

    func testExitWithoutShutdownIsAFailureStatus() {
        let client = LSPTestClient()
        client.start(root: nil)
        client.notify("exit")
        XCTAssertEqual(client.waitForExit(), 1)
    }

    func testBadInputIsAnsweredAndTheServerGoesOn() {
        let client = LSPTestClient(maximumMessage: 4096)
        client.sendBody(Array("{not json".utf8))
        client.sendBody(Array("[1, 2]".utf8))
        client.sendRaw(Array("Content-Type: nothing else\r\n\r\n".utf8))
        let huge = Array(("{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":\"" + String(repeating: "a", count: 5000) + "\"}").utf8)
        client.sendBody(huge)
        client.sendBody([0xFF, 0xFE, 0x00])
        var errors: [(code: Int, hasNullID: Bool, message: String)] = []
        for _ in 0..<5 {
            guard let message = client.waitFor({ $0["error"] != nil }) else { return }
            let error = message["error"] as? [String: Any]
            errors.append((error?["code"] as? Int ?? 0, message["id"] is NSNull, error?["message"] as? String ?? ""))
        }
        XCTAssertEqual(errors.map(\.code), [ErrorCode.parseError, ErrorCode.invalidRequest, ErrorCode.parseError, ErrorCode.parseError, ErrorCode.parseError])
        XCTAssertTrue(errors.allSatisfy(\.hasNullID))
        XCTAssertEqual(errors[2].message, "a message has no Content-Length header")
        XCTAssertEqual(errors[3].message, "a message of \(huge.count) bytes is over the limit of 4096 bytes; it was skipped")
        // The stream is still in step: the next request is answered.
        let initialized = client.request("initialize", ["capabilities": [:] as [String: Any]])
        XCTAssertNotNil(initialized["result"] as? [String: Any])
    }

    func testARequestCancelledBeforeItIsHandledIsAnsweredAsCancelled() {
        let hover = TextDocumentPositionParams(textDocument: TextDocumentIdentifier(uri: "file:///a.swift"), position: LSPPosition(line: 0, character: 0))
        let client = LSPTestClient(prequeued: [
            .initialize(.number(100), InitializeParams(capabilities: nil)),
            .hover(.number(101), hover),
            .cancel(.number(101)),
            .hover(.number(102), hover),
        ])
        XCTAssertNotNil(client.response(to: 100)["result"])
        XCTAssertEqual(errorCode(client.response(to: 101)), ErrorCode.requestCancelled)
        XCTAssertTrue(client.response(to: 102)["result"] is NSNull, "a request not cancelled is answered")
    }

    private static let controller = """
    import RxSwift

    final class ListViewController {
        let disposeBag = DisposeBag()
        let store: Store
        var count = 0

        init(store: Store) {
            self.store = store
            store.items
                .subscribe(onNext: { items in self.count = items.count })
                .disposed(by: disposeBag)
        }
    }

    """

    private func open(_ client: LSPTestClient, _ project: LSPTestProject, _ path: String, _ text: String, version: Int = 1) {
        client.notify("textDocument/didOpen", ["textDocument": ["uri": project.uri(path), "languageId": "swift", "version": version, "text": text]])
    }

    func testABufferFollowsTheOtherFilesOfItsProject() throws {
        let project = try LSPTestProject([".lintrc": "strict: false\n", "Sources/Store.swift": SharedFixtures.relayStore, "Sources/ListViewController.swift": Self.controller])
        let client = LSPTestClient()
        client.start(root: project.root, capabilities: ["textDocument": ["publishDiagnostics": ["relatedInformation": true]]])
        let controller = project.uri("Sources/ListViewController.swift")
        open(client, project, "Sources/ListViewController.swift", Self.controller)
        let first = client.diagnostics(controller, version: 1)
        XCTAssertEqual(first.map { $0["code"] as? String }, ["strong_self_capture"])
        XCTAssertEqual(first.first?["severity"] as? Int, 1, "the store's relay never completes: an error")
        XCTAssertEqual(first.first?["range"] as? NSDictionary, ["start": ["line": 10, "character": 42], "end": ["line": 10, "character": 46]] as NSDictionary)
        let related = (first.first?["relatedInformation"] as? [[String: Any]])?.compactMap { $0["message"] as? String } ?? []
        XCTAssertEqual(related.first, "chain (leak): self → store.items → observer of the relay 'store.items' → onNext closure → self")
        XCTAssertTrue(related.last?.hasPrefix("fix: ") == true, "\(related)")

        // The store's unsaved buffer, whose items come from a call rxlint cannot read: the controller's verdict follows.
        open(client, project, "Sources/Store.swift", SharedFixtures.relayStore)
        client.notify("textDocument/didChange", ["textDocument": ["uri": project.uri("Sources/Store.swift"), "version": 2],
                                                 "contentChanges": [["text": SharedFixtures.relayStore.replacingOccurrences(of: "BehaviorRelay<[String]>(value: [])", with: "ItemsFeed.load()")]]])
        XCTAssertEqual(client.diagnostics(controller).first?["severity"] as? Int, 2, "an Observable whose completion rxlint cannot tell: a warning")
        // Closed unsaved: the file on disk stands for it again.
        client.notify("textDocument/didClose", ["textDocument": ["uri": project.uri("Sources/Store.swift")]])
        XCTAssertEqual(client.diagnostics(controller).first?["severity"] as? Int, 1)
        // Changed on disk (a checkout): the watched-file event is enough.
        try project.write("Sources/Store.swift", SharedFixtures.relayStore.replacingOccurrences(of: "let items", with: "let other"))
        client.notify("workspace/didChangeWatchedFiles", ["changes": [["uri": project.uri("Sources/Store.swift"), "type": 2]]])
        XCTAssertNotEqual(client.diagnostics(controller).first?["severity"] as? Int, 1, "the relay is gone from the store")
    }

    func testStaleChangesAreIgnoredAndEveryPublishedVersionIsTheLatest() throws {
        let project = try LSPTestProject([".lintrc": "", "Sources/Store.swift": SharedFixtures.relayStore])
        let client = LSPTestClient()
        client.start(root: project.root)
        let uri = project.uri("Sources/ListViewController.swift")
        open(client, project, "Sources/ListViewController.swift", Self.controller, version: 5)
        XCTAssertEqual(client.diagnostics(uri, version: 5).count, 1)
        let weak = Self.controller.replacingOccurrences(of: "{ items in self.count", with: "{ [weak self] items in self?.count")
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 7], "contentChanges": [["text": weak]]])
        client.notify("textDocument/didChange", ["textDocument": ["uri": uri, "version": 6], "contentChanges": [["text": Self.controller]]])
        let log = client.waitFor { ($0["params"] as? [String: Any])?["message"] as? String == "rxlint: \(uri): a change to version 6 arrived after version 7 and was ignored" }
        XCTAssertNotNil(log)
        XCTAssertEqual(client.diagnostics(uri, version: 7).count, 0, "version 7, fixed, is what the buffer holds")
        let stale = client.drain(after: 0.3).filter {
            $0["method"] as? String == "textDocument/publishDiagnostics" && ($0["params"] as? [String: Any])?["version"] as? Int != 7
        }
        XCTAssertTrue(stale.isEmpty, "nothing is published for another version: \(stale)")
    }
}
