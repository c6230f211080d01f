import XCTest
@testable import RxModel

private final class Box<T> { var values: [T] = [] }

final class OperatorTests: ResourceCheckingTestCase {
    private func collect<O: ObservableType>(_ source: O, bag: DisposeBag) -> () -> [O.Element] {
        let box = Box<O.Element>()
        source.subscribe(onNext: { box.values.append($0) }).disposed(by: bag)
        return { box.values }
    }

    func testTransformingOperators() {
        let bag = DisposeBag()
        let values = collect(Observable.of(1, 2, 2, 3, nil, 4).compactMap { $0 }.distinctUntilChanged().skip(1).map { $0 * 10 }.filter { $0 != 30 }.startWith(0), bag: bag)
        XCTAssertEqual(values(), [0, 20, 40])
        let scanned = collect(Observable.of(1, 2, 3).scan(0, accumulator: +), bag: bag)
        XCTAssertEqual(scanned(), [1, 3, 6])
    }

    func testFlatMapLatestSwitchesAndCompletes() {
        let bag = DisposeBag()
        let outer = PublishSubject<Int>()
        let inners = [PublishSubject<String>(), PublishSubject<String>()]
        var completed = false
        var values: [String] = []
        outer.flatMapLatest { inners[$0] }
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
            .disposed(by: bag)
        outer.onNext(0)
        inners[0].onNext("a")
        outer.onNext(1)
        inners[0].onNext("stale")
        inners[1].onNext("b")
        XCTAssertFalse(inners[0].hasObservers, "the previous inner subscription is disposed")
        outer.onCompleted()
        XCTAssertFalse(completed)
        inners[1].onCompleted()
        XCTAssertTrue(completed)
        XCTAssertEqual(values, ["a", "b"])
    }

    func testCatchSwitchesToTheFallbackAndReleasesTheFailedSource() {
        struct Failure: Error {}
        let bag = DisposeBag()
        let source = PublishSubject<Int>()
        let fallback = PublishSubject<Int>()
        var handled = 0
        var completed = false
        var values: [Int] = []
        source.catch { _ in handled += 1; return fallback.asObservable() }
            .subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
            .disposed(by: bag)
        source.onNext(1)
        source.onError(Failure())
        XCTAssertFalse(source.hasObservers, "the failed subscription is disposed")
        XCTAssertTrue(fallback.hasObservers)
        fallback.onNext(2)
        fallback.onCompleted()
        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(handled, 1)
        XCTAssertTrue(completed)
        XCTAssertFalse(fallback.hasObservers)
        // A handler that throws ends the sequence with its error.
        var failed = false
        Observable<Int>.error(Failure()).catch { error in throw error }
            .subscribe(onError: { _ in failed = true }).disposed(by: bag)
        XCTAssertTrue(failed)
        // A synchronous fallback delivers during the error.
        XCTAssertEqual(collect(Observable<Int>.error(Failure()).catch { _ in .just(7) }, bag: bag)(), [7])
    }

    func testCatchKeepsItsHandlerUntilTheSubscriptionEnds() {
        final class Owner {}
        let bag = DisposeBag()
        let source = PublishSubject<Int>()
        weak var weakOwner: Owner?
        do {
            let owner = Owner()
            weakOwner = owner
            source.catch { _ in _ = owner; return .empty() }.subscribe().disposed(by: bag)
        }
        source.onNext(1)
        XCTAssertNotNil(weakOwner, "the handler is held while no error has come")
        source.onCompleted()
        XCTAssertNil(weakOwner, "completion releases the sink and its handler")
    }

    func testFlatMapMergeAndCombineLatest() {
        let bag = DisposeBag()
        let a = PublishSubject<Int>(), b = PublishSubject<Int>()
        let merged = collect(Observable.merge(a.asObservable(), b.asObservable()), bag: bag)
        let combined = collect(Observable.combineLatest(a, b) { $0 + $1 }, bag: bag)
        let flat = collect(Observable.of(1, 2).flatMap { Observable.of($0, $0) }, bag: bag)
        a.onNext(1); b.onNext(10); a.onNext(2)
        XCTAssertEqual(merged(), [1, 10, 2])
        XCTAssertEqual(combined(), [11, 12])
        XCTAssertEqual(flat(), [1, 1, 2, 2])
    }

    func testWithLatestFromAndTakeUntil() {
        let bag = DisposeBag()
        let taps = PublishRelay<Void>()
        let text = BehaviorRelay(value: "x")
        let stop = PublishSubject<Void>()
        let values = collect(taps.withLatestFrom(text).take(until: stop), bag: bag)
        taps.accept(())
        text.accept("y")
        taps.accept(())
        stop.onNext(())
        taps.accept(())
        XCTAssertEqual(values(), ["x", "y"])
        XCTAssertFalse(stop.hasObservers, "take(until:) releases the trigger when it fires")
    }

    func testShareKeepsOneUpstreamSubscriptionWhileConnected() {
        let subject = PublishSubject<Int>()
        var subscriptions = 0
        let shared = subject.do(onSubscribe: { subscriptions += 1 }).share(replay: 1)
        let first = shared.subscribe(onNext: { _ in })
        subject.onNext(1)
        var replayed: [Int] = []
        let second = shared.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(replayed, [1])
        first.dispose()
        XCTAssertTrue(subject.hasObservers)
        second.dispose()
        XCTAssertFalse(subject.hasObservers, "the last observer leaving disconnects")
    }

    func testDoRunsItsClosuresAndOnDispose() {
        var log: [String] = []
        let subscription = PublishSubject<Int>()
            .do(onNext: { log.append("next \($0)") }, onSubscribe: { log.append("subscribe") }, onDispose: { log.append("dispose") })
            .subscribe()
        subscription.dispose()
        XCTAssertEqual(log, ["subscribe", "dispose"])
    }

    func testSingleMaybeCompletable() {
        var log: [String] = []
        _ = Single.just(1).map { $0 + 1 }.subscribe(onSuccess: { log.append("single \($0)") })
        _ = Single<Int>.error(TestError()).subscribe(onFailure: { _ in log.append("failure") })
        _ = Maybe<Int>.empty().subscribe(onSuccess: { _ in }, onCompleted: { log.append("maybe empty") })
        _ = Completable.empty().subscribe(onCompleted: { log.append("completed") })
        _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { _ in log.append("too many") })
        XCTAssertEqual(log, ["single 2", "failure", "maybe empty", "completed", "too many"])
    }
}
