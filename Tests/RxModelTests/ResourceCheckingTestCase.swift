import XCTest
@testable import RxModel

/// Every test of the model starts and ends with the same number of live model objects: a test
/// that leaves something alive fails in `tearDown`.
class ResourceCheckingTestCase: XCTestCase {
    private var startTotal: Int32 = 0

    override func setUp() {
        super.setUp()
        // Shared schedulers live for the whole process, as in RxSwift: create them before the
        // snapshot (reference 003 gives the same advice for singletons).
        _ = MainScheduler.instance
        _ = MainScheduler.asyncInstance
        startTotal = Resources.total
    }

    override func tearDown() {
        // Dispatch-queue timers release their handlers asynchronously after cancellation.
        let deadline = Date().addingTimeInterval(2)
        while Resources.total != startTotal && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.01))
        }
        XCTAssertEqual(Resources.total, startTotal, "model objects left alive by \(name)")
        super.tearDown()
    }
}

/// An object whose deallocation the tests observe through a weak reference.
final class Tracked {
    var received: [Int] = []
    var disposedCount = 0
    func handle(_ value: Int) { received.append(value) }
}

struct TestError: Error {}
