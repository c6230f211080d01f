import XCTest
@testable import RxModel

final class SinkCycleTests: ResourceCheckingTestCase {
    /// A source whose observer the test keeps, so it decides when the source completes.
    private final class ManualSource {
        var observer: AnyObserver<Int>?
        lazy var observable: Observable<Int> = Observable.create { [unowned self] observer in
            self.observer = observer
            return Disposables.create()
        }
    }

    func testDiscardedSubscriptionLivesUntilCompletion() {
        let source = ManualSource()
        weak var weakCaptured: Tracked?
        do {
            let captured = Tracked()
            weakCaptured = captured
            _ = source.observable.subscribe(onNext: { captured.handle($0) })
        }
        // The observer handed to the source holds the sink, which holds the sink disposer:
        // nobody outside keeps the subscription, yet it is alive.
        XCTAssertNotNil(weakCaptured, "the sink must keep the onNext closure alive")
        source.observer?.onNext(1)
        XCTAssertEqual(weakCaptured?.received, [1])
        source.observer?.onCompleted()
        source.observer = nil
        XCTAssertNil(weakCaptured, "completion must release the closure and what it captures")
    }

    func testSinkAndDisposerHoldEachOtherUntilDisposed() {
        let subject = PublishSubject<Int>()
        weak var weakDisposer: SinkDisposer?
        weak var weakCaptured: Tracked?
        do {
            let captured = Tracked()
            weakCaptured = captured
            let disposable = subject.map { $0 * 2 }.subscribe(AnonymousObserver { captured.handle($0.element ?? -1) })
            weakDisposer = disposable as? SinkDisposer
        }
        XCTAssertNotNil(weakDisposer, "Producer.subscribe returns a SinkDisposer held by its sink")
        subject.onNext(2)
        XCTAssertEqual(weakCaptured?.received, [4])
        weakDisposer?.dispose()
        XCTAssertNil(weakDisposer)
        XCTAssertNil(weakCaptured)
        XCTAssertFalse(subject.hasObservers, "dispose must unsubscribe the sink from the subject")
    }

    func testOperatorCycleOutlivesTheSubject() {
        weak var weakDisposer: SinkDisposer?
        weak var weakCaptured: Tracked?
        weak var weakSubject: PublishSubject<Int>?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            let captured = Tracked()
            weakCaptured = captured
            weakDisposer = subject.filter { _ in true }.subscribe(AnonymousObserver { _ in captured.handle(0) }) as? SinkDisposer
        }
        XCTAssertNil(weakSubject, "a subject's subscription disposable holds it weakly")
        XCTAssertNotNil(weakDisposer, "the Sink/SinkDisposer cycle survives the subject (fact 3)")
        XCTAssertNotNil(weakCaptured)
        weakDisposer?.dispose()
        XCTAssertNil(weakCaptured)
    }

    func testDirectSubjectSubscriptionIsFreedWithTheSubject() {
        weak var weakCaptured: Tracked?
        weak var weakSubject: PublishSubject<Int>?
        do {
            let subject = PublishSubject<Int>()
            weakSubject = subject
            let captured = Tracked()
            weakCaptured = captured
            _ = subject.subscribe(onNext: { captured.handle($0) })
            subject.onNext(3)
            XCTAssertEqual(captured.received, [3])
        }
        XCTAssertNil(weakSubject)
        XCTAssertNil(weakCaptured, "no Sink/SinkDisposer cycle on a direct subject subscription (fact 2)")
    }

    func testSynchronousSourcesLeaveNothingBehind() {
        let captured = Tracked()
        let before = Resources.total
        _ = Observable.just(1).subscribe(onNext: { captured.handle($0) })
        _ = Observable.of(2, 3).map { $0 * 10 }.subscribe(onNext: { captured.handle($0) })
        _ = Observable.from([4]).filter { _ in true }.subscribe(onNext: { captured.handle($0) })
        _ = Observable<Int>.empty().subscribe(onNext: { captured.handle($0) })
        _ = Single.just(5).subscribe(onSuccess: { captured.handle($0) })
        _ = Observable<Int>.create { observer in
            observer.onNext(6)
            observer.onCompleted()
            return Disposables.create()
        }.subscribe(onNext: { captured.handle($0) })
        XCTAssertEqual(captured.received, [1, 20, 30, 4, 5, 6])
        XCTAssertEqual(Resources.total, before, "fact 1: synchronous completion releases everything")
    }

    func testTakeOneOfBehaviorRelayReleasesAtOnce() {
        let relay = BehaviorRelay(value: 7)
        let captured = Tracked()
        let before = Resources.total
        _ = relay.take(1).subscribe(onNext: { captured.handle($0) })
        _ = relay.asObservable().first().subscribe(onSuccess: { captured.handle($0 ?? -1) })
        XCTAssertEqual(captured.received, [7, 7])
        XCTAssertEqual(Resources.total, before)
        relay.accept(8)
        XCTAssertEqual(captured.received, [7, 7], "take(1) must have unsubscribed")
    }

    func testTakeTwoWaitsForTheSecondElement() {
        let relay = PublishRelay<Int>()
        weak var weakCaptured: Tracked?
        do {
            let captured = Tracked()
            weakCaptured = captured
            _ = relay.take(2).subscribe(onNext: { captured.handle($0) })
        }
        relay.accept(1)
        XCTAssertNotNil(weakCaptured, "transient: alive until the source completes")
        relay.accept(2)
        XCTAssertNil(weakCaptured)
    }

    func testNeverKeepsNoObserverButMapDoes() {
        weak var weakDirect: Tracked?
        weak var weakMapped: Tracked?
        var direct: Disposable?
        var mapped: Disposable?
        do {
            let a = Tracked(), b = Tracked()
            weakDirect = a
            weakMapped = b
            direct = Observable<Int>.never().subscribe(onNext: { a.handle($0) })
            mapped = Observable<Int>.never().map { $0 }.subscribe(onNext: { b.handle($0) })
        }
        XCTAssertNil(weakDirect, "never() drops its observer (fact 4)")
        XCTAssertNotNil(weakMapped, "never().map keeps the operator's cycle (fact 4)")
        direct?.dispose()
        mapped?.dispose()
        direct = nil
        mapped = nil
        XCTAssertNil(weakMapped)
    }

    func testOnDisposedIsKeptByTheDisposableEvenOnNever() {
        weak var weakCaptured: Tracked?
        let bag = DisposeBag()
        do {
            let captured = Tracked()
            weakCaptured = captured
            Observable<Int>.never()
                .subscribe(onDisposed: { captured.disposedCount += 1 })
                .disposed(by: bag)
        }
        XCTAssertNotNil(weakCaptured, "the bag keeps onDisposed (fact 4)")
        let tracked = weakCaptured
        XCTAssertEqual(tracked?.disposedCount, 0)
        withExtendedLifetime(bag) {}
    }

    func testCompletionReleasesClosuresButNotTheBagEntry() {
        let subject = PublishSubject<Int>()
        let bag = DisposeBag()
        weak var weakCaptured: Tracked?
        var disposedCalls = 0
        do {
            let captured = Tracked()
            weakCaptured = captured
            subject.map { $0 + 1 }
                .subscribe(onNext: { captured.handle($0) }, onDisposed: { disposedCalls += 1 })
                .disposed(by: bag)
        }
        subject.onNext(1)
        XCTAssertEqual(weakCaptured?.received, [2])
        subject.onCompleted()
        XCTAssertNil(weakCaptured, "completion releases the closures although the bag still holds the disposable")
        XCTAssertEqual(disposedCalls, 1)
        XCTAssertFalse(subject.hasObservers)
    }

    func testErrorReleasesTheSubscription() {
        let subject = PublishSubject<Int>()
        weak var weakCaptured: Tracked?
        var errors = 0
        do {
            let captured = Tracked()
            weakCaptured = captured
            _ = subject.filter { _ in true }.subscribe(onNext: { captured.handle($0) }, onError: { _ in errors += 1 })
        }
        XCTAssertNotNil(weakCaptured)
        subject.onError(TestError())
        XCTAssertNil(weakCaptured)
        XCTAssertEqual(errors, 1)
    }
}
