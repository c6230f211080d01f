import Dispatch
import Foundation

/// How many workers a parallel stage uses unless told otherwise.
public enum ParallelJobs {
    /// One per core, read once per process: Foundation reads the cgroup's quota and cpuset
    /// files on each ask, and a run asks for the lint and again for the report.
    public static let standard: Int = max(1, ProcessInfo.processInfo.activeProcessorCount)
}

extension Array {
    /// Maps in parallel over at most `jobs` workers, writing each result into its own slot of
    /// the output, so the result's order is the input's whatever the scheduling.
    public func parallelMap<T>(jobs: Int, _ transform: (Element) -> T) -> [T] {
        guard count > 1, jobs > 1 else { return map(transform) }
        return withUnsafeBufferPointer { input in
            parallelResults(count: input.count, jobs: jobs) { transform(input[$0]) }
        }
    }

    /// Like `parallelMap`, but each worker gets its element `inout`, so it can drop what
    /// no later stage reads while it still has the element in cache: the release of that
    /// data is then spread over the workers instead of falling to one thread at the end.
    public mutating func parallelMapInPlace<T>(jobs: Int, _ transform: (inout Element) -> T) -> [T] {
        guard count > 1, jobs > 1 else { return indices.map { transform(&self[$0]) } }
        // Workers touch disjoint elements; the buffer is only shared, never resized.
        return withUnsafeMutableBufferPointer { input in
            let base = input.baseAddress!
            return parallelResults(count: input.count, jobs: jobs) { transform(&base[$0]) }
        }
    }
}

/// `result(i)` for every `i` in `0..<n`, computed by at most `jobs` workers and written into
/// its own slot of the output.
private func parallelResults<T>(count n: Int, jobs: Int, _ result: (Int) -> T) -> [T] {
    let workers = Swift.min(jobs, n)
    // Workers claim small batches from a shared cursor: files differ widely in cost, and a
    // fixed split leaves one core idle while the other finishes a heavy share.
    let cursor = BatchCursor(total: n, batch: Swift.max(1, n / (workers * 64)))
    return [T](unsafeUninitializedCapacity: n) { out, initialized in
        let outBase = out.baseAddress!
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while let range = cursor.next() {
                for i in range { (outBase + i).initialize(to: result(i)) }
            }
        }
        initialized = n
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
