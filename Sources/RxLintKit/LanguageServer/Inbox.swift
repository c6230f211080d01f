import Foundation

/// Messages read from the client and not yet handled, filled by the reading thread and
/// emptied by the server's worker. Cancellations go around the queue: the reading thread notes
/// them at once, so a request still waiting is answered as cancelled instead of worked on.
final class Inbox: @unchecked Sendable {
    enum Item {
        case message(ClientMessage)
        /// The stream held something that is not a message (bad framing, over the size limit).
        case problem(String)
        case end
    }

    private let condition = NSCondition()
    private var items: [Item] = []
    private var cancelled: Set<RequestID> = []
    /// URIs with a `didChange` waiting: a verdict computed meanwhile for such a document is
    /// already stale, and is not published.
    private var pendingChanges: [String: Int] = [:]

    func put(_ item: Item) {
        condition.lock()
        if case .message(.cancel(let id)) = item {
            // Bounded: a client that cancels ids it never sent cannot grow the set for ever.
            if cancelled.count > 10_000 { cancelled.removeAll() }
            cancelled.insert(id)
        } else {
            if case .message(.didChange(let params)) = item { pendingChanges[params.textDocument.uri, default: 0] += 1 }
            items.append(item)
        }
        condition.signal()
        condition.unlock()
    }

    /// Everything waiting, in order; waits while there is nothing.
    func takeAll() -> [Item] {
        condition.lock()
        defer { condition.unlock() }
        while items.isEmpty { condition.wait() }
        let taken = items
        items = []
        for item in taken {
            if case .message(.didChange(let params)) = item {
                let uri = params.textDocument.uri
                pendingChanges[uri, default: 1] -= 1
                if pendingChanges[uri] ?? 0 <= 0 { pendingChanges[uri] = nil }
            }
        }
        return taken
    }

    /// Whether the client cancelled request `id`; the note is used up.
    func takeCancellation(_ id: RequestID) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return cancelled.remove(id) != nil
    }

    /// Whether a change to `uri` arrived after the last `takeAll`.
    func hasPendingChange(_ uri: String) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        return pendingChanges[uri] != nil
    }

    /// Whether anything arrived after the last `takeAll`.
    var isEmpty: Bool {
        condition.lock()
        defer { condition.unlock() }
        return items.isEmpty
    }
}
