#if canImport(RxSwift)
import RxSwift
import RxRelay
#else
import RxModel
#endif
import Foundation

/// A discarded polling timer with `[weak self]`: the owner goes, the timer runs forever.
private final class PollingViewModel {
    private(set) var polls = 0

    init(scheduler: SchedulerType) {
        _ = Observable<Int>.interval(.seconds(5), scheduler: scheduler)
            .subscribe(onNext: { [weak self] _ in // expect: discarded_subscription leak
                self?.polls += 1
            })
    }
}

enum DiscardedIntervalWeakSelf: AgreementScenario {
    static func makeOwner() -> AnyObject { PollingViewModel(scheduler: ScenarioClock.scheduler) }
    static func drive(_ owner: AnyObject) { ScenarioClock.advance(by: 5) }
    static func received(_ owner: AnyObject) -> Int? { (owner as! PollingViewModel).polls }
}
