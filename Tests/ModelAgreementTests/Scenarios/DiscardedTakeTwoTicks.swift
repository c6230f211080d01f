#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded `take(2)` on a ticking source: alive until the second tick, then released.
private final class CountdownViewModel {
    private(set) var ticks = 0

    init(scheduler: SchedulerType) {
        let clock = Observable<Int>.interval(.seconds(1), scheduler: scheduler)
        _ = clock.take(2).subscribe(onNext: { [weak self] _ in // expect: discarded_subscription transient
            self?.ticks += 1
        })
    }
}

enum DiscardedTakeTwoTicks: AgreementScenario {
    static func makeOwner() -> AnyObject { CountdownViewModel(scheduler: ScenarioClock.scheduler) }
}
