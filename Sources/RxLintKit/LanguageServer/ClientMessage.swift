import Foundation

/// One message from the client, decoded: the methods rxlint serves with their params, and
/// what it must answer with an error or can only log.
enum ClientMessage {
    case initialize(RequestID, InitializeParams)
    case initialized
    case shutdown(RequestID)
    case exit
    case didOpen(DidOpenTextDocumentParams)
    case didChange(DidChangeTextDocumentParams)
    case didClose(DidCloseTextDocumentParams)
    case didSave(DidSaveTextDocumentParams)
    case didChangeWatchedFiles(DidChangeWatchedFilesParams)
    case didChangeWorkspaceFolders(DidChangeWorkspaceFoldersParams)
    case codeAction(RequestID, CodeActionParams)
    case hover(RequestID, TextDocumentPositionParams)
    /// `$/cancelRequest`.
    case cancel(RequestID)
    /// A request for a method rxlint does not serve.
    case unknownRequest(RequestID, String)
    /// A notification rxlint has no use for (`$/setTrace`, `workspace/didChangeConfiguration`…).
    case ignored
    /// A response to a request of the server's (file watchers, progress).
    case response
    /// To be answered with this error (`id` nil when the message had no readable id).
    case invalid(RequestID?, ResponseError)
    /// A notification that could not be read: logged, as a notification has no answer.
    case unreadableNotification(String)

    /// Decodes one message body. Never throws: anything wrong becomes `invalid` or
    /// `unreadableNotification`, with a one-line reason.
    static func decode(_ body: [UInt8]) -> ClientMessage {
        let data = Data(body)
        let decoder = JSONDecoder()
        let header: MessageHeader
        do {
            header = try decoder.decode(MessageHeader.self, from: data)
        } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
            return .invalid(nil, ResponseError(code: ErrorCode.parseError, message: "not JSON: \(reason(context))"))
        } catch {
            return .invalid(nil, ResponseError(code: ErrorCode.invalidRequest, message: "not a JSON-RPC message object: \(oneLine(error))"))
        }
        if header.isResponse && header.method == nil { return .response }
        guard let method = header.method else {
            return .invalid(header.id, ResponseError(code: ErrorCode.invalidRequest, message: "a message without a method"))
        }
        if header.hasID {
            guard let id = header.id else {
                return .invalid(nil, ResponseError(code: ErrorCode.invalidRequest, message: "a request's id must be a number or a string"))
            }
            return request(id, method, data, decoder)
        }
        return notification(method, data, decoder)
    }

    private static func request(_ id: RequestID, _ method: String, _ data: Data, _ decoder: JSONDecoder) -> ClientMessage {
        do {
            switch method {
            case "initialize": return .initialize(id, try decoder.decode(ParamsOf<InitializeParams>.self, from: data).params)
            case "shutdown": return .shutdown(id)
            case "textDocument/codeAction": return .codeAction(id, try decoder.decode(ParamsOf<CodeActionParams>.self, from: data).params)
            case "textDocument/hover": return .hover(id, try decoder.decode(ParamsOf<TextDocumentPositionParams>.self, from: data).params)
            default: return .unknownRequest(id, method)
            }
        } catch {
            return .invalid(id, ResponseError(code: ErrorCode.invalidParams, message: "\(method): invalid params: \(oneLine(error))"))
        }
    }

    private static func notification(_ method: String, _ data: Data, _ decoder: JSONDecoder) -> ClientMessage {
        do {
            switch method {
            case "initialized": return .initialized
            case "exit": return .exit
            case "$/cancelRequest": return .cancel(try decoder.decode(ParamsOf<CancelParams>.self, from: data).params.id)
            case "textDocument/didOpen": return .didOpen(try decoder.decode(ParamsOf<DidOpenTextDocumentParams>.self, from: data).params)
            case "textDocument/didChange": return .didChange(try decoder.decode(ParamsOf<DidChangeTextDocumentParams>.self, from: data).params)
            case "textDocument/didClose": return .didClose(try decoder.decode(ParamsOf<DidCloseTextDocumentParams>.self, from: data).params)
            case "textDocument/didSave": return .didSave(try decoder.decode(ParamsOf<DidSaveTextDocumentParams>.self, from: data).params)
            case "workspace/didChangeWatchedFiles":
                return .didChangeWatchedFiles(try decoder.decode(ParamsOf<DidChangeWatchedFilesParams>.self, from: data).params)
            case "workspace/didChangeWorkspaceFolders":
                return .didChangeWorkspaceFolders(try decoder.decode(ParamsOf<DidChangeWorkspaceFoldersParams>.self, from: data).params)
            default: return .ignored
            }
        } catch {
            return .unreadableNotification("\(method): invalid params: \(oneLine(error))")
        }
    }

    /// A decoding error in one line: what was wrong, and where (`textDocument.version`).
    static func oneLine(_ error: Error) -> String {
        switch error {
        case DecodingError.keyNotFound(let key, let context):
            return "missing '\(path(context.codingPath + [key]))'"
        case DecodingError.typeMismatch(let type, let context), DecodingError.valueNotFound(let type, let context):
            return "'\(path(context.codingPath))' is not \(describe(type))"
        case DecodingError.dataCorrupted(let context):
            return reason(context)
        default:
            return "\(error)".split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
        }
    }

    private static func reason(_ context: DecodingError.Context) -> String {
        let text = context.underlyingError.map { "\($0)" } ?? context.debugDescription
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? "unreadable"
    }

    private static func path(_ keys: [CodingKey]) -> String {
        keys.map { $0.intValue.map(String.init) ?? $0.stringValue }.joined(separator: ".")
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: return "a string"
        case is Int.Type: return "an integer"
        case is Bool.Type: return "a boolean"
        default: return "of the expected type"
        }
    }
}
