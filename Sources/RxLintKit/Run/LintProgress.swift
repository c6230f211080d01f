import Foundation

/// Counts files as workers finish them and tells a sink, at most once per percent, so a
/// terminal shows "files done / total" without the counter itself slowing the run down.
public final class LintProgress: @unchecked Sendable {
    private let lock = NSLock()
    private var done = 0
    private var lastShown = -1
    public let total: Int
    private let sink: (_ done: Int, _ total: Int) -> Void

    /// `sink` is called under a lock, never concurrently, with a growing `done`.
    public init(total: Int, sink: @escaping (_ done: Int, _ total: Int) -> Void) {
        self.total = total
        self.sink = sink
    }

    /// Called by workers; thread-safe.
    public func fileDone() {
        lock.lock()
        defer { lock.unlock() }
        done += 1
        let percent = total == 0 ? 100 : done * 100 / total
        // Writing on every file would make the terminal the bottleneck on big trees.
        guard percent != lastShown || done == total else { return }
        lastShown = percent
        sink(done, total)
    }

    /// A progress line for a terminal: rewritten in place with a carriage return.
    public static func terminalSink(_ write: @escaping (String) -> Void) -> (Int, Int) -> Void {
        return { done, total in
            write("\r\u{1B}[Krxlint: \(done)/\(total) files")
        }
    }

    /// Clears the progress line once the run is over.
    public static let clearLine = "\r\u{1B}[K"
}
