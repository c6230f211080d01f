import XCTest
@testable import RxModel

final class SchedulerTests: ResourceCheckingTestCase {
    func testIntervalIsHeldByTheSchedulerUntilDisposed() {
        let scheduler = HistoricalScheduler()
        weak var weakCaptured: Tracked?
        weak var weakDisposer: SinkDisposer?
        do {
            let captured = Tracked()
            weakCaptured = captured
            let observer = AnonymousObserver<Int> { captured.handle($0.element ?? -1) }
            weakDisposer = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe(observer) as? SinkDisposer
        }
        scheduler.advance(by: 3)
        XCTAssertEqual(weakCaptured?.received, [0, 1, 2], "fact 5: nobody holds the disposable, the timer still fires")
        scheduler.advance(by: 2)
        XCTAssertEqual(weakCaptured?.received, [0, 1, 2, 3, 4])
        XCTAssertNotNil(weakDisposer)
        weakDisposer?.dispose()
        XCTAssertNil(weakCaptured)
        scheduler.advance(by: 1)
        XCTAssertNil(weakDisposer)
    }

    func testDisposedIntervalIsDroppedOnTheNextAdvance() {
        let scheduler = HistoricalScheduler()
        weak var weakCaptured: Tracked?
        do {
            let captured = Tracked()
            weakCaptured = captured
            let subscription = Observable<Int>.interval(.seconds(1), scheduler: scheduler).subscribe(onNext: { captured.handle($0) })
            scheduler.advance(by: 2)
            subscription.dispose()
        }
        XCTAssertNil(weakCaptured, "disposing releases the sink at once")
        XCTAssertEqual(scheduler.scheduledItemCount, 1, "the disposed item stays queued until the clock moves")
        scheduler.advance(by: 0)
        XCTAssertEqual(scheduler.scheduledItemCount, 0)
    }

    func testOneShotTimerCompletesAndReleases() {
        let scheduler = HistoricalScheduler()
        weak var weakCaptured: Tracked?
        var completed = false
        do {
            let captured = Tracked()
            weakCaptured = captured
            _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler).subscribe(onNext: { captured.handle($0) }, onCompleted: { completed = true })
        }
        scheduler.advance(by: 4)
        XCTAssertNotNil(weakCaptured, "transient: alive until the timer fires")
        scheduler.advance(by: 1)
        XCTAssertTrue(completed)
        XCTAssertNil(weakCaptured)
    }

    func testDebounceDelayAndObserveOn() {
        let scheduler = HistoricalScheduler()
        let bag = DisposeBag()
        let input = PublishSubject<Int>()
        var debounced: [Int] = [], delayed: [Int] = [], observed: [Int] = []
        input.debounce(.seconds(1), scheduler: scheduler).subscribe(onNext: { debounced.append($0) }).disposed(by: bag)
        input.delay(.seconds(2), scheduler: scheduler).subscribe(onNext: { delayed.append($0) }).disposed(by: bag)
        input.observe(on: scheduler).subscribe(onNext: { observed.append($0) }).disposed(by: bag)
        input.onNext(1)
        input.onNext(2)
        XCTAssertEqual(observed, [])
        scheduler.advance(by: 0)
        XCTAssertEqual(observed, [1, 2])
        scheduler.advance(by: 1)
        XCTAssertEqual(debounced, [2])
        XCTAssertEqual(delayed, [])
        scheduler.advance(by: 1)
        XCTAssertEqual(delayed, [1, 2])
    }

    func testDispatchQueueIntervalFiresAndStopsOnDispose() {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let stopped = expectation(description: "three ticks, then none")
        // Everything below runs on the scheduler's one serial queue, in deadline order: the
        // third tick disposes the subscription, and an action due five periods later finds
        // the ticks as they were then. A tick that came after the dispose would be there.
        var ticks: [Int] = []
        var ticksAtTheEnd: [Int] = []
        let subscription = SingleAssignmentDisposable()
        subscription.setDisposable(Observable<Int>.interval(.milliseconds(10), scheduler: scheduler).subscribe(onNext: { value in
            ticks.append(value)
            guard ticks.count == 3 else { return }
            subscription.dispose()
            _ = scheduler.scheduleRelative((), dueTime: .milliseconds(50)) { _ in
                ticksAtTheEnd = ticks
                stopped.fulfill()
                return Disposables.create()
            }
        }))
        wait(for: [stopped], timeout: 5)
        XCTAssertEqual(ticksAtTheEnd, [0, 1, 2], "no tick after the dispose")
    }

    func testMainSchedulerRunsOnTheMainQueue() {
        let done = expectation(description: "delivered on main")
        let subscription = Observable.just(1)
            .observe(on: MainScheduler.asyncInstance)
            .subscribe(onNext: { _ in
                XCTAssertTrue(Thread.isMainThread)
                done.fulfill()
            })
        wait(for: [done], timeout: 5)
        subscription.dispose()
    }
}
