#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// Subscriptions appended to a `[Disposable]` property nobody disposes: the array goes with
/// its owner, but disposes nothing, so the ticking source keeps running.
private final class StatusPoller {
    private var disposables: [Disposable] = []
    private let counter = Counter()

    init(scheduler: SchedulerType) {
        let counter = self.counter
        disposables.append(Observable<Int>.interval(.seconds(1), scheduler: scheduler)
            .subscribe(onNext: { _ in counter.value += 1 })) // expect: missing_dispose_bag leak
    }

    var polls: Int { counter.value }
}

private final class Counter {
    var value = 0
}

enum DisposableArrayTimer: AgreementScenario {
    static func makeOwner() -> AnyObject { StatusPoller(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 2) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! StatusPoller).polls }
}
