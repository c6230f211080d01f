import Foundation

/// `rxlint lsp`: a Language Server Protocol 3.17 server over a pair of file descriptors
/// (standard input and output). It keeps each project warm (`WarmProject`) and reports on the
/// buffers the editor has open with the command line's own stages, so a buffer shows what
/// `rxlint` on the saved file would report.
///
/// One thread reads and decodes messages (`Inbox`); the worker handles them in order. Text
/// changes are applied as they come and verdicts are worked out once the worker has caught
/// up, so a burst of keystrokes costs one analysis, and a verdict for a text the client has
/// already changed again is not published.
public final class LanguageServer {
    enum Lifecycle {
        case uninitialized, running, shutDown
    }

    let inbox = Inbox()
    let writer: MessageWriter
    private let input: Int32
    private let maximumMessage: Int
    let jobs: Int
    var lifecycle = Lifecycle.uninitialized
    var encoding = PositionEncoding.utf16
    var capabilities: ClientCapabilities?
    /// Workspace folders, absolute, for finding the directory a buffer's run starts from.
    var workspaceFolders: [String] = []
    var documents: [String: OpenDocument] = [:]
    var projects: [ProjectKey: WarmProject] = [:]
    /// Problems already shown to the user, so a broken `.lintrc` is said once, not per keystroke.
    var shownProblems: Set<String> = []
    /// `.lintrc` files with a diagnostic published on them (a configuration error).
    var configurationDiagnostics: [String: LSPDiagnostic] = [:]
    /// Set by events that may move a buffer to another project (a `.lintrc` came or went).
    var configurationsMoved = false
    private var nextRequestNumber = 0
    private let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        return encoder
    }()

    /// A server reading from `input` and writing to `output`, analysing with `jobs` workers.
    public convenience init(input: Int32 = 0, output: Int32 = 1, jobs: Int = Engine.defaultJobs) {
        self.init(input: input, output: output, jobs: jobs, maximumMessage: MessageReader.defaultMaximumBody)
    }

    /// `maximumMessage`: the largest message body read (see `MessageReader`).
    init(input: Int32, output: Int32, jobs: Int, maximumMessage: Int) {
        self.input = input
        writer = MessageWriter(fd: output)
        self.jobs = max(1, jobs)
        self.maximumMessage = maximumMessage
    }

    /// Serves until `exit` or the end of the input; the exit status the protocol asks for:
    /// 0 after `shutdown`, else 1.
    public func run() -> Int32 {
        // The reading thread outlives `run` (it waits in `read` until the input ends), so it
        // reads a descriptor of its own, closed when it ends: the caller's may be closed once
        // `run` returns, and its number given to a file the thread would then read from.
        let own = dup(input)
        let reader = MessageReader(fd: own >= 0 ? own : input, maximumBody: maximumMessage)
        let inbox = self.inbox
        let thread = Thread {
            defer { if own >= 0 { close(own) } }
            while true {
                switch reader.next() {
                case .message(let body): inbox.put(.message(ClientMessage.decode(body)))
                case .problem(let reason): inbox.put(.problem(reason))
                case .end:
                    inbox.put(.end)
                    return
                }
            }
        }
        // Decoding a large buffer needs more than a secondary thread's default stack on some systems.
        thread.stackSize = 8 << 20
        thread.start()
        while true {
            for item in inbox.takeAll() {
                if let status = handle(item) { return status }
            }
            if lifecycle == .running { refresh() }
            if writer.isClosed { return 1 }
        }
    }

    /// Handles one item; an exit status when the server must stop.
    private func handle(_ item: Inbox.Item) -> Int32? {
        switch item {
        case .end:
            return lifecycle == .shutDown ? 0 : 1
        case .problem(let reason):
            respond(nil, error: ResponseError(code: ErrorCode.parseError, message: reason))
            return nil
        case .message(let message):
            return handle(message)
        }
    }

    private func handle(_ message: ClientMessage) -> Int32? {
        switch message {
        case .exit:
            return lifecycle == .shutDown ? 0 : 1
        case .response, .ignored, .cancel:
            return nil
        case .invalid(let id, let error):
            respond(id, error: error)
            return nil
        case .unreadableNotification(let reason):
            log(reason, type: 1)
            return nil
        default:
            break
        }
        switch lifecycle {
        case .uninitialized:
            if case .initialize(let id, let params) = message {
                initialize(id, params)
            } else if let id = message.requestID {
                respond(id, error: ResponseError(code: ErrorCode.serverNotInitialized, message: "the server is not initialized"))
            }
            return nil
        case .shutDown:
            if let id = message.requestID {
                respond(id, error: ResponseError(code: ErrorCode.invalidRequest, message: "the server is shut down"))
            }
            return nil
        case .running:
            break
        }
        if let id = message.requestID, inbox.takeCancellation(id) {
            respond(id, error: ResponseError(code: ErrorCode.requestCancelled, message: "cancelled"))
            return nil
        }
        switch message {
        case .initialize(let id, _):
            respond(id, error: ResponseError(code: ErrorCode.invalidRequest, message: "initialize was already received"))
        case .initialized:
            initialized()
        case .shutdown(let id):
            lifecycle = .shutDown
            respond(id, result: NullResult())
        case .didOpen(let params): didOpen(params)
        case .didChange(let params): didChange(params)
        case .didClose(let params): didClose(params)
        case .didSave(let params): didSave(params)
        case .didChangeWatchedFiles(let params): didChangeWatchedFiles(params)
        case .didChangeWorkspaceFolders(let params): didChangeWorkspaceFolders(params)
        case .codeAction(let id, let params): codeAction(id, params)
        case .hover(let id, let params): hover(id, params)
        case .unknownRequest(let id, let method):
            respond(id, error: ResponseError(code: ErrorCode.methodNotFound, message: "rxlint does not serve '\(method)'"))
        case .exit, .response, .ignored, .cancel, .invalid, .unreadableNotification:
            break
        }
        return nil
    }

    // MARK: Sending

    func respond<Result: Encodable>(_ id: RequestID?, result: Result) {
        send(ResponseMessage(id: id, result: result, error: nil))
    }

    func respond(_ id: RequestID?, error: ResponseError) {
        send(ResponseMessage<NullResult>(id: id, result: nil, error: error))
    }

    func notify<Params: Encodable>(_ method: String, _ params: Params) {
        send(NotificationMessage(method: method, params: params))
    }

    /// A request of the server's; its response is not waited for.
    func request<Params: Encodable>(_ method: String, _ params: Params) {
        nextRequestNumber += 1
        send(RequestMessage(id: .string("rxlint-\(nextRequestNumber)"), method: method, params: params))
    }

    /// `window/logMessage` (type 1 error, 2 warning, 3 info, 4 log).
    func log(_ message: String, type: Int = 3) {
        notify("window/logMessage", MessageParams(type: type, message: "rxlint: " + message))
    }

    /// `window/showMessage`, once per distinct message until the problem goes away.
    func show(_ message: String, type: Int) {
        guard shownProblems.insert(message).inserted else { return }
        notify("window/showMessage", MessageParams(type: type, message: "rxlint: " + message))
    }

    private func send<Message: Encodable>(_ message: Message) {
        do {
            writer.send(try encoder.encode(message))
        } catch {
            // Every type sent is plain data; a failure here is a bug, said on stderr.
            FileHandle.standardError.write(Data("rxlint lsp: cannot encode a message: \(error)\n".utf8))
        }
    }
}

extension ClientMessage {
    /// The id of a request, which must be answered; nil for notifications.
    var requestID: RequestID? {
        switch self {
        case .initialize(let id, _), .shutdown(let id), .codeAction(let id, _), .hover(let id, _), .unknownRequest(let id, _): return id
        case .invalid(let id, _): return id
        default: return nil
        }
    }
}
