import Dispatch
import Foundation

extension Array {
    /// Maps in parallel over at most `jobs` workers, writing each result into its own slot of
    /// the output, so the result's order is the input's whatever the scheduling.
    public func parallelMap<T>(jobs: Int, _ transform: (Element) -> T) -> [T] {
        let n = count
        guard n > 1, jobs > 1 else { return map(transform) }
        let workers = Swift.min(jobs, n)
        // Workers claim small batches from a shared cursor: files differ widely in cost, and a
        // fixed split leaves one core idle while the other finishes a heavy share.
        let batch = Swift.max(1, n / (workers * 64))
        let cursor = BatchCursor(total: n, batch: batch)
        return [T](unsafeUninitializedCapacity: n) { out, initialized in
            let outBase = out.baseAddress!
            self.withUnsafeBufferPointer { input in
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let range = cursor.next() {
                        for i in range { (outBase + i).initialize(to: transform(input[i])) }
                    }
                }
            }
            initialized = n
        }
    }
}

extension Array {
    /// Like `parallelMap`, but each worker gets its element `inout`, so it can drop what
    /// no later stage reads while it still has the element in cache: the release of that
    /// data is then spread over the workers instead of falling to one thread at the end.
    public mutating func parallelMapInPlace<T>(jobs: Int, _ transform: (inout Element) -> T) -> [T] {
        let n = count
        guard n > 1, jobs > 1 else {
            var out: [T] = []
            out.reserveCapacity(n)
            for i in indices { out.append(transform(&self[i])) }
            return out
        }
        let workers = Swift.min(jobs, n)
        let cursor = BatchCursor(total: n, batch: Swift.max(1, n / (workers * 64)))
        return withUnsafeMutableBufferPointer { input in
            // Workers touch disjoint elements; the buffer is only shared, never resized.
            let base = input.baseAddress!
            return [T](unsafeUninitializedCapacity: n) { out, initialized in
                let outBase = out.baseAddress!
                DispatchQueue.concurrentPerform(iterations: workers) { _ in
                    while let range = cursor.next() {
                        for i in range { (outBase + i).initialize(to: transform(&base[i])) }
                    }
                }
                initialized = n
            }
        }
    }
}

/// Hands out consecutive index ranges to whichever worker asks next.
private final class BatchCursor: @unchecked Sendable {
    private let lock = NSLock()
    private var position = 0
    private let total: Int
    private let batch: Int

    init(total: Int, batch: Int) {
        self.total = total
        self.batch = batch
    }

    func next() -> Range<Int>? {
        lock.lock()
        defer { lock.unlock() }
        guard position < total else { return nil }
        let start = position
        position = Swift.min(total, start + batch)
        return start..<position
    }
}
