import Foundation

/// Runs work on a thread of its own with a large stack: libclang's parser and the walk of its
/// tree recurse once per level of nesting, deeper than a worker thread's stack allows on the
/// most nested files a compiler accepts.
enum BigStack {
    static let size = 64 << 20

    static func run<T>(_ body: @escaping () -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.value = body()
            done.signal()
        }
        thread.stackSize = size
        thread.start()
        done.wait()
        return box.value!
    }

    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}
