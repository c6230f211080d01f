import Dispatch

extension Array {
    /// Maps in parallel over at most `jobs` workers into a pre-sized buffer, so the result's
    /// order is the input's whatever the scheduling.
    public func parallelMap<T>(jobs: Int, _ transform: (Element) -> T) -> [T] {
        let n = count
        guard n > 1, jobs > 1 else { return map(transform) }
        var results = [T?](repeating: nil, count: n)
        let workers = Swift.min(jobs, n)
        results.withUnsafeMutableBufferPointer { out in
            let outBase = out.baseAddress!
            self.withUnsafeBufferPointer { input in
                // Workers take items by striding; each slot is written by exactly one worker.
                DispatchQueue.concurrentPerform(iterations: workers) { worker in
                    var i = worker
                    while i < n {
                        (outBase + i).initialize(to: transform(input[i]))
                        i += workers
                    }
                }
            }
        }
        return results.map { $0! }
    }
}
