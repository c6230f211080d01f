import Foundation

/// A request's id: JSON-RPC allows a number or a string.
enum RequestID: Hashable, Sendable, Codable {
    case number(Int)
    case string(String)

    init(from decoder: Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let n = try? container.decode(Int.self) {
            self = .number(n)
        } else {
            self = .string(try container.decode(String.self))
        }
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        }
    }
}

/// The error codes of JSON-RPC and LSP that rxlint answers with.
enum ErrorCode {
    static let parseError = -32700
    static let invalidRequest = -32600
    static let methodNotFound = -32601
    static let invalidParams = -32602
    static let internalError = -32603
    static let serverNotInitialized = -32002
    static let requestCancelled = -32800
}

/// A response's error.
struct ResponseError: Codable, Equatable, Sendable {
    var code: Int
    var message: String
}

/// What every incoming message says of itself, read before its params: whether it is a
/// request (an id and a method), a notification (a method only) or a response to a request
/// of the server's (an id and a result or an error).
struct MessageHeader: Decodable {
    var id: RequestID?
    var method: String?
    /// An `id` key was present, valid or not.
    var hasID: Bool
    var isResponse: Bool

    private enum Keys: String, CodingKey { case id, method, result, error }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        hasID = container.contains(.id)
        id = try container.decodeIfPresent(RequestID.self, forKey: .id)
        method = try container.decodeIfPresent(String.self, forKey: .method)
        isResponse = container.contains(.result) || container.contains(.error)
    }
}

/// The `params` of an incoming message, decoded once its method is known.
struct ParamsOf<Params: Decodable>: Decodable {
    var params: Params
}

/// An outgoing response: `result` or `error`, and `"result": null` when there is no result
/// (JSON-RPC requires one of the two keys).
struct ResponseMessage<Result: Encodable>: Encodable {
    var id: RequestID?
    var result: Result?
    var error: ResponseError?

    private enum Keys: String, CodingKey { case jsonrpc, id, result, error }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        if let id { try container.encode(id, forKey: .id) } else { try container.encodeNil(forKey: .id) }
        if let error {
            try container.encode(error, forKey: .error)
        } else if let result {
            try container.encode(result, forKey: .result)
        } else {
            try container.encodeNil(forKey: .result)
        }
    }
}

/// An outgoing notification.
struct NotificationMessage<Params: Encodable>: Encodable {
    var method: String
    var params: Params

    private enum Keys: String, CodingKey { case jsonrpc, method, params }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}

/// An outgoing request (the server asks the client to register file watchers, or to create a
/// progress token).
struct RequestMessage<Params: Encodable>: Encodable {
    var id: RequestID
    var method: String
    var params: Params

    private enum Keys: String, CodingKey { case jsonrpc, id, method, params }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode("2.0", forKey: .jsonrpc)
        try container.encode(id, forKey: .id)
        try container.encode(method, forKey: .method)
        try container.encode(params, forKey: .params)
    }
}

/// A result that is JSON `null` (`shutdown`, a hover over nothing).
struct NullResult: Encodable {
    func encode(to encoder: Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encodeNil()
    }
}
