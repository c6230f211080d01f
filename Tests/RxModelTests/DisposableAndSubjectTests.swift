import XCTest
@testable import RxModel

final class DisposableAndSubjectTests: ResourceCheckingTestCase {
    func testSubjectReleasesADisposedObserver() {
        let subject = PublishSubject<Int>()
        weak var weakCaptured: Tracked?
        var subscription: Disposable?
        do {
            let captured = Tracked()
            weakCaptured = captured
            subscription = subject.subscribe(onNext: { captured.handle($0) })
        }
        subject.onNext(1)
        XCTAssertTrue(subject.hasObservers)
        XCTAssertEqual(weakCaptured?.received, [1])
        subscription?.dispose()
        subscription = nil
        XCTAssertFalse(subject.hasObservers)
        XCTAssertNil(weakCaptured)
    }

    func testSubjectReleasesObserversWhenItCompletes() {
        let subject = BehaviorSubject(value: 0)
        weak var weakCaptured: Tracked?
        let bag = DisposeBag()
        do {
            let captured = Tracked()
            weakCaptured = captured
            subject.subscribe(onNext: { captured.handle($0) }).disposed(by: bag)
        }
        XCTAssertEqual(weakCaptured?.received, [0])
        subject.onCompleted()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertNil(weakCaptured)
    }

    func testReplaySubjectReplaysItsBuffer() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        subject.onNext(1); subject.onNext(2); subject.onNext(3)
        let captured = Tracked()
        let subscription = subject.subscribe(onNext: { captured.handle($0) })
        XCTAssertEqual(captured.received, [2, 3])
        subscription.dispose()
    }

    func testBagDisposesOnDeinit() {
        let relay = PublishRelay<Int>()
        weak var weakCaptured: Tracked?
        var disposed = 0
        do {
            let bag = DisposeBag()
            let captured = Tracked()
            weakCaptured = captured
            relay.map { $0 }.subscribe(onNext: { captured.handle($0) }, onDisposed: { disposed += 1 }).disposed(by: bag)
            relay.accept(1)
            XCTAssertEqual(captured.received, [1])
        }
        XCTAssertEqual(disposed, 1, "the bag's deinit disposes its subscriptions")
        XCTAssertNil(weakCaptured)
        relay.accept(2)
    }

    func testCompositeDisposableDoesNotDisposeOnDeinit() {
        let relay = PublishRelay<Int>()
        weak var weakCaptured: Tracked?
        do {
            let composite = CompositeDisposable()
            let captured = Tracked()
            weakCaptured = captured
            _ = composite.insert(relay.filter { _ in true }.subscribe(onNext: { captured.handle($0) }))
        }
        relay.accept(5)
        XCTAssertEqual(weakCaptured?.received, [5], "fact 9: a dropped CompositeDisposable keeps its subscriptions")
        // Break the cycle by letting the subscription's sink see a terminal event.
        (relay.asObservable() as? PublishSubject<Int>)?.onCompleted()
        XCTAssertNil(weakCaptured)
    }

    func testSerialDisposableDisposesThePreviousOne() {
        let serial = SerialDisposable()
        var first = 0, second = 0
        serial.disposable = Disposables.create { first += 1 }
        serial.disposable = Disposables.create { second += 1 }
        XCTAssertEqual(first, 1)
        XCTAssertEqual(second, 0)
        serial.dispose()
        XCTAssertEqual(second, 1)
        serial.disposable = Disposables.create { second += 1 }
        XCTAssertEqual(second, 2, "assigning to a disposed SerialDisposable disposes at once")
    }

    func testLocalBagDisposesImmediately() {
        let relay = PublishRelay<Int>()
        let captured = Tracked()
        do {
            let bag = DisposeBag()
            relay.subscribe(onNext: { captured.handle($0) }).disposed(by: bag)
        }
        relay.subscribe(onNext: { captured.handle($0) }).disposed(by: DisposeBag())
        relay.accept(1)
        XCTAssertEqual(captured.received, [], "fact 10: nothing arrives after the bag is gone")
    }

    func testBindToRelayHoldsTheRelayNotItsOwner() {
        final class Owner {
            let output = PublishRelay<Int>()
        }
        let input = PublishRelay<Int>()
        let bag = DisposeBag()
        weak var weakOwner: Owner?
        var seen: [Int] = []
        do {
            let owner = Owner()
            weakOwner = owner
            input.map { $0 + 1 }.bind(to: owner.output).disposed(by: bag)
            owner.output.subscribe(onNext: { seen.append($0) }).disposed(by: bag)
            input.accept(1)
        }
        XCTAssertEqual(seen, [2])
        XCTAssertNil(weakOwner, "fact 8: bind(to: relay) does not capture the relay's owner")
    }

    func testBinderHoldsItsTargetWeakly() {
        let input = PublishRelay<Int>()
        let bag = DisposeBag()
        weak var weakTarget: Tracked?
        do {
            let target = Tracked()
            weakTarget = target
            input.bind(to: Binder(target) { target, value in target.handle(value) }).disposed(by: bag)
            input.accept(4)
            XCTAssertEqual(target.received, [4])
        }
        XCTAssertNil(weakTarget, "fact 8: Binder holds its target weakly")
        input.accept(5)
    }

    func testSubscribeWithHoldsTheObjectWeakly() {
        let relay = BehaviorRelay(value: 1)
        let bag = DisposeBag()
        weak var weakObject: Tracked?
        do {
            let object = Tracked()
            weakObject = object
            relay.subscribe(with: object, onNext: { object, value in object.handle(value) }).disposed(by: bag)
            XCTAssertEqual(object.received, [1])
        }
        XCTAssertNil(weakObject)
        relay.accept(2)
    }

    func testWithUnretainedCompletesTheSequenceOnceTheObjectIsGone() {
        let relay = PublishRelay<Int>()
        let bag = DisposeBag()
        weak var weakObject: Tracked?
        var errors = 0
        var completions = 0
        do {
            let object = Tracked()
            weakObject = object
            relay.withUnretained(object)
                .subscribe(onNext: { object, value in object.handle(value) }, onError: { _ in errors += 1 }, onCompleted: { completions += 1 })
                .disposed(by: bag)
            relay.accept(1)
            XCTAssertEqual(object.received, [1])
        }
        XCTAssertNil(weakObject)
        relay.accept(2)
        // RxSwift 6 completes the sequence (its failedRetaining error is caught into empty).
        XCTAssertEqual(errors, 0)
        XCTAssertEqual(completions, 1)
        XCTAssertFalse((relay.asObservable() as? PublishSubject<Int>)?.hasObservers ?? true)
    }
}
